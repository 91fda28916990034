import { Address } from '../../components/Address';
import { amountColumn, timeColumn, transactionColumn } from '../../components/columns';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import type { Column } from '../../components/VirtualTable';
import { usePageTraces } from '../../api/use-page-lookups';
import { useV3Pages } from '../../api/use-paged';
import type { V3Transaction } from '../../lib/v3-types';
import { headlineStatus } from '../../../../shared/status';
import { bouncedPayments, type BouncedPayment } from '../../../../shared/ledger';
import { useMemo } from 'react';

/** Transactions per page of the table. */
const PAGE_SIZE = 100;

/** The status of a block's row: Bounced (the ledger's bounce link) when its payment bounced. */
function rowStatus(t: V3Transaction, bounces: Map<string, BouncedPayment[]>) {
  return headlineStatus(t, bounces.get(t.hash));
}

const columnsWith = (bounces: Map<string, BouncedPayment[]>): Column<V3Transaction>[] => [
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
    render: (t) => <StatusPill status={rowStatus(t, bounces)} />,
  },
];

/**
 * Transactions of a block, oldest first: for a masterchain block every transaction it
 * commits (v3 `transactionsByMasterchainBlock`), for a shard block its own (v3
 * `transactions` by workchain, shard and seqno). A payment that bounced says Bounced: the
 * return is in a later block, so the traces of the rows that sent a bounceable message are
 * read (one v3 `traces` request per page in view) and the ledger links them.
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
    PAGE_SIZE,
  );
  // The traces of the transactions that sent a bounceable message: where a bounce returns.
  const traces = usePageTraces(
    pages.query.data?.pages,
    (page) =>
      page.transactions.filter((t) => t.out_msgs.some((m) => m.bounce)).map((t) => t.trace_id),
    PAGE_SIZE,
  );
  const bounces = useMemo(
    () =>
      bouncedPayments(
        traces.responses.flatMap((r) =>
          r.traces.flatMap((t) => Object.values(t.transactions ?? {})),
        ),
      ),
    [traces],
  );
  const columns = useMemo(() => columnsWith(bounces), [bounces]);
  return (
    <PagedTable
      label="Block transactions"
      {...pages}
      onRangeChange={traces.onRangeChange}
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
