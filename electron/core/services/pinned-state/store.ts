import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Cell } from '@ton/core';
import { Database, type Statement } from '../../../sqlite/database';

/**
 * The pinned-state reader's disk store: one SQLite file per network
 * (`<user data>/pinned-state/<network>.sqlite`). History never changes, so everything here is
 * kept for good and keyed by what identifies it on its chain: cells by their hash (configs,
 * ShardAccounts, libraries: content-addressed), blocks by root hash, transactions by hash,
 * an account's state and a configuration by masterchain seqno AND that block's root hash (a
 * rebuilt local chain reuses seqnos, never hashes). Reads re-check each cell's hash, so a
 * damaged row is a miss, never wrong data.
 */

/** Current schema; a file of another version is moved aside and started afresh (a cache). */
const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS cells (hash TEXT PRIMARY KEY, boc BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS blocks (root_hash TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS account_states (
  address TEXT NOT NULL, mc_seqno INTEGER NOT NULL, mc_root_hash TEXT NOT NULL,
  cell_hash TEXT NOT NULL, PRIMARY KEY (address, mc_seqno, mc_root_hash));
CREATE TABLE IF NOT EXISTS configs (
  mc_seqno INTEGER NOT NULL, mc_root_hash TEXT NOT NULL, cell_hash TEXT NOT NULL,
  PRIMARY KEY (mc_seqno, mc_root_hash));
CREATE TABLE IF NOT EXISTS transactions (
  hash TEXT PRIMARY KEY, row_json TEXT, boc BLOB);
CREATE TABLE IF NOT EXISTS traces (trace_id TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS recipes (tx_hash TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS listings (key TEXT PRIMARY KEY, json TEXT NOT NULL);
`;

/**
 * A listing of transactions kept so a later replay of the same set makes no request: the
 * hashes in the order they were replayed, and when they were listed (ISO time). Their v3 rows
 * are in `transactions`.
 */
export interface KeptListing {
  hashes: string[];
  listedAt: string;
}

/** File-name-safe form of a network name. */
function fileOf(dir: string, network: string): string {
  return path.join(dir, `${network.replace(/[^A-Za-z0-9_-]/g, '_')}.sqlite`);
}

/** Parsed cells kept in memory: parsing a BoC and hashing its cells dominates a cached
 * replay (a configuration is hundreds of cells), and the same few are read again and again. */
const CELL_MEMO = 256;

export class PinnedStateStore {
  /** Hash → parsed cell and its stored BoC, most recently used last. */
  private readonly memo = new Map<string, { cell: Cell; boc: Buffer }>();
  /** Prepared statements by their SQL (each is prepared once). */
  private readonly statements = new Map<string, Statement>();

  private constructor(
    private readonly db: Database,
    readonly file: string,
  ) {}

  /**
   * Opens (creating) the store of `network` under `dir`. A file that is damaged, not a
   * database, or of another schema is moved aside (`<file>.damaged-<time>`) and a new one is
   * started: it is a cache of chain data, so nothing the user made is lost.
   */
  static open(dir: string, network: string): PinnedStateStore {
    mkdirSync(dir, { recursive: true });
    const file = fileOf(dir, network);
    try {
      return new PinnedStateStore(openDb(file), file);
    } catch (e) {
      const aside = `${file}.damaged-${Date.now()}`;
      renameSync(file, aside);
      for (const f of [`${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
      console.warn(
        `[pinned-state] ${file} was unusable (${(e as Error).message}); kept as ${aside}`,
      );
      return new PinnedStateStore(openDb(file), file);
    }
  }

  /** A cell by its hash (hex, any case), re-checked; null when absent or damaged. */
  cell(hashHex: string): Cell | null {
    return this.cellWithBoc(hashHex)?.cell ?? null;
  }

  /** A cell and its BoC as stored (the same bytes every time: the emulator takes the config
   * as this text and re-creates itself when the text changes). */
  cellWithBoc(hashHex: string): { cell: Cell; boc: Buffer } | null {
    const key = hashHex.toUpperCase();
    const hit = this.memo.get(key);
    if (hit) {
      this.memo.delete(key);
      this.memo.set(key, hit);
      return hit;
    }
    const row = this.sql('SELECT boc FROM cells WHERE hash = ?').get(key) as
      { boc: Buffer } | undefined;
    if (!row) return null;
    try {
      const boc = Buffer.from(row.boc);
      const cell = Cell.fromBoc(boc)[0]!;
      if (cell.hash().toString('hex').toUpperCase() !== key) return null;
      this.remember(key, { cell, boc });
      return { cell, boc };
    } catch {
      return null;
    }
  }

  private remember(key: string, entry: { cell: Cell; boc: Buffer }): void {
    this.memo.set(key, entry);
    if (this.memo.size > CELL_MEMO) this.memo.delete(this.memo.keys().next().value!);
  }

  /**
   * Keeps a cell under its own hash; returns the hash (upper-case hex). `boc`: the bytes it
   * was read from (one root: `cell`), kept as they are rather than serialized again.
   */
  putCell(cell: Cell, boc: Buffer = cell.toBoc({ idx: false, crc32: true })): string {
    const hash = cell.hash().toString('hex').toUpperCase();
    if (this.memo.has(hash)) return hash;
    this.sql('INSERT OR IGNORE INTO cells (hash, boc) VALUES (?, ?)').run(hash, boc);
    this.remember(hash, { cell, boc });
    return hash;
  }

  /** A JSON record of a keyed table, parsed; null when absent. */
  private json<T>(sql: string, key: string): T | null {
    const row = this.sql(sql).get(key) as { json: string } | undefined;
    return row ? (JSON.parse(row.json) as T) : null;
  }

  block<T>(rootHash: string): T | null {
    return this.json<T>('SELECT json FROM blocks WHERE root_hash = ?', rootHash);
  }

  putBlock(rootHash: string, record: unknown): void {
    this.sql('INSERT OR REPLACE INTO blocks (root_hash, json) VALUES (?, ?)').run(
      rootHash,
      JSON.stringify(record),
    );
  }

  /** The ShardAccount cell of `address` at masterchain block (seqno, root hash), if kept. */
  accountState(address: string, mcSeqno: number, mcRootHash: string): Cell | null {
    const row = this.sql(
      'SELECT cell_hash FROM account_states WHERE address = ? AND mc_seqno = ? AND mc_root_hash = ?',
    ).get(address, mcSeqno, mcRootHash) as { cell_hash: string } | undefined;
    return row ? this.cell(row.cell_hash) : null;
  }

  putAccountState(
    address: string,
    mcSeqno: number,
    mcRootHash: string,
    cell: Cell,
    boc?: Buffer,
  ): void {
    this.db.transaction(() => {
      const hash = this.putCell(cell, boc);
      this.sql('INSERT OR REPLACE INTO account_states VALUES (?, ?, ?, ?)').run(
        address,
        mcSeqno,
        mcRootHash,
        hash,
      );
    })();
  }

  /** The configuration cell at masterchain block (seqno, root hash) and its BoC, if kept. */
  config(mcSeqno: number, mcRootHash: string): { cell: Cell; boc: Buffer } | null {
    const row = this.sql(
      'SELECT cell_hash FROM configs WHERE mc_seqno = ? AND mc_root_hash = ?',
    ).get(mcSeqno, mcRootHash) as { cell_hash: string } | undefined;
    return row ? this.cellWithBoc(row.cell_hash) : null;
  }

  putConfig(mcSeqno: number, mcRootHash: string, cell: Cell, boc?: Buffer): void {
    this.db.transaction(() => {
      const hash = this.putCell(cell, boc);
      this.sql('INSERT OR REPLACE INTO configs VALUES (?, ?, ?)').run(mcSeqno, mcRootHash, hash);
    })();
  }

  /** A transaction's v3 row (JSON) and BoC, either possibly null. */
  transaction(hash: string): { row: unknown; boc: Buffer | null } | null {
    const r = this.sql('SELECT row_json, boc FROM transactions WHERE hash = ?').get(hash) as
      { row_json: string | null; boc: Buffer | null } | undefined;
    if (!r) return null;
    return {
      row: r.row_json === null ? null : (JSON.parse(r.row_json) as unknown),
      boc: r.boc === null ? null : Buffer.from(r.boc),
    };
  }

  putTransactionRow(hash: string, row: unknown): void {
    this.sql(
      `INSERT INTO transactions (hash, row_json) VALUES (?, ?)
         ON CONFLICT(hash) DO UPDATE SET row_json = excluded.row_json`,
    ).run(hash, JSON.stringify(row));
  }

  /** Keeps many rows in one SQLite transaction. */
  putTransactionRows(rows: readonly { hash: string }[]): void {
    this.db.transaction(() => {
      for (const r of rows) this.putTransactionRow(r.hash, r);
    })();
  }

  putTransactionBoc(hash: string, boc: Buffer): void {
    this.sql(
      `INSERT INTO transactions (hash, boc) VALUES (?, ?)
         ON CONFLICT(hash) DO UPDATE SET boc = excluded.boc`,
    ).run(hash, boc);
  }

  trace<T>(traceId: string): T | null {
    return this.json<T>('SELECT json FROM traces WHERE trace_id = ?', traceId);
  }

  putTrace(traceId: string, record: unknown): void {
    this.sql('INSERT OR REPLACE INTO traces (trace_id, json) VALUES (?, ?)').run(
      traceId,
      JSON.stringify(record),
    );
  }

  recipe<T>(txHash: string): T | null {
    return this.json<T>('SELECT json FROM recipes WHERE tx_hash = ?', txHash);
  }

  putRecipe(txHash: string, record: unknown): void {
    this.sql('INSERT OR REPLACE INTO recipes (tx_hash, json) VALUES (?, ?)').run(
      txHash,
      JSON.stringify(record),
    );
  }

  /** A kept listing (`replay --all`, `--account`): see {@link KeptListing}. */
  listing(key: string): KeptListing | null {
    return this.json<KeptListing>('SELECT json FROM listings WHERE key = ?', key);
  }

  putListing(key: string, listing: KeptListing): void {
    this.sql('INSERT OR REPLACE INTO listings (key, json) VALUES (?, ?)').run(
      key,
      JSON.stringify(listing),
    );
  }

  /** The prepared statement of `text`. */
  private sql(text: string): Statement {
    let st = this.statements.get(text);
    if (!st) {
      st = this.db.prepare(text);
      this.statements.set(text, st);
    }
    return st;
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }
}

/** Opens the file with WAL and the schema, checking it is this schema's version. */
function openDb(file: string): Database {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version !== 0 && version !== SCHEMA_VERSION) {
      throw new Error(`schema version ${version}, this app reads ${SCHEMA_VERSION}`);
    }
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}
