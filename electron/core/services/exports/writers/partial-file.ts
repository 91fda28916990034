import { open, rename, rm, stat, type FileHandle } from 'node:fs/promises';

/**
 * An append-only file that grows page by page and can be cut back to a known size: the
 * partial output of an export. After each page the caller flushes it ({@link append} syncs)
 * and records the size in the checkpoint; on resume the file is truncated to that size, so
 * rows written after the last checkpoint (a crash mid-page) disappear instead of repeating.
 */
export class PartialFile {
  private constructor(
    readonly path: string,
    private handle: FileHandle | null,
    private size: number,
  ) {}

  /**
   * Opens `path` for appending. `truncateTo` = null creates it empty (replacing any file);
   * a number keeps the first `truncateTo` bytes of an existing file. Throws `Error` when the
   * file is shorter than `truncateTo` (the partial file does not match its checkpoint).
   */
  static async open(path: string, truncateTo: number | null): Promise<PartialFile> {
    if (truncateTo === null) {
      const handle = await open(path, 'w', 0o644);
      return new PartialFile(path, handle, 0);
    }
    const info = await stat(path).catch(() => null);
    if (!info || info.size < truncateTo) {
      throw new Error(
        `The partial export ${path} has ${info ? `${info.size} bytes` : 'gone'}, but its checkpoint says ${truncateTo}: start the export again.`,
      );
    }
    const handle = await open(path, 'r+');
    await handle.truncate(truncateTo);
    return new PartialFile(path, handle, truncateTo);
  }

  /** Bytes in the file. */
  get bytes(): number {
    return this.size;
  }

  /** Appends text (UTF-8) and syncs it to disk; returns the new size in bytes. */
  async append(text: string): Promise<number> {
    if (!this.handle) throw new Error('The partial export file is closed.');
    if (text.length === 0) return this.size;
    const data = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await this.handle.write(
        data,
        written,
        data.length - written,
        this.size + written,
      );
      written += bytesWritten;
    }
    this.size += data.length;
    await this.handle.sync();
    return this.size;
  }

  async close(): Promise<void> {
    const h = this.handle;
    this.handle = null;
    if (h) await h.close();
  }

  /** Closes the file and renames it to `target` (same folder: atomic replace). */
  async commit(target: string): Promise<void> {
    await this.close();
    await rename(this.path, target);
  }

  /** Closes and deletes the file. */
  async discard(): Promise<void> {
    await this.close();
    await rm(this.path, { force: true });
  }
}
