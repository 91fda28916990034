import type { OperationResponse } from '../../../../shared/api/catalogue';
import { Address } from '../../components/Address';
import { timeColumn, transactionColumn } from '../../components/columns';
import { EmptyState } from '../../components/States';
import { V3PagedList } from '../../components/V3PagedList';
import type { Column } from '../../components/VirtualTable';

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
  const columns: Column<NftTransfer>[] = [
    timeColumn((r) => r.transaction_now),
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
    <V3PagedList
      operation="nft/transfers"
      params={params}
      rowsOf={(page) => page.nft_transfers}
      keyOf={(r) => `${r.transaction_hash}:${r.nft_address ?? ''}`}
      columns={columns}
      label="NFT transfers"
      noun="transfer"
      empty={<EmptyState title="No transfers yet">It has never changed hands.</EmptyState>}
      height="min(50vh, 480px)"
    />
  );
}
