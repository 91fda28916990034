import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileServices } from '../../electron/core/services/profile-services';
import { servicesWithProfileOn } from '../helpers/local-profile';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * The throttle against the local network's real enforcement (1 request/s per client without a
 * key, the key's rate with one): no request ever gets 429, and the bounds hold.
 */
const KEY = 'rate-test-key-0123456789abcdef';
const ln = localNetworkForSuite({
  anonymousRps: 1,
  keys: [{ key: KEY, network: 'local', rps: 10 }],
});
const dir = tempDirForSuite('client-rate-');
let services: ProfileServices;
let profileId: string;

beforeAll(async () => {
  ({ services, profileId } = await servicesWithProfileOn(ln, dir(), 'Rate'));
});

afterAll(async () => {
  await services?.close();
});

/**
 * `count` concurrent masterchainInfo calls (v2 and v3 in turn, at `priority(i)` when given):
 * their answers, the ms they took together and the server's log entries for them.
 */
async function burst(count: number, priority?: (i: number) => 'interactive' | 'background') {
  const from = ln.server.requestLog.length;
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      services.api.call({
        profileId,
        api: i % 2 ? 'v3' : 'v2',
        operation: i % 2 ? 'masterchainInfo' : 'getMasterchainInfo',
        ...(priority ? { priority: priority(i) } : {}),
      }),
    ),
  );
  const elapsed = performance.now() - started;
  return { results, elapsed, entries: ln.server.requestLog.slice(from) };
}

describe('throttle against the local network', () => {
  it('30 concurrent unkeyed calls all succeed, at most 1 per second, zero 429', async () => {
    ln.server.resetRateLimits();
    const { results, elapsed, entries } = await burst(30);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(entries).toHaveLength(30);
    expect(entries.filter((e) => e.status === 429)).toHaveLength(0);
    // 30 starts one second apart: the first at once, the last 29 s later.
    expect(elapsed).toBeGreaterThanOrEqual(29_000);
    // The spacing is judged by the server's own limiter (zero 429 above), not by its arrival
    // timestamps: on a loaded machine a delayed arrival shortens the next gap there although
    // the client started them more than a second apart.
    const log = services.api.log.list(profileId);
    expect(log.slice(-30).every((e) => e.retries === 0 && e.status === 200)).toBe(true);
  }, 90_000);

  it('with a key at 10 rps, 200 calls succeed with zero 429 and take at least 19.9 s', async () => {
    ln.server.resetRateLimits();
    const status = await services.setKey(profileId, KEY, 10);
    // Kept in the OS keychain (a real Secret Service here), not only in memory.
    expect(status).toEqual({ hasKey: true, last4: KEY.slice(-4), rps: 10, inMemory: false });
    const { results, elapsed, entries } = await burst(200, (i) =>
      i % 3 ? 'background' : 'interactive',
    );
    expect(results).toHaveLength(200);
    expect(entries).toHaveLength(200);
    expect(entries.filter((e) => e.status === 429)).toHaveLength(0);
    expect(entries.every((e) => e.keyId !== null)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(19_900);
  }, 90_000);
});
