import { Address, AddressBookContext } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { Hash } from '../../components/Hash';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { TimeAgo } from '../../components/TimeAgo';
import { VirtualTable, type Column } from '../../components/VirtualTable';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import type { AddressBook } from '../../lib/v3-types';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { symbolOf, type JettonInfo } from './jetton-content';
import { useV3Pages } from '../../lib/use-paged';

type Transfer = OperationResponse<'v3', 'jetton/transfers'>['jetton_transfers'][number];
type Burn = OperationResponse<'v3', 'jetton/burns'>['jetton_burns'][number];

function footerOf(
  q: { isFetchingNextPage: boolean; hasNextPage: boolean; isError: boolean; error: Error | null },
  count: number,
  noun: string,
) {
  if (q.isFetchingNextPage) return `Loading more ${noun}s…`;
  if (q.isError) return `Could not load more: ${q.error?.message ?? 'unknown error'}`;
  return q.hasNextPage ? null : `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Transfers of a jetton (v3 `jetton/transfers` by master), newest first. */
export function TransfersTab({ master, info }: { master: string; info: JettonInfo }) {
  const { query, rows, addressBook } = useV3Pages(
    'jetton/transfers',
    { jetton_master: master, sort: 'desc' },
    (page) => page.jetton_transfers,
    (t) => t.transaction_hash,
  );
  if (query.isPending) return <Loading label="Loading transfers…" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <EmptyState title="No transfers yet" />;
  const columns: Column<Transfer>[] = [
    {
      id: 'time',
      header: 'Time',
      width: '170px',
      render: (r) => <TimeAgo unix={r.transaction_now} />,
    },
    { id: 'from', header: 'From', width: '1.5fr', render: (r) => <Address address={r.source} /> },
    { id: 'to', header: 'To', width: '1.5fr', render: (r) => <Address address={r.destination} /> },
    {
      id: 'amount',
      header: 'Amount',
      width: '1.5fr',
      render: (r) => <Amount value={r.amount} decimals={info.decimals} symbol={symbolOf(info)} />,
    },
    {
      id: 'status',
      header: 'Status',
      width: '90px',
      render: (r) => <StatusPill status={r.transaction_aborted ? 'aborted' : 'success'} />,
    },
    {
      id: 'tx',
      header: 'Transaction',
      width: '1.2fr',
      render: (r) => (
        <Hash
          value={r.transaction_hash}
          to={{ name: 'transaction', hash: r.transaction_hash }}
          label="transaction hash"
        />
      ),
    },
  ];
  return (
    <AddressBookContext.Provider value={addressBook as AddressBook}>
      <OfflineBanner queries={[query]} />
      <VirtualTable
        label="Jetton transfers"
        rows={rows}
        columns={columns}
        getKey={(r) => r.transaction_hash}
        onEndReached={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
        footer={footerOf(query, rows.length, 'transfer')}
      />
    </AddressBookContext.Provider>
  );
}

/** Burns of a jetton (v3 `jetton/burns` by master), newest first. */
export function BurnsTab({ master, info }: { master: string; info: JettonInfo }) {
  const { query, rows, addressBook } = useV3Pages(
    'jetton/burns',
    { jetton_master: master, sort: 'desc' },
    (page) => page.jetton_burns,
    (b) => b.transaction_hash,
  );
  if (query.isPending) return <Loading label="Loading burns…" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0)
    return <EmptyState title="No burns yet">Nobody has burned this jetton.</EmptyState>;
  const columns: Column<Burn>[] = [
    {
      id: 'time',
      header: 'Time',
      width: '170px',
      render: (r) => <TimeAgo unix={r.transaction_now} />,
    },
    { id: 'owner', header: 'Owner', width: '2fr', render: (r) => <Address address={r.owner} /> },
    {
      id: 'amount',
      header: 'Amount burned',
      width: '2fr',
      render: (r) => <Amount value={r.amount} decimals={info.decimals} symbol={symbolOf(info)} />,
    },
    {
      id: 'tx',
      header: 'Transaction',
      width: '1.2fr',
      render: (r) => (
        <Hash
          value={r.transaction_hash}
          to={{ name: 'transaction', hash: r.transaction_hash }}
          label="transaction hash"
        />
      ),
    },
  ];
  return (
    <AddressBookContext.Provider value={addressBook as AddressBook}>
      <OfflineBanner queries={[query]} />
      <VirtualTable
        label="Jetton burns"
        rows={rows}
        columns={columns}
        getKey={(r) => r.transaction_hash}
        onEndReached={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
        footer={footerOf(query, rows.length, 'burn')}
      />
    </AddressBookContext.Provider>
  );
}
