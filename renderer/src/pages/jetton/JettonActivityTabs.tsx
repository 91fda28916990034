import type { OperationResponse } from '../../../../shared/api/catalogue';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { transactionColumn } from '../../components/columns';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { TimeAgo } from '../../components/TimeAgo';
import type { Column } from '../../components/VirtualTable';
import { useV3Pages } from '../../lib/use-paged';
import { abortedFlagStatus } from '../../../../shared/status';
import { symbolOf, type JettonInfo } from './jetton-content';

type Transfer = OperationResponse<'v3', 'jetton/transfers'>['jetton_transfers'][number];
type Burn = OperationResponse<'v3', 'jetton/burns'>['jetton_burns'][number];

/** "Time" column of jetton activity (the transaction's time). */
const timeColumn: Column<Transfer | Burn> = {
  id: 'time',
  header: 'Time',
  width: '170px',
  render: (r) => <TimeAgo unix={r.transaction_now} />,
};

/**
 * Transfers of a jetton (v3 `jetton/transfers` by master), newest first, deduped by
 * transaction: one query for the Transfers tab and the volume chart.
 */
export function useMasterTransfers(master: string) {
  return useV3Pages(
    'jetton/transfers',
    { jetton_master: master, sort: 'desc' },
    (page) => page.jetton_transfers,
    (t) => t.transaction_hash,
  );
}

/** Transfers of a jetton (v3 `jetton/transfers` by master), newest first. */
export function TransfersTab({ master, info }: { master: string; info: JettonInfo }) {
  const pages = useMasterTransfers(master);
  const columns: Column<Transfer>[] = [
    timeColumn,
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
      render: (r) => <StatusPill status={abortedFlagStatus(r.transaction_aborted)} />,
    },
    transactionColumn((r) => r.transaction_hash),
  ];
  return (
    <PagedTable
      label="Jetton transfers"
      {...pages}
      noun="transfer"
      columns={columns}
      getKey={(r) => r.transaction_hash}
    />
  );
}

/** Burns of a jetton (v3 `jetton/burns` by master), newest first. */
export function BurnsTab({ master, info }: { master: string; info: JettonInfo }) {
  const pages = useV3Pages(
    'jetton/burns',
    { jetton_master: master, sort: 'desc' },
    (page) => page.jetton_burns,
    (b) => b.transaction_hash,
  );
  const columns: Column<Burn>[] = [
    timeColumn,
    { id: 'owner', header: 'Owner', width: '2fr', render: (r) => <Address address={r.owner} /> },
    {
      id: 'amount',
      header: 'Amount burned',
      width: '2fr',
      render: (r) => <Amount value={r.amount} decimals={info.decimals} symbol={symbolOf(info)} />,
    },
    transactionColumn((r) => r.transaction_hash),
  ];
  return (
    <PagedTable
      label="Jetton burns"
      {...pages}
      noun="burn"
      empty={<EmptyState title="No burns yet">Nobody has burned this jetton.</EmptyState>}
      columns={columns}
      getKey={(r) => r.transaction_hash}
    />
  );
}
