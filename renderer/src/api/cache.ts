import { queryOptions } from '@tanstack/react-query';
import { caller } from './call';
import { queryKeys } from './keys';

/** Reads the offline cache's entries younger than `maxAgeMs` (`workspace:cache-load`). */
export const loadQueryCache = caller('workspace:cache-load');
/** Saves changed cache entries and drops removed ones (`workspace:cache-save`). */
export const saveQueryCache = caller('workspace:cache-save');
/** Empties the offline cache (`workspace:cache-clear`); resolves with the new stats. */
export const clearQueryCache = caller('workspace:cache-clear');
/** Sets the offline cache's size limit in bytes (`workspace:cache-set-limit`). */
export const setQueryCacheLimit = caller('workspace:cache-set-limit');

const readCacheStats = caller('workspace:cache-stats');

/** The offline cache's size, entry count and limit (`workspace:cache-stats`). */
export const cacheStatsQuery = queryOptions({
  queryKey: queryKeys.workspace.cacheStats,
  queryFn: () => readCacheStats({}),
});
