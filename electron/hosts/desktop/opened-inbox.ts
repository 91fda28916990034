import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  OPENED_FILE_MAX_BYTES,
  classifyOpenedFile,
  classifyOpenedLink,
  type OpenedItem,
} from '../../../shared/desktop/opened-file';

/**
 * Reads what the OS handed the app — a file path or an http(s) link — into an
 * {@link OpenedItem}. Never throws: an unreadable or oversized file is `refused`, saying why.
 */
export function readOpenTarget(target: string): OpenedItem {
  if (/^https?:\/\//i.test(target)) return classifyOpenedLink(target);
  const name = path.basename(target);
  try {
    if (statSync(target).size > OPENED_FILE_MAX_BYTES) {
      return classifyOpenedFile(name, new Uint8Array(OPENED_FILE_MAX_BYTES + 1));
    }
    return classifyOpenedFile(name, readFileSync(target));
  } catch (err) {
    return { kind: 'refused', what: name, message: `${name}: ${(err as Error).message}` };
  }
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
