import { useMemo } from 'react';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { tokenNameLine } from '../../../../shared/text/name-judgement';
import type { NftItemsPage } from '../../lib/v3-types';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { tokenInfoOf } from '../../../../shared/ton/jetton-content';
import { useV3Pages } from '../../lib/use-paged';
import { readNftInfo } from '../../../../shared/ton/nft-content';
import { nameFlags, type RiskFlag } from '../../../../shared/risk';
import { useHideFlagged } from '../risk';
import { NftCard } from './NftCard';

type Item = NftItemsPage['nft_items'][number];

const flagsOfCard = (c: { flags: RiskFlag[] }) => c.flags;

/**
 * Items of a collection as a grid of cards (image, name, index), paged with "Show more"
 * (v3 `nft/items` by `collection_address`). Each card opens the item page; "Hide flagged" as
 * on the other lists (it counts the cards loaded so far).
 */
export function NftItemsGrid({ collection }: { collection: string }) {
  const { query, rows } = useV3Pages(
    'nft/items',
    { collection_address: [collection] },
    (page) => page.nft_items,
    (i: Item) => i.address,
    48,
  );
  const metadata = useMemo(
    () => Object.assign({}, ...(query.data?.pages ?? []).map((p) => p.metadata ?? {})),
    [query.data],
  );
  const cards = useMemo(
    () =>
      rows.map((item) => {
        const token = tokenInfoOf(metadata, item.address, 'nft_items');
        const info = readNftInfo(item.content, token);
        // A DNS item's name is its own domain (the index's `extra.domain`): not a lie.
        const dnsItem = typeof token?.extra?.domain === 'string';
        const name = info.name
          ? tokenNameLine(info.name, 64, { source: 'nft', dnsItem })
          : `#${item.index}`;
        const flags = nameFlags(
          info.name,
          { field: 'name', subject: item.address },
          { resolvedTonName: dnsItem },
        );
        return { item, info, dnsItem, name, flags };
      }),
    [rows, metadata],
  );
  const { visible, hidden, control } = useHideFlagged(cards, flagsOfCard);
  if (query.isPending) return <Loading label="Loading items…" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0)
    return <EmptyState title="No items yet">Nothing has been minted.</EmptyState>;
  return (
    <>
      <OfflineBanner queries={[query]} />
      <div className="filters" role="group" aria-label="Item filters">
        {control}
      </div>
      {visible.length === 0 && (
        <EmptyState title="Every item loaded is hidden">
          {hidden} flagged, hidden by “Hide flagged”.
        </EmptyState>
      )}
      <ul className="nft-grid" aria-label="Collection items">
        {visible.map(({ item, info, dnsItem, name, flags }) => (
          <NftCard
            key={item.address}
            address={item.address}
            index={item.index}
            image={info.image}
            chainName={info.name}
            dnsItem={dnsItem}
            name={name}
            flags={flags}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show more items'}
        </button>
      )}
    </>
  );
}
