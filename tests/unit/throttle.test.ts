import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../electron/core/client/errors';
import { Throttle, type ThrottleFailure } from '../../electron/core/services/throttle';
import { TokenBucket } from '../../electron/core/services/token-bucket';
import { AppError } from '../../shared/ipc/errors';

const fast = { baseDelayMs: 20, maxDelayMs: 200 };

function rateLimited(retryAfterMs?: number): HttpError {
  return new HttpError({
    code: 'RATE_LIMITED',
    message: '429',
    status: 429,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}

/** Settles `p` while the fake clock runs every timer it needs. */
async function settle<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  await vi.runAllTimersAsync();
  return p;
}

/** Schedules `run` as interactive work (a send or a read, as `send` says) and settles it. */
function settleInteractive<T>(t: Throttle, send: boolean, run: () => Promise<T>) {
  return settle(t.schedule({ priority: 'interactive', send, run }));
}

/** What `p` rejects with, as the throttle reports a job that failed. */
async function failureOf(p: Promise<unknown>): Promise<ThrottleFailure> {
  return (await p.catch((e: unknown) => e)) as ThrottleFailure;
}

// The throttle's clock and timers are faked: spacing and backoff are checked exactly, no sleeps.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Throttle', () => {
  it('spaces starts at the rate (token bucket of one)', async () => {
    const t = new Throttle({ rps: 20 });
    const starts: number[] = [];
    await settle(
      Promise.all(
        Array.from({ length: 6 }, () =>
          t.schedule({
            priority: 'interactive',
            send: false,
            run: async () => void starts.push(Date.now()),
          }),
        ),
      ),
    );
    // 50 ms per token plus the 5% margin (2.5 ms).
    const gaps = starts.slice(1).map((s, i) => s - starts[i]!);
    expect(gaps).toHaveLength(5);
    // Timers fire on whole milliseconds: each start is 52.5 ms after the last, rounded up.
    for (const gap of gaps) expect([52, 53]).toContain(gap);
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(5 * 52.5);
    t.close();
  });

  it('runs interactive work before queued background work', async () => {
    const t = new Throttle({ rps: 50 });
    const order: string[] = [];
    const job = (name: string, priority: 'interactive' | 'background') =>
      t.schedule({ priority, send: false, run: async () => void order.push(name) });
    const all = [
      job('bg1', 'background'),
      job('bg2', 'background'),
      job('bg3', 'background'),
      job('ui1', 'interactive'),
      job('ui2', 'interactive'),
    ];
    await settle(Promise.all(all));
    // bg1 takes the first token at once; the rest wait, and the interactive ones jump ahead.
    expect(order).toEqual(['bg1', 'ui1', 'ui2', 'bg2', 'bg3']);
    t.close();
  });

  it('cancels a queued job by id without using its slot', async () => {
    const t = new Throttle({ rps: 10 });
    const ran: string[] = [];
    const a = t.schedule({
      id: 'a',
      priority: 'interactive',
      send: false,
      run: async () => void ran.push('a'),
    });
    const b = t.schedule({
      id: 'b',
      priority: 'interactive',
      send: false,
      run: async () => void ran.push('b'),
    });
    const c = t.schedule({
      id: 'c',
      priority: 'interactive',
      send: false,
      run: async () => void ran.push('c'),
    });
    expect(t.cancel('b')).toBe(true);
    const bErr = await b.catch((e: ThrottleFailure) => e);
    expect((bErr as ThrottleFailure).error).toMatchObject({ code: 'CANCELLED' });
    const t0 = Date.now();
    await settle(Promise.all([a, c]));
    // c took b's slot: one interval (105 ms) after a, not two.
    expect(Date.now() - t0).toBe(105);
    expect(ran).toEqual(['a', 'c']);
    expect(t.cancel('b')).toBe(false);
    t.close();
  });

  it('aborts a running job by id', async () => {
    const t = new Throttle({ rps: 10 });
    const p = t.schedule({
      id: 'x',
      priority: 'interactive',
      send: false,
      run: (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () =>
            reject(new AppError({ code: 'CANCELLED', message: 'c' })),
          ),
        ),
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(t.snapshot().inFlight).toBe(1);
    t.cancel('x');
    const err = await failureOf(p);
    expect(err.error).toMatchObject({ code: 'CANCELLED' });
    expect(t.snapshot().inFlight).toBe(0);
    t.close();
  });

  it('backs off on 429 using Retry-After, pausing the whole profile, then succeeds', async () => {
    const t = new Throttle({ rps: 100, retry: fast });
    let calls = 0;
    const times: number[] = [];
    const out = await settleInteractive(t, false, async () => {
      times.push(Date.now());
      if (++calls === 1) throw rateLimited(300);
      return 'ok';
    });
    expect(out.value).toBe('ok');
    expect(out.retries).toBe(1);
    expect(times[1]! - times[0]!).toBe(300);
    t.close();
  });

  it('gives up with RATE_LIMITED after the bound, never silently', async () => {
    const t = new Throttle({ rps: 100, retry: { ...fast, maxRateLimitRetries: 2 } });
    let calls = 0;
    const err = await failureOf(
      settleInteractive(t, false, async () => {
        calls++;
        throw rateLimited();
      }),
    );
    expect(err.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(err.retries).toBe(2);
    expect(calls).toBe(3);
    t.close();
  });

  it('retries reads on transient failures with a bound, never a send', async () => {
    const t = new Throttle({ rps: 100, retry: { ...fast, maxTransientRetries: 2 } });
    let reads = 0;
    const read = await settleInteractive(t, false, async () => {
      if (++reads < 3) throw new HttpError({ code: 'SERVER', message: '503', status: 503 });
      return reads;
    });
    expect(read.value).toBe(3);
    let sends = 0;
    for (const err of [new HttpError({ code: 'NETWORK', message: 'reset' }), rateLimited(10)]) {
      const failure = await failureOf(
        settleInteractive(t, true, async () => {
          sends++;
          throw err;
        }),
      );
      expect(failure.error).toBe(err);
      expect(failure.retries).toBe(0);
    }
    expect(sends).toBe(2);
    // Errors a repeat cannot change fail at once: 4xx, a body of the wrong shape, OFFLINE.
    for (const code of ['BAD_REQUEST', 'BAD_RESPONSE', 'NOT_FOUND', 'OFFLINE'] as const) {
      let bad = 0;
      await settleInteractive(t, false, async () => {
        bad++;
        throw new HttpError({ code, message: code });
      }).catch(() => undefined);
      expect(bad, code).toBe(1);
    }
    t.close();
  });
});

describe('Throttle offline gate', () => {
  const offline = new AppError({ code: 'OFFLINE', message: 'Offline: cannot reach x.' });

  it('fails queued and backing-off jobs at once when the gate closes; probes still run', async () => {
    let gate: AppError | null = null;
    const t = new Throttle({ rps: 1, retry: fast, gate: () => gate });
    const ran: string[] = [];
    const job = (name: string, probe = false, fail = false) =>
      t.schedule({
        priority: 'interactive',
        send: false,
        probe,
        run: async () => {
          ran.push(name);
          if (fail) throw new HttpError({ code: 'SERVER', message: '503', status: 503 });
          return name;
        },
      });
    const first = job('first', false, true); // takes the token, fails, backs off
    const queued = [job('q1'), job('q2'), job('q3')];
    for (const p of [first, ...queued]) p.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.snapshot().queued).toBe(3);

    gate = offline;
    const t0 = Date.now();
    t.wake();
    for (const p of [first, ...queued]) {
      const failure = await failureOf(p);
      expect(failure.error).toBe(offline);
    }
    // No clock time passed: nothing waited for a token or a backoff.
    expect(Date.now()).toBe(t0);
    expect(ran).toEqual(['first']);
    expect(t.snapshot().queued).toBe(0);

    // New jobs fail at once too; the probe passes the gate.
    await expect(job('late').catch((e: ThrottleFailure) => e.error)).resolves.toBe(offline);
    expect((await settle(job('probe', true))).value).toBe('probe');
    gate = null;
    expect((await settle(job('back'))).value).toBe('back');
    expect(ran).toEqual(['first', 'probe', 'back']);
    t.close();
  });
});

describe('TokenBucket', () => {
  /** Start times when every start comes `lateMs(i)` after its token is free (a late timer). */
  function startsWith(rps: number, n: number, lateMs: (i: number) => number): number[] {
    let clock = 1_000_000;
    const bucket = new TokenBucket(rps, 0.05, () => clock);
    const starts: number[] = [];
    for (let i = 0; i < n; i++) {
      clock += bucket.waitMs() + lateMs(i);
      bucket.take();
      starts.push(clock);
    }
    return starts;
  }
  /** The most starts any one-second window holds. */
  const busiestSecond = (starts: number[]) =>
    Math.max(...starts.map((s) => starts.filter((x) => x >= s && x < s + 1000).length));

  it('keeps its rate when every start is a little late (timers fire late)', () => {
    for (const rps of [1, 10, 100]) {
      const n = rps * 20;
      // 1 to 3 ms late each time: at 100 requests/s, 10% to 30% of an interval.
      const starts = startsWith(rps, n, (i) => 1 + (i % 3));
      const rate = (n - 1) / ((starts.at(-1)! - starts[0]!) / 1000);
      expect(rate / rps).toBeGreaterThan(0.94);
      expect(busiestSecond(starts)).toBeLessThanOrEqual(rps);
    }
  });

  it('never puts more than its rate in a second, however late starts come', () => {
    for (const rps of [1, 10, 100]) {
      // Up to 60 ms late: past the slack (40 ms) the schedule starts again from the late start.
      const starts = startsWith(rps, rps * 10, (i) => (i * 37) % 61);
      expect(busiestSecond(starts)).toBeLessThanOrEqual(rps);
      const gaps = starts.slice(1).map((s, i) => s - starts[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives no burst after idling', () => {
    let clock = 0;
    const bucket = new TokenBucket(10, 0.05, () => clock);
    bucket.take();
    clock += 60_000;
    expect(bucket.waitMs()).toBe(0);
    bucket.take();
    expect(bucket.waitMs()).toBeCloseTo(105, 6);
  });
});
