import { describe, expect, it } from 'vitest';
import { HttpError } from '../../electron/client/errors';
import { Throttle, type ThrottleFailure } from '../../electron/services/throttle';
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

describe('Throttle', () => {
  it('spaces starts at the rate (token bucket of one)', async () => {
    const t = new Throttle({ rps: 20 });
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, () =>
        t.schedule({
          priority: 'interactive',
          send: false,
          run: async () => void starts.push(performance.now()),
        }),
      ),
    );
    // The bucket spaces its tokens 52.5 ms apart (50 ms + margin); a run may begin a little
    // after its token on a loaded machine, so check the mean spacing, which such a delay of
    // the first run cannot push below the rate.
    const meanGap = (starts.at(-1)! - starts[0]!) / (starts.length - 1);
    expect(meanGap).toBeGreaterThanOrEqual(49);
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
    await Promise.all(all);
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
    const t0 = performance.now();
    await a;
    await c;
    // c took b's slot: one interval after a, not two.
    expect(performance.now() - t0).toBeLessThan(190);
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
    await new Promise((r) => setTimeout(r, 10));
    expect(t.snapshot().inFlight).toBe(1);
    t.cancel('x');
    const err = (await p.catch((e: unknown) => e)) as ThrottleFailure;
    expect(err.error).toMatchObject({ code: 'CANCELLED' });
    expect(t.snapshot().inFlight).toBe(0);
    t.close();
  });

  it('backs off on 429 using Retry-After, pausing the whole profile, then succeeds', async () => {
    const t = new Throttle({ rps: 100, retry: fast });
    let calls = 0;
    const times: number[] = [];
    const out = await t.schedule({
      priority: 'interactive',
      send: false,
      run: async () => {
        times.push(performance.now());
        if (++calls === 1) throw rateLimited(300);
        return 'ok';
      },
    });
    expect(out.value).toBe('ok');
    expect(out.retries).toBe(1);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(295);
    t.close();
  });

  it('gives up with RATE_LIMITED after the bound, never silently', async () => {
    const t = new Throttle({ rps: 100, retry: { ...fast, maxRateLimitRetries: 2 } });
    let calls = 0;
    const err = (await t
      .schedule({
        priority: 'interactive',
        send: false,
        run: async () => {
          calls++;
          throw rateLimited();
        },
      })
      .catch((e: unknown) => e)) as ThrottleFailure;
    expect(err.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(err.retries).toBe(2);
    expect(calls).toBe(3);
    t.close();
  });

  it('retries reads on transient failures with a bound, never a send', async () => {
    const t = new Throttle({ rps: 100, retry: { ...fast, maxTransientRetries: 2 } });
    let reads = 0;
    const read = await t.schedule({
      priority: 'interactive',
      send: false,
      run: async () => {
        if (++reads < 3) throw new HttpError({ code: 'SERVER', message: '503', status: 503 }, true);
        return reads;
      },
    });
    expect(read.value).toBe(3);
    let sends = 0;
    for (const err of [
      new HttpError({ code: 'NETWORK', message: 'reset' }, true),
      rateLimited(10),
    ]) {
      const failure = (await t
        .schedule({
          priority: 'interactive',
          send: true,
          run: async () => {
            sends++;
            throw err;
          },
        })
        .catch((e: unknown) => e)) as ThrottleFailure;
      expect(failure.error).toBe(err);
      expect(failure.retries).toBe(0);
    }
    expect(sends).toBe(2);
    // Non-transient errors (e.g. 4xx) fail at once.
    let bad = 0;
    await t
      .schedule({
        priority: 'interactive',
        send: false,
        run: async () => {
          bad++;
          throw new HttpError({ code: 'BAD_REQUEST', message: '422', status: 422 });
        },
      })
      .catch(() => undefined);
    expect(bad).toBe(1);
    t.close();
  });
});
