import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientServices, type ClientServices } from '../../electron/services/client-services';
import { MemoryVault } from '../../electron/services/vault';
import { startLocalnet, type StartedLocalnet } from '../helpers/localnet';

/**
 * The throttle against the local network's real enforcement (1 request/s per client without a
 * key, the key's rate with one): no request ever gets 429, and the bounds hold.
 */
const KEY = 'rate-test-key-0123456789abcdef';
let ln: StartedLocalnet;
let services: ClientServices;
let dir: string;
let profileId: string;

beforeAll(async () => {
  ln = await startLocalnet({ anonymousRps: 1, keys: [{ key: KEY, network: 'local', rps: 10 }] });
  dir = mkdtempSync(path.join(os.tmpdir(), 'client-rate-'));
  services = await createClientServices({
    userDataDir: dir,
    vault: new MemoryVault(),
    localnet: null,
  });
  profileId = (
    await services.addProfile({ name: 'Rate', network: 'local', v2Url: ln.v2Url, v3Url: ln.v3Url })
  ).id;
});

afterAll(async () => {
  await services?.close();
  await ln?.close();
  rmSync(dir, { recursive: true, force: true });
});

function serverEntries(from: number) {
  return ln.server.requestLog.slice(from);
}

describe('throttle against the local network', () => {
  it('30 concurrent unkeyed calls all succeed, at most 1 per second, zero 429', async () => {
    ln.server.resetRateLimits();
    const from = ln.server.requestLog.length;
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        services.api.call({
          profileId,
          api: i % 2 ? 'v3' : 'v2',
          operation: i % 2 ? 'masterchainInfo' : 'getMasterchainInfo',
        }),
      ),
    );
    const elapsed = performance.now() - started;
    expect(results.every((r) => r.status === 200)).toBe(true);
    const entries = serverEntries(from);
    expect(entries).toHaveLength(30);
    expect(entries.filter((e) => e.status === 429)).toHaveLength(0);
    // 30 starts one second apart: the first at once, the last 29 s later.
    expect(elapsed).toBeGreaterThanOrEqual(29_000);
    const times = entries.map((e) => Date.parse(e.time)).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(950);
    const log = services.api.log.list(profileId);
    expect(log.slice(-30).every((e) => e.retries === 0 && e.status === 200)).toBe(true);
  }, 90_000);

  it('with a key at 10 rps, 200 calls succeed with zero 429 and take at least 19.9 s', async () => {
    ln.server.resetRateLimits();
    const status = await services.setKey(profileId, KEY, 10);
    expect(status).toEqual({ hasKey: true, last4: KEY.slice(-4), rps: 10 });
    const from = ln.server.requestLog.length;
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        services.api.call({
          profileId,
          api: i % 2 ? 'v3' : 'v2',
          operation: i % 2 ? 'masterchainInfo' : 'getMasterchainInfo',
          priority: i % 3 ? 'background' : 'interactive',
        }),
      ),
    );
    const elapsed = performance.now() - started;
    expect(results).toHaveLength(200);
    const entries = serverEntries(from);
    expect(entries).toHaveLength(200);
    expect(entries.filter((e) => e.status === 429)).toHaveLength(0);
    expect(entries.every((e) => e.keyId !== null)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(19_900);
  }, 90_000);
});
