import { NotIndexed, WithRawAddress } from '../../components/AddressGate';
import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { ChainText } from '../../components/ChainText';
import { KeyValue } from '../../components/KeyValue';
import { TokenName } from '../../components/TokenName';
import { tokenNameLine } from '../../../../shared/text/name-judgement';
import { ErrorState, Loading } from '../../components/States';
import { useV3 } from '../../api/use-v3';
import type { AddressBook, MetadataMap, V3NftItem } from '../../lib/v3-types';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { routePath, type Route } from '../../routing/routes';
import { NftTransfersTable } from './NftTransfersTable';
import type { NftInfo } from '../../../../shared/ton/nft-content';
import { nftItemInfo, type NftItemInfo } from './nft-item-info';
import { TokenImage } from './TokenImage';
import { useOwnDomains } from './own-domains';
import '../../components/token-pages.css';

/**
 * NFT item (TEP-62): image, name, description, attributes (TEP-64 metadata), owner (linked to
 * the account), collection and index (v3 `nft/items`), and its transfers (`nft/transfers`).
 */
export function NftItemPage({ route }: { route: Extract<Route, { name: 'nft-item' }> }) {
  return (
    <WithRawAddress address={route.address}>{(raw) => <NftItemView raw={raw} />}</WithRawAddress>
  );
}

/** The item's attributes (TEP-64 `attributes`): trait and value, chain text bounded. */
function NftAttributes({ attributes }: { attributes: NftInfo['attributes'] }) {
  return (
    <section aria-label="Attributes">
      <h3>Attributes</h3>
      <ul className="attributes">
        {attributes.map((a) => (
          <li key={a.trait}>
            <ChainText text={a.trait} max={48} />
            <ChainText text={a.value} max={200} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The item's image, name (`title` when it has none), index and collection, description and
 * attributes; `dnsItem`: its name is its own `.ton` domain.
 */
function NftHeader({
  item,
  read,
  title,
  dnsItem,
}: {
  item: V3NftItem;
  read: NftItemInfo;
  title: string;
  dnsItem: boolean;
}) {
  const { info, collection } = read;
  return (
    <header className="token-header">
      <TokenImage src={info.image} alt={title} size={220} />
      <div>
        <h2>{info.name ? <TokenName text={info.name} source="nft" dnsItem={dnsItem} /> : title}</h2>
        <p className="muted">
          NFT item #{item.index}
          {collection?.name && (
            <>
              {' of '}
              <TokenName text={collection.name} source="nft" />
            </>
          )}
        </p>
        {info.description && (
          <p>
            <ChainText text={info.description} max={2000} lineBreaks />
          </p>
        )}
        {info.attributes.length > 0 && <NftAttributes attributes={info.attributes} />}
      </div>
    </header>
  );
}

/** Owner, collection (linked), index, address, initialized, metadata source. */
function NftFacts({ item, read }: { item: V3NftItem; read: NftItemInfo }) {
  const { info, collection } = read;
  return (
    <KeyValue
      label="NFT facts"
      items={[
        ['Owner', <Address key="o" address={item.owner_address} emptyLabel="No owner" />],
        [
          'Collection',
          item.collection_address ? (
            <a
              key="c"
              href={routePath({ name: 'nft-collection', address: item.collection_address })}
            >
              {collection?.name ? (
                <TokenName text={collection.name} source="nft" />
              ) : (
                'Open the collection'
              )}
            </a>
          ) : (
            'None (standalone item)'
          ),
        ],
        ['Index', item.index],
        ['Address', <Address key="a" address={item.address} link={false} short={false} />],
        ['Initialized', item.init ? 'Yes' : 'No'],
        ['Metadata', info.uri ? <span className="mono break">{info.uri}</span> : 'On-chain'],
      ]}
    />
  );
}

/** The NFT item's page once its address is read: loading, not indexed, or the page. */
function NftItemView({ raw }: { raw: string }) {
  const items = useV3('nft/items', { address: [raw], limit: 1 });
  const ownDomain = useOwnDomains(items.data?.nft_items[0]?.owner_address);
  if (items.isPending) return <Loading label="Loading the NFT…" />;
  if (!items.data) return <ErrorState error={items.error} onRetry={() => void items.refetch()} />;
  const item = items.data.nft_items[0];
  if (!item) {
    return <NotIndexed what="NFT item" raw={raw} />;
  }
  const metadata = items.data.metadata as MetadataMap;
  const read = nftItemInfo(item, raw, metadata);
  const { info } = read;
  // Chain text: plain-text places (alt, aria-label) get the bounded, spelled-out line.
  // The index's DNS knows the item (a DNS `extra.domain`), or its domain resolves to its
  // owner: its `.ton` name is its own.
  const dnsItem = read.indexedDomain || ownDomain(info.name, item.address);
  const title = info.name
    ? tokenNameLine(info.name, 64, { source: 'nft', dnsItem })
    : `NFT #${item.index}`;
  return (
    <AddressDataProvider book={items.data.address_book as AddressBook} metadata={metadata}>
      <article className="nft-item-page" aria-label={`NFT ${title}`}>
        <OfflineBanner queries={[items]} />
        <NftHeader item={item} read={read} title={title} dnsItem={dnsItem} />
        <NftFacts item={item} read={read} />
        <h3>Transfers</h3>
        <NftTransfersTable filter={{ item: raw }} />
      </article>
    </AddressDataProvider>
  );
}
