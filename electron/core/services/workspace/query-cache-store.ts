import {
  DEFAULT_CACHE_LIMIT_BYTES,
  type CacheEntry,
  type CacheStats,
} from '../../../../shared/workspace/cache';
import { prepareUpsert, WorkspaceStore } from './store';
import { sqlJsonText } from '../../../sqlite/text';

const LIMIT_KEY = 'cache.limit_bytes';
const BUSTER_KEY = 'cache.buster';

/**
 * The renderer's offline cache (react-query's persisted queries) in the workspace database,
 * per profile: each entry with when it was fetched and the masterchain seqno of that moment.
 * The total size is bounded (default 200 MB): least recently used entries (written or
 * restored longest ago) go first. Survives restarts of either shell, whatever the port.
 */
export class QueryCacheStore extends WorkspaceStore {
  private readonly upsert = prepareUpsert(this.db, 'query_cache', {
    key: ['profile_id', 'key'],
    set: ['value', 'bytes', 'fetched_at', 'seqno', 'used_at'],
  });
  private readonly total = this.db.prepare(
    'SELECT COALESCE(SUM(bytes), 0) AS used, COUNT(*) AS n FROM query_cache',
  );

  /** The size limit, bytes. */
  limitBytes(): number {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(LIMIT_KEY) as
      { value: string } | undefined;
    const n = row ? Number(row.value) : NaN;
    return Number.isFinite(n) && n > 0 ? n : DEFAULT_CACHE_LIMIT_BYTES;
  }

  /** Sets the size limit and evicts down to it at once. */
  setLimit(bytes: number): CacheStats {
    this.db.transaction(() => {
      this.setSetting(LIMIT_KEY, String(Math.floor(bytes)));
      this.evict();
    })();
    return this.stats();
  }

  stats(): CacheStats {
    const t = this.total.get() as { used: number; n: number };
    return { limitBytes: this.limitBytes(), usedBytes: t.used, entries: t.n };
  }

  /**
   * Saves changed entries and drops removed ones in one transaction, then evicts least
   * recently used entries above the limit. A `buster` different from the stored one (the
   * renderer's cache format changed) clears everything first.
   */
  save(
    entries: readonly CacheEntry[],
    removed: ReadonlyArray<{ profileId: string; key: string }>,
    buster: string,
  ): CacheStats {
    const usedAt = this.now();
    this.db.transaction(() => {
      if (this.setting(BUSTER_KEY) !== buster) {
        this.db.exec('DELETE FROM query_cache');
        this.setSetting(BUSTER_KEY, buster);
      }
      const del = this.db.prepare('DELETE FROM query_cache WHERE profile_id = ? AND key = ?');
      for (const r of removed) del.run(r.profileId, sqlJsonText(r.key));
      for (const e of entries) {
        // The window's JSON texts: a lone-surrogate escape in them is made U+FFFD (sqlJsonText).
        const key = sqlJsonText(e.key);
        const value = sqlJsonText(e.value);
        this.upsert.run({ ...e, key, value, bytes: Buffer.byteLength(value) + key.length, usedAt });
      }
      this.evict();
    })();
    return this.stats();
  }

  /**
   * Every entry fetched within `maxAgeMs` (older ones are deleted), marked as used now, with
   * the buster they were written under (null when the cache is empty).
   */
  load(maxAgeMs: number): { buster: string | null; entries: CacheEntry[] } {
    const now = this.now();
    return this.db.transaction(() => {
      this.db.prepare('DELETE FROM query_cache WHERE fetched_at < ?').run(now - maxAgeMs);
      this.db.prepare('UPDATE query_cache SET used_at = ?').run(now);
      const rows = this.db
        .prepare(
          'SELECT profile_id AS profileId, key, value, fetched_at AS fetchedAt, seqno FROM query_cache',
        )
        .all() as CacheEntry[];
      return { buster: rows.length ? this.setting(BUSTER_KEY) : null, entries: rows };
    })();
  }

  /** Drops the cache of one profile, or of every profile. */
  clear(profileId?: string): CacheStats {
    if (profileId) this.db.prepare('DELETE FROM query_cache WHERE profile_id = ?').run(profileId);
    else this.db.exec('DELETE FROM query_cache');
    return this.stats();
  }

  private evict(): void {
    const limit = this.limitBytes();
    let { used } = this.total.get() as { used: number };
    if (used <= limit) return;
    const oldest = this.db
      .prepare('SELECT profile_id, key, bytes FROM query_cache ORDER BY used_at, fetched_at')
      .iterate() as IterableIterator<{ profile_id: string; key: string; bytes: number }>;
    const victims: Array<[string, string]> = [];
    for (const row of oldest) {
      if (used <= limit) break;
      victims.push([row.profile_id, row.key]);
      used -= row.bytes;
    }
    const del = this.db.prepare('DELETE FROM query_cache WHERE profile_id = ? AND key = ?');
    for (const [p, k] of victims) del.run(p, k);
  }

  private setting(key: string): string | null {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
      { value: string } | undefined;
    return row?.value ?? null;
  }

  private setSetting(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }
}
