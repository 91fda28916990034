import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beginCell, external, storeMessage } from '@ton/core';
import type { Address, Cell, StateInit } from '@ton/core';
import type { GenesisAccount, ScenarioHost } from './scenario/host';
import { Blockchain, createShardAccount } from '@ton/sandbox';
import type {
  AcceptedMessage,
  IndexedBlock,
  LocalNetwork,
  LocalNetworkOptions,
  SourceFees,
  TickResult,
} from './types';
import { LocalNetworkInputError } from './types';
import { makeBlock } from './chain/block-ids';
import { parseExternal } from './chain/external-message';
import type { QueuedExternal } from './chain/external-message';
import { runExternal, txAddress } from './chain/run-external';
import { emulateOnCurrentState } from './chain/emulate-external';
import { ResilientExecutor } from './chain/executor';
import { feesOfTransaction, feesOfUnaccepted } from './chain/estimate-fees';
import {
  accountStateCells,
  chainAccountRows,
  chainBase,
  chainClock,
  META,
  restoreChain,
} from './chain/chain-state';
import { ChainHistory, HISTORY_FROM_META } from './history/chain-history';
import { noHistoryRows } from './history/history-rows';
import type { AccountStateCell } from './history/chain-history';
import { blockRandSeed, MC_SHARD, prevBlocksInfo } from './history/block-context';
import type { ExecutedTrace } from './chain/run-external';
import { LocalIndex } from './index/local-index';
import { buildTraceRows } from './index/build-rows';
import type { BlockPlace } from './index/build-rows';
import { readAccountStates } from './index/account-state';
import { buildActions } from './index/actions';
import { buildEvents } from './index/events';
import type { AccountStateJson } from './index/tx-format';
import { v3Status } from './index/tx-format';
import { FULL_SHARD, rawAddress } from './index/encoding';
import type { StateRow, TickRows, TxRow } from './index/rows';
import type { TokenLookup } from './index/events';
import {
  buildDemoScenario,
  DEMO_BLOCKS,
  prefetchDemoKeys,
  SCENARIO_BLOCK_SECONDS,
} from './scenario/demo-scenario';
import type { DemoAccounts } from './scenario/demo-scenario';
import { buildHistory, historyBlocks } from './scenario/history';
import {
  demoCacheKey,
  demoCacheSettings,
  copyTemplate,
  dropTemplate,
  findTemplate,
  saveTemplate,
} from './scenario/demo-cache';
import type { DemoCacheSettings } from './scenario/demo-cache';
import { buildChainApart, canBuildApart } from './scenario/history-process';
import type { HistoryBuildStats } from './scenario/history-process';

/** A local network with the extra surface the v3 routes and the CLI use. */
export interface LocalNetworkFull extends LocalNetwork, ScenarioHost {
  readonly index: LocalIndex;
  /** Cumulative time spent per tick phase (ms) and transactions produced, for benchmarks. */
  readonly stats: { emulateMs: number; indexMs: number; transactions: number; ticks: number };
  /** External messages waiting for the next tick (v3 pending* endpoints). */
  pending(): readonly QueuedExternal[];
  /** Where the chain came from at start (see `NetworkOrigin`). */
  readonly origin: NetworkOrigin;
}

/**
 * How a network started: `built` (scenario emulated now), `cache` (a demo template copied from
 * the demo cache), `file` (continued from an existing `dbPath`).
 */
export type NetworkOrigin = 'built' | 'cache' | 'file';

/**
 * One emulator per process: creating it decodes and compiles the ~10 MB emulator WASM (0.3 s
 * idle, over 1 s on a loaded machine). The executor keeps no chain state (every call carries the
 * account, config and message), so networks in one process (tests, benches) can share it.
 */
let sharedExecutor: ResilientExecutor | null = null;

/** Creates the emulator; VM debug logs are off (nothing reads them, and they cost time). */
async function createBlockchain(): Promise<Blockchain> {
  sharedExecutor ??= new ResilientExecutor();
  await sharedExecutor.ready();
  const bc = await Blockchain.create({ executor: sharedExecutor });
  bc.verbosity = { ...bc.verbosity, print: false, debugLogs: false };
  return bc;
}

class LocalNetworkImpl implements LocalNetworkFull {
  private queue: QueuedExternal[] = [];
  /** Hashes of `queue` (a resent message is queued once). */
  private queued = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private lock: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly lastState = new Map<string, AccountStateJson>();
  private mcTip!: IndexedBlock;
  private shardTip!: IndexedBlock;
  readonly stats = { emulateMs: 0, indexMs: 0, transactions: 0, ticks: 0 };
  readonly history: ChainHistory;

  constructor(
    readonly options: LocalNetworkOptions,
    readonly blockchain: Blockchain,
    readonly index: LocalIndex,
    readonly origin: NetworkOrigin,
  ) {
    this.history = new ChainHistory(index);
  }

  /**
   * Reads the tips after open (fresh index: none yet), and gives the emulator the tip block's
   * seed and previous blocks again (get-methods on the current state run with them).
   */
  loadTips(): boolean {
    if (!this.index.one('SELECT 1 FROM blocks LIMIT 1')) return false;
    this.mcTip = this.index.masterchainTip();
    this.shardTip = this.index.shardsOf(this.mcTip.seqno)[0]!;
    this.blockchain.random = this.history.randSeed(this.shardTip) ?? undefined;
    this.blockchain.prevBlocks = prevBlocksInfo(this.mcTip.seqno, (s) =>
      this.index.block(-1, MC_SHARD, s),
    );
    return true;
  }

  /** Writes the genesis blocks (seqno 0) with the genesis accounts. */
  async genesis(accounts: GenesisAccount[], utime: number): Promise<void> {
    for (const a of accounts) {
      await this.blockchain.setShardAccount(
        a.address,
        createShardAccount({
          address: a.address,
          code: a.code,
          data: a.data,
          balance: a.balance,
          workchain: a.address.workChain,
        }),
      );
    }
    this.blockchain.now = utime;
    const lt = this.blockchain.lt;
    const genesis = (workchain: number, txHashes: string[]) =>
      makeBlock({
        workchain,
        shard: FULL_SHARD,
        seqno: 0,
        genUtime: utime,
        startLt: lt,
        endLt: lt,
        mcSeqno: 0,
        txHashes,
        prev: null,
      });
    const shardBlock = genesis(0, []);
    const mcBlock = genesis(-1, [shardBlock.rootHash]);
    mcBlock.txCount = 0;
    const addresses = accounts.map((a) => a.address);
    const states = await readAccountStates(this.blockchain, addresses);
    const cells = await accountStateCells(this.blockchain, addresses);
    const rows: TickRows = {
      blocks: [mcBlock, shardBlock],
      transactions: [],
      messages: [],
      traces: [],
      actions: [],
      events: [],
      accounts: states.accounts,
      states: states.states,
      chainAccounts: await chainAccountRows(this.blockchain, cells),
      history: this.historyRows(0, { mcBlock, shardBlock }, cells),
    };
    this.index.write(rows, {
      network: this.options.network,
      [META.chainBase]: chainBase(this.blockchain),
      [HISTORY_FROM_META]: '0',
      ...chainClock(this.blockchain),
    });
    this.history.commit(rows.history);
    this.mcTip = mcBlock;
    this.shardTip = shardBlock;
  }

  /**
   * The history rows of a block: the seeds of `blocks` (as `prepareBlock` derived them), the
   * emulator's configuration and libraries, and the states of the accounts it changed.
   */
  private historyRows(
    mcSeqno: number,
    blocks: { mcBlock: IndexedBlock; shardBlock: IndexedBlock },
    states: AccountStateCell[],
  ) {
    const seeded = (b: IndexedBlock) => ({
      workchain: b.workchain,
      shard: b.shard,
      seqno: b.seqno,
      randSeed: blockRandSeed(b, b.prev[0]?.rootHash ?? null),
    });
    return this.history.blockRows({
      mcSeqno,
      blocks: [seeded(blocks.mcBlock), seeded(blocks.shardBlock)],
      configBase64: this.blockchain.configBase64,
      libs: this.blockchain.libs ?? null,
      states,
    });
  }

  /**
   * Block step 0: gives the emulator the context of the next block before it runs: the shard
   * block's random seed (all transactions run in it) and the previous-blocks info (c7 param 13)
   * as TON builds it from the previous masterchain block.
   */
  private prepareBlock(mcSeqno: number): void {
    const bc = this.blockchain;
    const shardSeqno = this.shardTip.seqno + 1;
    bc.random = blockRandSeed(
      { workchain: 0, shard: FULL_SHARD, seqno: shardSeqno },
      this.shardTip.rootHash,
    );
    bc.prevBlocks = prevBlocksInfo(mcSeqno, (s) => this.index.block(-1, MC_SHARD, s));
  }

  /**
   * For a `--db` file from before the history tables: keeps every account's current state as
   * of the tip, so `seqno` reads work from this block on (earlier ones are refused).
   */
  async adoptHistory(): Promise<void> {
    if (this.index.getMeta(HISTORY_FROM_META) !== null) return;
    const addresses = this.blockchain.snapshot().contracts.map((c) => c.address);
    const cells = await accountStateCells(this.blockchain, addresses);
    const history = this.history.blockRows({
      mcSeqno: this.mcTip.seqno,
      blocks: [],
      configBase64: this.blockchain.configBase64,
      libs: this.blockchain.libs ?? null,
      states: cells,
    });
    this.index.write(
      { ...emptyTickRows(), history },
      { [HISTORY_FROM_META]: String(this.mcTip.seqno) },
    );
    this.history.commit(history);
  }

  pending(): readonly QueuedExternal[] {
    return this.queue;
  }

  enqueueExternal(boc: Buffer): AcceptedMessage {
    const ext = parseExternal(boc);
    const dest = this.index.one('SELECT status FROM accounts WHERE address = ?', [ext.destination]);
    if ((!dest || dest.status !== 'active') && !ext.message.init) {
      throw new LocalNetworkInputError(
        `external message to ${ext.destination} cannot be applied: the account is not active and the message carries no state init`,
      );
    }
    if (!this.queued.has(ext.hash)) {
      this.queued.add(ext.hash);
      this.queue.push(ext);
    }
    return { hash: ext.hash, hashNorm: ext.hashNorm };
  }

  tick(): Promise<TickResult> {
    return this.tickAt(Math.floor(Date.now() / 1000));
  }

  tickAt(utime: number): Promise<TickResult> {
    const run = this.lock.then(() => this.runTick(utime));
    this.lock = run.catch(() => undefined);
    return run;
  }

  /**
   * Produces one block at `requested` unix seconds (never before the tip): runs the queued
   * externals, builds the block's rows and writes them with the emulator's new state in one
   * index transaction. Throws when the network is closed.
   */
  private async runTick(requested: number): Promise<TickResult> {
    if (this.closed) throw new Error('local network is closed');
    const utime = Math.max(requested, this.mcTip.genUtime);
    const t0 = performance.now();
    const mcSeqno = this.mcTip.seqno + 1;
    this.prepareBlock(mcSeqno);
    const run = await this.executeQueue(utime);
    const t1 = performance.now();
    const place = { workchain: 0, shard: FULL_SHARD, seqno: this.shardTip.seqno + 1, mcSeqno };
    this.recallStatesBefore(run.traces);
    const built = buildTraceRows(run.traces, place, this.lastState);
    const txRows = built.traces.flatMap((t) => t.txs.map((x) => x.row));
    const blocks = this.nextBlocks(place, utime, run, txRows);
    const rows = await this.blockRows(run.traces, built, blocks);
    // The emulator's new account states go into the same transaction as the block: whatever
    // is on disk is one consistent chain, and a restart continues from the last block written.
    this.index.write(rows, chainClock(this.blockchain));
    this.history.commit(rows.history);
    this.mcTip = blocks.mcBlock;
    this.shardTip = blocks.shardBlock;
    this.stats.emulateMs += t1 - t0;
    this.stats.indexMs += performance.now() - t1;
    this.stats.transactions += txRows.length;
    this.stats.ticks++;
    return { mcSeqno, transactionHashes: txRows.map((t) => t.hash) };
  }

  /**
   * Block step 1: takes the queued externals and runs them at `utime` in queue order (an
   * external the wallet refuses leaves no trace). Returns the traces and the block's lt range.
   */
  private async executeQueue(
    utime: number,
  ): Promise<{ traces: ExecutedTrace[]; startLt: bigint; endLt: bigint }> {
    const bc = this.blockchain;
    bc.now = utime;
    const batch = this.queue;
    this.queue = [];
    this.queued = new Set();
    const startLt = bc.lt;
    const traces: ExecutedTrace[] = [];
    for (const ext of batch) {
      const trace = await runExternal(bc, ext);
      if (trace) traces.push(trace);
    }
    // The sandbox keeps every transaction in memory; the index is the record, so drop them.
    (bc as unknown as { transactions: unknown[] }).transactions.length = 0;
    return { traces, startLt, endLt: bc.lt };
  }

  /**
   * Block step 2: after a restart the per-account "state before" (`lastState`) of accounts the
   * traces touch comes from the accounts table.
   */
  private recallStatesBefore(traces: ExecutedTrace[]): void {
    for (const t of traces) {
      for (const x of t.txs) {
        const raw = rawAddress(txAddress(x.tx));
        if (this.lastState.has(raw)) continue;
        const r = this.index.one('SELECT * FROM accounts WHERE address = ?', [raw]);
        if (r?.state_hash) {
          this.lastState.set(raw, {
            hash: r.state_hash as string,
            balance: r.balance as string,
            extra_currencies: {},
            account_status: v3Status(r.status as string),
            frozen_hash: (r.frozen_hash as string | null) ?? null,
            data_hash: (r.data_hash as string | null) ?? null,
            code_hash: (r.code_hash as string | null) ?? null,
          });
        }
      }
    }
  }

  /**
   * Block step 3: the basechain shard block holding `txRows` at `place` and the masterchain
   * block that references it, both at `utime` over the lt range of `run`.
   */
  private nextBlocks(
    place: BlockPlace,
    utime: number,
    run: { startLt: bigint; endLt: bigint },
    txRows: TxRow[],
  ): { mcBlock: IndexedBlock; shardBlock: IndexedBlock } {
    const common = { shard: FULL_SHARD, genUtime: utime, startLt: run.startLt, endLt: run.endLt };
    const shardBlock = makeBlock({
      ...common,
      workchain: 0,
      seqno: place.seqno,
      mcSeqno: place.mcSeqno,
      txHashes: txRows.map((t) => t.hash),
      prev: this.shardTip,
    });
    const mcBlock = makeBlock({
      ...common,
      workchain: -1,
      seqno: place.mcSeqno,
      mcSeqno: place.mcSeqno,
      txHashes: [shardBlock.rootHash],
      prev: this.mcTip,
    });
    mcBlock.txCount = 0;
    return { mcBlock, shardBlock };
  }

  /**
   * Block step 4: everything the index records for the block: its blocks, transactions,
   * messages and traces (`built`), the actions and events classified from them, and the new
   * state of every account the traces touched (token tables and emulator snapshots included).
   */
  private async blockRows(
    traces: ExecutedTrace[],
    built: ReturnType<typeof buildTraceRows>,
    blocks: { mcBlock: IndexedBlock; shardBlock: IndexedBlock },
  ): Promise<TickRows> {
    const touched = new Map<string, Address>();
    for (const t of traces)
      for (const x of t.txs) touched.set(rawAddress(txAddress(x.tx)), txAddress(x.tx));
    const states = await readAccountStates(this.blockchain, [...touched.values()]);
    for (const a of states.accounts) a.stateHash = this.lastState.get(a.address)?.hash ?? null;
    const tokenLookup = this.tokenLookup(states.states);
    const cells = await accountStateCells(this.blockchain, [...touched.values()]);
    return {
      blocks: [blocks.mcBlock, blocks.shardBlock],
      transactions: built.traces.flatMap((t) => t.txs.map((x) => x.row)),
      messages: built.messages,
      traces: built.traces.map((t) => t.row),
      actions: buildActions(built.traces, tokenLookup),
      events: buildEvents(built.traces, tokenLookup),
      accounts: states.accounts,
      states: states.states,
      chainAccounts: await chainAccountRows(this.blockchain, cells),
      history: this.historyRows(blocks.mcBlock.seqno, blocks, cells),
    };
  }

  /** A token's state JSON: this block's fresh one in `fresh`, else the one on record. */
  private tokenLookup(fresh: StateRow[]): TokenLookup {
    return (table, address) => {
      const s = fresh.find((x) => x.table === table && x.address === address);
      if (s) return s.json;
      const r = this.index.one(`SELECT json FROM ${table} WHERE address = ?`, [address]);
      return r ? (JSON.parse(r.json as string) as Record<string, unknown>) : null;
    };
  }

  async acceptExternal(boc: Buffer): Promise<AcceptedMessage> {
    const ext = parseExternal(boc);
    const r = await emulateOnCurrentState(
      this.blockchain,
      ext.message.info.dest as Address,
      ext.cell,
      false,
    );
    const d = r.ok ? r.tx.description : null;
    const failed =
      d?.type === 'generic' && d.computePhase.type === 'vm' && !d.computePhase.success
        ? `exit code ${d.computePhase.exitCode}`
        : null;
    if (!r.ok || failed) {
      throw new LocalNetworkInputError(
        `LITE_SERVER_UNKNOWN: cannot apply external message to current state : ${r.ok ? failed : r.error}`,
        500,
      );
    }
    return this.enqueueExternal(boc);
  }

  async estimateExternal(
    to: Address,
    body: Cell,
    init: StateInit | null,
    ignoreChksig: boolean,
  ): Promise<SourceFees> {
    const msg = beginCell()
      .store(storeMessage(external({ to, body, init: init ?? undefined })))
      .endCell();
    const r = await emulateOnCurrentState(this.blockchain, to, msg, ignoreChksig);
    if (r.ok) return feesOfTransaction(r.tx);
    return feesOfUnaccepted(this.blockchain, to, msg, r.now);
  }

  startProducer(): void {
    if (this.timer || this.options.blockIntervalMs <= 0 || this.closed) return;
    this.timer = setInterval(() => {
      void this.tick().catch((e: unknown) => {
        console.error('[localnet] block producer tick failed:', e);
      });
    }, this.options.blockIntervalMs);
  }

  stopProducer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async close(): Promise<void> {
    this.stopProducer();
    await this.lock;
    if (this.closed) return;
    this.closed = true;
    this.index.close();
  }
}

/**
 * Starts a local network: the sandbox chain, its index, and (for a new chain) the scenario.
 * With `dbPath` pointing to an existing file, the chain and index continue from it and no
 * scenario is rebuilt. A new demo chain comes from the demo cache when it holds one built from
 * the same inputs and code (`scenario/demo-cache.ts`), else it is built and put there. The
 * producer is not started: call `startProducer()`.
 */
export async function createLocalNetwork(options: LocalNetworkOptions): Promise<LocalNetworkFull> {
  if (options.dbPath && existsSync(options.dbPath)) {
    const index = LocalIndex.open(options.dbPath);
    // The scenario's last step writes `accounts`: without it, building the chain was interrupted
    // (the process was killed before the first start finished), so it is built again.
    if (index.getMeta('accounts') !== null) return resume(options, index, 'file');
    index.close();
    removeDatabase(options.dbPath);
  }
  const settings = demoCacheSettings();
  const key = options.scenario === 'demo' ? demoCacheKey(options) : null;
  const cached = key ? await restoreTemplate(options, settings, key) : null;
  if (cached) return cached;
  const net =
    options.scenario === 'demo' && options.history > 0 && canBuildApart()
      ? await buildApart(options)
      : await buildNetwork(options);
  if (key) {
    net.index.setMeta(DEMO_CACHE_META, key);
    saveTemplate(settings, key, net.index);
  }
  return net;
}

/** Meta key holding the demo cache key a chain was built under (checked on restore). */
const DEMO_CACHE_META = 'demo_cache_key';

/** Continues the chain saved in `index` (closed when that fails, and the error rethrown). */
async function resume(
  options: LocalNetworkOptions,
  index: LocalIndex,
  origin: NetworkOrigin,
): Promise<LocalNetworkImpl> {
  try {
    const bc = await createBlockchain();
    await restoreChain(bc, index);
    const net = new LocalNetworkImpl(options, bc, index, origin);
    if (!net.loadTips()) throw new Error(`${options.dbPath ?? 'the index'} holds no local network`);
    await net.adoptHistory();
    return net;
  } catch (e) {
    index.close();
    throw e;
  }
}

/**
 * The network from the demo template of `key` (copied to `dbPath`, or to a temporary database),
 * or null when there is none. The copy is checked first (`copyTemplate`: a regular file, not a
 * link, whose keyed hash matches); a template that fails that, does not open, fails SQLite's
 * quick check or was built under another key is deleted (the caller then builds, and saves a
 * new one).
 */
async function restoreTemplate(
  options: LocalNetworkOptions,
  settings: DemoCacheSettings,
  key: string,
): Promise<LocalNetworkImpl | null> {
  const found = findTemplate(settings, key);
  if (!found) return null;
  let index: LocalIndex | null = null;
  // A private folder for the copy a temporary database starts from.
  const scratch = options.dbPath ? null : mkdtempSync(path.join(tmpdir(), 'localnet-demo-'));
  const copy = options.dbPath ? `${options.dbPath}.from-cache` : path.join(scratch!, 'demo.sqlite');
  try {
    rmSync(copy, { force: true });
    copyTemplate(settings, found, key, copy);
    if (options.dbPath) renameSync(copy, options.dbPath);
    index = options.dbPath ? LocalIndex.open(options.dbPath) : LocalIndex.open(undefined, copy);
    const check = index.db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
    if (index.getMeta(DEMO_CACHE_META) !== key || index.getMeta('accounts') === null) {
      throw new Error('not a whole demo of this key');
    }
    return await resume(options, index, 'cache');
  } catch (e) {
    index?.close();
    rmSync(copy, { force: true });
    if (options.dbPath) removeDatabase(options.dbPath);
    dropTemplate(found.file);
    console.warn(
      `[localnet] demo cache ${found.file} unusable, rebuilding: ${(e as Error).message}`,
    );
    return null;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/** Builds a new chain: the demo scenario (back-dated so its last block is just before now), or an empty one. */
async function buildNetwork(options: LocalNetworkOptions): Promise<LocalNetworkImpl> {
  // The wallets' key derivation runs on the thread pool while the emulator starts.
  if (options.scenario === 'demo') prefetchDemoKeys(options.seed);
  const index = LocalIndex.open(options.dbPath);
  const bc = await createBlockchain();
  const net = new LocalNetworkImpl(options, bc, index, 'built');
  const now = Math.floor(Date.now() / 1000);
  if (options.scenario === 'demo') {
    // History is back-dated so that the tip produced afterwards is "now".
    const blocks = DEMO_BLOCKS + historyBlocks(options.history) + 1;
    const start = now - blocks * SCENARIO_BLOCK_SECONDS;
    const accounts = await buildDemoScenario(net, options.seed, start, (g, t) => net.genesis(g, t));
    const historyStart = start + DEMO_BLOCKS * SCENARIO_BLOCK_SECONDS;
    if (options.history > 0) {
      await buildHistory(net, accounts, options.seed, options.history, historyStart);
    }
    index.setMeta('accounts', JSON.stringify(accounts.describe()));
  } else {
    await net.genesis([], now);
    index.setMeta('accounts', JSON.stringify({ wallets: [] }));
  }
  return net;
}

/**
 * Builds a new chain into `options.dbPath` and closes it; resolves with the build's figures.
 * The entry of the build process (`scenario/history-build-main.ts`).
 */
export async function buildChainFile(
  options: LocalNetworkOptions & { dbPath: string },
): Promise<HistoryBuildStats> {
  const net = await buildNetwork(options);
  // Everything into the main file (closing leaves the WAL beside it): the caller may copy it.
  net.index.db.pragma('wal_checkpoint(TRUNCATE)');
  await net.close();
  return { ...net.stats };
}

/**
 * A new demo chain with a `--history`, built in a process of its own (`buildChainApart`: the
 * build's peak memory goes with that process) into `dbPath` or a private temporary file, then
 * opened here as a saved chain. Its `stats` are the build's. Throws the build's error (the
 * partial file removed).
 */
async function buildApart(options: LocalNetworkOptions): Promise<LocalNetworkImpl> {
  const scratch = options.dbPath ? null : mkdtempSync(path.join(tmpdir(), 'localnet-history-'));
  const file = options.dbPath ?? path.join(scratch!, 'history.sqlite');
  try {
    const stats = await buildChainApart({ ...options, dbPath: file });
    const index = options.dbPath ? LocalIndex.open(file) : LocalIndex.open(undefined, file);
    const net = await resume(options, index, 'built');
    Object.assign(net.stats, stats);
    return net;
  } catch (e) {
    removeDatabase(file);
    throw e;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/** Tick rows that add nothing (a write of history or meta alone). */
function emptyTickRows(): TickRows {
  return {
    blocks: [],
    transactions: [],
    messages: [],
    traces: [],
    actions: [],
    events: [],
    accounts: [],
    states: [],
    chainAccounts: [],
    history: noHistoryRows(),
  };
}

/** Deletes a SQLite database file with its WAL and shared-memory files. */
function removeDatabase(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}

/**
 * The `--accounts-out` document: every demo wallet (name, version, raw and user-friendly
 * address, mnemonic), the jetton master and its wallets, the NFT collection and items.
 */
export function describeAccounts(net: LocalNetwork): Record<string, unknown> {
  const idx = net.index as LocalIndex;
  const doc = JSON.parse(idx.getMeta('accounts') ?? '{}') as Record<string, unknown>;
  const jettonWallets = idx
    .column('SELECT json FROM jetton_wallets ORDER BY address')
    .map((j) => JSON.parse(j as string) as Record<string, unknown>)
    .map((j) => ({ address: j.address, owner: j.owner, jetton: j.jetton, balance: j.balance }));
  const nftItems = idx
    .column('SELECT json FROM nft_items ORDER BY item_index')
    .map((j) => JSON.parse(j as string) as Record<string, unknown>)
    .map((j) => ({
      address: j.address,
      index: j.index,
      owner: j.owner_address,
      collection: j.collection_address,
    }));
  return { ...doc, jettonWallets, nftItems };
}

export type { DemoAccounts };
