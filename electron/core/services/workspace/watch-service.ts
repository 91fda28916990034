import type { Network } from '../../../../shared/profiles';
import type { WatchAlert } from '../../../../shared/workspace/watch';
import { pollWatches, type WatchApi } from './watch-poller';
import type { WatchStore } from './watch-store';

/** Shows an alert outside the app (Electron's Notification; absent in the web shell). */
export type AlertNotifier = (alert: WatchAlert, network: Network) => void;

export interface WatchServiceOptions {
  store: WatchStore;
  /** The profile polled for a network (the active one when it is on that network), or null. */
  profileFor(network: Network): string | null;
  /** `profileId`'s typed v3 functions at background priority (through its throttle). */
  v3(profileId: string): WatchApi;
  /** Poll interval, ms (default 30 000; env TON_EXPLORER_WATCH_INTERVAL_MS in tests). */
  intervalMs?: number;
  /** Longest back-off while polls fail (offline), ms (default 5 minutes). */
  maxBackoffMs?: number;
  onAlerts?(network: Network, added: WatchAlert[]): void;
  /** The user's label of an address on a network (named in the alerts), or null. */
  labelOf?(network: Network, raw: string): string | null;
  notify?: AlertNotifier;
}

/**
 * The background poller of watched accounts: every interval, each network with watches is
 * polled through its profile at background priority (so it never starves what the user is
 * looking at). A failed poll (offline, rate limited) doubles the wait up to the maximum.
 */
export class WatchService {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private failures = 0;
  private closed = false;
  readonly intervalMs: number;

  constructor(private readonly opts: WatchServiceOptions) {
    this.intervalMs = opts.intervalMs ?? 30_000;
  }

  start(): void {
    if (!this.closed && !this.timer) this.schedule(Math.min(2_000, this.intervalMs));
  }

  /** Polls now (also used after a watch is added, so its position is recorded at once). */
  pollNow(): Promise<void> {
    this.running ??= this.pollAll().finally(() => (this.running = null));
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pollNow().finally(() => {
        if (this.closed) return;
        const backoff = Math.min(
          this.opts.maxBackoffMs ?? 300_000,
          this.intervalMs * 2 ** Math.min(this.failures, 10),
        );
        this.schedule(this.failures ? backoff : this.intervalMs);
      });
    }, ms);
    this.timer.unref?.();
  }

  private async pollAll(): Promise<void> {
    let failed = false;
    for (const network of this.opts.store.networks()) {
      const profileId = this.opts.profileFor(network);
      if (!profileId) continue;
      try {
        const labelOf = this.opts.labelOf;
        const { added } = await pollWatches(
          network,
          this.opts.store,
          this.opts.v3(profileId),
          labelOf ? (raw) => labelOf(network, raw) : undefined,
        );
        if (added.length) {
          this.opts.onAlerts?.(network, added);
          for (const a of added) this.opts.notify?.(a, network);
        }
      } catch {
        failed = true; // offline or refused: nothing committed, the next poll retries
      }
    }
    this.failures = failed ? this.failures + 1 : 0;
  }
}
