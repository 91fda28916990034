import { useMemo } from 'react';
import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { EmptyState, QueryView } from '../../components/States';
import { tokenNameLine } from '../../../../shared/text/name-judgement';
import { useV3 } from '../../lib/api-call';
import { tokenDisplay } from '../../lib/token-info';
import { nameFlags, type RiskFlag } from '../../../../shared/risk';
import { useHideFlagged } from '../risk';
import type { NftItemsPage } from '../../lib/v3-types';
import { NftCard } from '../nft';
import { tokenInfoOf } from '../../../../shared/ton/jetton-content';

/** A card of the list: the item, how its name is drawn, and its flags. */
interface Card {
  item: NftItemsPage['nft_items'][number];
  t: ReturnType<typeof tokenDisplay>;
  dnsItem: boolean;
  /** The name in one line of plain text (alt, aria-label). */
  name: string;
  flags: RiskFlag[];
}

function cardsOf(d: NftItemsPage | undefined): Card[] {
  return (d?.nft_items ?? []).map((item) => {
    const t = tokenDisplay(item.address, d?.metadata, item.content);
    // A DNS item's name is its own domain (the index's `extra.domain`): not a lie.
    const dnsItem =
      typeof tokenInfoOf(d?.metadata, item.address, 'nft_items')?.extra?.domain === 'string';
    // Chain text: plain-text places (alt, aria-label) get the bounded, spelled-out line.
    const name = t.name
      ? tokenNameLine(t.name, 64, { source: 'nft', dnsItem })
      : `Item #${item.index}`;
    const flags = nameFlags(
      t.name,
      { field: 'name', subject: item.address },
      { resolvedTonName: dnsItem },
    );
    return { item, t, dnsItem, name, flags };
  });
}

const flagsOfCard = (c: Card) => c.flags;

/**
 * NFTs held (v3 `nft/items` by owner): image when on-chain (else a placeholder, see
 * TokenImage), name, index, collection; "Hide flagged" as on the other lists.
 */
export function NftsTab({ raw }: { raw: string }) {
  const items = useV3('nft/items', { owner_address: [raw], limit: 100, offset: 0 });
  const cards = useMemo(() => cardsOf(items.data), [items.data]);
  const { visible, hidden, control } = useHideFlagged(cards, flagsOfCard);
  return (
    <QueryView
      query={items}
      loading="Loading NFTs…"
      isEmpty={(d) => d.nft_items.length === 0}
      empty={<EmptyState title="No NFTs">This account owns no NFT items.</EmptyState>}
    >
      {(d) => (
        <AddressDataProvider book={d.address_book} metadata={d.metadata}>
          <div className="filters" role="group" aria-label="NFT filters">
            {control}
          </div>
          {visible.length === 0 && (
            <EmptyState title="Every NFT is hidden">
              {hidden} flagged, hidden by “Hide flagged”.
            </EmptyState>
          )}
          <ul className="nft-grid" aria-label="NFTs held">
            {visible.map(({ item, t, dnsItem, name, flags }) => (
              <NftCard
                key={item.address}
                address={item.address}
                index={item.index}
                image={t.image}
                chainName={t.name}
                dnsItem={dnsItem}
                name={name}
                flags={flags}
              >
                {item.collection_address && (
                  <span>
                    Collection <Address address={item.collection_address} />
                  </span>
                )}
              </NftCard>
            ))}
          </ul>
        </AddressDataProvider>
      )}
    </QueryView>
  );
}
