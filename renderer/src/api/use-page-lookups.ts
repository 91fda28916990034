import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { apiQuery } from './queries';
import { useProfile } from '../lib/profile-context';

/** Indexes of the first and last row a virtual list renders (see VirtualTable's onRangeChange). */
export interface RowRange {
  first: number;
  last: number;
}

/**
 * The row range on screen of a virtual list, starting with the first `initialRows` rows:
 * pass the setter as the table's `onRangeChange` and the range to {@link usePageLookups}.
 */
export function useRowRange(initialRows = 50): [RowRange, (first: number, last: number) => void] {
  const [range, setRange] = useState<RowRange>({ first: 0, last: initialRows - 1 });
  const onRangeChange = useCallback(
    (first: number, last: number) =>
      setRange((r) => (r.first === first && r.last === last ? r : { first, last })),
    [],
  );
  return [range, onRangeChange];
}

/**
 * One companion v3 request per page of a paged list (never one per row), for the pages whose
 * rows are on screen only: `paramsOf` turns a loaded page into the companion's params, or null
 * when the page needs none; `range` is the list's visible row range and `pageSize` its rows per
 * page. A row's page is at least `floor(row / pageSize)` (rows repeated across pages are
 * dropped, which only moves rows up), so the pages from the first row's to the last row's
 * are asked for (a repeat-free list, the usual case, exactly those). Returns the loaded companion responses of those pages (in page order)
 * and whether any is still loading. The responses are cached like any other v3 call of the
 * profile, so scrolling back costs nothing; a 100 000-row list costs no work per row at mount.
 */
export function usePageLookups<Page, N extends OperationName<'v3'>>(
  operation: N,
  pages: readonly Page[] | undefined,
  paramsOf: (page: Page) => Record<string, unknown> | null,
  range: RowRange,
  pageSize: number,
) {
  const profile = useProfile();
  const firstPage = Math.floor(range.first / pageSize);
  const lastPage = Math.floor(range.last / pageSize);
  const params = useMemo(
    () => (pages ?? []).slice(firstPage, lastPage + 1).map(paramsOf),
    [pages, firstPage, lastPage], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const results = useQueries({
    queries: params.map((p) => ({
      ...apiQuery<OperationResponse<'v3', N>>(profile.id, 'v3', operation, p ?? {}),
      enabled: p !== null,
      staleTime: 60_000,
    })),
  });
  const stamp = results.map((r) => `${r.status}:${r.dataUpdatedAt}`).join(',');
  return useMemo(
    () => ({
      responses: results.flatMap((r) => (r.data ? [r.data] : [])),
      loading: results.some((r, i) => params[i] !== null && r.isPending),
    }),
    [stamp], // eslint-disable-line react-hooks/exhaustive-deps
  );
}

/**
 * The v3 `traces` of the traces a paged list's rows belong to, one request per page on screen
 * (see {@link usePageLookups}): `traceIdsOf` names a loaded page's trace ids (repeats and
 * missing ids dropped; a page with none asks for nothing). Returns the lookups with the
 * `onRangeChange` to pass to the list's table, which tells which pages are on screen.
 */
export function usePageTraces<Page>(
  pages: readonly Page[] | undefined,
  traceIdsOf: (page: Page) => ReadonlyArray<string | null | undefined>,
  pageSize: number,
) {
  const [range, onRangeChange] = useRowRange();
  const traces = usePageLookups(
    'traces',
    pages,
    (page) => {
      const ids = [...new Set(traceIdsOf(page).filter((t): t is string => !!t))];
      return ids.length ? { trace_id: ids, limit: ids.length } : null;
    },
    range,
    pageSize,
  );
  return { ...traces, onRangeChange };
}
