import { Address } from '../../components/Address';
import { amountColumn, timeColumn, transactionColumn } from '../../components/columns';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import type { Column } from '../../components/VirtualTable';
import { useV3Pages } from '../../lib/use-paged';
import type { V3Transaction } from '../../lib/v3-types';
import { transactionStatus } from '../../../../shared/status';

const columns: Column<V3Transaction>[] = [
  timeColumn((t) => t.now),
  {
    id: 'account',
    header: 'Account',
    width: '2fr',
    render: (t) => <Address address={t.account} />,
  },
  { id: 'lt', header: 'lt', width: '1.2fr', render: (t) => <span className="mono">{t.lt}</span> },
  transactionColumn((t) => t.hash, '1.5fr'),
  amountColumn('fee', 'Fee', '1.2fr', (t) => t.total_fees),
  {
    id: 'status',
    header: 'Status',
    width: '130px',
    render: (t) => <StatusPill status={transactionStatus(t)} />,
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
  const pages = useV3Pages(
    masterchain ? 'transactionsByMasterchainBlock' : 'transactions',
    masterchain
      ? { seqno: block.seqno, sort: 'asc' }
      : { workchain: block.workchain, shard: block.shard, seqno: block.seqno, sort: 'asc' },
    (page) => page.transactions,
    (t) => t.hash,
    100,
  );
  return (
    <PagedTable
      label="Block transactions"
      {...pages}
      noun="transaction"
      empty={<EmptyState title="No transactions in this block" />}
      note={
        masterchain && (
          <p className="list-note">
            Every transaction committed by this masterchain block, in its shards too.
          </p>
        )
      }
      columns={columns}
      getKey={(t) => t.hash}
    />
  );
}
