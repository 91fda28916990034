import { memo } from 'react';
import type { Network } from '../../../../shared/profiles';
import type { NodeMark, NodeMarks } from '../../components/node-marks';
import { routePath } from '../../routing/routes';
import { edgeLines, type TraceGraph as Graph, type TraceGraphNode } from './trace-graph';
import { EXTERNAL_ID, LABEL_H, LABEL_W, type TraceGraphLayout } from './trace-graph-layout';
import { fitNodeText, NODE_FONTS, NODE_PAD, NODE_TEXT_X, nodeLines } from './node-text';

/** What the trace graph draws, on the page and in a saved picture. */
export interface TraceDrawing {
  graph: Graph;
  /** The graph laid out ({@link layoutTraceGraph}). */
  layout: TraceGraphLayout;
  /** The shown name of each account (raw address in). */
  names: Map<string, string>;
  /** Jetton masters are drawn in this network's short form. */
  network: Network;
  /** False for a predicted trace: its transactions are not on chain, so nodes link nowhere. */
  links?: boolean;
}

/** What a node reports as hovered or focused (its id), and null when left. */
type OnHover = (id: string | null) => void;

/** The drawn graph (nodes, edges, labels); memoized so pan, zoom and hover never redraw it. */
export const GraphBody = memo(function GraphBody({
  drawing,
  onHover,
  flagged,
  marks,
}: {
  drawing: TraceDrawing;
  onHover: OnHover;
  /** Nodes with risk flags the user has not overridden: drawn with a ⚠ mark. */
  flagged?: ReadonlySet<string>;
  /** A mark per node (see {@link NodeMark}), drawn in its top right corner. */
  marks?: NodeMarks;
}) {
  const { graph, layout } = drawing;
  const ext = layout.nodes.get(EXTERNAL_ID);
  return (
    <>
      <GraphEdges drawing={drawing} />
      <EdgeLabels drawing={drawing} />
      {ext && (
        <g className="tg-external" transform={`translate(${ext.x},${ext.y})`}>
          <circle r={ext.width / 2} />
          <text y={4}>ext</text>
        </g>
      )}
      <g className="tg-nodes">
        {graph.nodes.map((n) => (
          <GraphNode
            key={n.id}
            node={n}
            drawing={drawing}
            onHover={onHover}
            flagged={!!flagged?.has(n.id)}
            mark={marks?.get(n.id)}
          />
        ))}
      </g>
    </>
  );
});

/** The edges as arrows, coloured by the status of the transaction each message caused. */
function GraphEdges({ drawing: { graph, layout } }: { drawing: TraceDrawing }) {
  return (
    <g className="tg-edges">
      {graph.edges.map((e) => {
        const p = layout.edges.get(e.id);
        if (!p) return null;
        return (
          <path
            key={e.id}
            d={p.d}
            data-edge={e.id}
            data-from={e.from ?? 'external'}
            data-to={e.to}
            className={`tg-edge tone-${e.status.tone}${e.pending ? ' is-pending' : ''}${e.label.bounced ? ' is-bounce' : ''}`}
            markerEnd={`url(#tg-arrow-${e.status.tone})`}
          />
        );
      })}
    </g>
  );
}

/** Room (px) for an edge label's lines: the label box less the padding on both sides. */
const LABEL_TEXT_W = LABEL_W - 2 * NODE_PAD;

/**
 * Each edge's label: what moved and the operation ({@link edgeLines}), cut at the end with …
 * to keep the padding (the amount and its unit, a jetton's ⚠ included, come first); the whole
 * of both is in the table view.
 */
function EdgeLabels({ drawing: { graph, layout, network } }: { drawing: TraceDrawing }) {
  return (
    <g className="tg-labels" aria-hidden="true">
      {graph.edges.map((e) => {
        const p = layout.edges.get(e.id);
        if (!p) return null;
        const [value, op] = edgeLines(e.label, network);
        return (
          <g
            key={e.id}
            className="tg-label"
            transform={`translate(${p.labelX},${p.labelY})`}
            data-edge={e.id}
          >
            <rect x={-LABEL_W / 2} y={-LABEL_H / 2} width={LABEL_W} height={LABEL_H} rx={4} />
            <text y={-3} className="tg-label-value" fontSize={NODE_FONTS.label.px}>
              {fitNodeText(value, LABEL_TEXT_W, NODE_FONTS.label)}
            </text>
            <text y={11} className="tg-label-op" fontSize={NODE_FONTS.label.px}>
              {fitNodeText(op, LABEL_TEXT_W, NODE_FONTS.label)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * One node: a link to its transaction (a transaction on chain, when nodes link), else a
 * focusable picture of a placeholder; hover and focus report it (`onHover`).
 */
function GraphNode({
  node: n,
  drawing,
  onHover,
  flagged,
  mark,
}: {
  node: TraceGraphNode;
  drawing: TraceDrawing;
  onHover: OnHover;
  flagged: boolean;
  mark?: NodeMark;
}) {
  const p = drawing.layout.nodes.get(n.id);
  if (!p) return null;
  const name = drawing.names.get(n.account ?? '') ?? '';
  const body = <NodeBox node={n} box={p} name={name} flagged={flagged} mark={mark} />;
  const common = {
    className: `tg-node tone-${n.status.tone} kind-${n.kind}`,
    'data-node': n.id,
    'data-letter': n.letter,
    'data-account': n.account ?? '',
    'data-status': n.status.kind,
    'data-flagged': flagged ? 'true' : undefined,
    'data-mark': mark?.kind,
    onMouseEnter: () => onHover(n.id),
    onMouseLeave: () => onHover(null),
    onFocus: () => onHover(n.id),
    onBlur: () => onHover(null),
  };
  return n.txHash && n.kind === 'tx' && drawing.links !== false ? (
    <a
      {...common}
      href={routePath({ name: 'transaction', hash: n.txHash })}
      aria-label={`${n.letter}: ${name}, ${n.status.label}${mark ? `, ${mark.label}` : ''}. Open the transaction`}
    >
      {body}
    </a>
  ) : (
    <g
      {...common}
      tabIndex={0}
      role="img"
      aria-label={`${n.letter}: ${n.status.label}. ${n.status.reason}`}
    >
      {body}
    </g>
  );
}

/** What a node draws inside its box: its letter, name, status, risk ⚠ and mark. */
function NodeBox({
  node: n,
  box: p,
  name,
  flagged,
  mark,
}: {
  node: TraceGraphNode;
  box: { x: number; y: number; width: number; height: number };
  name: string;
  flagged: boolean;
  mark?: NodeMark;
}) {
  const x = p.x - p.width / 2;
  const y = p.y - p.height / 2;
  const lines = nodeLines(name, n.status.label, p.width, flagged);
  const font = (f: { px: number; weight: number }) => ({ fontSize: f.px, fontWeight: f.weight });
  return (
    <>
      <rect x={x} y={y} width={p.width} height={p.height} rx={8} className="tg-box" />
      <circle cx={x + 20} cy={p.y} r={13} className="tg-letter-bg" />
      <text x={x + 20} y={p.y + 4} className="tg-letter">
        {n.letter}
      </text>
      <text
        x={x + NODE_TEXT_X}
        y={p.y - 4}
        className="tg-name"
        {...font(lines.nameLong ? NODE_FONTS.nameLong : NODE_FONTS.name)}
      >
        <title>{name}</title>
        {lines.name}
      </text>
      <text x={x + NODE_TEXT_X} y={p.y + 12} className="tg-status" {...font(NODE_FONTS.status)}>
        {lines.status !== n.status.label && <title>{n.status.label}</title>}
        {lines.status}
      </text>
      {flagged && (
        <text
          x={x + p.width - NODE_PAD}
          y={p.y + 5}
          textAnchor="end"
          className="tg-flag"
          data-testid="tg-flag"
          {...font(NODE_FONTS.flag)}
        >
          <title>Risk flags: see the list under the graph</title>⚠
        </text>
      )}
      {mark && (
        <g
          className={`tg-mark tone-${mark.tone}`}
          transform={`translate(${x + p.width - 4},${y + 4})`}
          data-testid="tg-mark"
          data-mark={mark.kind}
        >
          <title>{mark.label}</title>
          <circle r={10} />
          <text y={4}>{mark.symbol}</text>
        </g>
      )}
    </>
  );
}

/** Arrow heads of the edges, one per status tone (edges refer to them by id). */
export function ArrowMarkers() {
  return (
    <defs>
      {(['ok', 'bad', 'warn', 'pending', 'neutral'] as const).map((t) => (
        <marker
          key={t}
          id={`tg-arrow-${t}`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0L10,5L0,10z" className={`tg-arrow tone-${t}`} />
        </marker>
      ))}
    </defs>
  );
}
