import { Address } from '../../components/Address';
import { JettonAmount } from '../jetton';
import { KeyValue } from '../../components/KeyValue';
import { TokenName } from '../../components/TokenName';
import { AddressDataProvider } from '../../lib/address-data';
import { useV3 } from '../../api/use-v3';
import type { AddressBook, MetadataMap } from '../../lib/v3-types';
import { routePath } from '../../routing/routes';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { readJettonInfo } from '../../../../shared/ton/jetton-content';
import { readNftInfo } from '../../../../shared/ton/nft-content';

/**
 * What a token contract's account is, said at the top of its page: a jetton wallet (v3
 * `jetton/wallets?address=`) names its owner and its jetton, with the balance in the jetton's
 * decimals; an NFT item (v3 `nft/items?address=`) its name, index, collection and owner. Both
 * link to the token pages. Renders nothing for other accounts (and while loading: the facts
 * above are the page's subject).
 */
export function TokenIdentity({ raw }: { raw: string }) {
  const wallets = useV3('jetton/wallets', { address: [raw], limit: 1 });
  const items = useV3('nft/items', { address: [raw], limit: 1 });
  const w = wallets.data?.jetton_wallets[0];
  if (w) {
    const metadata = wallets.data?.metadata as MetadataMap | undefined;
    const info = readJettonInfo(undefined, tokenInfoOf(metadata?.[w.jetton], 'jetton_masters'));
    return (
      <AddressDataProvider book={wallets.data?.address_book as AddressBook} metadata={metadata}>
        <section className="token-identity" aria-label="Jetton wallet">
          <h2>
            {info.symbol ? (
              <>
                <TokenName
                  text={info.symbol}
                  source="jetton"
                  field="symbol"
                  master={w.jetton}
                  max={16}
                />{' '}
                jetton wallet
              </>
            ) : (
              'Jetton wallet'
            )}
            {info.name && (
              <span className="muted">
                {' · '}
                <TokenName text={info.name} source="jetton" master={w.jetton} />
              </span>
            )}
          </h2>
          <KeyValue
            label="Jetton wallet facts"
            items={[
              ['Owner', <Address key="o" address={w.owner} />],
              ['Jetton', <Address key="j" address={w.jetton} />],
              [
                'Jetton balance',
                <JettonAmount key="b" value={w.balance} info={info} master={w.jetton} />,
              ],
            ]}
          />
          <a className="button-link" href={routePath({ name: 'jetton', address: w.jetton })}>
            Open the jetton
          </a>
        </section>
      </AddressDataProvider>
    );
  }
  const item = items.data?.nft_items[0];
  if (item) {
    const metadata = items.data?.metadata as MetadataMap | undefined;
    const info = readNftInfo(item.content, tokenInfoOf(metadata?.[raw], 'nft_items'));
    const collection = item.collection
      ? readNftInfo(
          item.collection.collection_content,
          item.collection_address
            ? tokenInfoOf(metadata?.[item.collection_address], 'nft_collections')
            : undefined,
        )
      : null;
    const dnsItem = typeof tokenInfoOf(metadata?.[raw], 'nft_items')?.extra?.domain === 'string';
    return (
      <AddressDataProvider book={items.data?.address_book as AddressBook} metadata={metadata}>
        <section className="token-identity" aria-label="NFT item">
          <h2>
            NFT item{' '}
            {info.name ? (
              <TokenName text={info.name} source="nft" dnsItem={dnsItem} />
            ) : (
              `#${item.index}`
            )}
            {collection?.name && (
              <span className="muted">
                {' · '}
                <TokenName text={collection.name} source="nft" />
              </span>
            )}
          </h2>
          <KeyValue
            label="NFT item facts"
            items={[
              ['Index', String(item.index)],
              [
                'Collection',
                item.collection_address ? (
                  <Address key="c" address={item.collection_address} />
                ) : (
                  'None (a standalone item)'
                ),
              ],
              ['Owner', <Address key="o" address={item.owner_address} emptyLabel="No owner" />],
            ]}
          />
          <a className="button-link" href={routePath({ name: 'nft-item', address: raw })}>
            Open the NFT item
          </a>
        </section>
      </AddressDataProvider>
    );
  }
  return null;
}
