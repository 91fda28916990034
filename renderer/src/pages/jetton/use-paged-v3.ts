import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OperationName, OperationResponse } from '../../../../shared/api/catalogue';
import { queryKeys } from '../../api/queries';
import { fetchApi } from '../../lib/api-call';
import { useProfile } from '../../lib/profile-context';

/**
 * A v3 list operation paged with `limit`/`offset` as an infinite query (api/v3.md §8.2: the
 * next page raises `offset` by `limit`; a short page ends the list). `rowsOf` picks the rows
 * out of one response; `keyOf` dedupes rows across pages, since offset pages over live data can
 * shift and repeat a row. Keys start with the profile id like every server query.
 */
export function usePagedV3<N extends OperationName<'v3'>, Row>(
  operation: N,
  params: Record<string, unknown>,
  rowsOf: (page: OperationResponse<'v3', N>) => readonly Row[],
  keyOf: (row: Row) => string,
  pageSize = 50,
) {
  const profile = useProfile();
  const query = useInfiniteQuery({
    queryKey: [...queryKeys.api(profile.id, 'v3', operation, params), 'paged', pageSize],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchApi<OperationResponse<'v3', N>>(
        profile.id,
        'v3',
        operation,
        { ...params, limit: pageSize, offset: pageParam },
        signal,
      ),
    getNextPageParam: (last, _all, offset) =>
      rowsOf(last).length < pageSize ? undefined : offset + pageSize,
  });
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const out: Row[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const row of rowsOf(page)) {
        const k = keyOf(row);
        if (seen.has(k)) continue;
        seen.add(k);
        out.push(row);
      }
    }
    return out;
    // rowsOf/keyOf are pure selectors; the pages are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);
  const addressBook = useMemo(() => {
    const book: Record<string, unknown> = {};
    for (const page of query.data?.pages ?? []) {
      Object.assign(book, (page as { address_book?: Record<string, unknown> }).address_book ?? {});
    }
    return book;
  }, [query.data]);
  return { query, rows, addressBook };
}
