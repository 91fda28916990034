import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import {
  OPENED_FILE_MAX_BYTES,
  classifyOpenedFile,
  classifyOpenedLink,
  type OpenedItem,
} from '../../../shared/desktop/opened-file';

/** open(2) without waiting: a FIFO with no writer opens at once (absent on Windows: 0). */
const NO_BLOCK = constants.O_NONBLOCK ?? 0;

/**
 * Reads what the OS handed the app — a file path or an http(s) link — into an
 * {@link OpenedItem}, never blocking main: the file is opened without waiting and must be a
 * regular file (a FIFO, a device such as `/dev/zero` or a folder is refused at once, before
 * any read), then read through its handle up to the size limit (a file that grows past it
 * meanwhile is refused too). Never rejects: an unreadable or oversized file is `refused`,
 * saying why.
 */
export async function readOpenTarget(target: string): Promise<OpenedItem> {
  if (/^https?:\/\//i.test(target)) return classifyOpenedLink(target);
  const name = path.basename(target);
  const refuse = (why: string): OpenedItem => ({
    kind: 'refused',
    what: name,
    message: `${name}: ${why}`,
  });
  try {
    const handle = await open(target, constants.O_RDONLY | NO_BLOCK);
    try {
      const info = await handle.stat();
      if (!info.isFile()) return refuse('not a regular file (a pipe, device or folder), not read');
      if (info.size > OPENED_FILE_MAX_BYTES) {
        return classifyOpenedFile(name, new Uint8Array(OPENED_FILE_MAX_BYTES + 1));
      }
      return classifyOpenedFile(name, await readUpTo(handle, OPENED_FILE_MAX_BYTES + 1));
    } finally {
      await handle.close();
    }
  } catch (err) {
    return refuse((err as Error).message);
  }
}

/** At most `max` bytes from the start of an open file (fewer at its end), 64 KiB a read. */
async function readUpTo(handle: FileHandle, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < max) {
    const chunk = Buffer.alloc(Math.min(64 * 1024, max - total));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, total);
    if (bytesRead === 0) break;
    chunks.push(chunk.subarray(0, bytesRead));
    total += bytesRead;
  }
  return Buffer.concat(chunks, total);
}

/**
 * Holds opened items until the renderer can take them: items that arrive before the window's
 * renderer has asked once (a file the app was launched with) wait in a queue that its first
 * `app:take-opened` call empties; later ones are sent at once with `send` (the `app:open` event).
 */
export class OpenedInbox {
  private queue: OpenedItem[] = [];
  private listening = false;

  constructor(private readonly send: (item: OpenedItem) => void) {}

  /** Delivers one item now, or queues it until the renderer takes the queue. */
  deliver(item: OpenedItem): void {
    if (this.listening) this.send(item);
    else this.queue.push(item);
  }

  /** The queued items (emptied); from now on items are sent as they arrive. */
  take(): OpenedItem[] {
    this.listening = true;
    const items = this.queue;
    this.queue = [];
    return items;
  }
}
