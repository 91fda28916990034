import { useMemo } from 'react';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import type { NftItemsPage } from '../../lib/v3-types';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { useV3Pages } from '../../api/use-paged';
import { readNftInfo } from '../../../../shared/ton/nft-content';
import { FlaggedNftGrid, nftGridCard } from './FlaggedNftGrid';

type Item = NftItemsPage['nft_items'][number];

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
        const token = tokenInfoOf(metadata?.[item.address], 'nft_items');
        const dnsItem = typeof token?.extra?.domain === 'string';
        return nftGridCard(item, readNftInfo(item.content, token), dnsItem, `#${item.index}`);
      }),
    [rows, metadata],
  );
  if (query.isPending) return <Loading label="Loading items…" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0)
    return <EmptyState title="No items yet">Nothing has been minted.</EmptyState>;
  return (
    <>
      <OfflineBanner queries={[query]} />
      <FlaggedNftGrid
        cards={cards}
        filtersLabel="Item filters"
        gridLabel="Collection items"
        allHiddenTitle="Every item loaded is hidden"
      />
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
