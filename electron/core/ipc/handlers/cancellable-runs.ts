import { AppError } from '../../../../shared/ipc/errors';

/**
 * Runs the user can stop by an id they chose (an auto-trace, a public-key read): each run's
 * signal aborts when its cancel channel asks, or when the transport's signal does (the caller
 * went away).
 */
export class CancellableRuns {
  private readonly runs = new Map<string, AbortController>();

  /** `what` names a run in the CONFLICT error ("trace": "This trace is running already."). */
  constructor(private readonly what: string) {}

  /** Runs `work` under `id`; throws CONFLICT when a run of that id is running already. */
  async run<T>(
    id: string,
    transport: AbortSignal,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    if (this.runs.has(id)) {
      throw new AppError({ code: 'CONFLICT', message: `This ${this.what} is running already.` });
    }
    const stop = new AbortController();
    const onGone = () => stop.abort();
    transport.addEventListener('abort', onGone);
    this.runs.set(id, stop);
    try {
      return await work(stop.signal);
    } finally {
      this.runs.delete(id);
      transport.removeEventListener('abort', onGone);
    }
  }

  /** {@link run} under `id` when there is one; else `work` under the transport's signal alone. */
  runMaybe<T>(
    id: string | undefined,
    transport: AbortSignal,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    return id === undefined ? work(transport) : this.run(id, transport, work);
  }

  /** Stops the run `id`; `cancelled` is false when none of that id is running. */
  cancel(id: string): { cancelled: boolean } {
    const run = this.runs.get(id);
    run?.abort();
    return { cancelled: !!run };
  }
}
