import { useQuery } from '@tanstack/react-query';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import { apiQuery } from '../../api/queries';
import { useProfile } from '../../lib/profile-context';

/**
 * The whole configuration (v2 `getConfigAll`), shared by the Config and Validators pages: one
 * request, kept 5 minutes.
 */
export function useConfigAll() {
  const profile = useProfile();
  return useQuery({
    ...apiQuery<OperationResponse<'v2', 'getConfigAll'>>(profile.id, 'v2', 'getConfigAll', {}),
    staleTime: 5 * 60_000,
  });
}
