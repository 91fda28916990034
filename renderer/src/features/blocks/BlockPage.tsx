import { plural } from '../../../../shared/plural';
import type { ReactNode } from 'react';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { useV3 } from '../../api/use-v3';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { routePath, type Route } from '../../routing/routes';
import { BlockTransactions } from './BlockTransactions';
import { BlockLink, type BlockId } from './BlockLink';
import { blockName, normalizeShard } from '../../../../shared/chain/shard';
import '../../components/token-pages.css';

type Block = OperationResponse<'v3', 'blocks'>['blocks'][number];

const linkTo = (b: BlockId) => routePath({ name: 'block', ...b });

/**
 * One block (`wc:shard:seqno`): header facts (v3 `blocks`), for a masterchain block the shard
 * blocks it commits (v3 `masterchainBlockShards`), and its transactions.
 */
export function BlockPage({ route }: { route: Extract<Route, { name: 'block' }> }) {
  let shard: string;
  try {
    shard = normalizeShard(route.shard);
  } catch (e) {
    return <ErrorState error={{ code: 'INVALID_INPUT', message: (e as Error).message }} />;
  }
  return <BlockView id={{ workchain: route.workchain, shard, seqno: route.seqno }} />;
}

function BlockView({ id }: { id: BlockId }) {
  const block = useV3('blocks', { ...id, limit: 1 });
  const masterchain = id.workchain === -1;
  const shards = useV3(
    'masterchainBlockShards',
    { seqno: id.seqno, limit: 100 },
    { enabled: masterchain },
  );
  if (block.isPending) return <Loading label="Loading the block…" />;
  if (!block.data) return <ErrorState error={block.error} onRetry={() => void block.refetch()} />;
  const b = block.data.blocks[0];
  if (!b) {
    return (
      <EmptyState title={`Block ${blockName(id)} is not indexed`}>
        It may not exist yet, or it is older than the first indexed block.{' '}
        <a href={routePath({ name: 'blocks' })}>See the recent blocks</a>.
      </EmptyState>
    );
  }
  return (
    <article className="block-page" aria-label={`Block ${blockName(b)}`}>
      <OfflineBanner queries={masterchain ? [block, shards] : [block]} />
      <h2>
        Block <span className="mono">{blockName(b)}</span>
      </h2>
      <div className="block-facts">
        <KeyValue
          label="Block facts"
          items={blockFacts(b, masterchain ? shards.data?.blocks : undefined)}
        />
      </div>
      {masterchain && (
        <section aria-label="Shard blocks">
          <h3>Shard blocks committed</h3>
          <ShardList query={shards} self={b} />
        </section>
      )}
      <section aria-label="Transactions">
        <h3>Transactions</h3>
        <BlockTransactions block={b} />
      </section>
    </article>
  );
}

/**
 * The transaction count of a block as its table lists them: a shard block's own; for a
 * masterchain block its own and, once its shard blocks are loaded (v3
 * `masterchainBlockShards`: the block itself and the shard blocks it commits), the total the
 * table below lists.
 */
function transactionCount(b: Block, committed: readonly Block[] | undefined): string {
  const own = b.tx_count ?? null;
  if (b.workchain !== -1 || !committed) return String(own ?? '—');
  const total = committed.reduce((sum, x) => sum + (x.tx_count ?? 0), 0);
  return `${total} (${own ?? 0} in the masterchain block, ${total - (own ?? 0)} in the shard blocks it commits)`;
}

function blockFacts(b: Block, committed: readonly Block[] | undefined): Array<[string, ReactNode]> {
  const prev = b.prev_blocks ?? [];
  return [
    ['Chain', b.workchain === -1 ? 'Masterchain' : `Workchain ${b.workchain}`],
    [
      'Shard',
      <span key="s" className="mono">
        {b.shard}
      </span>,
    ],
    ['Seqno', String(b.seqno)],
    ['Time', <DateTime key="t" unix={b.gen_utime} />],
    ['Transactions', transactionCount(b, committed)],
    ['lt range', <span key="lt" className="mono">{`${b.start_lt} … ${b.end_lt}`}</span>],
    ['Root hash', <Hash key="r" value={b.root_hash} short={false} label="root hash" />],
    ['File hash', <Hash key="f" value={b.file_hash} short={false} label="file hash" />],
    [
      'Previous',
      prev.length === 0 ? (
        '—'
      ) : (
        <span key="p">
          {prev.map((p, i) => (
            <span key={blockName(p)}>
              {i > 0 && ', '}
              <BlockLink className="mono" block={p} />
            </span>
          ))}
        </span>
      ),
    ],
    ['Next', <NextBlock key="n" block={b} />],
  ];
}

/**
 * The next block of the same chain and shard (seqno + 1, v3 `blocks`), linked when indexed;
 * the newest block says so. After a shard split or merge the successor has another shard id:
 * then the shard's next seqno is not indexed and the page says where to look.
 */
function NextBlock({ block }: { block: Block }) {
  const id = { workchain: block.workchain, shard: block.shard, seqno: block.seqno + 1 };
  const next = useV3('blocks', { ...id, limit: 1 });
  if (next.isPending) return <span className="muted">Looking…</span>;
  if (!next.data) return <span className="muted">Unknown (the lookup failed)</span>;
  const n = next.data.blocks[0];
  if (!n)
    return (
      <span className="muted">
        None yet: this is the newest indexed block of its shard.{' '}
        <a href={routePath({ name: 'blocks' })}>Recent blocks</a>
      </span>
    );
  return (
    <a className="mono" href={linkTo(n)} aria-label={`Next block ${blockName(n)}`}>
      {blockName(n)}
    </a>
  );
}

function ShardList({
  query,
  self,
}: {
  query: ReturnType<typeof useV3<'masterchainBlockShards'>>;
  self: Block;
}) {
  if (query.isPending) return <Loading label="Loading shard blocks…" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const shards = query.data.blocks.filter(
    (s) => s.workchain !== self.workchain || s.seqno !== self.seqno,
  );
  if (shards.length === 0)
    return <EmptyState title="No new shard blocks in this masterchain block" />;
  return (
    <ul className="shard-list" aria-label="Shard blocks">
      {shards.map((s) => (
        <li key={blockName(s)}>
          <BlockLink className="mono" block={s} />{' '}
          <span className="muted">{plural(s.tx_count ?? 0, 'transaction')}</span>
        </li>
      ))}
    </ul>
  );
}
