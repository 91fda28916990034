import type { ReactNode } from 'react';
import { Address, AddressBookContext } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { KeyValue } from '../../components/KeyValue';
import { SmallTable } from '../../components/SmallTable';
import { V3PagedList } from '../../components/V3PagedList';
import { ErrorState, Loading } from '../../components/States';
import type { Column } from '../../components/VirtualTable';
import type { AddressBook } from '../../lib/v3-types';
import { formatDuration, formatDateTime } from '../../../../shared/format';
import { useV3 } from '../../api/use-v3';
import { routePath } from '../../routing/routes';
import type {
  ReferenceList,
  DnsRecordRow,
  MultisigOrderRow,
  MultisigRow,
  VestingRow,
} from '../reference';
import { ReferenceEmpty, VestingChart } from '../reference';
import '../../components/reference.css';
import { RefSection } from '../../components/RefSection';

/**
 * What else the account is, from the v3 reference endpoints: the domains whose wallet record
 * points to it (`dns/records?wallet=`), its nominator pool positions
 * (`staking/nominatorPools/nominator`), the multisig wallet it is or signs for
 * (`multisig/wallets`, `multisig/orders`), and vesting contracts (`vesting`).
 */
export function RolesTab({ raw }: { raw: string }) {
  return (
    <div className="roles">
      <Domains raw={raw} />
      <Staking raw={raw} />
      <Multisig raw={raw} />
      <Vesting raw={raw} />
    </div>
  );
}

/** The parts of a `useV3` query a section reads. */
interface Lookup {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: object | undefined;
}

interface SectionBodyProps {
  /** The section's queries, the account's own first. */
  lookups: [Lookup, ...Lookup[]];
  loading: string;
  list: ReferenceList;
  /** Whether the lookups found anything to show. */
  found: boolean;
  children: ReactNode;
}

/** Each section's title and loading words, by the reference list whose empty state it shows. */
const SECTIONS = {
  domains: ['Domains pointing here', 'Loading domains…'],
  'nominator-pools': ['Nominator pools', 'Loading pool positions…'],
  multisig: ['Multisig', 'Loading multisig data…'],
  vesting: ['Vesting', 'Loading vesting contracts…'],
} satisfies Partial<Record<ReferenceList, [title: string, loading: string]>>;

function Section(
  props: Omit<SectionBodyProps, 'loading' | 'list'> & { list: keyof typeof SECTIONS },
) {
  const [title, loading] = SECTIONS[props.list];
  return (
    <RefSection label={title} title={title}>
      <SectionBody {...props} loading={loading} />
    </RefSection>
  );
}

/**
 * A section's content: loading while any lookup loads, the first one's error, the reference
 * list's empty state when nothing was found, else `children` with the lookups' address books
 * (the first one's names win).
 */
function SectionBody({
  lookups: [main, ...others],
  loading,
  list,
  found,
  children,
}: SectionBodyProps) {
  if (main.isPending || others.some((q) => q.isPending)) return <Loading label={loading} />;
  if (main.isError) return <ErrorState error={main.error} onRetry={() => void main.refetch()} />;
  if (!found) return <ReferenceEmpty list={list} />;
  const books = [...others, main].map(
    (q) => (q.data as { address_book?: AddressBook | null } | undefined)?.address_book,
  );
  const book: AddressBook = Object.assign({}, ...books);
  return <AddressBookContext.Provider value={book}>{children}</AddressBookContext.Provider>;
}

function Domains({ raw }: { raw: string }) {
  const q = useV3('dns/records', { wallet: raw, limit: 100, offset: 0 });
  const records = (q.data?.records ?? []) as DnsRecordRow[];
  return (
    <Section list="domains" lookups={[q]} found={records.length > 0}>
      <ul className="plain-list">
        {records.map((r) => (
          <li key={r.nft_item_address ?? r.domain}>
            <a href={routePath({ name: 'dns', domain: r.domain ?? '' })}>{r.domain}</a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Staking({ raw }: { raw: string }) {
  const q = useV3('staking/nominatorPools/nominator', { nominator: raw });
  const pools = (q.data?.nominator_pools ?? []) as Array<{
    pool_address?: string;
    balance?: string;
    pending_balance?: string;
  }>;
  return (
    <Section list="nominator-pools" lookups={[q]} found={pools.length > 0}>
      <SmallTable
        label="Pool positions"
        rows={pools}
        getKey={(p, i) => p.pool_address ?? String(i)}
        columns={[
          {
            id: 'pool',
            header: 'Pool',
            render: (p) => (
              <>
                <a href={routePath({ name: 'nominator-pool', address: p.pool_address ?? '' })}>
                  Pool
                </a>{' '}
                <Address address={p.pool_address} />
              </>
            ),
          },
          { id: 'stake', header: 'Stake', render: (p) => <Amount value={p.balance} /> },
          {
            id: 'pending',
            header: 'Pending deposit',
            render: (p) => <Amount value={p.pending_balance} />,
          },
        ]}
      />
    </Section>
  );
}

const orderColumns: Column<MultisigOrderRow>[] = [
  {
    id: 'order',
    header: 'Order',
    width: '1.5fr',
    render: (o) =>
      o.address ? (
        <a href={routePath({ name: 'multisig-order', address: o.address })}>
          #{o.order_seqno ?? '?'}
        </a>
      ) : (
        '—'
      ),
  },
  {
    id: 'approvals',
    header: 'Approvals',
    width: '1fr',
    render: (o) => `${o.approvals_num ?? 0} of ${o.threshold ?? '—'}`,
  },
  {
    id: 'exec',
    header: 'Executed',
    width: '90px',
    render: (o) => (o.sent_for_execution ? 'yes' : 'no'),
  },
  {
    id: 'exp',
    header: 'Expires',
    width: '1.2fr',
    render: (o) => formatDateTime(o.expiration_date),
  },
];

function Multisig({ raw }: { raw: string }) {
  const wallet = useV3('multisig/wallets', { address: [raw], include_orders: false, limit: 1 });
  const signerOf = useV3('multisig/wallets', {
    wallet_address: [raw],
    include_orders: false,
    limit: 50,
  });
  const ms = (wallet.data?.multisigs as MultisigRow[] | undefined)?.[0];
  const memberOf = (signerOf.data?.multisigs ?? []) as MultisigRow[];
  return (
    <Section list="multisig" lookups={[wallet, signerOf]} found={!!ms || memberOf.length > 0}>
      {ms && (
        <>
          <KeyValue
            label="Multisig wallet"
            items={[
              ['Threshold', `${ms.threshold ?? '—'} of ${ms.signers?.length ?? 0} signers`],
              ['Next order number', ms.next_order_seqno ?? '—'],
              ['Signers', <AddressList key="s" list={ms.signers} />],
              ['Proposers', <AddressList key="p" list={ms.proposers} />],
            ]}
          />
          <MultisigOrders raw={raw} />
        </>
      )}
      <RelatedList title="Signer or proposer of" rows={memberOf} />
    </Section>
  );
}

function MultisigOrders({ raw }: { raw: string }) {
  return (
    <V3PagedList
      operation="multisig/orders"
      params={{ multisig_address: [raw] }}
      rowsOf={(p) => p.orders as MultisigOrderRow[]}
      keyOf={(o) => o.address ?? ''}
      columns={orderColumns}
      label="Multisig orders"
      noun="order"
      height="min(40vh, 320px)"
    />
  );
}

/** The other contracts a section's account takes part in, under their heading; none, nothing. */
function RelatedList({
  title,
  rows,
}: {
  title: string;
  rows: ReadonlyArray<{ address?: string }>;
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <AddressList list={rows.map((r) => r.address ?? '')} />
    </>
  );
}

function AddressList({ list }: { list: string[] | undefined }) {
  if (!list?.length) return <span className="muted">none</span>;
  return (
    <ul className="plain-list">
      {list.map((a) => (
        <li key={a}>
          <Address address={a} />
        </li>
      ))}
    </ul>
  );
}

function Vesting({ raw }: { raw: string }) {
  const own = useV3('vesting', { contract_address: [raw], limit: 1, offset: 0 });
  const related = useV3('vesting', { wallet_address: [raw], limit: 50, offset: 0 });
  const contract = (own.data?.vesting_contracts as VestingRow[] | undefined)?.[0];
  const others = (related.data?.vesting_contracts ?? []) as VestingRow[];
  return (
    <Section list="vesting" lookups={[own, related]} found={!!contract || others.length > 0}>
      {contract && <VestingView v={contract} />}
      <RelatedList title="Vesting contracts this account owns or funded" rows={others} />
    </Section>
  );
}

/** A vesting contract: owner, sender, amounts and durations, the unlock schedule, whitelist. */
export function VestingView({ v }: { v: VestingRow }) {
  return (
    <>
      <KeyValue
        label="Vesting contract"
        items={[
          ['Owner', <Address key="o" address={v.owner_address} />],
          ['Funded by', <Address key="s" address={v.sender_address} />],
          ['Total', <Amount key="t" value={v.total_amount} />],
          ['Start', formatDateTime(v.start_time)],
          ['Duration', v.total_duration ? formatDuration(v.total_duration) : '—'],
          ['Unlocks every', v.unlock_period ? formatDuration(v.unlock_period) : '—'],
          ['Cliff', v.cliff_duration ? formatDuration(v.cliff_duration) : 'none'],
          ['Whitelist', <AddressList key="w" list={v.whitelist} />],
        ]}
      />
      <VestingChart v={v} />
    </>
  );
}
