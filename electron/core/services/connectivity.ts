import type { ConnectivityState } from '../../../shared/ipc/channels/api';
import { AppError } from '../../../shared/ipc/errors';

/** Options of {@link Connectivity}. Times in ms. */
export interface ConnectivityOptions {
  /**
   * One cheap request to the profile's server at background priority, bypassing the offline
   * gate. It reports its own outcome through {@link Connectivity.reachable} /
   * {@link Connectivity.unreachable} (the API service does that for every request); its promise
   * only says when it is over.
   */
  probe(): Promise<unknown>;
  /** Called after every change of {@link Connectivity.state}. */
  onChange(state: ConnectivityState): void;
  /** First probe delay after going offline; doubled per failed probe up to `maxProbeDelayMs`. */
  probeDelayMs?: number;
  maxProbeDelayMs?: number;
  now?: () => number;
}

/**
 * Whether one profile's server can be reached, as its requests find out: a name that does not
 * resolve, a refused connection or an unreachable network (`OFFLINE` from the transport) marks
 * the profile offline at once; any HTTP answer (whatever its status) marks it online. While
 * offline, requests fail fast with `OFFLINE` (the throttle asks {@link offlineError}) and a
 * probe, backing off from `probeDelayMs` to `maxProbeDelayMs`, finds when the server is back.
 */
export class Connectivity {
  private current: ConnectivityState = {
    status: 'online',
    lastReachableAt: null,
    offlineSince: null,
    reason: null,
    nextProbeAt: null,
  };
  private failedProbes = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private probing = false;
  private closed = false;
  private readonly now: () => number;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly opts: ConnectivityOptions) {
    this.now = opts.now ?? Date.now;
  }

  get state(): ConnectivityState {
    return this.current;
  }

  /** The error a request fails with while the profile is offline; null while online. */
  offlineError(): AppError | null {
    if (this.current.status === 'online') return null;
    return new AppError({
      code: 'OFFLINE',
      message: `Offline: ${this.current.reason ?? 'the server cannot be reached'}.`,
    });
  }

  /** The server answered (any HTTP status): online from now on. */
  reachable(): void {
    const at = this.now();
    if (this.current.status === 'online') {
      this.current = { ...this.current, lastReachableAt: at };
      return; // not a change anyone shows live; no event per request
    }
    this.clearTimer();
    this.failedProbes = 0;
    this.current = {
      status: 'online',
      lastReachableAt: at,
      offlineSince: null,
      reason: null,
      nextProbeAt: null,
    };
    this.opts.onChange(this.current);
    for (const w of [...this.waiters]) w();
    this.waiters.clear();
  }

  /** A request found the server unreachable (`OFFLINE`): offline now, probing until it answers. */
  unreachable(reason: string): void {
    if (this.closed) return;
    if (this.current.status === 'offline') {
      if (!this.probing && this.timer) return; // a probe is already scheduled
    } else {
      this.failedProbes = 0;
    }
    this.current = {
      ...this.current,
      status: 'offline',
      offlineSince: this.current.offlineSince ?? this.now(),
      reason,
    };
    this.scheduleProbe();
    this.opts.onChange(this.current);
  }

  /** Resolves when the profile is online (at once when it is). */
  whenOnline(): Promise<void> {
    if (this.current.status === 'online') return Promise.resolve();
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  /** Stops probing. */
  close(): void {
    this.closed = true;
    this.clearTimer();
  }

  private scheduleProbe(): void {
    this.clearTimer();
    const base = this.opts.probeDelayMs ?? 1_000;
    const delay = Math.min(this.opts.maxProbeDelayMs ?? 30_000, base * 2 ** this.failedProbes);
    this.current = { ...this.current, nextProbeAt: this.now() + delay };
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runProbe();
    }, delay);
  }

  private async runProbe(): Promise<void> {
    if (this.closed || this.current.status === 'online') return;
    this.probing = true;
    this.failedProbes++;
    try {
      await this.opts.probe();
    } catch {
      // The outcome arrives through reachable()/unreachable(); other failures (a timeout, a
      // reset) leave the state as it is and the next probe tries again.
    } finally {
      this.probing = false;
    }
    if (!this.closed && this.current.status === 'offline' && !this.timer) {
      this.scheduleProbe();
      this.opts.onChange(this.current);
    }
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
