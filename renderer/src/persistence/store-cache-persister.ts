import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { CacheEntry } from '../../../shared/workspace/cache';

type PersistedQuery = PersistedClient['clientState']['queries'][number];

/** The two calls the persister makes to main (the `workspace:cache-*` channels). */
export interface CacheCalls {
  load(maxAgeMs: number): Promise<{ buster: string | null; entries: CacheEntry[] }>;
  save(req: {
    buster: string;
    entries: CacheEntry[];
    removed: Array<{ profileId: string; key: string }>;
  }): Promise<unknown>;
  clear(): Promise<unknown>;
}

export interface StoreCachePersisterOptions {
  calls: CacheCalls;
  /** Entries fetched longer ago than this are not restored (and deleted), ms. */
  maxAgeMs: number;
  /** Coalesces saves: the cache changes many times a second while a page loads. */
  throttleMs?: number;
  /** A single query larger than this (characters of JSON) is not saved. */
  maxEntryChars?: number;
}

/** The profile id of a `['profile', id, …]` query key; '_app' for other keys (not saved). */
export function bucketOf(queryKey: readonly unknown[]): string {
  return queryKey[0] === 'profile' && typeof queryKey[1] === 'string' ? queryKey[1] : '_app';
}

/** Masterchain seqno known when data of a given fetch time was saved (for the offline banner). */
const seqnoByFetchTime = new Map<number, number>();

/**
 * The masterchain seqno the app knew when data fetched at `fetchedAt` (unix ms) was cached, or
 * null when unknown. Filled by the store persister as it saves and restores.
 */
export function seqnoAt(fetchedAt: number): number | null {
  return seqnoByFetchTime.get(fetchedAt) ?? null;
}

/** The newest masterchain seqno of each profile among the cached queries (v3 `masterchainInfo`). */
function seqnosOf(queries: readonly PersistedQuery[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const q of queries) {
    const [head, profileId, api, operation] = q.queryKey as unknown[];
    if (head !== 'profile' || api !== 'v3' || operation !== 'masterchainInfo') continue;
    const seqno = (q.state.data as { last?: { seqno?: unknown } } | undefined)?.last?.seqno;
    if (typeof profileId === 'string' && typeof seqno === 'number') {
      out.set(profileId, Math.max(seqno, out.get(profileId) ?? 0));
    }
  }
  return out;
}

/** The id of a stored entry: its profile and its query's hash. */
function entryId(profileId: string, key: string): string {
  return `${profileId}\u0000${key}`;
}

/** What the store holds, as far as this persister knows: each entry's fetch time and seqno. */
interface SavedIndex {
  /** Whether the store holds this data already (and its seqno, when one is known now). */
  isCurrent(id: string, fetchedAt: number, seqno: number | null): boolean;
  /** The entries the store holds that are not among `present` (gone from the cache). */
  removedSince(present: ReadonlySet<string>): Array<{ profileId: string; key: string }>;
  /** Records a save that went through. */
  noteSaved(
    entries: readonly CacheEntry[],
    removed: ReadonlyArray<{ profileId: string; key: string }>,
  ): void;
  /** Records an entry restored from the store. */
  noteRestored(e: CacheEntry): void;
  /** Forgets every entry's fetch time (the store was cleared). */
  clear(): void;
}

function createSavedIndex(): SavedIndex {
  /** `profileId\u0000queryHash` → dataUpdatedAt of what the store holds. */
  const saved = new Map<string, number>();
  /** Entries the store holds with no seqno. */
  const withoutSeqno = new Set<string>();
  return {
    // Saved before the profile's seqno was known (the page answered before the status bar):
    // not current once it is, so the offline banner can say "as of block N".
    isCurrent: (id, fetchedAt, seqno) =>
      saved.get(id) === fetchedAt && !(seqno !== null && withoutSeqno.has(id)),
    removedSince: (present) =>
      [...saved.keys()]
        .filter((id) => !present.has(id))
        .map((id) => {
          const [profileId, key] = id.split('\u0000') as [string, string];
          return { profileId, key };
        }),
    noteSaved(entries, removed) {
      for (const e of entries) {
        const id = entryId(e.profileId, e.key);
        saved.set(id, e.fetchedAt);
        if (e.seqno === null) withoutSeqno.add(id);
        else withoutSeqno.delete(id);
      }
      for (const r of removed) {
        saved.delete(entryId(r.profileId, r.key));
        withoutSeqno.delete(entryId(r.profileId, r.key));
      }
    },
    noteRestored(e) {
      saved.set(entryId(e.profileId, e.key), e.fetchedAt);
      if (e.seqno !== null) seqnoByFetchTime.set(e.fetchedAt, e.seqno);
      else withoutSeqno.add(entryId(e.profileId, e.key));
    },
    clear: () => saved.clear(),
  };
}

/**
 * The profile queries of the cache whose data the store does not hold yet (each with the
 * profile's seqno when known), and the ids of every profile query present. A query over
 * `maxEntryChars` characters of JSON is left out.
 */
function changedEntries(
  queries: readonly PersistedQuery[],
  index: SavedIndex,
  seqnoOfProfile: ReadonlyMap<string, number>,
  maxEntryChars: number,
): { entries: CacheEntry[]; present: Set<string> } {
  const entries: CacheEntry[] = [];
  const present = new Set<string>();
  for (const q of queries) {
    const profileId = bucketOf(q.queryKey);
    if (q.queryKey[0] !== 'profile') continue;
    const id = entryId(profileId, q.queryHash);
    present.add(id);
    const fetchedAt = q.state.dataUpdatedAt;
    const seqno = seqnoOfProfile.get(profileId) ?? null;
    if (index.isCurrent(id, fetchedAt, seqno)) continue;
    const value = JSON.stringify(q);
    if (value.length > maxEntryChars) continue;
    if (seqno !== null) seqnoByFetchTime.set(fetchedAt, seqno);
    entries.push({ profileId, key: q.queryHash, value, fetchedAt, seqno });
  }
  return { entries, present };
}

/**
 * The client restored from the store's entries (those that parse), each query marked
 * invalidated, or undefined when the store cannot be read or holds no client.
 */
async function restoreFrom(
  calls: CacheCalls,
  maxAgeMs: number,
  index: SavedIndex,
): Promise<PersistedClient | undefined> {
  let loaded: Awaited<ReturnType<CacheCalls['load']>>;
  try {
    loaded = await calls.load(maxAgeMs);
  } catch {
    return undefined;
  }
  if (loaded.buster === null) return undefined;
  const queries: PersistedQuery[] = [];
  for (const e of loaded.entries) {
    let q: PersistedQuery;
    try {
      q = JSON.parse(e.value) as PersistedQuery;
    } catch {
      continue;
    }
    index.noteRestored(e);
    // Shown at once but always revalidated on first use: that refresh is what tells the
    // page it is offline (see OfflineBanner).
    queries.push({ ...q, state: { ...q.state, isInvalidated: true } });
  }
  return {
    timestamp: Date.now(),
    buster: loaded.buster,
    clientState: { queries, mutations: [] },
  };
}

/**
 * A react-query {@link Persister} over main's workspace database (`workspace:cache-*`): each
 * profile's queries are saved as separate entries with their fetch time and the masterchain
 * seqno of that moment; only entries whose data changed since the last save cross IPC. The
 * store bounds the size (least recently used out first). Unlike `localStorage`, it does not
 * depend on the page's origin, so it survives the web shell's new port at every launch.
 * Restored queries come back invalidated, so pages refetch them (and learn they are offline).
 */
export function createStoreCachePersister(
  opts: StoreCachePersisterOptions,
): Persister & { flush(): Promise<void> } {
  const throttleMs = opts.throttleMs ?? 1_000;
  const maxEntryChars = opts.maxEntryChars ?? 16 * 1024 * 1024;
  const index = createSavedIndex();
  const seqnoOfProfile = new Map<string, number>();
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = async (client: PersistedClient) => {
    const queries = client.clientState.queries;
    for (const [p, s] of seqnosOf(queries)) seqnoOfProfile.set(p, s);
    const { entries, present } = changedEntries(queries, index, seqnoOfProfile, maxEntryChars);
    const removed = index.removedSince(present);
    if (!entries.length && !removed.length) return;
    try {
      await opts.calls.save({ buster: client.buster, entries, removed });
      index.noteSaved(entries, removed);
    } catch {
      // The cache is an optimisation, never the source of truth: try again with the next save.
    }
  };

  const flush = (): Promise<void> => {
    timer = null;
    const client = pending;
    pending = null;
    if (client) writing = writing.then(() => write(client));
    return writing;
  };

  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flush());

  return {
    flush,
    persistClient(client) {
      pending = client;
      if (throttleMs <= 0) return flush();
      timer ??= setTimeout(() => void flush(), throttleMs);
      return undefined;
    },
    restoreClient: () => restoreFrom(opts.calls, opts.maxAgeMs, index),
    async removeClient() {
      index.clear();
      await opts.calls.clear().catch(() => undefined);
    },
  };
}
