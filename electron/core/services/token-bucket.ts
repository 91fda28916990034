/**
 * A token bucket of capacity 1: requests start at most `rps` per second, evenly spaced, with a
 * small safety margin so the server (which measures arrival times) never sees two starts
 * closer than its limit. `pauseUntil` holds every start back after a 429.
 */
export class TokenBucket {
  private rps: number;
  private nextAt = 0;
  private pausedUntil = 0;

  constructor(
    rps: number,
    private readonly marginRatio = 0.05,
    private readonly now: () => number = Date.now,
  ) {
    this.rps = rps;
  }

  /** Milliseconds between two starts at the current rate, margin included. */
  get intervalMs(): number {
    const base = 1000 / this.rps;
    return base + Math.max(2, base * this.marginRatio);
  }

  get rate(): number {
    return this.rps;
  }

  /** Changes the rate; the spacing of the next start follows the new rate. */
  setRate(rps: number): void {
    if (!(rps > 0)) throw new Error(`rate must be positive, got ${rps}`);
    const last = this.nextAt - this.intervalMs;
    this.rps = rps;
    this.nextAt = last + this.intervalMs;
  }

  /** Milliseconds until a token is available (0 = now). */
  waitMs(): number {
    const t = this.now();
    return Math.max(0, this.nextAt - t, this.pausedUntil - t);
  }

  /** Takes the token; call only when {@link waitMs} is 0. */
  take(): void {
    this.nextAt = Math.max(this.now(), this.nextAt) + this.intervalMs;
  }

  /** Holds every start until `at` (epoch ms), e.g. after a 429. */
  pauseUntil(at: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, at);
  }

  /** Epoch ms of the pause, or null when not paused. */
  pausedUntilAt(): number | null {
    return this.pausedUntil > this.now() ? this.pausedUntil : null;
  }
}
