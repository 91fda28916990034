import type { OperationResponse } from '../../../../shared/api/catalogue';
import { Address, AddressBookContext } from '../../components/Address';
import { Hash } from '../../components/Hash';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { TimeAgo } from '../../components/TimeAgo';
import { VirtualTable, type Column } from '../../components/VirtualTable';
import type { AddressBook } from '../../lib/v3-types';
import { OfflineBanner } from '../../persistence/OfflineBanner';
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
  const { query, rows, addressBook } = useV3Pages(
    'nft/transfers',
    params,
    (page) => page.nft_transfers,
    (t) => `${t.transaction_hash}:${t.nft_address ?? ''}`,
  );
  if (query.isPending) return <Loading label="Loading transfers…" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0)
    return <EmptyState title="No transfers yet">It has never changed hands.</EmptyState>;
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
        label="NFT transfers"
        rows={rows}
        columns={columns}
        getKey={(r) => `${r.transaction_hash}:${r.nft_address ?? ''}`}
        height="min(50vh, 480px)"
        onEndReached={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
        footer={query.isFetchingNextPage ? 'Loading more transfers…' : null}
      />
    </AddressBookContext.Provider>
  );
}
