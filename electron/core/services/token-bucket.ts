/**
 * A token bucket of capacity 1: requests start at most `rps` per second, evenly spaced, with a
 * small safety margin (`marginRatio` of the interval) so the server (which measures arrival
 * times) never sees more than its rate. `pauseUntil` holds every start back after a 429.
 *
 * A start that comes late (a timer fires a millisecond or more late, far more under load)
 * keeps the schedule when it is at most {@link lateSlackMs} late: the next is due one interval
 * after this one was due, not after it ran, so lateness does not add up into a lower rate (at
 * 100 requests/s, 1 ms late a tick is 10% slower). Any one-second window still holds at most
 * `rps` starts: `rps` intervals span 1000 x (1 + marginRatio) ms, and the slack stays inside
 * that margin. A start later than that starts the schedule again (an idle bucket gives no burst).
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
    return base + base * this.marginRatio;
  }

  /** How late a start may be and still keep the schedule, ms: 80% of a second's margin. */
  get lateSlackMs(): number {
    return 0.8 * 1000 * this.marginRatio;
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

  /**
   * Takes the token; call only when {@link waitMs} is 0. A start at most {@link lateSlackMs}
   * late keeps the schedule (the next token is due one interval after this one was); a later
   * one starts it again from now.
   */
  take(): void {
    const t = this.now();
    const late = t - this.nextAt;
    this.nextAt = (late >= 0 && late <= this.lateSlackMs ? this.nextAt : t) + this.intervalMs;
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
