import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../atomic-file';

/** Default bound of the image cache on disk: 64 MiB (about a thousand token pictures). */
export const IMAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The image cache on disk (`<user data>/image-cache/`, one file per image named by the SHA-256
 * of its URL), bounded: past `maxBytes` the least recently used files go first. Use is the
 * file's modification time (set again on every hit), so the order survives a restart; the
 * folder is listed once, at first use.
 */
export class ImageCache {
  /** key → size and last use (ms), in last-use order once loaded. */
  private index: Map<string, { bytes: number; usedAt: number }> | null = null;
  private total = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes = IMAGE_CACHE_MAX_BYTES,
  ) {}

  /** The cached bytes of `key`, or null; a hit counts as a use. */
  async get(key: string): Promise<Uint8Array | null> {
    const file = path.join(this.dir, key);
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) return null;
    await this.touch(key, bytes.length);
    return new Uint8Array(bytes);
  }

  /** Keeps `bytes` under `key`, then evicts the least recently used past the bound. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomic(path.join(this.dir, key), bytes);
    await this.touch(key, bytes.length);
    await this.evict();
  }

  /** Drops `key` (a cached file that no longer passes the checks). */
  async drop(key: string): Promise<void> {
    await rm(path.join(this.dir, key), { force: true });
    const index = await this.load();
    this.total -= index.get(key)?.bytes ?? 0;
    index.delete(key);
  }

  /** Bytes on disk now. */
  async size(): Promise<number> {
    await this.load();
    return this.total;
  }

  private async touch(key: string, bytes: number): Promise<void> {
    const index = await this.load();
    const now = Date.now();
    this.total += bytes - (index.get(key)?.bytes ?? 0);
    index.delete(key);
    index.set(key, { bytes, usedAt: now });
    const when = new Date(now);
    await utimes(path.join(this.dir, key), when, when).catch(() => undefined);
  }

  private async evict(): Promise<void> {
    const index = await this.load();
    for (const [key, entry] of index) {
      if (this.total <= this.maxBytes) break;
      await rm(path.join(this.dir, key), { force: true });
      index.delete(key);
      this.total -= entry.bytes;
    }
  }

  /** Lists the folder once: each file's size and modification time, oldest first. */
  private async load(): Promise<Map<string, { bytes: number; usedAt: number }>> {
    if (this.index) return this.index;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const entries: Array<[string, { bytes: number; usedAt: number }]> = [];
    for (const name of names) {
      if (!/^[0-9a-f]{64}$/.test(name)) continue; // temp files of an interrupted write
      const s = await stat(path.join(this.dir, name)).catch(() => null);
      if (s?.isFile()) entries.push([name, { bytes: s.size, usedAt: s.mtimeMs }]);
    }
    entries.sort((a, b) => a[1].usedAt - b[1].usedAt);
    if (this.index) return this.index; // another call loaded it meanwhile
    this.index = new Map(entries);
    this.total = entries.reduce((n, [, e]) => n + e.bytes, 0);
    return this.index;
  }
}
