import type { Blockchain } from '@ton/sandbox';

/**
 * Shared shapes of the local network (`electron/localnet/`). Two parts meet here:
 * - the chain + index (`chain/`, `scenario/`, `index/`, `local-network.ts`), and
 * - the HTTP server (`server/`: auth, limits, log, v2 and v3 routes, `cli.ts`).
 * The server must not import anything from the app's client (`electron/client/`) or
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
  /**
   * Validates a BoC as an external-in message to an existing or deployable account and queues
   * it for the next tick. Throws `LocalnetInputError` (with a toncenter-style message) on a BoC
   * that does not parse or is not external-in; nothing is queued then.
   */
  enqueueExternal(boc: Buffer): AcceptedMessage;
  /** Runs one block now: executes the queue, writes the block and the index. */
  tick(): Promise<TickResult>;
  /** Starts / stops the periodic block producer (no-op with `blockIntervalMs` 0). */
  startProducer(): void;
  stopProducer(): void;
  /** Stops the producer, flushes the index to `dbPath` if set, and releases resources. */
  close(): Promise<void>;
}

/** Bad input to the local network; the server turns it into a 4xx in toncenter's shape. */
export class LocalnetInputError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'LocalnetInputError';
    this.status = status;
  }
}
