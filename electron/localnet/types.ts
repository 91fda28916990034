import type { Address, Cell, StateInit } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';

/**
 * Shared shapes of the local network (`electron/localnet/`). Two parts meet here:
 * - the chain + index (`chain/`, `scenario/`, `index/`, `local-network.ts`), and
 * - the HTTP server (`server/`: auth, limits, log, v2 and v3 routes, `cli.ts`).
 * The server must not import anything from the app's client (`electron/hosts/client/`) or
 * `shared/api/`: it speaks toncenter's format on its own.
 */

/** Options of a local network instance (the `npm run localnet` flags map onto these). */
export interface LocalNetworkOptions {
  /** Scenario to build at start: `demo` (wallets, jetton, NFTs...) or `empty`. */
  scenario: 'demo' | 'empty';
  /** Seed that makes the scenario deterministic (mnemonics, amounts, order). */
  seed: string;
  /** Extra transactions spread over the demo wallets, for scale tests. */
  history: number;
  /** Block producer interval in ms; 0 = manual (tests call `tick()`). */
  blockIntervalMs: number;
  /** Network name the server answers for (keys of another network get 403). */
  network: string;
  /** SQLite file that persists chain and index; absent = in memory. */
  dbPath?: string;
}

export const DEFAULT_SEED = 'ton-explorer-demo';

/** A message accepted into the queue by `sendBoc`/`sendBocReturnHash`/v3 `message`. */
export interface AcceptedMessage {
  /** Hash of the external message cell, base64 (standard alphabet). */
  hash: string;
  /** Normalized external message hash, base64 (toncenter's `hash_norm`). */
  hashNorm: string;
}

/** toncenter estimateFee's `source_fees`: nanotons, as JSON numbers (tonlib's `fees`). */
export interface SourceFees {
  in_fwd_fee: number;
  storage_fee: number;
  gas_fee: number;
  fwd_fee: number;
}

/** Outcome of one block-producer tick. */
export interface TickResult {
  mcSeqno: number;
  /** Hashes (base64) of the transactions this tick executed. */
  transactionHashes: string[];
}

/**
 * A running local network: the chain (real TVM via @ton/sandbox), its block producer, the
 * external-message queue and the SQLite index. Implemented by `local-network.ts`.
 */
export interface LocalNetwork {
  readonly options: LocalNetworkOptions;
  /** The emulator, for account state and get-methods. Read it; change it only through ticks. */
  readonly blockchain: Blockchain;
  /** The index (blocks, transactions, messages, traces, jetton/NFT events). */
  readonly index: LocalIndexReader;
  /** What each block's emulator used and the account states after each masterchain block. */
  readonly history: ChainHistoryReader;
  /**
   * Validates a BoC as an external-in message to an existing or deployable account and queues
   * it for the next tick. Throws `LocalNetworkInputError` (with a toncenter-style message) on a BoC
   * that does not parse or is not external-in; nothing is queued then.
   */
  enqueueExternal(boc: Buffer): AcceptedMessage;
  /**
   * Like `enqueueExternal`, but first runs the message on the current state (as a liteserver
   * does) and refuses, with nothing queued, one the contract does not accept: throws
   * `LocalNetworkInputError` (status 500, toncenter's LITE_SERVER_UNKNOWN text). v2 sendBoc,
   * sendBocReturnHash and v3 `/message`.
   */
  acceptExternal(boc: Buffer): Promise<AcceptedMessage>;
  /**
   * Fees of an external message `body` (+ optional `init`) to `to`, emulated on the current state
   * (nothing changes): toncenter estimateFee's `source_fees`, nanotons as numbers. A message the
   * account does not accept (for example the deploy of a wallet that holds no funds yet) is priced
   * as tonlib does: import and storage fees, `gas_fee` and `fwd_fee` 0.
   */
  estimateExternal(
    to: Address,
    body: Cell,
    init: StateInit | null,
    ignoreChksig: boolean,
  ): Promise<SourceFees>;
  /** Runs one block now: executes the queue, writes the block and the index. */
  tick(): Promise<TickResult>;
  /** Starts / stops the periodic block producer (no-op with `blockIntervalMs` 0). */
  startProducer(): void;
  stopProducer(): void;
  /** Stops the producer, flushes the index to `dbPath` if set, and releases resources. */
  close(): Promise<void>;
}

/** Bad input to the local network; the server turns it into a 4xx in toncenter's shape. */
export class LocalNetworkInputError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'LocalNetworkInputError';
    this.status = status;
  }
}

/** A transaction as the index stores it (the server formats it per API generation). */
export interface IndexedTransaction {
  /** Raw address, upper-case hex: `0:ABC…`. */
  account: string;
  /** Transaction hash, base64 (standard alphabet, 44 chars). */
  hash: string;
  lt: bigint;
  /** Unix time of the transaction (seconds). */
  now: number;
  /** Base64 BoC of the `Transaction` cell (parse with @ton/core `loadTransaction`). */
  boc: string;
  /** Masterchain seqno of the block that holds it. */
  mcSeqno: number;
  block: { workchain: number; shard: bigint; seqno: number };
  /** Hash (base64) of the inbound message, null for tick-tock. */
  inMsgHash: string | null;
  /** Hashes (base64) of the outbound messages, in order. */
  outMsgHashes: string[];
  /** Trace id: hash (base64) of the trace's root transaction. */
  traceId: string;
}

/** A block as the index stores it. `shard` is the signed int64 form (v2 style). */
export interface IndexedBlock {
  workchain: number;
  shard: bigint;
  seqno: number;
  /** base64 */
  rootHash: string;
  /** base64 */
  fileHash: string;
  genUtime: number;
  startLt: bigint;
  endLt: bigint;
  /** Seqno of the masterchain block that commits this block (itself for masterchain). */
  mcSeqno: number;
  txCount: number;
  /** Previous block(s) of the same chain; empty for the first block. */
  prev: Array<{
    workchain: number;
    shard: bigint;
    seqno: number;
    rootHash: string;
    fileHash: string;
  }>;
}

/**
 * Read access to the index that the HTTP server's v2 routes use (v3 routes may query the
 * SQLite tables directly). All methods are synchronous (SQLite through libsql) and never return half-written
 * data: a tick's writes are one SQLite transaction.
 */
export interface LocalIndexReader {
  masterchainTip(): IndexedBlock;
  /** The first masterchain block (toncenter's `init` in getMasterchainInfo). */
  masterchainGenesis(): IndexedBlock;
  block(workchain: number, shard: bigint, seqno: number): IndexedBlock | null;
  /** The block of `workchain`/`shard` containing `lt`, or generated at/after `utime`. */
  lookupBlock(
    workchain: number,
    shard: bigint,
    by: { seqno: number } | { lt: bigint } | { utime: number },
  ): IndexedBlock | null;
  /** Shard blocks committed by masterchain block `mcSeqno`. */
  shardsOf(mcSeqno: number): IndexedBlock[];
  blockTransactions(workchain: number, shard: bigint, seqno: number): IndexedTransaction[];
  /**
   * Transactions of `account` (raw, any case), newest first, starting AT `fromLt` inclusive
   * (all when absent) and stopping before `toLt` exclusive (0 = no bound), at most `limit`.
   */
  accountTransactions(
    account: string,
    opts: { fromLt?: bigint; toLt?: bigint; limit: number },
  ): IndexedTransaction[];
  transactionByHash(hash: string): IndexedTransaction | null;
  /** The transaction whose inbound message has this hash (or normalized hash). */
  transactionByInMessage(msgHash: string): IndexedTransaction | null;
  /** The transaction that sent the message with this hash. */
  transactionByOutMessage(msgHash: string): IndexedTransaction | null;
}

/**
 * The chain's history as the server reads it (`history/chain-history.ts`): what each block's
 * emulator used and every account's state after each masterchain block, so that v2's `seqno`
 * parameters and v3's `rand_seed` answer as TON Center does for an archival node.
 */
export interface ChainHistoryReader {
  /**
   * The first masterchain seqno whose account states are all kept: 0 for a chain built by this
   * version; for a `--db` file from before, the block it was first reopened at.
   */
  statesFrom(): number;
  /**
   * The whole ShardAccount cell of `address` as it stood after masterchain block `mcSeqno`
   * (`account_none` with a zero last transaction when it did not exist then). The caller checks
   * `mcSeqno` against `statesFrom()` and the tip. Throws when the stored state is damaged.
   */
  shardAccountAt(address: Address, mcSeqno: number): Cell;
  /** The random seed the emulator ran a block's transactions with; null when not recorded. */
  randSeed(block: { workchain: number; shard: bigint; seqno: number }): Buffer | null;
  /**
   * The configuration's BoC as of masterchain block `mcSeqno` (the one its transactions ran
   * with; the nearest earlier block's when that block has no record); null when none is.
   */
  configBocAt(mcSeqno: number): Buffer | null;
  /** The library dictionary (HashmapE 256 ^Cell) as of masterchain block `mcSeqno`, or null. */
  libsAt(mcSeqno: number): Cell | null;
}
