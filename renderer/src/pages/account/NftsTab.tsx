import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { EmptyState, QueryView } from '../../components/States';
import { useV3 } from '../../lib/api-call';
import { isInlineImage, tokenDisplay } from '../../lib/token-info';
import { routePath } from '../../routing/routes';

/** NFTs held (v3 `nft/items` by owner): image when on-chain, name, index, collection. */
export function NftsTab({ raw }: { raw: string }) {
  const items = useV3('nft/items', { owner_address: [raw], limit: 100, offset: 0 });
  return (
    <QueryView
      query={items}
      loading="Loading NFTs…"
      isEmpty={(d) => d.nft_items.length === 0}
      empty={<EmptyState title="No NFTs">This account owns no NFT items.</EmptyState>}
    >
      {(d) => (
        <AddressDataProvider book={d.address_book} metadata={d.metadata}>
          <ul className="nft-grid" aria-label="NFTs held">
            {d.nft_items.map((item) => {
              const t = tokenDisplay(item.address, d.metadata, item.content);
              const name = t.name ?? `Item #${item.index}`;
              return (
                <li key={item.address} className="nft-card">
                  <a
                    href={routePath({ name: 'nft-item', address: item.address })}
                    aria-label={`Open NFT ${name}`}
                  >
                    {isInlineImage(t.image) ? (
                      <img src={t.image} alt={name} className="nft-image" />
                    ) : (
                      <div className="nft-image placeholder" aria-hidden="true">
                        NFT
                      </div>
                    )}
                    <span className="nft-name">{name}</span>
                  </a>
                  <span className="muted">Index {item.index}</span>
                  {item.collection_address && (
                    <span>
                      Collection <Address address={item.collection_address} />
                    </span>
                  )}
                  {t.image && !isInlineImage(t.image) && (
                    <span className="muted ellipsis" title={t.image}>
                      Image: {t.image}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </AddressDataProvider>
      )}
    </QueryView>
  );
}
