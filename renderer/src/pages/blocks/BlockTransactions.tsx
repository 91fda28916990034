import type { V3Transaction, AddressBook } from '../../lib/v3-types';
import { Address, AddressBookContext } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { Hash } from '../../components/Hash';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { TimeAgo } from '../../components/TimeAgo';
import { VirtualTable, type Column } from '../../components/VirtualTable';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { useV3Pages } from '../../lib/use-paged';

const columns: Column<V3Transaction>[] = [
  { id: 'time', header: 'Time', width: '170px', render: (t) => <TimeAgo unix={t.now} /> },
  {
    id: 'account',
    header: 'Account',
    width: '2fr',
    render: (t) => <Address address={t.account} />,
  },
  { id: 'lt', header: 'lt', width: '1.2fr', render: (t) => <span className="mono">{t.lt}</span> },
  {
    id: 'hash',
    header: 'Transaction',
    width: '1.5fr',
    render: (t) => (
      <Hash value={t.hash} to={{ name: 'transaction', hash: t.hash }} label="transaction hash" />
    ),
  },
  { id: 'fee', header: 'Fee', width: '1.2fr', render: (t) => <Amount value={t.total_fees} /> },
  {
    id: 'status',
    header: 'Status',
    width: '90px',
    render: (t) => <StatusPill status={t.description.aborted ? 'aborted' : 'success'} />,
  },
];

/**
 * Transactions of a block, oldest first: for a masterchain block every transaction it
 * commits (v3 `transactionsByMasterchainBlock`), for a shard block its own (v3
 * `transactions` by workchain, shard and seqno).
 */
export function BlockTransactions({
  block,
}: {
  block: { workchain: number; shard: string; seqno: number };
}) {
  const masterchain = block.workchain === -1;
  const { query, rows, addressBook } = useV3Pages(
    masterchain ? 'transactionsByMasterchainBlock' : 'transactions',
    masterchain
      ? { seqno: block.seqno, sort: 'asc' }
      : { workchain: block.workchain, shard: block.shard, seqno: block.seqno, sort: 'asc' },
    (page) => page.transactions,
    (t) => t.hash,
    100,
  );
  if (query.isPending) return <Loading label="Loading transactions…" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <EmptyState title="No transactions in this block" />;
  return (
    <AddressBookContext.Provider value={addressBook as AddressBook}>
      <OfflineBanner queries={[query]} />
      {masterchain && (
        <p className="list-note">
          Every transaction committed by this masterchain block, in its shards too.
        </p>
      )}
      <VirtualTable
        label="Block transactions"
        rows={rows}
        columns={columns}
        getKey={(t) => t.hash}
        onEndReached={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
        footer={
          query.isFetchingNextPage
            ? 'Loading more transactions…'
            : `${rows.length} transaction${rows.length === 1 ? '' : 's'}${query.hasNextPage ? ' so far' : ''}`
        }
      />
    </AddressBookContext.Provider>
  );
}
