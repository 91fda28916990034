import { AppError, isRetryable } from '../../../shared/ipc/errors';

/** How failed attempts are retried. Times in ms. */
export interface RetryPolicy {
  /** 429: retries before giving up with RATE_LIMITED. */
  maxRateLimitRetries: number;
  /** Other retryable codes (`isRetryable`: 5xx, resets, timeouts, non-JSON bodies): retries
   * for reads. */
  maxTransientRetries: number;
  /** First backoff step; doubled per retry, capped at `maxDelayMs`, with full jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRateLimitRetries: 6,
  maxTransientRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

/** What to do after a failed attempt. */
export type RetryDecision =
  { retry: false } | { retry: true; delayMs: number; kind: 'rate-limit' | 'transient' };

/** Retry counts of one request so far. */
export interface RetryCounters {
  rateLimit: number;
  transient: number;
}

/** Exponential backoff with jitter: between half and the whole of base·2^n, capped. */
export function backoffDelay(
  policy: RetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Decides whether a failed attempt is retried: the app's only retry layer. Sends (sendBoc,
 * sendBocReturnHash, v3 message) never are. 429 backs off (Retry-After when the server sent one,
 * else exponential with jitter). The other codes `isRetryable` accepts are retried with a bound.
 * Everything else (4xx, auth, schema mismatch, `OFFLINE`, cancellation) fails at once.
 */
export function decideRetry(
  err: unknown,
  send: boolean,
  counters: RetryCounters,
  policy: RetryPolicy,
  random: () => number = Math.random,
): RetryDecision {
  if (send || !(err instanceof AppError)) return { retry: false };
  if (err.code === 'RATE_LIMITED') {
    if (counters.rateLimit >= policy.maxRateLimitRetries) return { retry: false };
    const delayMs =
      err.retryAfterMs ??
      backoffDelay(
        { ...policy, baseDelayMs: Math.max(policy.baseDelayMs, 1000) },
        counters.rateLimit,
        random,
      );
    return { retry: true, delayMs: Math.min(delayMs, policy.maxDelayMs * 4), kind: 'rate-limit' };
  }
  if (isRetryable(err.code)) {
    if (counters.transient >= policy.maxTransientRetries) return { retry: false };
    return {
      retry: true,
      delayMs: backoffDelay(policy, counters.transient, random),
      kind: 'transient',
    };
  }
  return { retry: false };
}
