import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { apiQuery } from '../api/queries';
import { useProfile } from './profile-context';

/**
 * One companion v3 request per page of a paged list (never one per row): `paramsOf` turns a
 * loaded page into the companion's params, or null when the page needs none. Returns every
 * loaded companion response (in page order) and whether any is still loading. The responses
 * are cached like any other v3 call of the profile, so scrolling back costs nothing.
 */
export function usePageLookups<Page, N extends OperationName<'v3'>>(
  operation: N,
  pages: readonly Page[] | undefined,
  paramsOf: (page: Page) => Record<string, unknown> | null,
) {
  const profile = useProfile();
  const params = useMemo(() => (pages ?? []).map(paramsOf), [pages]); // eslint-disable-line react-hooks/exhaustive-deps
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
