import { useState } from 'react';
import { Hash } from '../../components/Hash';
import { timeColumn } from '../../components/columns';
import { KeyValue } from '../../components/KeyValue';
import { ErrorState, Loading, EmptyState } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { VirtualTable, type Column } from '../../components/VirtualTable';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import { useV3 } from '../../api/use-v3';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { routePath, type Route } from '../../routing/routes';
import { BlocksWithTransactions } from './BlocksWithTransactions';
import { BlockLink, chainName } from './BlockLink';
import { blockName } from '../../../../shared/chain/shard';
import '../../components/token-pages.css';

type Block = OperationResponse<'v3', 'blocks'>['blocks'][number];

const columns: Column<Block>[] = [
  {
    id: 'block',
    header: 'Block',
    width: '2fr',
    render: (b) => <BlockLink className="mono" block={b} />,
  },
  {
    id: 'chain',
    header: 'Chain',
    width: '110px',
    render: (b) => chainName(b.workchain),
  },
  timeColumn((b) => b.gen_utime),
  { id: 'txs', header: 'Transactions', width: '110px', render: (b) => String(b.tx_count ?? '—') },
  {
    id: 'hash',
    header: 'Root hash',
    width: '1.5fr',
    render: (b) => <Hash value={b.root_hash} label="root hash" />,
  },
];

/**
 * Blocks: masterchain info (v3 `masterchainInfo`: first and last indexed masterchain blocks)
 * and the most recent blocks of every workchain (v3 `blocks`, newest first), refreshed live;
 * "With transactions only" lists the blocks of the latest transactions instead.
 */
export function BlocksPage({ route }: { route: Extract<Route, { name: 'blocks' }> }) {
  void route;
  const [withTxs, setWithTxs] = useState(false);
  const info = useV3('masterchainInfo', {}, { refetchInterval: 5_000 });
  const recent = useV3('blocks', { sort: 'desc', limit: 40 }, { refetchInterval: 10_000 });
  return (
    <article className="blocks-page" aria-label="Blocks">
      <OfflineBanner queries={[info, recent]} />
      <h2>Masterchain</h2>
      {info.data ? (
        <KeyValue
          label="Masterchain info"
          items={[
            ['Last block', <BlockLink key="l" className="mono" block={info.data.last} />],
            ['Last block time', <DateTime key="t" unix={info.data.last.gen_utime} />],
            ['First indexed block', <BlockLink key="f" className="mono" block={info.data.first} />],
            [
              'Blockchain configuration',
              <a key="c" href={routePath({ name: 'config' })}>
                Open the configuration parameters
              </a>,
            ],
          ]}
        />
      ) : info.isPending ? (
        <Loading label="Loading masterchain info…" />
      ) : (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      )}
      <h2>Recent blocks</h2>
      <label className="filter-toggle">
        <input type="checkbox" checked={withTxs} onChange={(e) => setWithTxs(e.target.checked)} />{' '}
        With transactions only
      </label>
      {withTxs ? (
        <BlocksWithTransactions />
      ) : recent.data ? (
        recent.data.blocks.length === 0 ? (
          <EmptyState title="No blocks indexed yet" />
        ) : (
          <VirtualTable
            label="Recent blocks"
            rows={recent.data.blocks}
            columns={columns}
            getKey={(b) => blockName(b)}
            height="min(60vh, 560px)"
          />
        )
      ) : recent.isPending ? (
        <Loading label="Loading recent blocks…" />
      ) : (
        <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />
      )}
    </article>
  );
}
