import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { EmptyState, QueryView } from '../../components/States';
import { useV3 } from '../../lib/api-call';
import { tokenDisplay } from '../../lib/token-info';
import { TokenImage } from '../nft/TokenImage';
import { routePath } from '../../routing/routes';

/**
 * NFTs held (v3 `nft/items` by owner): image when on-chain (else a placeholder, see
 * TokenImage), name, index, collection.
 */
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
                    <TokenImage src={t.image} alt={name} size={120} />
                    <span className="nft-name">{name}</span>
                  </a>
                  <span className="muted">Index {item.index}</span>
                  {item.collection_address && (
                    <span>
                      Collection <Address address={item.collection_address} />
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
