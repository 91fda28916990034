import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import { parsedOrNull } from '../../../../shared/parses';
import {
  domainResolvesToOwner,
  shownNameFlags,
  type RiskFlag,
  type RiskOverrides,
} from '../../../../shared/risk';
import { addressNaming, factsFromMaps } from '../../../../shared/ton/address-names';
import { normalizeAddress } from '../../../../shared/ton/address';
import {
  NameMarkPolicyContext,
  judgeShownName,
  useNameMarkPolicy,
  type NameMarkPolicy,
} from '../../components/name-marks';
import type { AddressBook, MetadataMap } from '../../lib/v3-types';
import { useV3 } from '../../api/use-v3';

type DnsRecords = OperationResponse<'v3', 'dns/records'>;

const rawOf = (a: string | null | undefined) =>
  a ? parsedOrNull(() => normalizeAddress(a)) : null;

/**
 * The NFT items whose `.ton` domain resolves to their owner (raw lower-case item → domain),
 * from every v3 `dns/records` answer of the profile in react-query's cache (the NFTs, Domains
 * and History tabs, search, the DNS page ask for them), kept current as answers arrive.
 */
function useOwnDomainMap(profileId: string): ReadonlyMap<string, string> {
  const client = useQueryClient();
  const read = () => {
    const map = new Map<string, string>();
    const answers = client.getQueriesData<DnsRecords>({
      queryKey: ['profile', profileId, 'v3', 'dns/records'],
    });
    for (const [, answer] of answers) {
      for (const r of answer?.records ?? []) {
        const item = rawOf(r.nft_item_address);
        if (item && domainResolvesToOwner(r.domain, item, r.nft_item_owner, [r])) {
          map.set(item, r.domain.toLowerCase());
        }
      }
    }
    return map;
  };
  const [map, setMap] = useState(read);
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        if (event.type === 'updated' && key[1] === profileId && key[3] === 'dns/records') {
          setMap(read());
        }
      }),
    [client, profileId], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return map;
}

/**
 * Provides the name-mark policy (components/name-marks.tsx) of the active profile: the user's
 * overrides clear the marks of the rules they override, and a `.ton` name that resolves to its
 * item's owner is no mark at all.
 */
export function NameMarkPolicyProvider({
  profileId,
  overrides,
  children,
}: {
  profileId: string;
  overrides: RiskOverrides;
  children: ReactNode;
}) {
  const domains = useOwnDomainMap(profileId);
  const policy = useMemo<NameMarkPolicy>(
    () => ({
      overridden(raw, rule) {
        const a = rawOf(raw);
        return !!a && (overrides.trusted.has(a) || !!overrides.ignored.get(a)?.has(rule));
      },
      ownDomain: (raw) => domains.get(rawOf(raw) ?? '') ?? null,
    }),
    [overrides, domains],
  );
  return <NameMarkPolicyContext.Provider value={policy}>{children}</NameMarkPolicyContext.Provider>;
}

/**
 * Reads the `.ton` domains that resolve to `account` (one v3 `dns/records` request), so the
 * names of its domain NFTs on this page carry no mark (a list of its history draws them).
 */
export function useOwnDomainsOf(account: string): void {
  useV3('dns/records', { wallet: account, limit: 100, offset: 0 });
}

/**
 * The flags of the names a row draws beside its addresses (the ⚠ by a misleading name, as
 * {@link shownNameFlags} words it), read from the row's page (`book`, `metadata`) as the
 * Address widget reads them, so a row that shows a mark counts as flagged. Addresses any form.
 */
export function useNameMarkFlags(
  book: AddressBook | null | undefined,
  metadata: MetadataMap | null | undefined,
): (address: string | null | undefined) => RiskFlag[] {
  const policy = useNameMarkPolicy();
  return useMemo(() => {
    const facts = factsFromMaps([book], [metadata]);
    return (address) => {
      const raw = address ? parsedOrNull(() => normalizeAddress(address)) : null;
      if (!raw) return [];
      const naming = addressNaming(raw, facts, (owner) => owner);
      if (!naming.name) return [];
      const judged = judgeShownName(naming, raw, policy.ownDomain);
      return shownNameFlags(raw, naming.parts?.[0] ?? naming.name, judged);
    };
  }, [book, metadata, policy]);
}
