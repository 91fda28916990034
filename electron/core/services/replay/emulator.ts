import { Cell, loadTransaction, type Transaction } from '@ton/core';
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

function executor(): Promise<Executor> {
  shared ??= Executor.create().catch((e: unknown) => {
    shared = null;
    throw e;
  });
  return shared;
}

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
    libs: input.libs,
    verbosity: input.verbosity,
    shardAccount: input.shardAccount.toBoc().toString('base64'),
    now: input.now,
    lt: input.lt,
    randomSeed: input.randSeed,
    ignoreChksig: false,
    debugEnabled: false,
    ...(input.prevBlocks ? { prevBlocksInfo: input.prevBlocks } : {}),
  };
  let res: EmulationResult;
  try {
    res = input.message
      ? await ex.runTransaction({ ...common, message: input.message })
      : await ex.runTickTock({ ...common, which: input.tock ? 'tock' : 'tick' });
  } catch (e) {
    if ((e as Error).name === 'RuntimeError') shared = null; // a trap: a fresh instance next time
    return { ok: false, error: `the emulator failed: ${(e as Error).message}`, vmLog: '', exitCode: null };
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
