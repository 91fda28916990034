import { beginCell, Cell, Dictionary, loadTransaction, type Transaction } from '@ton/core';
import {
  Executor,
  type ExecutorVerbosity,
  type PrevBlocksInfo,
  type ExecutorEmulationResult as EmulationResult,
} from '@ton/sandbox';

/**
 * The transaction emulator (@ton/sandbox's `Executor`: TON's own emulator built to
 * WebAssembly) for replay and what-if, one per process, created on first use. A WebAssembly
 * trap leaves the instance unusable, so the next run gets a fresh one.
 */

/** Everything one emulated transaction depends on. */
export interface EmulationInput {
  /** The ShardAccount before the transaction. */
  shardAccount: Cell;
  /** The in-message; null for a tick-tock transaction (then `tock` says which). */
  message: Cell | null;
  tock?: boolean;
  /** Configuration dictionary, base64 BoC. */
  config: string;
  libs: Cell | null;
  /** Unix seconds (the block's time). */
  now: number;
  /** The transaction's lt (the emulator starts its lt there). */
  lt: bigint;
  /** The block's random seed (32 bytes); zero when unknown. */
  randSeed: Buffer;
  prevBlocks?: PrevBlocksInfo;
  /** VM log detail (`full_location_stack` for the step view, `full` for instructions only). */
  verbosity: ExecutorVerbosity;
}

/** One emulation's result: the transaction and the state after it, or why there is none. */
export type EmulationOutput =
  | { ok: true; tx: Transaction; shardAccount: Cell; vmLog: string }
  | { ok: false; error: string; vmLog: string; exitCode: number | null };

let shared: Promise<Executor> | null = null;

/**
 * The `libs` given when a transaction needs none. The emulator instance keeps the last
 * libraries it was given when the next call gives none, so a replay without libraries would
 * see a previous replay's: this dictionary replaces them. Its one entry is the empty cell
 * under its own hash, which is what a library of that hash is.
 */
export const NO_LIBRARIES = beginCell()
  .storeDictDirect(
    Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell()).set(
      BigInt(`0x${Cell.EMPTY.hash().toString('hex')}`),
      Cell.EMPTY,
    ),
  )
  .endCell();

/** The process's emulator instance (created on first use; preflight's sandbox runs on it too). */
export function executor(): Promise<Executor> {
  shared ??= Executor.create().catch((e: unknown) => {
    shared = null;
    throw e;
  });
  return shared;
}

/** Drops the instance after a WebAssembly trap (a `RuntimeError`): the next use gets a fresh one. */
export function forgetExecutorAfter(e: unknown): void {
  if ((e as Error)?.name === 'RuntimeError') shared = null;
}

/**
 * The previous blocks' info given when it was not read. Like `libs`, the emulator keeps the
 * last info it was given when a call gives none; this empty list (and a zero key block)
 * replaces it, so a contract that reads it sees no blocks rather than another replay's.
 */
export const NO_PREV_BLOCKS: PrevBlocksInfo = {
  lastMcBlocks: [],
  prevKeyBlock: {
    workchain: -1,
    shard: 0x8000000000000000n,
    seqno: 0,
    rootHash: Buffer.alloc(32),
    fileHash: Buffer.alloc(32),
  },
};

/** The emulator's build (its commit and date), for the replay's inputs. */
export async function emulatorVersion(): Promise<string> {
  const v = (await executor()).getVersion();
  return `${v.commitHash.slice(0, 12)} (${v.commitDate})`;
}

/** Runs one transaction in the emulator. */
export async function emulate(input: EmulationInput): Promise<EmulationOutput> {
  const ex = await executor();
  const common = {
    config: input.config,
    libs: input.libs ?? NO_LIBRARIES,
    verbosity: input.verbosity,
    shardAccount: input.shardAccount.toBoc().toString('base64'),
    now: input.now,
    lt: input.lt,
    randomSeed: input.randSeed,
    ignoreChksig: false,
    debugEnabled: false,
    prevBlocksInfo: input.prevBlocks ?? NO_PREV_BLOCKS,
  };
  let res: EmulationResult;
  try {
    res = input.message
      ? await ex.runTransaction({ ...common, message: input.message })
      : await ex.runTickTock({ ...common, which: input.tock ? 'tock' : 'tick' });
  } catch (e) {
    if ((e as Error).name === 'RuntimeError') shared = null; // a trap: a fresh instance next time
    return {
      ok: false,
      error: `the emulator failed: ${(e as Error).message}`,
      vmLog: '',
      exitCode: null,
    };
  }
  const r = res.result;
  if (!r.success) {
    return {
      ok: false,
      error: r.error,
      vmLog: r.vmResults?.vmLog ?? '',
      exitCode: r.vmResults?.vmExitCode ?? null,
    };
  }
  const cell = Cell.fromBase64(r.transaction);
  return {
    ok: true,
    tx: loadTransaction(cell.beginParse()),
    shardAccount: Cell.fromBase64(r.shardAccount),
    vmLog: r.vmLog,
  };
}
