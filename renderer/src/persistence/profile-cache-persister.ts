import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/** The part of the Web Storage API the persister uses (`localStorage` in the app). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ProfileCachePersisterOptions {
  storage: KeyValueStorage;
  /** Prefix of every storage key this persister writes. */
  prefix?: string;
  /**
   * Upper bound of everything written, in UTF-16 code units (what browsers count against the
   * ~5 MB localStorage quota). The most recently updated queries are kept first.
   */
  maxChars?: number;
  /** Coalesces saves: the cache changes many times a second while a page loads. */
  throttleMs?: number;
}

type PersistedQuery = PersistedClient['clientState']['queries'][number];

interface CacheIndex {
  timestamp: number;
  buster: string;
  /** Bucket names written last time (profile ids, `_app` for keys outside a profile). */
  buckets: string[];
}

const APP_BUCKET = '_app';

/** The bucket of a query: its profile id for `['profile', id, …]` keys. */
export function bucketOf(queryKey: readonly unknown[]): string {
  return queryKey[0] === 'profile' && typeof queryKey[1] === 'string' ? queryKey[1] : APP_BUCKET;
}

function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Chooses which queries fit the budget: newest data first, any single query larger than a
 * quarter of the budget skipped (one huge list must not evict every other page).
 */
export function selectWithinBudget(queries: PersistedQuery[], maxChars: number): PersistedQuery[] {
  const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept: PersistedQuery[] = [];
  let used = 0;
  for (const q of newestFirst) {
    const size = JSON.stringify(q).length;
    if (size > maxChars / 4 || used + size > maxChars) continue;
    kept.push(q);
    used += size;
  }
  return kept;
}

/**
 * A react-query {@link Persister} that keeps each profile's queries under its own storage key
 * (`<prefix><profileId>`), so profiles never mix and one profile's cache can be dropped alone.
 * Writes are bounded by `maxChars` (newest data kept) and throttled. A quota error drops that
 * bucket rather than failing the app: the cache is an optimisation, never the source of truth.
 * Restored queries come back invalidated, so pages refetch them (and learn they are offline).
 */
export function createProfileCachePersister(opts: ProfileCachePersisterOptions): Persister {
  const { storage } = opts;
  const prefix = opts.prefix ?? 'ton-explorer.cache.';
  const maxChars = opts.maxChars ?? 3_000_000;
  const throttleMs = opts.throttleMs ?? 1_000;
  const indexKey = `${prefix}index`;
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const write = (client: PersistedClient) => {
    const kept = selectWithinBudget(client.clientState.queries, maxChars);
    const buckets = new Map<string, PersistedQuery[]>();
    for (const q of kept) {
      const name = bucketOf(q.queryKey);
      const list = buckets.get(name) ?? [];
      list.push(q);
      buckets.set(name, list);
    }
    const previous = readJson<CacheIndex>(storage, indexKey);
    const written: string[] = [];
    for (const [name, queries] of buckets) {
      try {
        storage.setItem(prefix + name, JSON.stringify(queries));
        written.push(name);
      } catch {
        storage.removeItem(prefix + name);
      }
    }
    for (const name of previous?.buckets ?? []) {
      if (!buckets.has(name)) storage.removeItem(prefix + name);
    }
    const index: CacheIndex = {
      timestamp: client.timestamp,
      buster: client.buster,
      buckets: written,
    };
    try {
      storage.setItem(indexKey, JSON.stringify(index));
    } catch {
      // Without an index nothing is restored: better than a half-written cache.
      storage.removeItem(indexKey);
    }
  };

  const flush = () => {
    timer = null;
    if (pending) write(pending);
    pending = null;
  };

  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    persistClient(client) {
      pending = client;
      if (throttleMs <= 0) flush();
      else timer ??= setTimeout(flush, throttleMs);
    },
    restoreClient() {
      const index = readJson<CacheIndex>(storage, indexKey);
      if (!index) return undefined;
      const queries: PersistedQuery[] = [];
      for (const name of index.buckets) {
        const list = readJson<PersistedQuery[]>(storage, prefix + name);
        // Restored data is shown at once but always revalidated on first use, whatever its
        // age: that refresh is what tells the page it is offline (see OfflineBanner).
        if (Array.isArray(list)) {
          for (const q of list) queries.push({ ...q, state: { ...q.state, isInvalidated: true } });
        }
      }
      return {
        timestamp: index.timestamp,
        buster: index.buster,
        clientState: { queries, mutations: [] },
      };
    },
    removeClient() {
      const index = readJson<CacheIndex>(storage, indexKey);
      for (const name of index?.buckets ?? []) storage.removeItem(prefix + name);
      storage.removeItem(indexKey);
    },
  };
}
