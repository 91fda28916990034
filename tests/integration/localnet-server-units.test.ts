import { describe, expect, it } from 'vitest';
import { KeyChecker, extractApiKey, keyIdOf } from '../../electron/localnet/server/auth';
import { FaultInjector, parseFaultSpecs } from '../../electron/localnet/server/faults';
import { RateLimiter } from '../../electron/localnet/server/rate-limit';

/** The server's building blocks on their own: rate buckets, key checks, fault rules. */

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RateLimiter', () => {
  it('lets a client at exactly 1 request/s through and refuses a burst', () => {
    const c = clock();
    const rl = new RateLimiter(c.now);
    const results: boolean[] = [];
    for (let i = 0; i < 20; i++) {
      results.push(rl.take('ip:a', 1));
      c.advance(1000);
    }
    expect(results.every(Boolean)).toBe(true);
    expect(rl.take('ip:b', 1)).toBe(true);
    expect(rl.take('ip:b', 1)).toBe(false);
    expect(rl.take('ip:b', 1)).toBe(false);
  });

  it('tolerates arrival jitter without letting the sustained rate exceed rps', () => {
    const c = clock();
    const rl = new RateLimiter(c.now);
    // A 1 rps client seen through server-side delays of 0..700 ms: gaps of 300 ms and 1700 ms.
    let allowed = 0;
    for (let i = 0; i < 40; i++) {
      if (rl.take('ip:a', 1)) allowed++;
      c.advance(i % 2 === 0 ? 1700 : 300);
    }
    expect(allowed).toBe(40);
    // Back-to-back requests are refused.
    expect(rl.take('ip:b', 1)).toBe(true);
    c.advance(100);
    expect(rl.take('ip:b', 1)).toBe(false);
    // 800 ms apart is 1.25 rps: some must be refused, and no more than 1/s get through.
    const rl2 = new RateLimiter(c.now);
    let ok = 0;
    for (let i = 0; i < 100; i++) {
      if (rl2.take('ip:a', 1)) ok++;
      c.advance(800);
    }
    expect(ok).toBeLessThanOrEqual(Math.floor((100 * 800) / 1000) + 1);
    expect(ok).toBeLessThan(100);
  });

  it('keeps clients apart and gives a key its own rate', () => {
    const c = clock();
    const rl = new RateLimiter(c.now);
    let ok = 0;
    for (let i = 0; i < 15; i++) if (rl.take('key:x', 10)) ok++;
    expect(ok).toBe(10);
    expect(rl.take('ip:other', 1)).toBe(true);
  });
});

describe('KeyChecker', () => {
  const keys = [
    { key: 'good', network: 'local', rps: 5 },
    { key: 'foreign', network: 'mainnet', rps: 5 },
  ];
  const checker = new KeyChecker(keys, 'local', 1);

  it('answers 401 for an unknown key, 403 for another network, the key rate otherwise', () => {
    expect(checker.check('nope', '1.2.3.4')).toMatchObject({
      ok: false,
      status: 401,
      error: 'API key does not exist',
    });
    expect(checker.check('foreign', '1.2.3.4')).toMatchObject({
      ok: false,
      status: 403,
      error: 'Network not allowed',
    });
    expect(checker.check('good', '1.2.3.4')).toMatchObject({ ok: true, rps: 5 });
    expect(checker.check(null, '1.2.3.4')).toMatchObject({
      ok: true,
      rps: 1,
      clientId: 'ip:1.2.3.4',
    });
  });

  it('takes the key from the header or api_key, and logs only a key id', () => {
    expect(extractApiKey({ 'x-api-key': 'h' }, { api_key: 'q' })).toBe('h');
    expect(extractApiKey({}, { api_key: 'q' })).toBe('q');
    expect(extractApiKey({}, {})).toBeNull();
    expect(keyIdOf('good')).not.toContain('good');
    expect(keyIdOf('good')).toBe(keyIdOf('good'));
  });
});

describe('faults', () => {
  it('parses the --faults text form', () => {
    expect(
      parseFaultSpecs('503:2:/api/v2/getMasterchainInfo,429+retry=3,hang=200:1,reset'),
    ).toEqual([
      {
        kind: '503',
        count: 2,
        path: '/api/v2/getMasterchainInfo',
        retryAfter: undefined,
        hangMs: undefined,
      },
      { kind: '429', count: 1, path: undefined, retryAfter: 3, hangMs: undefined },
      { kind: 'hang', count: 1, path: undefined, retryAfter: undefined, hangMs: 200 },
      { kind: 'reset', count: 1, path: undefined, retryAfter: undefined, hangMs: undefined },
    ]);
    expect(() => parseFaultSpecs('404:1')).toThrow(/unknown kind/);
    expect(() => parseFaultSpecs('500:x')).toThrow(/count/);
  });

  it('applies rules to the next N matching requests only', () => {
    const f = new FaultInjector();
    f.inject([{ kind: '500', count: 2, path: 'getMasterchainInfo' }, { kind: 'reset' }]);
    expect(f.take('/api/v2/getMasterchainInfo')?.kind).toBe('500');
    expect(f.take('/api/v3/blocks')?.kind).toBe('reset');
    expect(f.take('/api/v3/blocks')).toBeNull();
    expect(f.take('/api/v2/getMasterchainInfo')?.kind).toBe('500');
    expect(f.take('/api/v2/getMasterchainInfo')).toBeNull();
  });
});
