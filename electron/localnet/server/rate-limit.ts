/**
 * Per-client request rate limiting (the seed's §8.1: 1 request/s without a key, the key's own
 * rate with one).
 *
 * A token bucket per client: capacity `rps` tokens (at least 1), refilled continuously at `rps`
 * tokens per second; a request takes one token. A client that waits 1/rps seconds between
 * requests therefore never trips it, a burst does. A grace of `GRACE_FRACTION` of a token
 * absorbs jitter between the client's clock and the moment the server's event loop sees the
 * request (under CPU load that is hundreds of ms); the bucket may then go that far negative, so
 * the sustained rate still cannot exceed `rps` and back-to-back requests still get 429.
 */

/**
 * Fraction of a token a request may be short of: at 1 rps, two requests still need 250 ms
 * between them, and up to 750 ms of arrival jitter (e.g. a block tick holding the event loop)
 * never turns a 1-request-per-second client's request into a 429.
 */
export const GRACE_FRACTION = 0.75;

interface Bucket {
  tokens: number;
  /** ms timestamp of the last refill. */
  at: number;
}

/** Token buckets keyed by client id (API key id or client IP). */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * Takes a token for `client` at rate `rps` (requests per second; `Infinity` = unlimited).
   * Returns true when the request may proceed, false when it must get 429.
   */
  take(client: string, rps: number): boolean {
    if (rps === Infinity) return true;
    if (!(rps > 0)) return false;
    const capacity = Math.max(1, rps);
    const t = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: capacity, at: t };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((t - bucket.at) / 1000) * rps);
    bucket.at = t;
    this.buckets.set(client, bucket);
    if (bucket.tokens < 1 - GRACE_FRACTION) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets every client (e.g. between tests). */
  reset(): void {
    this.buckets.clear();
  }
}
