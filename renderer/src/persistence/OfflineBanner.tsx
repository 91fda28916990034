import { formatDateTimeMs } from '../../../shared/format';
import { seqnoAt } from './store-cache-persister';

/** The parts of a react-query result the banner reads (works for queries and infinite queries). */
export interface CachedQueryState {
  data: unknown;
  isError: boolean;
  error: Error | null;
  dataUpdatedAt: number;
}

/**
 * When any of the page's queries shows data while its latest fetch failed, the page is showing
 * a cached copy (restored from disk or kept from earlier): the oldest such copy's time. Null
 * when everything shown is fresh.
 */
export function cachedSince(queries: readonly CachedQueryState[]): number | null {
  let oldest: number | null = null;
  for (const q of queries) {
    if (q.data === undefined || !q.isError || q.dataUpdatedAt === 0) continue;
    oldest = oldest === null ? q.dataUpdatedAt : Math.min(oldest, q.dataUpdatedAt);
  }
  return oldest;
}

/** Formats a cache time for the banner: the app's one date-time format, with its zone. */
export function formatCachedAt(ms: number): string {
  return formatDateTimeMs(ms);
}

/**
 * The banner's words: "Offline, as of block N, <time>" when the masterchain seqno of the
 * moment the data was fetched is known, else "Offline, cached at <time>".
 */
export function offlineTitle(since: number, seqno: number | null): string {
  return seqno !== null
    ? `Offline, as of block ${seqno}, ${formatCachedAt(since)}`
    : `Offline, cached at ${formatCachedAt(since)}`;
}

/**
 * "Offline, as of block N, <time>": shown above a page whose data could not be refreshed (network
 * down, server unreachable) but is still on screen from the cache. Renders nothing otherwise,
 * and nothing when the refresh failed with `OFFLINE` (the profile is offline): the app's one
 * offline banner (`ConnectivityBanner`) says that. Pass every query whose data the page shows.
 */
export function OfflineBanner({ queries }: { queries: readonly CachedQueryState[] }) {
  const since = cachedSince(queries);
  if (since === null) return null;
  const failed = queries.find((q) => q.data !== undefined && q.isError)?.error;
  if ((failed as { code?: unknown } | null | undefined)?.code === 'OFFLINE') return null;
  const reason = failed?.message;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <strong>{offlineTitle(since, seqnoAt(since))}</strong>
      {reason && <span className="muted"> — could not refresh: {reason}</span>}
    </div>
  );
}
