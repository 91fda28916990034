import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { fetchApi } from './queries';
import { withoutRepeats, type ComesAfter } from '../lib/page-repeats';
import { useProfile } from '../lib/profile-context';
import type { AddressBook, MetadataMap } from '../lib/v3-types';
import { queryKeys } from './keys';

/**
 * Key of a paged v3 list: `['profile', id, 'v3', op, params, 'pages', pageSize]` (profile
 * first: profiles never mix).
 */
export function pagedQueryKey(
  profileId: string,
  operation: string,
  params: Record<string, unknown>,
  pageSize: number,
) {
  return [...queryKeys.api(profileId, 'v3', operation, params), 'pages', pageSize] as const;
}

/**
 * Each page's rows without the repeats of the page before it, kept per page response (the
 * cache never mutates a page): a page is compared with its predecessor once, when it arrives,
 * not again at each new page, render or remount. The entry names the predecessor it was
 * compared with, so a refetch that replaces the page before it is compared again.
 */
const dedupedPages = new WeakMap<object, { prev: object | null; rows: readonly unknown[] }>();

/** `page`'s rows less those repeating `prev` (see `withoutRepeats`), from `dedupedPages`. */
function pageRows<P extends object, Row>(
  prev: P | null,
  page: P,
  rowsOf: (page: P) => readonly Row[],
  keyOf: (row: Row) => string,
  after: ComesAfter<Row> | undefined,
): readonly Row[] {
  const known = dedupedPages.get(page);
  if (known && known.prev === prev) return known.rows as readonly Row[];
  const rows = prev ? withoutRepeats(rowsOf(prev), rowsOf(page), keyOf, after) : rowsOf(page);
  dedupedPages.set(page, { prev, rows });
  return rows;
}

/** The maps v3 list responses carry next to their rows, merged over pages. */
interface PageExtras {
  address_book?: AddressBook | null;
  metadata?: MetadataMap | null;
}

/**
 * A v3 list operation of the active profile paged with `limit`/`offset` as an infinite query
 * (toncenter's v3 paging: the next page raises `offset` by `limit`; a short page ends the list).
 * `rowsOf` picks the rows out of one response; `keyOf` drops rows a page repeats from the
 * previous one, since offset pages over live data can shift (see `withoutRepeats`; `after`, the
 * list's order when it has a strict one, spares that work at pages that do not overlap). Returns the query, the deduped
 * rows, and the `address_book` and `metadata` of every page merged. `maxRows` stops paging
 * at that many rows (lists the server caps, such as `topAccountsByBalance` at 1024).
 */
export function useV3Pages<N extends OperationName<'v3'>, Row>(
  operation: N,
  params: Record<string, unknown>,
  rowsOf: (page: OperationResponse<'v3', N>) => readonly Row[],
  keyOf: (row: Row) => string,
  pageSize = 50,
  maxRows = Infinity,
  after?: ComesAfter<Row>,
) {
  const profile = useProfile();
  const query = useInfiniteQuery({
    queryKey: pagedQueryKey(profile.id, operation, params, pageSize),
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
      rowsOf(last).length < pageSize || offset + pageSize >= maxRows
        ? undefined
        : offset + pageSize,
  });
  const pages = query.data?.pages;
  // v3 list responses are JSON objects.
  type Page = OperationResponse<'v3', N> & object;
  const rows = useMemo(() => {
    const out: Row[] = [];
    let prev: Page | null = null;
    for (const page of (pages ?? []) as Page[]) {
      out.push(...pageRows(prev, page, rowsOf as (p: Page) => readonly Row[], keyOf, after));
      prev = page;
    }
    return out;
    // rowsOf/keyOf are pure selectors; the pages are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages]);
  const { addressBook, metadata } = useMemo(() => {
    const book: AddressBook = {};
    const meta: MetadataMap = {};
    for (const page of (pages ?? []) as PageExtras[]) {
      Object.assign(book, page.address_book ?? {});
      Object.assign(meta, page.metadata ?? {});
    }
    return { addressBook: book, metadata: meta };
  }, [pages]);
  return { query, rows, addressBook, metadata };
}
