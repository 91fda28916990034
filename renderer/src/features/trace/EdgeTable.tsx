import type { Network } from '../../../../shared/profiles';
import { nanoToTon } from '../../../../shared/ton/amount';
import { HeadedTable } from '../../components/HeadedTable';
import type { NodeMark, NodeMarks } from '../../components/node-marks';
import { routePath } from '../../routing/routes';
import {
  commentText,
  jettonText,
  nftText,
  type TraceGraph as Graph,
  type TraceGraphEdge,
  type TraceGraphNode,
} from './trace-graph';

const HEADINGS = [
  'From',
  'To',
  'Operation',
  { label: 'TON', className: 'num' },
  { label: 'Token', className: 'num' },
  'Status',
];

/** The graph's data as a table: one row per message (the chart's table view). */
export function EdgeTable({
  graph,
  names,
  network,
  marks,
}: {
  graph: Graph;
  names: Map<string, string>;
  network: Network;
  marks?: NodeMarks;
}) {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  return (
    <HeadedTable label="Trace graph messages" headings={HEADINGS}>
      {graph.edges.map((e) => (
        <EdgeRow
          key={e.id}
          edge={e}
          from={e.from ? byId.get(e.from) : undefined}
          to={byId.get(e.to)}
          names={names}
          network={network}
          mark={marks?.get(e.to)}
        />
      ))}
    </HeadedTable>
  );
}

/** One message: its ends (letter and name; the end a transaction links to it), what it moved. */
function EdgeRow({
  edge: e,
  from,
  to,
  names,
  network,
  mark,
}: {
  edge: TraceGraphEdge;
  from?: TraceGraphNode;
  to?: TraceGraphNode;
  names: Map<string, string>;
  network: Network;
  mark?: NodeMark;
}) {
  const named = (n: TraceGraphNode) => `${n.letter} ${names.get(n.account ?? '') ?? ''}`;
  return (
    <tr data-edge={e.id}>
      <td>{from ? named(from) : 'external'}</td>
      <td>
        {to ? (
          to.txHash && to.kind === 'tx' ? (
            <a href={routePath({ name: 'transaction', hash: to.txHash })}>
              {to.letter} {names.get(to.account ?? '') ?? ''}
            </a>
          ) : (
            named(to)
          )
        ) : (
          ''
        )}
      </td>
      <td>
        {e.label.operation}
        {e.label.comment !== undefined && ` “${commentText(e.label.comment, 200)}”`}
      </td>
      <td className="num mono" data-value-nano={e.label.valueNano ?? ''}>
        {e.label.valueNano !== null ? nanoToTon(e.label.valueNano) : '—'}
      </td>
      <td className="num mono">
        {e.label.jetton
          ? jettonText(e.label.jetton, network)
          : e.label.nft
            ? nftText(e.label.nft, 64)
            : '—'}
      </td>
      <td>
        <span className={`pill pill-${e.status.tone}`} title={e.status.reason}>
          {e.status.label}
        </span>
        {mark && (
          <>
            {' '}
            <span className={`pill pill-${mark.tone}`} title={mark.label} data-mark={mark.kind}>
              {mark.symbol} {mark.label}
            </span>
          </>
        )}
      </td>
    </tr>
  );
}
