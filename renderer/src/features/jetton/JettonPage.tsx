import { NotIndexed, WithRawAddress } from '../../components/AddressGate';
import { ChainText } from '../../components/ChainText';
import { jettonFlags } from '../../../../shared/risk';
import { RiskFlags } from '../risk';
import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { JettonAmount } from './JettonAmount';
import { KeyValue } from '../../components/KeyValue';
import { ErrorState, Loading } from '../../components/States';
import { Tabs } from '../../components/Tabs';
import { useV3 } from '../../api/use-v3';
import type { AddressBook, JettonMastersPage, MetadataMap } from '../../lib/v3-types';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import type { Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { HoldersTab } from './HoldersTab';
import { BurnsTab, TransfersTab } from './JettonActivityTabs';
import { JettonChartsTab } from './JettonChartsTab';
import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { readJettonInfo, type JettonInfo } from '../../../../shared/ton/jetton-content';
import { TokenImage } from '../nft';
import '../../components/token-pages.css';

const TABS = [
  { id: 'holders', label: 'Holders' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'burns', label: 'Burns' },
  { id: 'charts', label: 'Charts' },
];

/**
 * Jetton master (TEP-74): metadata (TEP-64), total supply with decimals applied, admin,
 * mintable (v3 `jetton/masters`); tabs: holders (v3 `jetton/wallets` by balance), transfers
 * (`jetton/transfers`), burns (`jetton/burns`) and charts (holders' share of the supply,
 * transfer volume per day).
 */
export function JettonPage({ route }: { route: Extract<Route, { name: 'jetton' }> }) {
  return (
    <WithRawAddress address={route.address}>
      {(raw) => <JettonMasterView raw={raw} route={route} />}
    </WithRawAddress>
  );
}

/** The v3 `jetton/masters` row of the master. */
type MasterRow = JettonMastersPage['jetton_masters'][number];

/** The jetton's logo, name and symbol, risk flags and description. */
function JettonHeader({ raw, info, title }: { raw: string; info: JettonInfo; title: string }) {
  return (
    <header className="token-header">
      <TokenImage src={info.image} alt={`${title} logo`} />
      <div>
        <h2>
          <ChainText text={title} max={64} />{' '}
          {info.symbol && (
            <span className="muted">
              (<ChainText text={info.symbol} max={16} />)
            </span>
          )}
        </h2>
        <p className="muted">Jetton master</p>
        <RiskFlags flags={jettonFlags({ master: raw, symbol: info.symbol, name: info.name })} />
        {info.description && (
          <p>
            <ChainText text={info.description} max={1000} lineBreaks />
          </p>
        )}
      </div>
    </header>
  );
}

/** Address, total supply (decimals applied), decimals, mintable, admin and metadata source. */
function JettonFacts({ m, info }: { m: MasterRow; info: JettonInfo }) {
  return (
    <KeyValue
      label="Jetton facts"
      items={[
        ['Address', <Address key="a" address={m.address} link={false} short={false} />],
        [
          'Total supply',
          <JettonAmount key="s" value={m.total_supply} info={info} master={m.address} />,
        ],
        [
          'Decimals',
          info.decimalsNote ? `${info.decimals} (${info.decimalsNote})` : String(info.decimals),
        ],
        ['Mintable', m.mintable ? 'Yes: the admin can mint more' : 'No: supply is fixed'],
        [
          'Admin',
          <Address key="ad" address={m.admin_address} emptyLabel="None (admin renounced)" />,
        ],
        ['Metadata', info.uri ? <span className="mono break">{info.uri}</span> : 'On-chain'],
      ]}
    />
  );
}

/** The holders, transfers, burns and charts tabs; switching one navigates to it. */
function JettonTabs({
  raw,
  m,
  info,
  route,
}: {
  raw: string;
  m: MasterRow;
  info: JettonInfo;
  route: Extract<Route, { name: 'jetton' }>;
}) {
  const tab = TABS.some((t) => t.id === route.tab) ? route.tab! : 'holders';
  return (
    <Tabs
      label="Jetton sections"
      tabs={TABS}
      active={tab}
      onChange={(id) => navigate({ name: 'jetton', address: route.address, tab: id })}
    >
      {tab === 'holders' && <HoldersTab master={raw} info={info} totalSupply={m.total_supply} />}
      {tab === 'transfers' && <TransfersTab master={raw} info={info} />}
      {tab === 'burns' && <BurnsTab master={raw} info={info} />}
      {tab === 'charts' && (
        <JettonChartsTab master={raw} info={info} totalSupply={m.total_supply} />
      )}
    </Tabs>
  );
}

/** The jetton master's page once its address is read: loading, not indexed, or the page. */
function JettonMasterView({
  raw,
  route,
}: {
  raw: string;
  route: Extract<Route, { name: 'jetton' }>;
}) {
  const master = useV3('jetton/masters', { address: [raw], limit: 1 });
  if (master.isPending) return <Loading label="Loading the jetton…" />;
  if (!master.data)
    return <ErrorState error={master.error} onRetry={() => void master.refetch()} />;
  const m = master.data.jetton_masters[0];
  if (!m) {
    return <NotIndexed what="jetton master" raw={raw} />;
  }
  const book = (master.data.address_book ?? {}) as AddressBook;
  const info = readJettonInfo(
    m.jetton_content,
    tokenInfoOf(master.data.metadata?.[raw], 'jetton_masters'),
  );
  const title = info.name ?? 'Unnamed jetton';
  return (
    <AddressDataProvider book={book} metadata={master.data.metadata as MetadataMap}>
      <article className="jetton-page" aria-label={`Jetton ${title}`}>
        <OfflineBanner queries={[master]} />
        <JettonHeader raw={raw} info={info} title={title} />
        <JettonFacts m={m} info={info} />
        <JettonTabs raw={raw} m={m} info={info} route={route} />
      </article>
    </AddressDataProvider>
  );
}
