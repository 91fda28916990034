import { beginCell, Cell, type Address } from '@ton/core';
import { parseAddress } from '../../../../shared/ton/address';

/**
 * Get-method stacks for v3 `runGetMethod`: input entries the stack editor
 * produces, and decoding of the result entries (`num` as `"0x…"` hex, `cell`/`slice` as
 * base64 BoCs, `tuple`/`list` nested).
 */

/** One argument in the stack editor. */
export type StackArgType = 'num' | 'cell' | 'slice' | 'address';
export interface StackArg {
  type: StackArgType;
  value: string;
}

/** A v3 stack entry. */
export interface StackEntry {
  type: string;
  value: unknown;
}

/**
 * Converts editor arguments to v3 stack entries. Numbers accept decimal or `0x` hex (sent as
 * hex); cells and slices take a base64 BoC; an address is sent as a slice holding it.
 * Throws `Error` naming the argument (1-based) when a value does not parse.
 */
export function toV3Stack(args: StackArg[]): StackEntry[] {
  return args.map((arg, i) => {
    const n = i + 1;
    const text = arg.value.trim();
    switch (arg.type) {
      case 'num': {
        let v: bigint;
        try {
          if (!/^-?(0x[0-9a-fA-F]+|\d+)$/.test(text)) throw new Error();
          v = text.startsWith('-') ? -BigInt(text.slice(1)) : BigInt(text);
        } catch {
          throw new Error(`Argument ${n}: "${text}" is not an integer (decimal or 0x hex)`);
        }
        return { type: 'num', value: v < 0n ? `-0x${(-v).toString(16)}` : `0x${v.toString(16)}` };
      }
      case 'cell':
      case 'slice': {
        try {
          Cell.fromBase64(text);
        } catch {
          throw new Error(`Argument ${n}: not a base64 BoC`);
        }
        return { type: arg.type, value: text };
      }
      case 'address': {
        let a: Address;
        try {
          a = parseAddress(text).address;
        } catch (e) {
          throw new Error(`Argument ${n}: ${(e as Error).message}`, { cause: e });
        }
        return {
          type: 'slice',
          value: beginCell().storeAddress(a).endCell().toBoc().toString('base64'),
        };
      }
    }
  });
}

/** A decoded result entry for display. */
export type DecodedEntry =
  | { kind: 'num'; decimal: string; hex: string }
  | { kind: 'address'; raw: string; boc: string }
  | { kind: 'text'; text: string; boc: string }
  | { kind: 'cell'; boc: string; bits: number; refs: number; hash: string }
  | { kind: 'tuple'; items: DecodedEntry[] }
  | { kind: 'null' }
  | { kind: 'unknown'; type: string; json: string };

const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{Zs}\p{S}\n\t]*$/u;

function decodeCellValue(boc: string): DecodedEntry {
  let cell: Cell;
  try {
    cell = Cell.fromBase64(boc);
  } catch {
    return { kind: 'unknown', type: 'cell', json: JSON.stringify(boc) };
  }
  const s = cell.beginParse(true);
  // A standard address (267 bits, no refs) is how get-methods return owners and masters.
  if (s.remainingBits === 267 && s.remainingRefs === 0) {
    try {
      const a = s.loadAddress();
      return { kind: 'address', raw: a.toRawString(), boc };
    } catch {
      // not an address
    }
  }
  if (cell.bits.length >= 8 && cell.bits.length % 8 === 0) {
    try {
      const text = cell.beginParse(true).loadStringTail();
      if (text.length > 0 && PRINTABLE.test(text)) return { kind: 'text', text, boc };
    } catch {
      // not text
    }
  }
  return {
    kind: 'cell',
    boc,
    bits: cell.bits.length,
    refs: cell.refs.length,
    hash: cell.hash().toString('base64'),
  };
}

/** Decodes one v3 result entry: numbers to decimal, address slices to addresses, text cells. */
export function decodeStackEntry(entry: StackEntry): DecodedEntry {
  switch (entry.type) {
    case 'num': {
      const text = String(entry.value);
      try {
        const neg = text.startsWith('-');
        const v = BigInt(neg ? text.slice(1) : text);
        const signed = neg ? -v : v;
        return {
          kind: 'num',
          decimal: signed.toString(),
          hex: `${signed < 0n ? '-' : ''}0x${(neg ? v : signed).toString(16)}`,
        };
      } catch {
        return { kind: 'unknown', type: 'num', json: JSON.stringify(entry.value) };
      }
    }
    case 'cell':
    case 'slice':
      return typeof entry.value === 'string'
        ? decodeCellValue(entry.value)
        : { kind: 'unknown', type: entry.type, json: JSON.stringify(entry.value) };
    case 'tuple':
    case 'list':
      return Array.isArray(entry.value)
        ? { kind: 'tuple', items: (entry.value as StackEntry[]).map(decodeStackEntry) }
        : { kind: 'unknown', type: entry.type, json: JSON.stringify(entry.value) };
    case 'null':
      return { kind: 'null' };
    default:
      return { kind: 'unknown', type: entry.type, json: JSON.stringify(entry.value) };
  }
}
