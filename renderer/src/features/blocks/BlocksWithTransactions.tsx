import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { EmptyState, QueryView } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { useV3 } from '../../api/use-v3';
import {
  nonEmptyBlocks,
  type BlockOfTransactions,
} from '../../../../shared/chain/non-empty-blocks';
import { BlockLink, chainName } from './BlockLink';
import { blockName } from '../../../../shared/chain/shard';

/** Transactions read (newest first, every chain) to find the blocks that hold them. */
const SCAN = 1000;

const columns: SmallColumn<BlockOfTransactions>[] = [
  {
    id: 'block',
    header: 'Block',
    render: (b) => <BlockLink className="mono" block={b.id} />,
  },
  { id: 'chain', header: 'Chain', render: (b) => chainName(b.id.workchain) },
  { id: 'time', header: 'Time', render: (b) => <DateTime unix={b.time} /> },
  {
    id: 'txs',
    header: 'Transactions read',
    className: 'num',
    render: (b) => String(b.count),
  },
];

/**
 * The recent blocks that hold transactions, without paging through empty ones: the blocks of
 * the latest {@link SCAN} transactions of every chain (v3 `transactions`, newest first, each
 * transaction's `block_ref`), newest first, with how many of those transactions each holds.
 */
export function BlocksWithTransactions() {
  const txs = useV3('transactions', { sort: 'desc', limit: SCAN }, { refetchInterval: 10_000 });
  return (
    <QueryView query={txs} loading="Loading the blocks of the latest transactions…">
      {(data) => {
        const blocks = nonEmptyBlocks(data.transactions);
        if (blocks.length === 0) return <EmptyState title="No transactions indexed yet" />;
        return (
          <>
            <p className="list-note">
              The blocks holding the latest {data.transactions.length} transactions of every chain;
              the oldest of them may hold more than were read.
            </p>
            <SmallTable
              label="Blocks with transactions"
              columns={columns}
              rows={blocks}
              getKey={(b) => blockName(b.id)}
            />
          </>
        );
      }}
    </QueryView>
  );
}
