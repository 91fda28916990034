import { createWriteStream, type WriteStream } from 'node:fs';

/**
 * The request log (`--log <file>`): one JSON line per request, also kept in memory
 * (`server.requestLog`) so tests can count statuses. Never holds the API key: only its id
 * (`keyIdOf`), and the logged path has no query string (where `api_key` may sit).
 */

/** One logged request. */
export interface RequestLogEntry {
  /** ISO time the request arrived. */
  time: string;
  method: string;
  /** URL path without the query string. */
  path: string;
  /** HTTP status sent; 0 when the connection was dropped (injected `hang`/`reset`). */
  status: number;
  /** Time to answer, ms. */
  durationMs: number;
  /** Key id (`key:<sha256 prefix>`) or null for anonymous requests. */
  keyId: string | null;
  /** Client IP. */
  ip: string;
  /** Injected fault kind, when one applied. */
  fault?: string;
}

/** Entries kept in memory by default (the file, when given, keeps every line). */
export const REQUEST_LOG_CAPACITY = 10_000;

/**
 * The request log: the newest `capacity` entries in memory (a ring buffer, so a long-running
 * network's memory stays flat), every entry in the optional JSON-lines file.
 */
export class RequestLog {
  private readonly ring: RequestLogEntry[] = [];
  /** Index in `ring` of the oldest entry once the ring is full. */
  private head = 0;
  private readonly stream: WriteStream | null;

  constructor(
    file?: string,
    readonly capacity = REQUEST_LOG_CAPACITY,
  ) {
    if (!(capacity >= 1))
      throw new Error(`request log capacity must be at least 1, got ${capacity}`);
    this.stream = file ? createWriteStream(file, { flags: 'a' }) : null;
    // A log file that cannot be written must not end the process; the memory log goes on.
    this.stream?.on('error', (e) => console.error(`[localnet] request log ${file}:`, e));
  }

  add(entry: RequestLogEntry): void {
    if (this.ring.length < this.capacity) this.ring.push(entry);
    else {
      this.ring[this.head] = entry;
      this.head = (this.head + 1) % this.capacity;
    }
    this.stream?.write(JSON.stringify(entry) + '\n');
  }

  /** The retained entries, oldest first (a copy). */
  entries(): RequestLogEntry[] {
    return [...this.ring.slice(this.head), ...this.ring.slice(0, this.head)];
  }

  /** Flushes and closes the file. */
  async close(): Promise<void> {
    const stream = this.stream;
    if (!stream) return;
    await new Promise<void>((resolve) => stream.end(resolve));
  }
}
