import type { OperationResponse } from '../../../../shared/api/catalogue';
import { Address } from '../../components/Address';
import { amountColumn, timeColumn, transactionColumn } from '../../components/columns';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { V3PagedList } from '../../components/V3PagedList';
import type { Column } from '../../components/VirtualTable';
import { useV3Pages } from '../../api/use-paged';
import { abortedFlagStatus } from '../../../../shared/status';
import { unitOf, type JettonInfo } from '../../../../shared/ton/jetton-content';

type Transfer = OperationResponse<'v3', 'jetton/transfers'>['jetton_transfers'][number];
type Burn = OperationResponse<'v3', 'jetton/burns'>['jetton_burns'][number];

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
    timeColumn((r) => r.transaction_now),
    { id: 'from', header: 'From', width: '1.5fr', render: (r) => <Address address={r.source} /> },
    { id: 'to', header: 'To', width: '1.5fr', render: (r) => <Address address={r.destination} /> },
    amountColumn('amount', 'Amount', '1.5fr', (r) => r.amount, unitOf(info)),
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
  const columns: Column<Burn>[] = [
    timeColumn((r) => r.transaction_now),
    { id: 'owner', header: 'Owner', width: '2fr', render: (r) => <Address address={r.owner} /> },
    amountColumn('amount', 'Amount burned', '2fr', (r) => r.amount, unitOf(info)),
    transactionColumn((r) => r.transaction_hash),
  ];
  return (
    <V3PagedList
      operation="jetton/burns"
      params={{ jetton_master: master, sort: 'desc' }}
      rowsOf={(page) => page.jetton_burns}
      keyOf={(b) => b.transaction_hash}
      columns={columns}
      label="Jetton burns"
      noun="burn"
      empty={<EmptyState title="No burns yet">Nobody has burned this jetton.</EmptyState>}
    />
  );
}
