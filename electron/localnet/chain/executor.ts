import { Executor } from '@ton/sandbox';
import { PrevBlocksCache } from './prev-blocks-param';
import type {
  ExecutorEmulationResult as EmulationResult,
  ExecutorGetMethodArgs as GetMethodArgs,
  ExecutorGetMethodResult as GetMethodResult,
  IExecutor,
  ExecutorRunTickTockArgs as RunTickTockArgs,
  ExecutorRunTransactionArgs as RunTransactionArgs,
} from '@ton/sandbox';

/**
 * The emulator trapped (a WebAssembly runtime error inside the TVM / transaction emulator).
 * The instance that trapped has been replaced; only the request that caused it fails.
 */
export class EmulatorTrapError extends Error {
  constructor(cause: unknown) {
    super(`the emulator failed on this input and was restarted: ${(cause as Error).message}`);
    this.name = 'EmulatorTrapError';
  }
}

/**
 * An emulator that survives its own crashes. A trap leaves a WebAssembly instance's memory in an
 * unknown state, so every later call on it could fail or lie: on a trap this drops the instance,
 * creates a fresh one (the emulator keeps no chain state: every call carries the account, config
 * and message), logs it, and rejects only the call that trapped with {@link EmulatorTrapError}.
 */
export class ResilientExecutor implements IExecutor {
  private current: Promise<Executor>;
  /**
   * A second instance, created in the background and kept warm: on a trap it takes over at
   * once, so the requests after the one that trapped never wait for (or fail during) the
   * several seconds an emulator takes to start; a new spare is then made in the background.
   */
  private spare: Promise<Executor>;
  /** How many times the emulator was replaced after a trap. */
  restarts = 0;
  /** Each block's previous-blocks info, serialized once for all its transactions. */
  private readonly prevBlocks = new PrevBlocksCache();

  constructor(
    private readonly log: (line: string) => void = (l) => console.error(l),
    private readonly create: () => Promise<Executor> = () => Executor.create(),
  ) {
    this.current = this.start();
    this.spare = this.start();
  }

  runGetMethod(args: GetMethodArgs): Promise<GetMethodResult> {
    return this.guard((ex) => ex.runGetMethod(args));
  }

  runTickTock(args: RunTickTockArgs): Promise<EmulationResult> {
    return this.guard((ex) => ex.runTickTock(args));
  }

  runTransaction(args: RunTransactionArgs): Promise<EmulationResult> {
    return this.guard((ex) => this.prevBlocks.runTransaction(ex, args));
  }

  /** Resolves once an emulator instance is ready (startup cost paid up front). */
  async ready(): Promise<void> {
    await this.current;
  }

  /** Starts creating an emulator; a failure surfaces at the next call that uses it, not as an
   * unhandled rejection. */
  private start(): Promise<Executor> {
    const p = this.create();
    p.catch(() => undefined);
    return p;
  }

  private async guard<T>(run: (ex: Executor) => Promise<T>): Promise<T> {
    const used = this.current;
    const ex = await used;
    try {
      return await run(ex);
    } catch (e) {
      if (!isTrap(e)) throw e;
      // Concurrent calls on the instance that trapped replace it once.
      if (this.current === used) {
        this.current = this.spare;
        this.spare = this.start();
        this.restarts++;
        this.log(`[localnet] emulator trapped (${e.message}); the warm spare took over`);
      }
      throw new EmulatorTrapError(e);
    }
  }
}

/** A WebAssembly trap (`WebAssembly.RuntimeError`: out-of-bounds access, unreachable, abort). */
function isTrap(e: unknown): e is Error {
  return e instanceof Error && e.name === 'RuntimeError';
}
