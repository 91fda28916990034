import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Libsql from 'libsql';
import { sqlText } from './text';

/**
 * SQLite for the main process: libsql's synchronous, better-sqlite3-style binding. It is N-API
 * (its binary exports `napi_register_module_v1`), so the one binary `npm ci` installs (from the
 * per-platform registry package `@libsql/<platform>`) loads in Node 20 and in Electron alike;
 * better-sqlite3's binary is tied to one runtime's module version.
 *
 * This module is the one place that knows libsql. It evens out where libsql differs from the
 * better-sqlite3 behaviour the stores rely on: `get` in pluck mode and `pragma(…, { simple })`
 * return the value (libsql returns the row), rows from `get` carry no `_metadata`, a lone Buffer
 * binds as a value (libsql takes any lone object for named parameters), and a transaction
 * started inside another one is a savepoint (libsql issues a second BEGIN, which SQLite refuses),
 * and `''` is a temporary database on disk (libsql keeps `''` wholly in memory).
 */

/** A value SQLite binds: INTEGER as number or bigint, TEXT as string, BLOB as Buffer, NULL. */
export type SqlValue = string | number | bigint | Buffer | null;

/** What a write statement did: rows changed and the last inserted rowid. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

type NativeDb = InstanceType<typeof Libsql>;
type NativeStatement = ReturnType<NativeDb['prepare']>;

function isNamed(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    !Buffer.isBuffer(v) &&
    !(v instanceof Uint8Array)
  );
}

/** A bound value as SQLite gets it: every string well-formed ({@link sqlText}). */
const bindable = (v: unknown): unknown => (typeof v === 'string' ? sqlText(v) : v);

/**
 * libsql takes exactly one argument well: an array of values or one named-parameters object.
 * Every TEXT value goes through {@link sqlText} here, so no statement can store a lone surrogate.
 */
function bindArg(params: unknown[]): object {
  if (params.length === 1 && isNamed(params[0])) {
    const named: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(params[0])) named[k] = bindable(v);
    return named;
  }
  return params.flat().map(bindable);
}

/**
 * A prepared statement. Rows come back as objects (column → value), as arrays (`raw`) or as
 * their first column (`pluck`). INTEGERs are numbers unless `safeIntegers` makes them bigints.
 */
export class Statement {
  private mode: 'object' | 'raw' | 'pluck' = 'object';

  constructor(private readonly s: NativeStatement) {}

  /** Rows as arrays of column values (true) or objects (false). */
  raw(on = true): this {
    this.mode = on ? 'raw' : 'object';
    this.s.raw(on);
    return this;
  }

  /** Rows as their first column's value (true) or objects (false). */
  pluck(on = true): this {
    this.mode = on ? 'pluck' : 'object';
    this.s.raw(on);
    return this;
  }

  /** INTEGER columns as bigint (true: exact 64-bit values) or number (false). */
  safeIntegers(on = true): this {
    this.s.safeIntegers(on);
    return this;
  }

  /** Runs a write; throws the SQLite error (SqliteError with `code`) on failure. */
  run(...params: unknown[]): RunResult {
    const r = this.s.run(bindArg(params)) as RunResult;
    return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
  }

  /** The first row, or undefined when there is none. */
  get(...params: unknown[]): unknown {
    const row = this.s.get(bindArg(params)) as Record<string, unknown> | unknown[] | undefined;
    if (row === undefined) return undefined;
    if (this.mode === 'pluck') return (row as unknown[])[0];
    if (this.mode === 'object') delete (row as Record<string, unknown>)._metadata;
    return row;
  }

  /** Every row. */
  all(...params: unknown[]): unknown[] {
    const rows = this.s.all(bindArg(params)) as unknown[];
    return this.mode === 'pluck' ? rows.map((r) => (r as unknown[])[0]) : rows;
  }

  /** The rows one by one (for scans that may stop early). */
  *iterate(...params: unknown[]): IterableIterator<unknown> {
    for (const row of this.s.iterate(bindArg(params))) {
      yield this.mode === 'pluck' ? (row as unknown[])[0] : row;
    }
  }
}

let savepoints = 0;

/**
 * A connection to one SQLite file (or a private temporary database for `''`).
 * Every method is synchronous and throws SQLite's error (SqliteError with `code`, e.g.
 * `SQLITE_NOTADB` for a file that is not a database).
 */
export class Database {
  private readonly db: NativeDb;
  /** The folder of a temporary database, removed on close. */
  private readonly tempDir: string | null;

  /**
   * Opens (creating when absent) `file`. `''` is a private temporary database in a fresh
   * folder under the OS temp directory, on disk past the page cache and removed on close.
   * `readonly`: opens an existing file for reading only (nothing, not even a WAL checkpoint on
   * close, is written to it; throws when it does not exist). `copyOf` (with `''` only): the
   * temporary database starts as a copy of that file (throws when it cannot be read).
   */
  constructor(file: string, opts: { readonly?: boolean; copyOf?: string } = {}) {
    this.tempDir = file === '' ? mkdtempSync(path.join(os.tmpdir(), 'ton-explorer-sqlite-')) : null;
    const target = this.tempDir ? path.join(this.tempDir, 'temp.sqlite') : file;
    if (this.tempDir && opts.copyOf) {
      try {
        copyFileSync(opts.copyOf, target);
      } catch (e) {
        rmSync(this.tempDir, { recursive: true, force: true });
        throw e;
      }
    }
    this.db = opts.readonly
      ? new Libsql(target, { readonly: true, fileMustExist: true })
      : new Libsql(target);
  }

  /** False once closed. */
  get open(): boolean {
    return this.db.open;
  }

  /** True inside an open transaction. */
  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  /** Prepares one statement (SQL errors are thrown here). */
  prepare(sql: string): Statement {
    return new Statement(this.db.prepare(sql));
  }

  /** Runs one or more statements that return nothing. */
  exec(sql: string): void {
    this.db.exec(sql);
  }

  /**
   * Runs `PRAGMA source`. `simple`: the first column of the first row (e.g. the number of
   * `user_version`); otherwise every row as an object.
   */
  pragma(source: string, opts: { simple?: boolean } = {}): unknown {
    const s = this.prepare(`PRAGMA ${source}`);
    return opts.simple ? s.pluck().get() : s.all();
  }

  /**
   * Wraps `fn` so that each call runs in one transaction: committed when `fn` returns, rolled
   * back (and the error rethrown) when it throws. Called inside another transaction it is a
   * savepoint of that one, so the outer transaction stays all-or-nothing.
   */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    return (...args: A): R => {
      const nested = this.db.inTransaction;
      const name = `sp${++savepoints}`;
      this.db.exec(nested ? `SAVEPOINT ${name}` : 'BEGIN');
      try {
        const result = fn(...args);
        this.db.exec(nested ? `RELEASE ${name}` : 'COMMIT');
        return result;
      } catch (err) {
        // SQLite may already have rolled back (e.g. on SQLITE_FULL): then there is nothing to undo.
        if (this.db.inTransaction) {
          this.db.exec(nested ? `ROLLBACK TO ${name}; RELEASE ${name}` : 'ROLLBACK');
        }
        throw err;
      }
    };
  }

  /** Closes the connection (statements of it can no longer run). */
  close(): void {
    this.db.close();
    if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
  }
}
