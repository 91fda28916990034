import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import { apiQuery } from '../../api/queries';
import { tokenInfoOf, type MetadataEntry } from '../../../../shared/ton/metadata-map';
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

type LabelItem = NonNullable<ReturnType<typeof useLabelSearch>['data']>['items'][number];
type DnsRecords = OperationResponse<'v3', 'dns/records'>;
type JettonMasters = OperationResponse<'v3', 'jetton/masters'>;

/** The user's labels and the network's built-in ones that the workspace search found. */
function labelCandidates(items: readonly LabelItem[]): SearchCandidate[] {
  return items.map((l) => {
    // A built-in label (a data set's claim, not the user's) says whose it is.
    const set = isBuiltinLabel(l) ? l.provenance!.dataset : null;
    return {
      kind: set ? 'builtin-label' : 'label',
      title: l.label,
      texts: [l.label, l.category, l.note],
      route: { name: 'account', address: l.address },
      address: l.address,
      detail: [l.category, set].filter(Boolean).join(' · ') || undefined,
    };
  });
}

/** The `.ton` name the text suggests, when v3 `dns/records` resolves it to a wallet. */
function domainCandidates(
  suggestion: string | null,
  dns: DnsRecords | undefined,
): SearchCandidate[] {
  const record = dns?.records[0];
  if (!suggestion || !record?.dns_wallet) return [];
  return [
    {
      kind: 'domain',
      title: suggestion,
      texts: [suggestion],
      route: { name: 'account', address: record.dns_wallet },
      address: record.dns_wallet,
    },
  ];
}

/** The jetton masters of v3 `jetton/masters` that have a symbol or a name. */
function masterCandidates(masters: JettonMasters | undefined): SearchCandidate[] {
  const out: SearchCandidate[] = [];
  for (const m of masters?.jetton_masters ?? []) {
    const t = tokenDisplay(m.address, masters?.metadata, m.jetton_content);
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
  return out;
}

/** Jettons (by symbol or name) and NFT collections (by name) in the metadata seen so far. */
function seenCandidates(seen: Readonly<Record<string, MetadataEntry>>): SearchCandidate[] {
  const out: SearchCandidate[] = [];
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
}

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
    ...apiQuery<DnsRecords>(profile.id, 'v3', 'dns/records', {
      domain: suggestion ?? '',
      limit: 1,
    }),
    enabled: suggestion !== null,
  });
  const masters = useQuery({
    ...apiQuery<JettonMasters>(profile.id, 'v3', 'jetton/masters', { limit: MASTERS }),
    staleTime: 5 * 60_000,
  });
  const seen = useAddressRegistry(profile.id, (s) => s.meta);

  const candidates = useMemo(
    () => [
      ...labelCandidates(labels.data?.items ?? []),
      ...domainCandidates(suggestion, dns.data),
      ...masterCandidates(masters.data),
      ...seenCandidates(seen),
    ],
    [labels.data, dns.data, masters.data, seen, suggestion],
  );

  return {
    matches: useMemo(() => rankMatches(text, candidates), [text, candidates]),
    pending: labels.isPending || (suggestion !== null && dns.isPending) || masters.isPending,
  };
}
