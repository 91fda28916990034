import { useQuery } from '@tanstack/react-query';
import { caller } from './call';
import { queryKeys } from './keys';

const loadImage = caller('images:load');

/**
 * An off-chain picture loaded through main (`images:load`: main fetches, checks the type and
 * size, and answers a data URI or why not); read once per profile and URL, never retried.
 * Disabled unless `enabled` (the profile allows off-chain pictures and `url` is not inline).
 */
export function useRemoteImage(profileId: string, url: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tokenImage(profileId, url),
    queryFn: () => loadImage({ profileId, url: url! }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
