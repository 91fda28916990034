import { Address } from '../../components/Address';
import { JettonAmount } from '../jetton';
import { nftItemInfo } from '../nft';
import { KeyValue } from '../../components/KeyValue';
import { TokenName } from '../../components/TokenName';
import { AddressDataProvider } from '../../lib/address-data';
import { useV3 } from '../../api/use-v3';
import type {
  AddressBook,
  JettonWalletsPage,
  MetadataMap,
  NftItemsPage,
  V3NftItem,
} from '../../lib/v3-types';
import { routePath } from '../../routing/routes';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { readJettonInfo } from '../../../../shared/ton/jetton-content';

type JettonWallet = JettonWalletsPage['jetton_wallets'][number];

/** A jetton wallet's owner, jetton and balance (in the jetton's decimals), and a link to it. */
function JettonWalletIdentity({ w, page }: { w: JettonWallet; page: JettonWalletsPage }) {
  const metadata = page.metadata as MetadataMap | undefined;
  const info = readJettonInfo(undefined, tokenInfoOf(metadata?.[w.jetton], 'jetton_masters'));
  return (
    <AddressDataProvider book={page.address_book as AddressBook} metadata={metadata}>
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

/** An NFT item's name, index, collection and owner, and a link to its page. */
function NftItemIdentity({
  raw,
  item,
  page,
}: {
  raw: string;
  item: V3NftItem;
  page: NftItemsPage;
}) {
  const metadata = page.metadata as MetadataMap | undefined;
  const { info, collection, indexedDomain } = nftItemInfo(item, raw, metadata);
  return (
    <AddressDataProvider book={page.address_book as AddressBook} metadata={metadata}>
      <section className="token-identity" aria-label="NFT item">
        <h2>
          NFT item{' '}
          {info.name ? (
            <TokenName text={info.name} source="nft" dnsItem={indexedDomain} />
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
  if (w) return <JettonWalletIdentity w={w} page={wallets.data!} />;
  const item = items.data?.nft_items[0];
  if (item) return <NftItemIdentity raw={raw} item={item} page={items.data!} />;
  return null;
}
