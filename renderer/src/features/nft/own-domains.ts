import { useMemo } from 'react';
import { domainResolvesToOwner } from '../../../../shared/risk/dns-names';
import { useV3 } from '../../api/use-v3';

/**
 * Whether an NFT's `.ton` name is its own domain resolving to `owner` (one v3 `dns/records`
 * request by the owner's wallet record; {@link domainResolvesToOwner}). Until the records are
 * in, or without an owner, no name counts as resolved.
 */
export function useOwnDomains(
  owner: string | null | undefined,
): (name: string | null | undefined, item: string) => boolean {
  const q = useV3(
    'dns/records',
    { wallet: owner ?? '', limit: 100, offset: 0 },
    { enabled: !!owner },
  );
  const records = q.data?.records;
  return useMemo(
    () => (name, item) => domainResolvesToOwner(name, item, owner, records ?? []),
    [owner, records],
  );
}
