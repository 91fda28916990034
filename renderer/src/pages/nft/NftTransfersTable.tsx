import type { OperationResponse } from '../../../../shared/api/catalogue';
import { Address } from '../../components/Address';
import { transactionColumn } from '../../components/columns';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { TimeAgo } from '../../components/TimeAgo';
import type { Column } from '../../components/VirtualTable';
import { useV3Pages } from '../../lib/use-paged';

type NftTransfer = OperationResponse<'v3', 'nft/transfers'>['nft_transfers'][number];

/**
 * NFT ownership transfers (v3 `nft/transfers`), newest first: of one item
 * (`item_address`) or of a whole collection (`collection_address`).
 */
export function NftTransfersTable({
  filter,
}: {
  filter: { item: string } | { collection: string };
}) {
  const params =
    'item' in filter
      ? { item_address: [filter.item], sort: 'desc' }
      : { collection_address: filter.collection, sort: 'desc' };
  const pages = useV3Pages(
    'nft/transfers',
    params,
    (page) => page.nft_transfers,
    (t) => `${t.transaction_hash}:${t.nft_address ?? ''}`,
  );
  const columns: Column<NftTransfer>[] = [
    {
      id: 'time',
      header: 'Time',
      width: '170px',
      render: (r) => <TimeAgo unix={r.transaction_now} />,
    },
    ...('collection' in filter
      ? [
          {
            id: 'item',
            header: 'Item',
            width: '1.5fr',
            render: (r: NftTransfer) => <Address address={r.nft_address} />,
          },
        ]
      : []),
    {
      id: 'from',
      header: 'From',
      width: '1.5fr',
      render: (r) => <Address address={r.old_owner} emptyLabel="Minted" />,
    },
    { id: 'to', header: 'To', width: '1.5fr', render: (r) => <Address address={r.new_owner} /> },
    transactionColumn((r) => r.transaction_hash),
  ];
  return (
    <PagedTable
      label="NFT transfers"
      {...pages}
      noun="transfer"
      empty={<EmptyState title="No transfers yet">It has never changed hands.</EmptyState>}
      columns={columns}
      getKey={(r) => `${r.transaction_hash}:${r.nft_address ?? ''}`}
      height="min(50vh, 480px)"
    />
  );
}
