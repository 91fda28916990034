import { Address, type Cell } from '@ton/core';
import type { PrevBlocksInfo } from '@ton/sandbox';
import type { OperationParams } from '../../../../shared/api/catalogue';
import type { Priority } from '../../../../shared/ipc/channels/api';
import { AppError } from '../../../../shared/ipc/errors';
import type { ChainTrace, ChainTransaction } from '../../../../shared/api/v3-rows';
import {
  ChainDataError,
  emptyShardAccount,
  libraryRefs,
  librariesDict,
  parseBoc,
  parseConfig,
  parseLibrary,
  parseShardAccount,
  parseTransaction,
  type ShardAccountState,
} from '../../../../shared/replay/cells';
import {
  configSeqnoOf,
  keyBlockSeqnoOf,
  MASTERCHAIN_SHARD,
  pinnedBlockOf,
  type PinnedBlock,
} from '../../../../shared/replay/pinned-block';
import { toBase64Hash } from '../../../../shared/ton/hash';
import type { TypedApi } from '../../client/typed-api';
import { PinnedStateStore } from './store';

/**
 * The pinned-state reader: chain state as it stood at a masterchain block, read through
 * TON Center alone (v2 `getConfigAll?seqno`, `getShardAccountCell?seqno`, `getLibraries`,
 * `getTransactions`; v3 `blocks`, `masterchainInfo`, `transactions`, `traces`), on the
 * profile's throttle and key, validated, and kept on disk per network (./store.ts) so that a
 * second read costs no request and works offline.
 *
 * Use: `const s = reader.session(profileId, { signal })`, then the session's reads; `s.requests`
 * counts the HTTP requests it made. Replay pins the block before a transaction's; preflight pins
 * `s.latestMasterchainBlock()` and reads accounts lazily with `s.shardAccount(address, pin)`.
 */

/** What the reader needs of the app: the profile's network and its typed, throttled client. */
export interface PinnedStateDeps {
  /** Folder of the per-network store files (`<user data>/pinned-state`). */
  dir: string;
  /** The network of a profile (the store's key); throws NOT_FOUND for no such profile. */
  networkOf(profileId: string): string;
  /** Typed v2/v3 operations through the profile's throttle and key. */
  typed(profileId: string): { v2: TypedApi<'v2'>; v3: TypedApi<'v3'> };
}

/** Options of one session: cancellation and the throttle priority of its requests. */
export interface SessionOptions {
  signal?: AbortSignal;
  /** Default `interactive` (the analyst is waiting); walks pass `background`. */
  priority?: Priority;
}

/** A transaction as replay reads it: its v3 row (when known) and its checked BoC. */
export interface ChainTx {
  /** Standard base64. */
  hash: string;
  row: ChainTransaction | null;
  /** The transaction cell (its hash is `hash`). */
  cell: Cell;
}

/** A configuration read at a masterchain block (the key block in force there). */
export interface PinnedConfig {
  /** The block it was read at. */
  block: PinnedBlock;
  /** The configuration dictionary (`getConfigAll`'s cell), as the emulator takes it. */
  cell: Cell;
  /** Its BoC in base64 (the emulator's `config`). */
  base64: string;
}

/** A ShardAccount as it stood at a masterchain block. */
export interface PinnedAccount extends ShardAccountState {
  /** Raw upper-case `wc:HEX`. */
  address: string;
  block: PinnedBlock;
}

/** The library cells a set of roots needs, as far as the network returned them. */
export interface LibrarySet {
  /** Upper-case hex hash → library root cell. */
  found: Map<string, Cell>;
  /** Hashes the network did not return. */
  missing: string[];
  /** The emulator's `libs` dictionary over `found`, or null when there are none. */
  dict: Cell | null;
}

/** The previous blocks' info as blocks (see {@link prevBlocksAsInput} for the emulator's). */
export interface PrevBlocksRead {
  last: PinnedBlock[];
  key: PinnedBlock;
  every100: PinnedBlock[] | null;
}

/** The emulator's previous-blocks input from the blocks read. */
export function prevBlocksAsInput(p: PrevBlocksRead): PrevBlocksInfo {
  return {
    lastMcBlocks: p.last.map(blockIdOf),
    prevKeyBlock: blockIdOf(p.key),
    ...(p.every100 ? { lastMcBlocks100: p.every100.map(blockIdOf) } : {}),
  };
}

/** getLibraries asks for this many hashes a request. */
const LIBRARIES_PER_REQUEST = 16;
/** v2 getTransactions page when collecting an account's transactions in one block. */
const TX_PAGE = 100;
/** Blocks the previous-blocks info lists (TVM's PREVMCBLOCKS: the last 16). */
const PREV_MC_BLOCKS = 16;

export class PinnedStateReader {
  private readonly stores = new Map<string, PinnedStateStore>();

  constructor(private readonly deps: PinnedStateDeps) {}

  /** The store of a profile's network (opened once). */
  storeOf(profileId: string): PinnedStateStore {
    const network = this.deps.networkOf(profileId);
    let store = this.stores.get(network);
    if (!store) {
      store = PinnedStateStore.open(this.deps.dir, network);
      this.stores.set(network, store);
    }
    return store;
  }

  /** A session: reads on one profile that share a request count, a signal and a memo. */
  session(profileId: string, opts: SessionOptions = {}): PinnedStateSession {
    return new PinnedStateSession(this.storeOf(profileId), this.deps.typed(profileId), opts);
  }

  close(): void {
    for (const s of this.stores.values()) s.close();
    this.stores.clear();
  }
}

/** Reads on one profile; every method validates what it returns and keeps it on disk. */
export class PinnedStateSession {
  /** HTTP requests made by this session. */
  requests = 0;
  /** Block id → block, for this session (a seqno names no block across chains). */
  private readonly blocks = new Map<string, Promise<PinnedBlock>>();

  constructor(
    readonly store: PinnedStateStore,
    private readonly api: { v2: TypedApi<'v2'>; v3: TypedApi<'v3'> },
    private readonly opts: SessionOptions,
  ) {}

  /** One counted request. */
  private async ask<T>(run: (o: SessionOptions) => Promise<T>): Promise<T> {
    if (this.opts.signal?.aborted) throw new AppError({ code: 'CANCELLED', message: 'cancelled' });
    this.requests++;
    return run({ signal: this.opts.signal, priority: this.opts.priority ?? 'interactive' });
  }

  /** The newest masterchain block (v3 `masterchainInfo`; 1 request, never kept: it moves). */
  async latestMasterchainBlock(): Promise<PinnedBlock> {
    const info = await this.ask((o) => this.api.v3.masterchainInfo({}, o));
    const block = pinnedBlockOf(info.last);
    this.keepBlock(block);
    this.blocks.set(blockKey(block), Promise.resolve(block));
    return block;
  }

  /** Masterchain block `seqno` (v3 `blocks`; 1 request, once per session). */
  masterchainBlock(seqno: number): Promise<PinnedBlock> {
    return this.block({ workchain: -1, shard: MASTERCHAIN_SHARD, seqno });
  }

  /** A block by its id (v3 `blocks?workchain&shard&seqno`; 1 request, once per session). */
  block(id: { workchain: number; shard: string; seqno: number }): Promise<PinnedBlock> {
    const key = blockKey(id);
    let p = this.blocks.get(key);
    if (!p) {
      p = this.readBlock(id);
      p.catch(() => this.blocks.delete(key));
      this.blocks.set(key, p);
    }
    return p;
  }

  private async readBlock(id: {
    workchain: number;
    shard: string;
    seqno: number;
  }): Promise<PinnedBlock> {
    const res = await this.ask((o) =>
      this.api.v3.blocks(
        { workchain: id.workchain, shard: id.shard, seqno: id.seqno, limit: 1 },
        o,
      ),
    );
    const row = res.blocks.find((b) => b.workchain === id.workchain && b.seqno === id.seqno);
    const what = `block (${id.workchain},${id.shard},${id.seqno})`;
    if (!row) throw new AppError({ code: 'NOT_FOUND', message: `${what} is not indexed` });
    const block = pinnedBlockOf(row);
    this.keepBlock(block);
    return block;
  }

  /**
   * The block of `workchain`/`shard` (v3 hex) holding lt `lt`: v2 `lookupBlock?lt`, then
   * {@link block} (2 requests).
   */
  async blockByLt(workchain: number, shard: string, lt: bigint): Promise<PinnedBlock> {
    const signed = BigInt.asIntN(64, BigInt(`0x${shard}`));
    const id = await this.ask((o) =>
      this.api.v2.lookupBlock({ workchain, shard: signed.toString(), lt: lt.toString() }, o),
    );
    return this.block({ workchain, shard, seqno: id.seqno });
  }

  /** A block kept on disk by its root hash (no request), or null. */
  keptBlock(rootHash: string): PinnedBlock | null {
    return this.store.block<PinnedBlock>(rootHash);
  }

  private keepBlock(block: PinnedBlock): void {
    this.store.putBlock(block.rootHash, block);
  }

  /**
   * The configuration in force at masterchain block `block`: read at its key block (itself, or
   * its `prev_key_block_seqno`: the configuration changes only in key blocks) with v2
   * `getConfigAll?seqno`. Kept by that block's seqno and root hash.
   */
  async config(block: PinnedBlock): Promise<PinnedConfig> {
    const seqno = configSeqnoOf(block);
    return this.configAt(seqno === block.seqno ? block : await this.masterchainBlock(seqno));
  }

  /** The configuration read at exactly masterchain block `at` (v2 `getConfigAll?seqno`). */
  async configAt(at: PinnedBlock): Promise<PinnedConfig> {
    if (!this.store.config(at.seqno, at.rootHash)) {
      const res = await this.ask((o) => this.api.v2.getConfigAll({ seqno: at.seqno }, o));
      const cell = parseConfig(res.config.bytes, `the configuration at block ${at.seqno}`);
      this.store.putConfig(at.seqno, at.rootHash, cell, Buffer.from(res.config.bytes, 'base64'));
    }
    const kept = this.store.config(at.seqno, at.rootHash)!;
    return { block: at, cell: kept.cell, base64: kept.boc.toString('base64') };
  }

  /**
   * `address`'s whole ShardAccount cell as it stood at masterchain block `block` (v2
   * `getShardAccountCell?address&seqno`: storage stats included, which storage fees need).
   * Checked to parse and to be the account asked for. An account that never existed is
   * `account_none` (toncenter returns that cell too).
   */
  async shardAccount(address: string, block: PinnedBlock): Promise<PinnedAccount> {
    const raw = rawAddress(address);
    const kept = this.store.accountState(raw, block.seqno, block.rootHash);
    const what = `the state of ${raw} at block ${block.seqno}`;
    if (kept) return { ...parseShardAccount(kept, what), address: raw, block };
    const res = await this.ask((o) =>
      this.api.v2.getShardAccountCell({ address: raw, seqno: block.seqno }, o),
    );
    const state = parseShardAccount(parseBoc(res.bytes, what), what);
    const addr = state.parsed.account?.addr;
    if (addr && !addr.equals(Address.parse(raw))) {
      throw new ChainDataError(what, `the cell is the account ${addr.toRawString()}`);
    }
    this.store.putAccountState(
      raw,
      block.seqno,
      block.rootHash,
      state.cell,
      Buffer.from(res.bytes, 'base64'),
    );
    return { ...state, address: raw, block };
  }

  /** The ShardAccount of an account that does not exist yet (no request). */
  emptyAccount(address: string, block: PinnedBlock): PinnedAccount {
    return { ...emptyShardAccount(), address: rawAddress(address), block };
  }

  /**
   * Library cells by hash (hex or base64): kept ones from disk, the rest with v2
   * `getLibraries` (16 a request), each checked against its hash. Hashes the network does
   * not return are listed in `missing` (the caller decides: replay names them).
   */
  async libraries(hashes: readonly string[]): Promise<LibrarySet> {
    const found = new Map<string, Cell>();
    const wanted: string[] = [];
    for (const h of new Set(hashes.map((x) => Buffer.from(toBase64Hash(x), 'base64')))) {
      const hex = h.toString('hex').toUpperCase();
      const kept = this.store.cell(hex);
      if (kept) found.set(hex, kept);
      else wanted.push(hex);
    }
    for (let i = 0; i < wanted.length; i += LIBRARIES_PER_REQUEST) {
      const chunk = wanted.slice(i, i + LIBRARIES_PER_REQUEST);
      const res = await this.ask((o) => this.api.v2.getLibraries({ libraries: chunk }, o));
      for (const entry of res.result) {
        const hex = Buffer.from(entry.hash, 'base64').toString('hex').toUpperCase();
        if (!chunk.includes(hex)) continue;
        const cell = parseLibrary(entry.data, hex);
        this.store.putCell(cell, Buffer.from(entry.data, 'base64'));
        found.set(hex, cell);
      }
    }
    const missing = wanted.filter((h) => !found.has(h));
    return { found, missing, dict: librariesDict(found) };
  }

  /**
   * Every library the cells under `roots` reference (exotic library cells), and the libraries
   * those reference in turn, read with {@link libraries}.
   */
  async librariesFor(roots: readonly Cell[]): Promise<LibrarySet> {
    const found = new Map<string, Cell>();
    const missing = new Set<string>();
    let next = libraryRefs(roots);
    while (next.length > 0) {
      const set = await this.libraries(next);
      for (const m of set.missing) missing.add(m);
      for (const [h, c] of set.found) found.set(h, c);
      next = libraryRefs([...set.found.values()]).filter((h) => !found.has(h) && !missing.has(h));
    }
    return { found, missing: [...missing], dict: librariesDict(found) };
  }

  /**
   * The previous blocks' info of c7 (TVM's PREVMCBLOCKS, PREVKEYBLOCK, PREVMCBLOCKS_100) as TON
   * builds it from the state of masterchain block `block`: it and the 15 before it, newest
   * first; the last key block; with `every100` (global version 9 and later) the blocks whose
   * seqno is a multiple of 100, from `block`'s rounded down, 16 at most. Shards unsigned, as
   * TON puts them in c7. Each block is one v3 `blocks` request, once per session.
   */
  async prevBlocksInfo(block: PinnedBlock, every100: boolean): Promise<PrevBlocksRead> {
    const last: number[] = [];
    for (let s = block.seqno; s >= 0 && last.length < PREV_MC_BLOCKS; s--) last.push(s);
    const hundreds: number[] = [];
    for (let s = Math.floor(block.seqno / 100) * 100; s >= 0 && hundreds.length < 16; s -= 100) {
      hundreds.push(s);
    }
    const read = (s: number) => (s === block.seqno ? block : this.masterchainBlock(s));
    const key = keyBlockSeqnoOf(block);
    return {
      last: await Promise.all(last.map(read)),
      key: await read(key),
      every100: every100 ? await Promise.all(hundreds.map(read)) : null,
    };
  }

  /**
   * A transaction by hash with its v3 row (v3 `transactions?hash`) and its BoC (v2
   * `getTransactions` at its lt and hash), the BoC checked to hash to `hash`.
   */
  async transaction(hash: string): Promise<ChainTx & { row: ChainTransaction }> {
    const h = toBase64Hash(hash);
    const row = await this.transactionRow(h);
    const kept = this.store.transaction(h);
    if (kept?.boc) {
      const cell = parseBoc(kept.boc, `transaction ${h}`);
      if (cell.hash().toString('base64') === h) return { hash: h, row, cell };
    }
    const [tx] = await this.accountTransactions(row.account, { lt: row.lt, hash: h }, null, 1);
    if (!tx || tx.hash !== h) {
      throw new AppError({
        code: 'NOT_FOUND',
        message: `v2 getTransactions did not return transaction ${h} of ${row.account} (is the server archival?)`,
      });
    }
    return { ...tx, row };
  }

  /** A transaction's v3 row, kept or read (v3 `transactions?hash`; 1 request). */
  async transactionRow(hash: string): Promise<ChainTransaction> {
    const h = toBase64Hash(hash);
    const kept = this.store.transaction(h)?.row as ChainTransaction | null | undefined;
    if (kept) return kept;
    const res = await this.ask((o) => this.api.v3.transactions({ hash: [h], limit: 1 }, o));
    const row = res.transactions.find((t) => t.hash === h);
    if (!row) throw new AppError({ code: 'NOT_FOUND', message: `transaction ${h} is not indexed` });
    this.keepRow(row);
    return row;
  }

  /**
   * A page of v3 `transactions` (a listing, which moves as the chain grows: read every time;
   * its rows are kept, so replaying them reads no row again).
   */
  async listTransactions(
    params: OperationParams<'v3', 'transactions'>,
  ): Promise<ChainTransaction[]> {
    const res = await this.ask((o) => this.api.v3.transactions(params, o));
    this.store.putTransactionRows(res.transactions);
    return res.transactions;
  }

  /** Keeps v3 rows read elsewhere (a trace, a listing): later reads of them cost nothing. */
  keepRow(row: ChainTransaction): void {
    this.store.putTransactionRow(row.hash, row);
  }

  /**
   * An account's transactions from (`from.lt`, `from.hash`) inclusive back to `toLt`
   * exclusive (null: no bound), newest first, at most `max`: v2 `getTransactions` pages, each
   * BoC checked against its id. Every BoC is kept.
   */
  async accountTransactions(
    address: string,
    from: { lt: string; hash: string },
    toLt: string | null,
    max: number,
  ): Promise<ChainTx[]> {
    const out: ChainTx[] = [];
    let cursor = from;
    let exclusive = false;
    while (out.length < max) {
      const limit = Math.min(TX_PAGE, max - out.length);
      const page = await this.ask((o) =>
        this.api.v2.getTransactions(
          {
            address,
            lt: cursor.lt,
            hash: cursor.hash,
            limit,
            // Replay reads old history: toncenter answers it from archival liteservers only.
            archival: true,
            ...(toLt !== null ? { to_lt: toLt } : {}),
            ...(exclusive ? { exclusive: true } : {}),
          },
          o,
        ),
      );
      for (const t of page) out.push(this.keepBoc(t.transaction_id.hash, t.data));
      const last = page[page.length - 1];
      if (page.length < limit || !last) break;
      cursor = { lt: last.transaction_id.lt, hash: last.transaction_id.hash };
      exclusive = true;
    }
    return out;
  }

  /** A transaction BoC checked against its hash, kept. */
  private keepBoc(hash: string, data: string): ChainTx {
    const h = toBase64Hash(hash);
    const cell = parseTransaction(data, Buffer.from(h, 'base64'), `transaction ${h}`).raw;
    this.store.putTransactionBoc(h, cell.toBoc());
    return { hash: h, row: null, cell };
  }

  /** A kept transaction BoC (no request), or null. */
  keptTransaction(hash: string): ChainTx | null {
    const h = toBase64Hash(hash);
    const kept = this.store.transaction(h);
    if (!kept?.boc) return null;
    try {
      const cell = parseBoc(kept.boc, `transaction ${h}`);
      return cell.hash().toString('base64') === h
        ? { hash: h, row: (kept.row as ChainTransaction | null) ?? null, cell }
        : null;
    } catch {
      return null;
    }
  }

  /**
   * A trace with its transactions (v3 `traces?trace_id`; 1 request). A complete trace is kept
   * (it can no longer change); a pending one is read again next time.
   */
  async trace(traceId: string): Promise<ChainTrace> {
    const id = toBase64Hash(traceId);
    const kept = this.store.trace<ChainTrace>(id);
    if (kept) return kept;
    const res = await this.ask((o) => this.api.v3.traces({ trace_id: [id], limit: 1 }, o));
    const trace = res.traces.find((t) => t.trace_id === id) ?? res.traces[0];
    if (!trace) throw new AppError({ code: 'NOT_FOUND', message: `trace ${id} is not indexed` });
    this.store.putTransactionRows(Object.values(trace.transactions ?? {}));
    if (trace.trace_info.trace_state === 'complete' && !trace.is_incomplete) {
      this.store.putTrace(id, trace);
    }
    return trace;
  }
}

/** A block id as a memo key (shard in v3's upper-case hex). */
function blockKey(id: { workchain: number; shard: string; seqno: number }): string {
  return `${id.workchain}:${id.shard.toUpperCase().padStart(16, '0')}:${id.seqno}`;
}

/** Raw upper-case form of an address, or INVALID_INPUT. */
function rawAddress(address: string): string {
  try {
    return Address.parse(address).toRawString().toUpperCase();
  } catch {
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `"${address.slice(0, 80)}" is not a TON address`,
    });
  }
}

/** The emulator's BlockId of a block (the shard unsigned, as TVM's c7 holds it). */
function blockIdOf(b: PinnedBlock): PrevBlocksInfo['prevKeyBlock'] {
  return {
    workchain: b.workchain,
    shard: BigInt(`0x${b.shard}`),
    seqno: b.seqno,
    rootHash: Buffer.from(b.rootHash, 'base64'),
    fileHash: Buffer.from(b.fileHash, 'base64'),
  };
}
