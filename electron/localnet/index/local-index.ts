import { Database, type Statement, type SqlValue } from '../../sqlite/database';
import type { IndexedBlock, IndexedTransaction, LocalIndexReader } from '../types';
import { SCHEMA_SQL } from './schema';
import { HISTORY_SCHEMA_SQL } from '../history/schema';
import { writeHistoryRows } from '../history/history-rows';
import type { TickRows } from './rows';

export type { SqlValue };
type Row = Record<string, SqlValue>;

const num = (v: SqlValue): number => Number(v);
const big = (v: SqlValue): bigint => BigInt(v as number);

function blockFromRow(r: Row): IndexedBlock {
  return {
    workchain: num(r.workchain!),
    shard: BigInt(r.shard as string),
    seqno: num(r.seqno!),
    rootHash: r.root_hash as string,
    fileHash: r.file_hash as string,
    genUtime: num(r.gen_utime!),
    startLt: big(r.start_lt!),
    endLt: big(r.end_lt!),
    mcSeqno: num(r.mc_seqno!),
    txCount: num(r.tx_count!),
    prev: (JSON.parse(r.prev as string) as Array<Record<string, string | number>>).map((p) => ({
      workchain: Number(p.workchain),
      shard: BigInt(p.shard!),
      seqno: Number(p.seqno),
      rootHash: String(p.rootHash),
      fileHash: String(p.fileHash),
    })),
  };
}

function txFromRow(r: Row): IndexedTransaction {
  return {
    account: r.account as string,
    hash: r.hash as string,
    lt: big(r.lt!),
    now: num(r.now!),
    boc: r.boc as string,
    mcSeqno: num(r.mc_seqno!),
    block: {
      workchain: num(r.workchain!),
      shard: BigInt(r.shard as string),
      seqno: num(r.block_seqno!),
    },
    inMsgHash: (r.in_msg_hash as string | null) ?? null,
    outMsgHashes: JSON.parse(r.out_msg_hashes as string) as string[],
    traceId: r.trace_id as string,
  };
}

const TX_COLS =
  'account, hash, lt, now, boc, mc_seqno, workchain, shard, block_seqno, in_msg_hash, out_msg_hashes, trace_id';

/**
 * The SQLite index (libsql, see electron/sqlite/database.ts). With a file it runs in WAL mode: each tick's writes are one
 * transaction that is on disk when `write` returns (a killed process loses nothing committed);
 * readers never see a half-written tick. Without a file it is a private temporary database
 * (on disk past SQLite's page cache, so a large history does not live in memory).
 */
/** The database page size of a new index, bytes. */
const PAGE_SIZE = 16384;

export class LocalIndex implements LocalIndexReader {
  private readonly stmts = new Map<string, Statement>();

  private constructor(readonly db: Database) {}

  /**
   * Opens (or creates) the index in `file`; no file = a temporary database removed on close,
   * starting as a copy of `copyOf` when given. Throws when the file is not a SQLite database or
   * cannot be opened.
   */
  static open(file?: string, copyOf?: string): LocalIndex {
    const db = new Database(file ?? '', file ? {} : { copyOf });
    try {
      // 16 KiB pages (on a new database; an existing one keeps its own): a transaction's row
      // (its v3 JSON, about 3 KiB, and its BoC) fits in one page instead of spilling into an
      // overflow page, so a 1000-row page of the list reads a few hundred pages, not thousands.
      db.pragma(`page_size = ${PAGE_SIZE}`);
      if (file) {
        db.pragma('journal_mode = WAL');
        // In WAL mode NORMAL keeps every commit across a process crash (only a power loss can
        // drop the newest ones) without an fsync per tick.
        db.pragma('synchronous = NORMAL');
      }
      // A 16 MiB page cache holds the upper b-tree levels of a 100 000-transaction index
      // (about 1 GiB); the leaves come from the OS file cache, which memory pressure can reclaim.
      db.pragma('cache_size = -16384');
      db.exec(SCHEMA_SQL);
      db.exec(HISTORY_SCHEMA_SQL);
    } catch (e) {
      db.close();
      throw e;
    }
    return new LocalIndex(db);
  }

  /**
   * Prepared statement cache (statements are reused across ticks and requests). `mode` is how a
   * query returns rows (raw / pluck are settings of the statement itself).
   */
  stmt(sql: string, mode: 'object' | 'raw' | 'pluck' = 'object'): Statement {
    const key = `${mode}\0${sql}`;
    let s = this.stmts.get(key);
    if (!s) {
      s = this.db.prepare(sql);
      if (mode === 'raw') s.raw(true);
      if (mode === 'pluck') s.pluck(true);
      this.stmts.set(key, s);
    }
    return s;
  }

  /** All rows of a query as objects. */
  all(sql: string, params: SqlValue[] = []): Row[] {
    return this.stmt(sql).all(...params) as Row[];
  }

  /** Every row as an array of column values (cheaper than objects on hot paths). */
  rows(sql: string, params: SqlValue[] = []): SqlValue[][] {
    return this.stmt(sql, 'raw').all(...params) as SqlValue[][];
  }

  /**
   * Full v3 Transaction JSON strings (stored precomputed, messages included: a 1000-row page is
   * one indexed range read) plus each row's address_book addresses, for transactions matching
   * `where` (SQL on table alias `t`), ordered and paged.
   */
  transactionJson(
    where: string,
    params: SqlValue[],
    order: string,
    limit: number,
    offset: number,
  ): Array<{ json: string; addrs: string }> {
    return this.rows(
      `SELECT t.json, t.addrs FROM transactions t ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    ).map((r) => ({ json: r[0] as string, addrs: r[1] as string }));
  }

  /** First column of every row (e.g. the precomputed `json` column). */
  column(sql: string, params: SqlValue[] = []): SqlValue[] {
    return this.stmt(sql, 'pluck').all(...params) as SqlValue[];
  }

  one(sql: string, params: SqlValue[] = []): Row | null {
    return (this.stmt(sql).get(...params) as Row | undefined) ?? null;
  }

  private run(sql: string, params: SqlValue[]): void {
    this.stmt(sql).run(...params);
  }

  getMeta(key: string): string | null {
    const r = this.one('SELECT value FROM meta WHERE key = ?', [key]);
    return r ? (r.value as string) : null;
  }

  setMeta(key: string, value: string): void {
    this.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [key, value]);
  }

  /** Writes one tick's rows atomically (all or nothing), then `meta`'s keys. */
  write(rows: TickRows, meta: Record<string, string> = {}): void {
    this.db.exec('BEGIN');
    try {
      this.writeBlocks(rows.blocks);
      this.writeTransactions(rows.transactions);
      this.writeMessages(rows.messages);
      this.writeTraces(rows.traces);
      this.writeActions(rows.actions);
      this.writeEvents(rows.events);
      this.writeAccounts(rows.accounts);
      this.writeStates(rows.states);
      for (const c of rows.chainAccounts) {
        this.run('INSERT OR REPLACE INTO chain_accounts VALUES (?,?)', [c.address, c.snapshot]);
      }
      writeHistoryRows(rows.history, (sql, params) => this.run(sql, params));
      for (const [k, v] of Object.entries(meta)) this.setMeta(k, v);
      this.db.exec('COMMIT');
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }

  /** Inserts blocks (lts as numbers, `prev` as JSON with decimal shards). */
  private writeBlocks(blocks: TickRows['blocks']): void {
    for (const b of blocks) {
      this.run('INSERT INTO blocks VALUES (?,?,?,?,?,?,?,?,?,?,?)', [
        b.workchain,
        b.shard.toString(),
        b.seqno,
        b.rootHash,
        b.fileHash,
        b.genUtime,
        Number(b.startLt),
        Number(b.endLt),
        b.mcSeqno,
        b.txCount,
        JSON.stringify(b.prev.map((p) => ({ ...p, shard: p.shard.toString() }))),
      ]);
    }
  }

  /** Inserts transactions with their precomputed JSON and address-book addresses. */
  private writeTransactions(transactions: TickRows['transactions']): void {
    for (const t of transactions) {
      this.run(`INSERT INTO transactions VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`, [
        t.hash,
        t.account,
        Number(t.lt),
        t.now,
        t.mcSeqno,
        t.workchain,
        t.shard.toString(),
        t.blockSeqno,
        t.inMsgHash,
        JSON.stringify(t.outMsgHashes),
        t.traceId,
        t.boc,
        t.addrs.join(','),
        JSON.stringify(t.json),
      ]);
    }
  }

  /** Upserts messages (a message seen again gets the other side's transaction). */
  private writeMessages(messages: TickRows['messages']): void {
    for (const m of messages) {
      this.run(`INSERT OR REPLACE INTO messages VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`, [
        m.msgHash,
        m.hashNorm,
        m.inTx,
        m.outTx,
        m.source,
        m.destination,
        m.createdLt === null ? null : Number(m.createdLt),
        m.createdAt,
        Number(m.effLt),
        m.effUtime,
        m.opcode,
        m.bodyHash,
        JSON.stringify(m.json),
      ]);
    }
  }

  /** Upserts traces and the accounts each touches. */
  private writeTraces(traces: TickRows['traces']): void {
    for (const t of traces) {
      this.run(`INSERT OR REPLACE INTO traces VALUES (?,?,?,?,?,?,?,?,?,?)`, [
        t.traceId,
        t.externalHash,
        t.externalHashNorm,
        t.mcSeqnoStart,
        t.mcSeqnoEnd,
        Number(t.startLt),
        t.startUtime,
        Number(t.endLt),
        t.endUtime,
        JSON.stringify(t.json),
      ]);
      for (const a of t.accounts) {
        this.run('INSERT OR REPLACE INTO trace_accounts VALUES (?,?,?)', [
          t.traceId,
          a,
          Number(t.endLt),
        ]);
      }
    }
  }

  /** Upserts actions with their accounts and transactions. */
  private writeActions(actions: TickRows['actions']): void {
    for (const a of actions) {
      this.run(`INSERT OR REPLACE INTO actions VALUES (?,?,?,?,?,?,?,?)`, [
        a.actionId,
        a.traceId,
        a.type,
        Number(a.endLt),
        Number(a.traceEndLt),
        a.traceEndUtime,
        a.mcSeqno,
        JSON.stringify(a.json),
      ]);
      for (const acc of a.accounts) {
        this.run('INSERT OR REPLACE INTO action_accounts VALUES (?,?,?)', [
          a.actionId,
          acc,
          Number(a.traceEndLt),
        ]);
      }
      for (const h of a.txHashes) {
        this.run('INSERT OR REPLACE INTO action_txs VALUES (?,?)', [a.actionId, h]);
      }
    }
  }

  /** Upserts token events into their tables (jetton transfers and burns, NFT transfers). */
  private writeEvents(events: TickRows['events']): void {
    for (const e of events) {
      const marks = new Array<string>(e.cols.length + 4).fill('?').join(',');
      this.run(`INSERT OR REPLACE INTO ${e.table} VALUES (${marks})`, [
        e.txHash,
        Number(e.lt),
        e.now,
        ...e.cols,
        JSON.stringify(e.json),
      ]);
    }
  }

  /** Upserts account states (balance in nanotons, as text and as a sortable number). */
  private writeAccounts(accounts: TickRows['accounts']): void {
    for (const a of accounts) {
      this.run(`INSERT OR REPLACE INTO accounts VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`, [
        a.address,
        a.balance.toString(),
        Number(a.balance),
        a.status,
        Number(a.lastTxLt),
        a.lastTxHash,
        a.stateHash,
        a.codeHash,
        a.dataHash,
        a.frozenHash,
        a.codeBoc,
        a.dataBoc,
        JSON.stringify(a.interfaces),
        a.wallet ? JSON.stringify(a.wallet) : null,
      ]);
    }
  }

  /** Upserts token state rows into their tables (jetton masters and wallets, NFT collections and items). */
  private writeStates(states: TickRows['states']): void {
    for (const s of states) {
      const marks = new Array<string>(s.cols.length + 2).fill('?').join(',');
      this.run(`INSERT OR REPLACE INTO ${s.table} VALUES (${marks})`, [
        s.address,
        ...s.cols,
        JSON.stringify(s.json),
      ]);
    }
  }

  /** Every saved emulator account (`chain_accounts`), to restore the chain after a restart. */
  chainAccounts(): string[] {
    return this.column('SELECT snapshot FROM chain_accounts') as string[];
  }

  /** Closes the database (a WAL file is checkpointed into the main file). */
  close(): void {
    this.stmts.clear();
    if (this.db.open) this.db.close();
  }

  // ---- LocalIndexReader ----

  masterchainTip(): IndexedBlock {
    const r = this.one('SELECT * FROM blocks WHERE workchain = -1 ORDER BY seqno DESC LIMIT 1');
    if (!r) throw new Error('index has no masterchain block');
    return blockFromRow(r);
  }

  masterchainGenesis(): IndexedBlock {
    const r = this.one('SELECT * FROM blocks WHERE workchain = -1 ORDER BY seqno ASC LIMIT 1');
    if (!r) throw new Error('index has no masterchain block');
    return blockFromRow(r);
  }

  block(workchain: number, shard: bigint, seqno: number): IndexedBlock | null {
    const r = this.one('SELECT * FROM blocks WHERE workchain = ? AND shard = ? AND seqno = ?', [
      workchain,
      shard.toString(),
      seqno,
    ]);
    return r ? blockFromRow(r) : null;
  }

  lookupBlock(
    workchain: number,
    shard: bigint,
    by: { seqno: number } | { lt: bigint } | { utime: number },
  ): IndexedBlock | null {
    if ('seqno' in by) return this.block(workchain, shard, by.seqno);
    const r =
      'lt' in by
        ? this.one(
            'SELECT * FROM blocks WHERE workchain = ? AND shard = ? AND end_lt >= ? ORDER BY seqno ASC LIMIT 1',
            [workchain, shard.toString(), Number(by.lt)],
          )
        : this.one(
            'SELECT * FROM blocks WHERE workchain = ? AND shard = ? AND gen_utime >= ? ORDER BY seqno ASC LIMIT 1',
            [workchain, shard.toString(), by.utime],
          );
    if (!r) return null;
    const b = blockFromRow(r);
    if ('lt' in by && b.startLt > by.lt) return null;
    return b;
  }

  shardsOf(mcSeqno: number): IndexedBlock[] {
    return this.all(
      'SELECT * FROM blocks WHERE mc_seqno = ? AND workchain != -1 ORDER BY workchain, shard, seqno',
      [mcSeqno],
    ).map(blockFromRow);
  }

  blockTransactions(workchain: number, shard: bigint, seqno: number): IndexedTransaction[] {
    return this.all(
      `SELECT ${TX_COLS} FROM transactions WHERE workchain = ? AND shard = ? AND block_seqno = ? ORDER BY lt ASC`,
      [workchain, shard.toString(), seqno],
    ).map(txFromRow);
  }

  accountTransactions(
    account: string,
    opts: { fromLt?: bigint; toLt?: bigint; limit: number },
  ): IndexedTransaction[] {
    const acc = account.toUpperCase();
    const from =
      opts.fromLt !== undefined && opts.fromLt > 0n ? Number(opts.fromLt) : Number.MAX_SAFE_INTEGER;
    const to = opts.toLt !== undefined && opts.toLt > 0n ? Number(opts.toLt) : 0;
    return this.all(
      `SELECT ${TX_COLS} FROM transactions WHERE account = ? AND lt <= ? AND lt > ? ORDER BY lt DESC LIMIT ?`,
      [acc, from, to, opts.limit],
    ).map(txFromRow);
  }

  transactionByHash(hash: string): IndexedTransaction | null {
    const r = this.one(`SELECT ${TX_COLS} FROM transactions WHERE hash = ?`, [hash]);
    return r ? txFromRow(r) : null;
  }

  transactionByInMessage(msgHash: string): IndexedTransaction | null {
    const r = this.one(
      `SELECT ${TX_COLS} FROM transactions WHERE hash = (SELECT in_tx FROM messages WHERE msg_hash = ? OR hash_norm = ? LIMIT 1)`,
      [msgHash, msgHash],
    );
    return r ? txFromRow(r) : null;
  }

  transactionByOutMessage(msgHash: string): IndexedTransaction | null {
    const r = this.one(
      `SELECT ${TX_COLS} FROM transactions WHERE hash = (SELECT out_tx FROM messages WHERE msg_hash = ? LIMIT 1)`,
      [msgHash],
    );
    return r ? txFromRow(r) : null;
  }
}
