import { AppError } from '../../../shared/ipc/errors';
import type { Priority } from '../../../shared/ipc/channels/api';
import {
  DEFAULT_RETRY_POLICY,
  decideRetry,
  type RetryCounters,
  type RetryPolicy,
} from './retry-policy';
import { TokenBucket } from './token-bucket';

/** A unit of work for the throttle: one request, attempted once per token. */
export interface ThrottleJob<T> {
  /** Cancellation id (the renderer's request id); generated when absent. */
  id?: string;
  priority: Priority;
  /** Sends are never retried. */
  send: boolean;
  /** One attempt; must honour `signal` (aborted on cancel). */
  run(signal: AbortSignal): Promise<T>;
  /** Aborts the job like {@link Throttle.cancel} (e.g. the IPC caller went away). */
  signal?: AbortSignal;
  /** The connectivity probe: passes the offline gate (see {@link ThrottleOptions.gate}). */
  probe?: boolean;
}

/** The outcome of a job with its bookkeeping for the request log. */
export interface ThrottleOutcome<T> {
  value: T;
  retries: number;
  queueWaitMs: number;
}

/** A failed job: the final error plus the same bookkeeping. */
export class ThrottleFailure extends Error {
  constructor(
    readonly error: unknown,
    readonly retries: number,
    readonly queueWaitMs: number,
  ) {
    super(error instanceof Error ? error.message : String(error));
    this.name = 'ThrottleFailure';
  }
}

/** Counters for the status bar. */
export interface ThrottleSnapshot {
  rps: number;
  queued: number;
  inFlight: number;
  retryAt: number | null;
}

export interface ThrottleOptions {
  rps: number;
  retry?: Partial<RetryPolicy>;
  /** Extra spacing between starts, as a share of the interval (default 5%). */
  marginRatio?: number;
  random?: () => number;
  now?: () => number;
  onChange?: (snapshot: ThrottleSnapshot) => void;
  /**
   * The profile's offline gate: while it returns an error (`OFFLINE`), every job but a probe
   * fails with it at once, queued and backing-off ones included, instead of waiting for a token.
   * Call {@link Throttle.wake} when its answer changes.
   */
  gate?: () => Error | null;
}

interface Entry {
  id: string;
  job: ThrottleJob<unknown>;
  controller: AbortController;
  counters: RetryCounters;
  queuedAt: number;
  queueWaitMs: number;
  timer: ReturnType<typeof setTimeout> | null;
  state: 'queued' | 'running' | 'backoff' | 'done';
  resolve(outcome: ThrottleOutcome<unknown>): void;
  reject(failure: ThrottleFailure): void;
}

let seq = 0;

/**
 * The one throttle of a profile: a token bucket at the profile's rate, a priority queue
 * (`interactive` before `background`, FIFO within), and the retry policy (429 backoff,
 * bounded transient retries for reads, never for sends). Every job is cancellable by id:
 * a queued job leaves the queue without taking a token, a running one is aborted.
 */
export class Throttle {
  private readonly bucket: TokenBucket;
  private readonly policy: RetryPolicy;
  private readonly lanes: Record<Priority, Entry[]> = { interactive: [], background: [] };
  private readonly entries = new Map<string, Entry>();
  private pumpTimer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = 0;
  private closed = false;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.bucket = new TokenBucket(options.rps, options.marginRatio, this.now);
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  }

  /** Changes the rate (requests per second), e.g. when a key is set or cleared. */
  setRate(rps: number): void {
    this.bucket.setRate(rps);
    this.changed();
    this.pump();
  }

  get rate(): number {
    return this.bucket.rate;
  }

  snapshot(): ThrottleSnapshot {
    return {
      rps: this.bucket.rate,
      queued: this.lanes.interactive.length + this.lanes.background.length,
      inFlight: this.inFlight,
      retryAt: this.bucket.pausedUntilAt(),
    };
  }

  /**
   * Queues a job. Resolves with its value and bookkeeping; rejects with {@link ThrottleFailure}
   * wrapping the final error (`AppError` `CANCELLED` when cancelled). Throws `AppError`
   * `CONFLICT` synchronously-in-promise when the id is already in use.
   */
  schedule<T>(job: ThrottleJob<T>): Promise<ThrottleOutcome<T>> {
    const id = job.id ?? `job-${++seq}`;
    if (this.closed)
      return Promise.reject(new ThrottleFailure(cancelled('The throttle is closed.'), 0, 0));
    const blocked = job.probe ? null : (this.options.gate?.() ?? null);
    if (blocked) return Promise.reject(new ThrottleFailure(blocked, 0, 0));
    if (this.entries.has(id)) {
      return Promise.reject(
        new ThrottleFailure(
          new AppError({ code: 'CONFLICT', message: `Request id ${id} is already in use.` }),
          0,
          0,
        ),
      );
    }
    return new Promise<ThrottleOutcome<T>>((resolve, reject) => {
      const onAbort = () => this.cancel(id);
      const detach = () => job.signal?.removeEventListener('abort', onAbort);
      const entry: Entry = {
        id,
        job: job as ThrottleJob<unknown>,
        controller: new AbortController(),
        counters: { rateLimit: 0, transient: 0 },
        queuedAt: this.now(),
        queueWaitMs: 0,
        timer: null,
        state: 'queued',
        // The caller's signal may outlive the job (a socket's, for every request it makes):
        // its listener goes when the job settles, or each request would leave one behind.
        resolve: (o: ThrottleOutcome<unknown>) => {
          detach();
          (resolve as (o: ThrottleOutcome<unknown>) => void)(o);
        },
        reject: (f: ThrottleFailure) => {
          detach();
          reject(f);
        },
      };
      this.entries.set(id, entry);
      if (job.signal) {
        if (job.signal.aborted) {
          this.finishCancelled(entry);
          return;
        }
        job.signal.addEventListener('abort', onAbort, { once: true });
      }
      this.lanes[job.priority].push(entry);
      this.changed();
      this.pump();
    });
  }

  /** Cancels a job by id: removed from the queue (its slot goes to the next job) or aborted. */
  cancel(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry || entry.state === 'done') return false;
    if (entry.state === 'running') {
      entry.controller.abort();
      return true; // the attempt rejects with CANCELLED and settles the entry
    }
    this.removeFromQueue(entry);
    if (entry.timer) clearTimeout(entry.timer);
    this.finishCancelled(entry);
    this.changed();
    this.pump();
    return true;
  }

  /** Re-reads the gate (the profile went offline or came back) and starts what may start. */
  wake(): void {
    this.pump();
  }

  /** Cancels everything and stops timers. */
  close(): void {
    this.closed = true;
    for (const id of [...this.entries.keys()]) this.cancel(id);
    if (this.pumpTimer) clearTimeout(this.pumpTimer);
    this.pumpTimer = null;
  }

  private removeFromQueue(entry: Entry): void {
    const lane = this.lanes[entry.job.priority];
    const i = lane.indexOf(entry);
    if (i >= 0) lane.splice(i, 1);
  }

  private finishCancelled(entry: Entry): void {
    entry.state = 'done';
    this.entries.delete(entry.id);
    entry.reject(new ThrottleFailure(cancelled(), retriesOf(entry), entry.queueWaitMs));
  }

  private next(): Entry | undefined {
    return this.lanes.interactive.shift() ?? this.lanes.background.shift();
  }

  /** Fails every waiting job but probes with the gate's error (the profile is offline). */
  private failBlocked(): void {
    const blocked = this.options.gate?.() ?? null;
    if (!blocked) return;
    let failed = false;
    for (const entry of [...this.entries.values()]) {
      if (entry.job.probe || (entry.state !== 'queued' && entry.state !== 'backoff')) continue;
      this.removeFromQueue(entry);
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
      entry.state = 'done';
      this.entries.delete(entry.id);
      entry.reject(new ThrottleFailure(blocked, retriesOf(entry), entry.queueWaitMs));
      failed = true;
    }
    if (failed) this.changed();
  }

  private pump(): void {
    if (this.pumpTimer) {
      clearTimeout(this.pumpTimer);
      this.pumpTimer = null;
    }
    this.failBlocked();
    while (this.lanes.interactive.length + this.lanes.background.length > 0) {
      const wait = this.bucket.waitMs();
      if (wait > 0) {
        this.pumpTimer = setTimeout(() => {
          this.pumpTimer = null;
          this.pump();
        }, wait);
        return;
      }
      const entry = this.next()!;
      this.bucket.take();
      void this.start(entry);
    }
  }

  private async start(entry: Entry): Promise<void> {
    entry.state = 'running';
    entry.queueWaitMs += this.now() - entry.queuedAt;
    this.inFlight++;
    this.changed();
    try {
      const value = await entry.job.run(entry.controller.signal);
      this.inFlight--;
      if (entry.controller.signal.aborted) return this.finishCancelled(entry);
      entry.state = 'done';
      this.entries.delete(entry.id);
      entry.resolve({ value, retries: retriesOf(entry), queueWaitMs: entry.queueWaitMs });
    } catch (err) {
      this.inFlight--;
      if (
        entry.controller.signal.aborted ||
        (err instanceof AppError && err.code === 'CANCELLED')
      ) {
        this.finishCancelled(entry);
      } else {
        this.afterFailure(entry, err);
      }
    } finally {
      this.changed();
      this.pump();
    }
  }

  private afterFailure(entry: Entry, err: unknown): void {
    const decision = this.closed
      ? ({ retry: false } as const)
      : decideRetry(err, entry.job.send, entry.counters, this.policy, this.random);
    if (!decision.retry) {
      entry.state = 'done';
      this.entries.delete(entry.id);
      entry.reject(new ThrottleFailure(err, retriesOf(entry), entry.queueWaitMs));
      return;
    }
    if (decision.kind === 'rate-limit') {
      entry.counters.rateLimit++;
      // The server says the profile is over its rate: hold every start, not just this one.
      this.bucket.pauseUntil(this.now() + decision.delayMs);
      this.requeueFront(entry);
      return;
    }
    entry.counters.transient++;
    entry.state = 'backoff';
    entry.timer = setTimeout(() => {
      entry.timer = null;
      this.requeueFront(entry);
      this.pump();
    }, decision.delayMs);
  }

  private requeueFront(entry: Entry): void {
    entry.state = 'queued';
    entry.queuedAt = this.now();
    // Retries are older than anything queued in their lane: they go first.
    this.lanes[entry.job.priority].unshift(entry);
    this.changed();
  }

  private changed(): void {
    this.options.onChange?.(this.snapshot());
  }
}

function retriesOf(entry: Entry): number {
  return entry.counters.rateLimit + entry.counters.transient;
}

function cancelled(message = 'The request was cancelled.'): AppError {
  return new AppError({ code: 'CANCELLED', message });
}
