import { plural } from '../../../../shared/plural';
import { useMemo } from 'react';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import type { Column } from '../../components/VirtualTable';
import type { V3Transaction } from '../../lib/v3-types';
import { routePath } from '../../routing/routes';
import { EMPTY_TX_FILTERS } from './transaction-filters';
import { useTransactionFilters } from './use-transaction-filters';
import { useTransactionList } from './use-transaction-list';
import { transactionColumns } from './transaction-columns';
import { TransactionFilters } from './TransactionFilters';

/**
 * The account's transactions (v3 `transactions`, limit/offset pages) as an infinite,
 * virtualized table: newest or oldest first, filtered by time and lt ranges. Each row says what
 * moved (TON, a jetton with the owner on the other side, an NFT) and the operation; the jetton
 * and NFT names come from one v3 `metadata` request per page of rows.
 */
export function TransactionsTab({ raw }: { raw: string }) {
  const filters = useTransactionFilters(raw);
  const list = useTransactionList(raw, filters.params);
  const { summary, metadata, flagsOf, bouncesOf, returnsOf } = list;
  // Stable columns: memoized rows re-render only when the summaries or the metadata change.
  const columns = useMemo<Column<V3Transaction>[]>(
    () => transactionColumns({ raw, summary, metadata, flagsOf, bouncesOf, returnsOf }),
    [summary, metadata, flagsOf, bouncesOf, returnsOf, raw],
  );
  return (
    <div className="tx-tab">
      <TransactionFilters filters={filters} hideControl={list.hideControl} />
      <PagedTable
        label="Transactions"
        query={list.query}
        rows={list.visible}
        addressBook={list.book}
        noun="transaction"
        empty={
          <EmptyState title="No transactions">
            {filters.applied === EMPTY_TX_FILTERS
              ? 'This account has no transactions yet.'
              : 'None match these filters.'}
          </EmptyState>
        }
        end={(n) => `${plural(n, 'transaction')}, end of history`}
        columns={columns}
        getKey={(r) => r.hash}
        rowHref={(r) => routePath({ name: 'transaction', hash: r.hash })}
        widthKey={metadata}
        onRangeChange={list.onRangeChange}
      />
    </div>
  );
}
