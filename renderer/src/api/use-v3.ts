import { useQuery } from '@tanstack/react-query';
import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { apiQuery } from './queries';
import { useProfile } from '../lib/profile-context';

/**
 * react-query hook for one v3 operation of the active profile, typed by the catalogue. The key
 * starts with the profile id (see `apiQuery`).
 */
export function useV3<N extends OperationName<'v3'>>(
  operation: N,
  params: Record<string, unknown>,
  opts: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const profile = useProfile();
  return useQuery({
    ...apiQuery<OperationResponse<'v3', N>>(profile.id, 'v3', operation, params),
    enabled: opts.enabled ?? true,
    ...(opts.refetchInterval ? { refetchInterval: opts.refetchInterval } : {}),
  });
}
