import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_CACHE_LIMIT_BYTES,
  MIN_CACHE_LIMIT_BYTES,
  type CacheStats,
} from '../../../../shared/workspace/cache';
import { ErrorLine, ErrorState, Loading } from '../../components/States';
import { errorGuidance } from '../../lib/errors';
import { cacheStatsQuery, clearQueryCache, setQueryCacheLimit } from '../../api/cache';

const MB = 1024 * 1024;

/**
 * The offline cache's size limit (MB; least recently used pages go first when it is full),
 * how much it holds, and a button that empties it. The cache lives in the workspace
 * database in the user-data folder.
 */
export function CacheSettings() {
  const client = useQueryClient();
  const stats = useQuery(cacheStatsQuery);
  const [limitMb, setLimitMb] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<CacheStats>) => {
    setError(null);
    try {
      client.setQueryData(cacheStatsQuery.queryKey, await work());
      setLimitMb(null);
    } catch (err) {
      setError(errorGuidance(err).detail);
    }
  };

  if (stats.isPending) return <Loading label="Reading the offline cache…" />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const shown = limitMb ?? String(Math.round(stats.data.limitBytes / MB));
  return (
    <section className="cache-settings" aria-labelledby="cache-settings-title">
      <h2 id="cache-settings-title">Offline cache</h2>
      <p className="muted">
        Pages you viewed are kept on this computer so they show offline, with the block and time
        they were fetched. It holds {(stats.data.usedBytes / MB).toFixed(1)} MB in{' '}
        {stats.data.entries} entries; when full, the least recently used go first.
      </p>
      <form
        className="cache-limit-form"
        onSubmit={(e) => {
          e.preventDefault();
          const mb = Number(shown);
          const bytes = Math.round(mb * MB);
          if (
            !Number.isFinite(mb) ||
            bytes < MIN_CACHE_LIMIT_BYTES ||
            bytes > MAX_CACHE_LIMIT_BYTES
          ) {
            setError(
              `Choose a size between ${MIN_CACHE_LIMIT_BYTES / MB} and ${MAX_CACHE_LIMIT_BYTES / MB} MB.`,
            );
            return;
          }
          void act(() => setQueryCacheLimit({ limitBytes: bytes }));
        }}
      >
        <label>
          Size limit (MB)
          <input
            type="number"
            min={MIN_CACHE_LIMIT_BYTES / MB}
            max={MAX_CACHE_LIMIT_BYTES / MB}
            value={shown}
            onChange={(e) => setLimitMb(e.target.value)}
          />
        </label>
        <button type="submit">Set limit</button>
        <button type="button" onClick={() => void act(() => clearQueryCache({}))}>
          Empty the cache
        </button>
      </form>
      <ErrorLine error={error} />
    </section>
  );
}
