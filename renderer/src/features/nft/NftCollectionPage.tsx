import { NotIndexed, WithRawAddress } from '../../components/AddressGate';
import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { ChainText } from '../../components/ChainText';
import { KeyValue } from '../../components/KeyValue';
import { TokenName } from '../../components/TokenName';
import { tokenNameLine } from '../../../../shared/text/name-judgement';
import { ErrorState, Loading } from '../../components/States';
import { Tabs } from '../../components/Tabs';
import { useV3 } from '../../api/use-v3';
import type { AddressBook, MetadataMap } from '../../lib/v3-types';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import type { Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { NftItemsGrid } from './NftItemsGrid';
import { NftTransfersTable } from './NftTransfersTable';
import { readNftInfo } from '../../../../shared/ton/nft-content';
import { TokenImage } from './TokenImage';
import '../../components/token-pages.css';

const TABS = [
  { id: 'items', label: 'Items' },
  { id: 'transfers', label: 'Transfers' },
];

/**
 * NFT collection (TEP-62): metadata, owner, item count (v3 `nft/collections`); tabs: the items
 * as a grid with their on-chain images (`nft/items`), and transfers (`nft/transfers`).
 */
export function NftCollectionPage({
  route,
}: {
  route: Extract<Route, { name: 'nft-collection' }>;
}) {
  return (
    <WithRawAddress address={route.address}>
      {(raw) => <CollectionView raw={raw} route={route} />}
    </WithRawAddress>
  );
}

function CollectionView({
  raw,
  route,
}: {
  raw: string;
  route: Extract<Route, { name: 'nft-collection' }>;
}) {
  const collections = useV3('nft/collections', { collection_address: [raw], limit: 1 });
  const tab = TABS.some((t) => t.id === route.tab) ? route.tab! : 'items';
  if (collections.isPending) return <Loading label="Loading the collection…" />;
  if (!collections.data) {
    return <ErrorState error={collections.error} onRetry={() => void collections.refetch()} />;
  }
  const c = collections.data.nft_collections[0];
  if (!c) {
    return <NotIndexed what="NFT collection" raw={raw} />;
  }
  const info = readNftInfo(
    c.collection_content,
    tokenInfoOf(collections.data.metadata?.[raw], 'nft_collections'),
  );
  // Chain text: plain-text places (alt, aria-label) get the bounded, spelled-out line.
  const title = info.name ? tokenNameLine(info.name, 64, { source: 'nft' }) : 'Unnamed collection';
  return (
    <AddressDataProvider
      book={collections.data.address_book as AddressBook}
      metadata={collections.data.metadata as MetadataMap}
    >
      <article className="nft-collection-page" aria-label={`NFT collection ${title}`}>
        <OfflineBanner queries={[collections]} />
        <header className="token-header">
          <TokenImage src={info.image} alt={`${title} cover`} />
          <div>
            <h2>{info.name ? <TokenName text={info.name} source="nft" /> : title}</h2>
            <p className="muted">NFT collection</p>
            {info.description && (
              <p>
                <ChainText text={info.description} max={2000} lineBreaks />
              </p>
            )}
          </div>
        </header>
        <KeyValue
          label="Collection facts"
          items={[
            ['Address', <Address key="a" address={c.address} link={false} short={false} />],
            ['Owner', <Address key="o" address={c.owner_address} emptyLabel="No owner" />],
            ['Items minted', c.next_item_index],
            ['Metadata', info.uri ? <span className="mono break">{info.uri}</span> : 'On-chain'],
          ]}
        />
        <Tabs
          label="Collection sections"
          tabs={TABS}
          active={tab}
          onChange={(id) => navigate({ name: 'nft-collection', address: route.address, tab: id })}
        >
          {tab === 'items' && <NftItemsGrid collection={raw} />}
          {tab === 'transfers' && <NftTransfersTable filter={{ collection: raw }} />}
        </Tabs>
      </article>
    </AddressDataProvider>
  );
}
