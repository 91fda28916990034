import { Address } from '../../components/Address';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { QueryView } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { transactionColumn } from '../../components/columns';
import { useV3 } from '../../api/use-v3';
import { AddressDataProvider } from '../../lib/address-data';
import { useProfile } from '../../lib/profile-context';
import type { MetadataMap, V3Transaction } from '../../lib/v3-types';
import { MovedAmount } from '../../components/MovedAmount';
import { StatusPill } from '../../components/StatusPill';
import { movementToken, txMovement, type Movement } from '../../../../shared/ledger/tx-movement';
import { headlineStatus } from '../../../../shared/status';
import { useMemo } from 'react';
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

/** A latest transaction as its account's list reads it (what moved, by which operation). */
interface TxRow {
  tx: V3Transaction;
  moved: Movement;
}

/** Time, account, operation, what moved (signed, as on the account's list), status, link. */
function txColumns(metadata: MetadataMap | undefined): SmallColumn<TxRow>[] {
  return [
    { id: 'time', header: 'Time', render: (r) => <DateTime unix={r.tx.now} /> },
    { id: 'account', header: 'Account', render: (r) => <Address address={r.tx.account} /> },
    { id: 'operation', header: 'Operation', render: (r) => r.moved.operation },
    {
      id: 'amount',
      header: 'Amount',
      render: (r) => <MovedAmount m={r.moved} metadata={metadata} />,
    },
    { id: 'status', header: 'Status', render: (r) => <StatusPill status={headlineStatus(r.tx)} /> },
    transactionColumn((r) => r.tx.hash),
  ];
}

/** The latest transactions with what each moved (one v3 `metadata` request for their tokens). */
function LatestTransactions({ transactions }: { transactions: readonly V3Transaction[] }) {
  const rows = useMemo(
    () => transactions.slice(0, ROWS).map((tx) => ({ tx, moved: txMovement(tx, tx.account) })),
    [transactions],
  );
  const tokens = [...new Set(rows.map((r) => movementToken(r.moved)).filter((a) => a !== null))];
  const meta = useV3('metadata', { address: tokens }, { enabled: tokens.length > 0 });
  const metadata = meta.data as MetadataMap | undefined;
  return (
    <SmallTable
      label="Latest transactions"
      columns={txColumns(metadata)}
      rows={rows}
      getKey={(r) => r.tx.hash}
    />
  );
}

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
              <LatestTransactions transactions={data.transactions} />
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
