import { closeSync, openSync, readSync } from 'node:fs';

const SHT_DYNSYM = 11;
const SYM_SIZE = 24;

function readAt(fd: number, offset: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  readSync(fd, buf, 0, length, offset);
  return buf;
}

/**
 * The names of the dynamic symbols an ELF64 little-endian shared object (a Linux `.node` addon)
 * defines, i.e. what `nm -D --defined-only` lists, read from its `.dynsym` section and that
 * section's string table. Reads only the headers and those two sections.
 * Throws when the file is not an ELF64 little-endian file or has no dynamic symbol table.
 */
export function elfDefinedDynamicSymbols(file: string): Set<string> {
  const fd = openSync(file, 'r');
  try {
    const ident = readAt(fd, 0, 64);
    if (ident.readUInt32BE(0) !== 0x7f454c46) throw new Error(`${file} is not an ELF file`);
    if (ident[4] !== 2 || ident[5] !== 1) throw new Error(`${file} is not ELF64 little-endian`);
    const shoff = Number(ident.readBigUInt64LE(0x28));
    const shentsize = ident.readUInt16LE(0x3a);
    const shnum = ident.readUInt16LE(0x3c);
    const sections = readAt(fd, shoff, shentsize * shnum);
    const header = (i: number) => ({
      type: sections.readUInt32LE(i * shentsize + 4),
      offset: Number(sections.readBigUInt64LE(i * shentsize + 24)),
      size: Number(sections.readBigUInt64LE(i * shentsize + 32)),
      link: sections.readUInt32LE(i * shentsize + 40),
    });
    for (let i = 0; i < shnum; i++) {
      const dynsym = header(i);
      if (dynsym.type !== SHT_DYNSYM) continue;
      const strtab = header(dynsym.link);
      const syms = readAt(fd, dynsym.offset, dynsym.size);
      const strings = readAt(fd, strtab.offset, strtab.size);
      const names = new Set<string>();
      for (let at = 0; at + SYM_SIZE <= syms.length; at += SYM_SIZE) {
        const shndx = syms.readUInt16LE(at + 6);
        if (shndx === 0) continue; // undefined: imported from elsewhere, not defined here
        const start = syms.readUInt32LE(at);
        const end = strings.indexOf(0, start);
        names.add(strings.toString('latin1', start, end));
      }
      return names;
    }
    throw new Error(`${file} has no dynamic symbol table`);
  } finally {
    closeSync(fd);
  }
}
