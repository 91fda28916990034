import { Address } from '../../components/Address';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { QueryView } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { transactionColumn } from '../../components/columns';
import { useV3 } from '../../lib/api-call';
import { AddressDataProvider } from '../../lib/address-data';
import { useProfile } from '../../lib/profile-context';
import type { V3Transaction } from '../../lib/v3-types';
import { BlockLink } from '../blocks';
import { blockName } from '../../../../shared/chain/shard';
import {
  nonEmptyBlocks,
  type BlockOfTransactions,
} from '../../../../shared/chain/non-empty-blocks';

/** Rows of each list on Home. */
const ROWS = 10;
/** Transactions read to find the latest non-empty blocks. */
const SCAN = 100;

const txColumns: SmallColumn<V3Transaction>[] = [
  { id: 'time', header: 'Time', render: (t) => <DateTime unix={t.now} /> },
  { id: 'account', header: 'Account', render: (t) => <Address address={t.account} /> },
  transactionColumn((t) => t.hash),
];

const blockColumns: SmallColumn<BlockOfTransactions>[] = [
  {
    id: 'block',
    header: 'Block',
    render: (b) => <BlockLink className="mono" block={b.id} />,
  },
  { id: 'time', header: 'Time', render: (b) => <DateTime unix={b.time} /> },
  {
    id: 'txs',
    header: 'Latest transactions in it',
    className: 'num',
    render: (b) => String(b.count),
  },
];

type McBlock = {
  workchain: number;
  shard: string;
  seqno: number;
  gen_utime: string | number;
  tx_count?: number | null;
};

const mcColumns: SmallColumn<McBlock>[] = [
  {
    id: 'block',
    header: 'Block',
    render: (b) => <BlockLink className="mono" block={b} />,
  },
  { id: 'time', header: 'Time', render: (b) => <DateTime unix={b.gen_utime} /> },
  { id: 'txs', header: 'Transactions', className: 'num', render: (b) => String(b.tx_count ?? '—') },
];

/**
 * The latest activity of the network: its newest transactions (v3 `transactions`, newest
 * first, every account) and blocks: on the local network, where most blocks are empty, the
 * blocks that hold the latest transactions; elsewhere the latest masterchain blocks (v3
 * `blocks`).
 */
export function LatestActivity() {
  const profile = useProfile();
  const local = profile.network === 'local';
  const txs = useV3(
    'transactions',
    { sort: 'desc', limit: local ? SCAN : ROWS },
    { refetchInterval: 10_000 },
  );
  const blocks = useV3(
    'blocks',
    { workchain: -1, sort: 'desc', limit: ROWS },
    { enabled: !local, refetchInterval: 10_000 },
  );
  return (
    <>
      <section aria-label="Latest transactions">
        <h2>Latest transactions</h2>
        <QueryView query={txs} loading="Loading the latest transactions…">
          {(data) => (
            <AddressDataProvider book={data.address_book}>
              <SmallTable
                label="Latest transactions"
                columns={txColumns}
                rows={data.transactions.slice(0, ROWS)}
                getKey={(t) => t.hash}
              />
            </AddressDataProvider>
          )}
        </QueryView>
      </section>
      {local ? (
        <section aria-label="Latest blocks with transactions">
          <h2>Latest blocks with transactions</h2>
          <QueryView query={txs} loading="Loading…">
            {(data) => (
              <SmallTable
                label="Latest blocks with transactions"
                columns={blockColumns}
                rows={nonEmptyBlocks(data.transactions).slice(0, ROWS)}
                getKey={(b) => blockName(b.id)}
              />
            )}
          </QueryView>
        </section>
      ) : (
        <section aria-label="Latest blocks">
          <h2>Latest masterchain blocks</h2>
          <QueryView query={blocks} loading="Loading the latest blocks…">
            {(data) => (
              <SmallTable
                label="Latest masterchain blocks"
                columns={mcColumns}
                rows={data.blocks}
                getKey={(b) => blockName(b)}
              />
            )}
          </QueryView>
        </section>
      )}
    </>
  );
}
