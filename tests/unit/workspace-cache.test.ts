import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../electron/sqlite/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryCacheStore } from '../../electron/core/services/workspace/query-cache-store';
import { openWorkspaceDb } from '../../electron/core/services/workspace/workspace-db';
import { offlineTitle } from '../../renderer/src/persistence/OfflineBanner';
import {
  createStoreCachePersister,
  seqnoAt,
  type CacheCalls,
} from '../../renderer/src/persistence/store-cache-persister';
import { DEFAULT_CACHE_LIMIT_BYTES } from '../../shared/workspace/cache';

const DAY = 24 * 3600 * 1000;

function query(key: unknown[], data: unknown, updatedAt: number) {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    state: { data, dataUpdatedAt: updatedAt, status: 'success' },
  } as never;
}

function client(queries: unknown[], buster = 'v1') {
  return { timestamp: 1, buster, clientState: { mutations: [], queries: queries as never[] } };
}

let dir: string;
let db: Database;
let clock: number;
let store: QueryCacheStore;
let saves: number[];

/** The persister's calls straight onto the store, counting entries per save. */
function calls(): CacheCalls {
  return {
    load: async (maxAgeMs) => store.load(maxAgeMs),
    save: async (req) => {
      saves.push(req.entries.length);
      return store.save(req.entries, req.removed, req.buster);
    },
    clear: async () => store.clear(),
  };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ws-cache-'));
  db = openWorkspaceDb(dir);
  clock = 1_000_000;
  store = new QueryCacheStore(db, () => clock);
  saves = [];
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('store cache persister', () => {
  it('saves per profile with the seqno of the moment and restores everything invalidated', async () => {
    const p = createStoreCachePersister({ calls: calls(), maxAgeMs: DAY, throttleMs: 0 });
    const mc = query(
      ['profile', 'local', 'v3', 'masterchainInfo', {}],
      { last: { seqno: 42 } },
      900,
    );
    const acc = query(['profile', 'local', 'v3', 'accountStates', { a: 1 }], { ok: 1 }, 950);
    const other = query(['profile', 'testnet', 'v3', 'blocks', {}], { ok: 2 }, 960);
    const app = query(['profiles'], { x: 1 }, 970);
    await p.persistClient(client([mc, acc, other, app]));
    expect(store.stats().entries).toBe(3);

    // Only changed data crosses again.
    await p.persistClient(client([mc, acc, other]));
    await p.persistClient(
      client([
        mc,
        query(['profile', 'local', 'v3', 'accountStates', { a: 1 }], { ok: 3 }, 990),
        other,
      ]),
    );
    expect(saves).toEqual([3, 1]);

    const fresh = createStoreCachePersister({ calls: calls(), maxAgeMs: DAY, throttleMs: 0 });
    const restored = (await fresh.restoreClient())!;
    expect(restored.buster).toBe('v1');
    const byProfile = restored.clientState.queries.map(
      (q) => `${String(q.queryKey[1])}/${String(q.queryKey[3])}`,
    );
    expect(byProfile.sort()).toEqual([
      'local/accountStates',
      'local/masterchainInfo',
      'testnet/blocks',
    ]);
    expect(restored.clientState.queries.every((q) => q.state.isInvalidated)).toBe(true);
    expect(seqnoAt(990)).toBe(42);
    expect(offlineTitle(990, seqnoAt(990))).toMatch(/^Offline, as of block 42, /);
    expect(offlineTitle(5, null)).toMatch(/^Offline, cached at /);
  });

  it('a page saved before the seqno was known is saved again with it, and restores as of that block', async () => {
    const p = createStoreCachePersister({ calls: calls(), maxAgeMs: DAY, throttleMs: 0 });
    // The page answered first: the status bar's masterchainInfo is not in yet.
    const page = query(['profile', 'local', 'v3', 'jetton/masters', { a: 1 }], { ok: 1 }, 2_000);
    await p.persistClient(client([page]));
    const mc = query(
      ['profile', 'local', 'v3', 'masterchainInfo', {}],
      { last: { seqno: 77 } },
      2_100,
    );
    await p.persistClient(client([page, mc]));
    await p.persistClient(client([page, mc]));
    expect(saves).toEqual([1, 2]);

    const fresh = createStoreCachePersister({ calls: calls(), maxAgeMs: DAY, throttleMs: 0 });
    await fresh.restoreClient();
    expect(seqnoAt(2_000)).toBe(77);
  });

  it('drops queries no longer in the client, and everything when the format changes', async () => {
    const p = createStoreCachePersister({ calls: calls(), maxAgeMs: DAY, throttleMs: 0 });
    const a = query(['profile', 'local', 'a'], 1, 10);
    const b = query(['profile', 'local', 'b'], 2, 20);
    await p.persistClient(client([a, b]));
    await p.persistClient(client([b]));
    expect(store.stats().entries).toBe(1);
    await p.persistClient(client([query(['profile', 'local', 'c'], 3, 30)], 'v2'));
    expect(store.load(DAY).entries.map((e) => e.key)).toEqual([
      JSON.stringify(['profile', 'local', 'c']),
    ]);
  });
});

describe('QueryCacheStore', () => {
  it('defaults to 200 MB and evicts least recently used entries above the limit', () => {
    expect(store.stats().limitBytes).toBe(DEFAULT_CACHE_LIMIT_BYTES);
    const entry = (key: string, fetchedAt: number) => ({
      profileId: 'local',
      key,
      value: 'x'.repeat(1_000_000),
      fetchedAt,
      seqno: 1,
    });
    for (let i = 0; i < 8; i++) {
      clock += 1000;
      store.save([entry(`k${i}`, clock)], [], 'v1');
    }
    clock += 1000;
    const stats = store.setLimit(5 * 1024 * 1024);
    expect(stats.usedBytes).toBeLessThanOrEqual(5 * 1024 * 1024);
    const keys = store
      .load(DAY)
      .entries.map((e) => e.key)
      .sort();
    expect(keys).toEqual(['k3', 'k4', 'k5', 'k6', 'k7']);
  });

  it('forgets entries fetched longer ago than the max age', () => {
    store.save(
      [{ profileId: 'local', key: 'old', value: '{}', fetchedAt: clock - 2 * DAY, seqno: null }],
      [],
      'v1',
    );
    store.save(
      [{ profileId: 'local', key: 'new', value: '{}', fetchedAt: clock, seqno: null }],
      [],
      'v1',
    );
    expect(store.load(DAY).entries.map((e) => e.key)).toEqual(['new']);
    expect(store.stats().entries).toBe(1);
  });
});
