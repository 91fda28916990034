import { useMemo } from 'react';
import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { EmptyState, QueryView } from '../../components/States';
import { useV3 } from '../../lib/api-call';
import { tokenDisplay } from '../../lib/token-info';
import type { NftItemsPage } from '../../lib/v3-types';
import { FlaggedNftGrid, nftGridCard } from '../nft';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';

function cardsOf(d: NftItemsPage | undefined) {
  return (d?.nft_items ?? []).map((item) => {
    const dnsItem =
      typeof tokenInfoOf(d?.metadata?.[item.address], 'nft_items')?.extra?.domain === 'string';
    const t = tokenDisplay(item.address, d?.metadata, item.content);
    return nftGridCard(item, t, dnsItem, `Item #${item.index}`);
  });
}

/**
 * NFTs held (v3 `nft/items` by owner): image when on-chain (else a placeholder, see
 * TokenImage), name, index, collection; "Hide flagged" as on the other lists.
 */
export function NftsTab({ raw }: { raw: string }) {
  const items = useV3('nft/items', { owner_address: [raw], limit: 100, offset: 0 });
  const cards = useMemo(() => cardsOf(items.data), [items.data]);
  return (
    <QueryView
      query={items}
      loading="Loading NFTs…"
      isEmpty={(d) => d.nft_items.length === 0}
      empty={<EmptyState title="No NFTs">This account owns no NFT items.</EmptyState>}
    >
      {(d) => (
        <AddressDataProvider book={d.address_book} metadata={d.metadata}>
          <FlaggedNftGrid
            cards={cards}
            filtersLabel="NFT filters"
            gridLabel="NFTs held"
            allHiddenTitle="Every NFT is hidden"
            more={(item) =>
              item.collection_address && (
                <span>
                  Collection <Address address={item.collection_address} />
                </span>
              )
            }
          />
        </AddressDataProvider>
      )}
    </QueryView>
  );
}
