import { useInfiniteQuery } from '@tanstack/react-query';
import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { fetchApi } from './api-call';
import { useProfile } from './profile-context';

/**
 * Infinite limit/offset paging of one v3 list operation for the active profile. `itemsOf`
 * picks the rows of a page; the next page is requested only when the last one was full.
 * Key: `['profile', id, 'v3', op, params, 'pages']` (profile first: profiles never mix).
 */
export function useV3Pages<N extends OperationName<'v3'>, Row>(
  operation: N,
  params: Record<string, unknown>,
  itemsOf: (page: OperationResponse<'v3', N>) => readonly Row[],
  pageSize = 100,
) {
  const profile = useProfile();
  return useInfiniteQuery({
    queryKey: ['profile', profile.id, 'v3', operation, params, 'pages', pageSize] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchApi<OperationResponse<'v3', N>>(
        profile.id,
        'v3',
        operation,
        { ...params, limit: pageSize, offset: pageParam },
        signal,
      ),
    getNextPageParam: (lastPage, pages) =>
      itemsOf(lastPage).length < pageSize ? undefined : pages.length * pageSize,
  });
}
