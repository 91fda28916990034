import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import { apiQuery } from '../../api/queries';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { useProfile } from '../../lib/profile-context';
import {
  domainSuggestion,
  rankMatches,
  type RankedMatch,
  type SearchCandidate,
} from './search-ranking';
import { tokenDisplay } from '../../lib/token-info';
import { useLabelSearch } from '../../api/labels';
import { isBuiltinLabel } from '../../../../shared/workspace/labels';
import { useAddressRegistry } from '../../api/address-registry';

/** Jetton masters read for symbol and name search (v3 `jetton/masters`, one request). */
const MASTERS = 256;

/**
 * Everything a free-text search can match, ranked (see `rankMatches`): the user's labels
 * and the network's built-in ones (workspace search), the `.ton` name the text suggests (`alice` → `alice.ton`, resolved by
 * v3 `dns/records`), jettons by symbol or name (v3 `jetton/masters` and the token metadata
 * seen in this session) and NFT collections by name (metadata seen). `pending` is true while
 * a source has not answered: "nothing matches" may only be said when it is false.
 */
export function useTextSearch(text: string): { matches: RankedMatch[]; pending: boolean } {
  const profile = useProfile();
  const labels = useLabelSearch(profile.network, text);
  const suggestion = domainSuggestion(text);
  const dns = useQuery({
    ...apiQuery<OperationResponse<'v3', 'dns/records'>>(profile.id, 'v3', 'dns/records', {
      domain: suggestion ?? '',
      limit: 1,
    }),
    enabled: suggestion !== null,
  });
  const masters = useQuery({
    ...apiQuery<OperationResponse<'v3', 'jetton/masters'>>(profile.id, 'v3', 'jetton/masters', {
      limit: MASTERS,
    }),
    staleTime: 5 * 60_000,
  });
  const seen = useAddressRegistry(profile.id, (s) => s.meta);

  const candidates = useMemo(() => {
    const out: SearchCandidate[] = [];
    for (const l of labels.data?.items ?? []) {
      // A built-in label (a data set's claim, not the user's) says whose it is.
      const set = isBuiltinLabel(l) ? l.provenance!.dataset : null;
      out.push({
        kind: set ? 'builtin-label' : 'label',
        title: l.label,
        texts: [l.label, l.category, l.note],
        route: { name: 'account', address: l.address },
        address: l.address,
        detail: [l.category, set].filter(Boolean).join(' · ') || undefined,
      });
    }
    const record = dns.data?.records[0];
    if (suggestion && record?.dns_wallet) {
      out.push({
        kind: 'domain',
        title: suggestion,
        texts: [suggestion],
        route: { name: 'account', address: record.dns_wallet },
        address: record.dns_wallet,
      });
    }
    for (const m of masters.data?.jetton_masters ?? []) {
      const t = tokenDisplay(m.address, masters.data?.metadata, m.jetton_content);
      if (!t.symbol && !t.name) continue;
      out.push({
        kind: 'jetton',
        title: t.symbol ?? t.name!,
        texts: [t.symbol ?? '', t.name ?? ''],
        route: { name: 'jetton', address: m.address },
        address: m.address.toUpperCase(),
        detail: t.name ?? undefined,
      });
    }
    for (const [raw, entry] of Object.entries(seen)) {
      const jetton = tokenInfoOf(entry, 'jetton_masters');
      if (jetton?.type === 'jetton_masters' && (jetton.symbol || jetton.name)) {
        out.push({
          kind: 'jetton',
          title: jetton.symbol ?? jetton.name!,
          texts: [jetton.symbol ?? '', jetton.name ?? ''],
          route: { name: 'jetton', address: raw },
          address: raw,
          detail: jetton.name ?? undefined,
        });
      }
      const collection = tokenInfoOf(entry, 'nft_collections');
      if (collection?.type === 'nft_collections' && collection.name) {
        out.push({
          kind: 'nft-collection',
          title: collection.name,
          texts: [collection.name],
          route: { name: 'nft-collection', address: raw },
          address: raw,
        });
      }
    }
    return out;
  }, [labels.data, dns.data, masters.data, seen, suggestion]);

  return {
    matches: useMemo(() => rankMatches(text, candidates), [text, candidates]),
    pending: labels.isPending || (suggestion !== null && dns.isPending) || masters.isPending,
  };
}
