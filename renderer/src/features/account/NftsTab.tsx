import { useMemo } from 'react';
import { Address } from '../../components/Address';
import { EmptyState } from '../../components/States';
import { useV3 } from '../../api/use-v3';
import { tokenDisplay } from '../../lib/token-info';
import type { NftItemsPage } from '../../lib/v3-types';
import { FlaggedNftGrid, nftGridCard, useOwnDomains } from '../nft';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { HeldList } from './HeldList';

/**
 * The cards of the items held. A `.ton` name is the item's own when the index says it is a DNS
 * item (`extra.domain`) or when that domain resolves to the owner (`ownDomain`).
 */
function cardsOf(
  d: NftItemsPage | undefined,
  ownDomain: (name: string | null | undefined, item: string) => boolean,
) {
  return (d?.nft_items ?? []).map((item) => {
    const t = tokenDisplay(item.address, d?.metadata, item.content);
    const dnsItem =
      typeof tokenInfoOf(d?.metadata?.[item.address], 'nft_items')?.extra?.domain === 'string' ||
      ownDomain(t.name, item.address);
    return nftGridCard(item, t, dnsItem, `Item #${item.index}`);
  });
}

/**
 * NFTs held (v3 `nft/items` by owner): image when on-chain (else a placeholder, see
 * TokenImage), name, index, collection; "Hide flagged" as on the other lists.
 */
export function NftsTab({ raw }: { raw: string }) {
  const items = useV3('nft/items', { owner_address: [raw], limit: 100, offset: 0 });
  const ownDomain = useOwnDomains(raw);
  const cards = useMemo(() => cardsOf(items.data, ownDomain), [items.data, ownDomain]);
  return (
    <HeldList
      query={items}
      loading="Loading NFTs…"
      isEmpty={(d) => d.nft_items.length === 0}
      empty={<EmptyState title="No NFTs">This account owns no NFT items.</EmptyState>}
    >
      {() => (
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
      )}
    </HeldList>
  );
}
