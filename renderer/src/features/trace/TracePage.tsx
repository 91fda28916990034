import { ActionLine } from '../../components/ActionLine';
import { Address } from '../../components/Address';
import { AddressDataProvider } from '../../lib/address-data';
import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { DateTime } from '../../components/DateTime';
import { useV3 } from '../../api/use-v3';
import { txMovement } from '../../../../shared/ledger/tx-movement';
import { MovedAmount } from '../../components/MovedAmount';
import { actionStatus, headlineStatus, traceStatus } from '../../../../shared/status';
import { bouncedPayments, type BouncedPayment } from '../../../../shared/ledger';
import { AddToCaseButton } from '../workspace';
import type { MetadataMap, TraceNode, V3Trace, V3Transaction } from '../../lib/v3-types';
import { routePath, type Route } from '../../routing/routes';
import { TraceGraph } from './TraceGraph';
import type { NodeMarks } from '../../components/node-marks';
import { TraceReplay } from '../replay';
import { useState } from 'react';

/** What every node of the tree reads: the same for the whole trace. */
interface TreeLookups {
  /** The trace's transactions by hash. */
  txs: Record<string, V3Transaction>;
  metadata: MetadataMap | undefined;
  /** The ledger's payments that bounced in this trace, by sending transaction. */
  bounces: Map<string, BouncedPayment[]>;
}

/**
 * One node of the tree: its transaction (account, what moved with the owner on the other side,
 * the operation, the status), then its children indented.
 */
function TreeNode({ node, lookups }: { node: TraceNode; lookups: TreeLookups }) {
  const { txs, metadata, bounces } = lookups;
  const tx = node.tx_hash ? txs[node.tx_hash] : undefined;
  const bounced = tx ? bounces.get(tx.hash) : undefined;
  const moved = tx ? txMovement(tx, tx.account) : null;
  return (
    <li className="trace-node">
      <div className="trace-tx">
        {tx && moved ? (
          <>
            <Address address={tx.account} />
            {(moved.asset.kind !== 'ton' || moved.amount !== '0') && (
              <MovedAmount m={moved} metadata={metadata} />
            )}
            {moved.counterparty && moved.asset.kind !== 'ton' && (
              <>
                <span className="muted">{moved.direction === 'in' ? 'from' : 'to'}</span>
                <Address address={moved.counterparty} />
              </>
            )}
            <span className="muted" title={moved.opcode ?? undefined}>
              {moved.operation}
            </span>
            <StatusPill status={headlineStatus(tx, bounced)} />
            <Hash
              value={tx.hash}
              to={{ name: 'transaction', hash: tx.hash }}
              label="transaction hash"
            />
          </>
        ) : (
          <span className="muted">
            Transaction{' '}
            {node.tx_hash ? <Hash value={node.tx_hash} label="transaction hash" /> : 'unknown'} (not
            loaded)
          </span>
        )}
      </div>
      {node.children && node.children.length > 0 && (
        <ul className="trace-children">
          {node.children.map((c, i) => (
            <TreeNode key={c.tx_hash ?? i} node={c} lookups={lookups} />
          ))}
        </ul>
      )}
    </li>
  );
}

function TraceView({ trace, book, metadata }: { trace: V3Trace; book: never; metadata: never }) {
  const status = traceStatus(trace);
  const txs = (trace.transactions ?? {}) as Record<string, V3Transaction>;
  // The replay's verdicts, marked on the graph (a tick or a cross per transaction).
  const [marks, setMarks] = useState<NodeMarks | null>(null);
  return (
    <AddressDataProvider book={book} metadata={metadata}>
      <section className="trace-page">
        <h1>
          Trace <StatusPill status={status} />
        </h1>
        {trace.trace_id && <AddToCaseButton kind="trace" reference={trace.trace_id} />}
        {(status.kind === 'pending' || status.kind === 'incomplete') && (
          <div className="notice" role="status">
            {status.reason}
          </div>
        )}
        <KeyValue
          label="Trace facts"
          items={[
            ['Trace id', <Hash key="i" value={trace.trace_id} short={false} label="trace id" />],
            ['Started', <DateTime key="s" unix={trace.start_utime} />],
            ['Transactions', String(trace.trace_info.transactions)],
            ['Messages', String(trace.trace_info.messages)],
            [
              'External message',
              <Hash key="e" value={trace.external_hash} label="external message hash" />,
            ],
          ]}
        />
        <h2>Actions</h2>
        {trace.actions && trace.actions.length > 0 ? (
          <ul className="plain-list" aria-label="Actions summary">
            {trace.actions.map((a) => (
              <li key={a.action_id}>
                <ActionLine action={a} metadata={metadata} status={actionStatus(a, txs)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No classified actions.</p>
        )}
        {trace.trace_id && <TraceReplay traceId={trace.trace_id} onMarks={setMarks} />}
        <TraceGraph trace={trace} metadata={metadata} marks={marks ?? undefined} />
        <h2>Transactions</h2>
        {trace.trace ? (
          <ul className="trace-tree" aria-label="Trace tree">
            <TreeNode
              node={trace.trace as TraceNode}
              lookups={{ txs, metadata, bounces: bouncedPayments(Object.values(txs)) }}
            />
          </ul>
        ) : (
          <p className="muted">The server did not send the tree.</p>
        )}
      </section>
    </AddressDataProvider>
  );
}

/**
 * A trace (v3 `traces` by trace id with actions; falls back to a lookup by transaction hash):
 * the tree of its transactions and its actions summary; pending traces are marked.
 */
export function TracePage({ route }: { route: Extract<Route, { name: 'trace' }> }) {
  const byId = useV3('traces', { trace_id: [route.id], include_actions: true, limit: 1 });
  const missing = byId.isSuccess && byId.data.traces.length === 0;
  const byTx = useV3(
    'traces',
    { tx_hash: [route.id], include_actions: true, limit: 1 },
    { enabled: missing },
  );
  const q = missing ? byTx : byId;
  if (q.isPending) return <Loading label="Loading the trace…" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const trace = q.data.traces[0];
  if (!trace) {
    return (
      <EmptyState title="Trace not found">
        No trace with id <span className="mono break">{route.id}</span> on this network.{' '}
        <a href={routePath({ name: 'search', query: route.id })}>Search this hash</a>
      </EmptyState>
    );
  }
  return (
    <TraceView
      trace={trace}
      book={q.data.address_book as never}
      metadata={q.data.metadata as never}
    />
  );
}
