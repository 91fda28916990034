import { useEffect } from 'react';

/** The parts of an infinite query (`useV3Pages().query`) that loading back drives. */
export interface LoadBackQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  isPending: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads further pages of a newest-first list until its oldest row (`oldest`, unix seconds) is
 * older than `from` (null: the whole list) or the list ends: widening a chart's period loads
 * more history, narrowing it loads nothing. Stops at a failed page (the list offers Retry) and
 * when `stop` is set (a cap on how much a chart loads).
 */
export function useLoadBack(
  q: LoadBackQuery,
  oldest: number | undefined,
  from: number | null,
  stop = false,
) {
  const need =
    !stop && !q.isPending && q.hasNextPage && (from === null || (oldest ?? Infinity) >= from);
  useEffect(() => {
    if (need && !q.isFetchingNextPage && !q.isError) void q.fetchNextPage();
  }, [need, q]);
}
