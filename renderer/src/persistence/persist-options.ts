import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { clearQueryCache, loadQueryCache, saveQueryCache } from '../api/cache';
import { renderFailed } from './render-failures';
import { createStoreCachePersister } from './store-cache-persister';

/** How long viewed pages stay available offline (ms). Queries must live as long in memory. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Bump when a persisted data shape changes: an old cache is then discarded, not misread. */
const CACHE_BUSTER = 'v1';

/**
 * Options for `PersistQueryClientProvider`: server data (`['profile', id, …]` keys) that
 * loaded successfully is saved to the workspace database in main, per profile, bounded in
 * size (Settings), and restored at start so viewed pages show offline. App-level queries
 * (profiles, app info) are not saved: main is always there to answer them; nor is an answer
 * that failed to render (render-failures.ts): a new window must not replay it.
 */
export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister: createStoreCachePersister({
    maxAgeMs: CACHE_MAX_AGE_MS,
    calls: {
      load: (maxAgeMs) => loadQueryCache({ maxAgeMs }),
      save: saveQueryCache,
      clear: () => clearQueryCache({}),
    },
  }),
  maxAge: CACHE_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.queryKey[0] === 'profile' &&
      !renderFailed(query.state.data),
  },
};
