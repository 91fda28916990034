import { amountColumn } from '../../components/columns';
import { useState } from 'react';
import { Address, AddressBookContext } from '../../components/Address';
import { KeyValue } from '../../components/KeyValue';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { formatDateTime } from '../../../../shared/format';
import { AddressFieldForm } from '../search';
import { useV3 } from '../../api/use-v3';
import { V3PagedList } from '../../components/V3PagedList';
import type { Column } from '../../components/VirtualTable';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import type { Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { ReferenceEmpty } from './ReferenceEmpty';
import type { DnsAuctionRow, DnsRecordRow } from './reference-types';
import '../../components/reference.css';
import { Form } from '../../components/Form';
import { TextField } from '../../components/TextField';
import { RefSection } from '../../components/RefSection';

/**
 * TON DNS: a domain's records (v3 `dns/records?domain=`: owner, wallet, site, storage, next
 * resolver), and the auctions an address leads (v3 `dns/activeAuctions?bidder=`).
 */
export function DnsPage({ route }: { route: Extract<Route, { name: 'dns' }> }) {
  const [draft, setDraft] = useState(route.domain ?? '');
  const [bidderRaw, setBidderRaw] = useState<string | null>(null);
  return (
    <article className="ref-page" aria-label="DNS">
      <h2>TON DNS</h2>
      <Form
        className="ref-controls"
        onSubmit={() => {
          const d = draft.trim().toLowerCase();
          if (d) navigate({ name: 'dns', domain: d });
        }}
      >
        <TextField label="Domain" placeholder="example.ton" value={draft} onChange={setDraft} />
        <button type="submit">Look up</button>
      </Form>
      {route.domain ? (
        <DomainRecords key={route.domain} domain={route.domain} />
      ) : (
        <EmptyState title="Enter a domain">Its owner and records are shown here.</EmptyState>
      )}
      <h3>Active auctions</h3>
      <AddressFieldForm
        label="Top bidder"
        inputLabel="Bidder address"
        submitLabel="Show auctions"
        onAddress={setBidderRaw}
      />
      {bidderRaw ? (
        <Auctions key={bidderRaw} bidder={bidderRaw} />
      ) : (
        <p className="muted">toncenter lists auctions by their top bidder: enter an address.</p>
      )}
    </article>
  );
}

/** The records of one domain (the first match of `dns/records`). */
function DomainRecords({ domain }: { domain: string }) {
  const q = useV3('dns/records', { domain, limit: 10, offset: 0 });
  if (q.isPending) return <Loading label={`Resolving ${domain}…`} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const rec =
    (q.data.records as DnsRecordRow[]).find((r) => r.domain === domain) ??
    (q.data.records as DnsRecordRow[])[0];
  if (!rec) return <ReferenceEmpty list="domain" />;
  return (
    <AddressBookContext.Provider value={q.data.address_book ?? {}}>
      <OfflineBanner queries={[q]} />
      <RefSection label={`Domain ${domain}`} title={rec.domain ?? domain}>
        <DomainFacts rec={rec} />
      </RefSection>
    </AddressBookContext.Provider>
  );
}

/** A domain's owner and resolved records. */
export function DomainFacts({ rec }: { rec: DnsRecordRow }) {
  const none = <span className="muted">not set</span>;
  return (
    <KeyValue
      label="Domain records"
      items={[
        ['Owner', rec.nft_item_owner ? <Address key="o" address={rec.nft_item_owner} /> : none],
        [
          'Domain NFT',
          rec.nft_item_address ? <Address key="n" address={rec.nft_item_address} /> : none,
        ],
        ['Wallet', rec.dns_wallet ? <Address key="w" address={rec.dns_wallet} /> : none],
        [
          'Site (ADNL)',
          rec.dns_site_adnl ? <span className="mono break">{rec.dns_site_adnl}</span> : none,
        ],
        [
          'Storage bag',
          rec.dns_storage_bag_id ? (
            <span className="mono break">{rec.dns_storage_bag_id}</span>
          ) : (
            none
          ),
        ],
        [
          'Next resolver',
          rec.dns_next_resolver ? <Address key="r" address={rec.dns_next_resolver} /> : none,
        ],
      ]}
    />
  );
}

const auctionColumns: Column<DnsAuctionRow>[] = [
  {
    id: 'domain',
    header: 'Domain',
    width: '1.5fr',
    render: (a) =>
      a.domain ? <a href={`#/dns/${encodeURIComponent(a.domain)}`}>{a.domain}</a> : '—',
  },
  amountColumn('bid', 'Top bid', '1fr', (a) => a.max_bid_amount),
  {
    id: 'bidder',
    header: 'Top bidder',
    width: '1.5fr',
    render: (a) => <Address address={a.max_bid_address} />,
  },
  { id: 'end', header: 'Ends', width: '1.2fr', render: (a) => formatDateTime(a.auction_end_time) },
  {
    id: 'state',
    header: 'State',
    width: '90px',
    render: (a) => (a.finished ? 'finished' : 'bidding'),
  },
];

function Auctions({ bidder }: { bidder: string }) {
  return (
    <V3PagedList
      operation="dns/activeAuctions"
      params={{ bidder }}
      rowsOf={(p) => p.auctions as DnsAuctionRow[]}
      keyOf={(a) => a.nft_item_address ?? a.domain ?? ''}
      columns={auctionColumns}
      label="DNS auctions"
      noun="auction"
      empty={<ReferenceEmpty list="auctions" />}
    />
  );
}
