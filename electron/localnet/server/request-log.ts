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

/** In-memory request log with an optional JSON-lines file. */
export class RequestLog {
  readonly entries: RequestLogEntry[] = [];
  private readonly stream: WriteStream | null;

  constructor(file?: string) {
    this.stream = file ? createWriteStream(file, { flags: 'a' }) : null;
  }

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    this.stream?.write(JSON.stringify(entry) + '\n');
  }

  /** Flushes and closes the file. */
  async close(): Promise<void> {
    const stream = this.stream;
    if (!stream) return;
    await new Promise<void>((resolve) => stream.end(resolve));
  }
}
