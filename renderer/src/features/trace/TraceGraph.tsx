import { useRef, useState } from 'react';
import { Address } from '../../components/Address';
import { ChartFrame, type ChartView } from '../../components/ChartFrame';
import { svgSaveHandlers } from '../../components/chart-export';
import type { NodeMarks } from '../../components/node-marks';
import { EmptyState } from '../../components/States';
import { useNetwork } from '../../lib/profile-context';
import type { MetadataMap, V3Trace } from '../../lib/v3-types';
import { useUiStore } from '../../stores/ui-store';
import { RiskFlags } from '../risk';
import { EdgeTable } from './EdgeTable';
import { ArrowMarkers, GraphBody, type TraceDrawing } from './GraphBody';
import { NodeCard } from './NodeCard';
import type { TraceGraph as Graph } from './trace-graph';
import { tracePicture } from './trace-graph-save';
import { useGraphView, type GraphView } from './use-graph-view';
import { useNodeFlags, type NodeFlags } from './use-node-flags';
import { useTraceDrawing } from './use-trace-drawing';
import './trace-graph.css';

/**
 * The trace as a graph: transactions as nodes (lettered by account, coloured by status),
 * messages as edges (value and operation). Pan by dragging, zoom with the wheel or buttons,
 * Fit shows it all; Tab walks the nodes and Enter opens a transaction. The text tree beside
 * it stays the accessible view and the one to copy from.
 */
export function TraceGraph({
  trace,
  metadata,
  marks,
  predicted = false,
}: {
  trace: V3Trace;
  metadata?: MetadataMap | null;
  /** A mark per node drawn on the graph and in its table (a replay's verdicts…). */
  marks?: NodeMarks;
  /** A prediction (preflight): its nodes open no transaction page. */
  predicted?: boolean;
}) {
  const network = useNetwork();
  const hashFormat = useUiStore((s) => s.hashFormat);
  const drawing = useTraceDrawing(trace, metadata, network, predicted);
  const { graph, layout, names } = drawing;
  const [view, setView] = useState<ChartView>('chart');
  const { nodeFlags, flagged } = useNodeFlags(graph, trace, metadata);
  const svg = useRef<SVGSVGElement>(null);
  const g = useGraphView(graph.nodes, layout, view === 'chart');
  const picture = tracePicture(trace, drawing, hashFormat);

  if (graph.nodes.length === 0) {
    return (
      <EmptyState title="No graph">
        The server sent no transactions for this trace, so there is nothing to draw.
      </EmptyState>
    );
  }
  return (
    <ChartFrame
      title="Trace graph"
      view={view}
      onViewChange={setView}
      {...svgSaveHandlers(svg, picture.fileName, picture.area)}
      controls={<ZoomControls graph={graph} g={g} />}
    >
      {view === 'table' ? (
        <EdgeTable graph={graph} names={names} network={network} marks={marks} />
      ) : (
        <>
          <GraphCanvas drawing={drawing} g={g} svg={svg} flagged={flagged} marks={marks} />
          <GraphLegends graph={graph} nodeFlags={nodeFlags} />
        </>
      )}
    </ChartFrame>
  );
}

/** Zoom in, zoom out and Fit, with the graph's size in words. */
function ZoomControls({ graph, g }: { graph: Graph; g: GraphView }) {
  return (
    <div className="chart-zoom" role="group" aria-label="Zoom">
      <button type="button" onClick={() => g.zoomAt(1.25)} aria-label="Zoom in">
        +
      </button>
      <button type="button" onClick={() => g.zoomAt(0.8)} aria-label="Zoom out">
        −
      </button>
      <button type="button" onClick={() => g.fit()}>
        Fit
      </button>
      <span className="muted tg-count">
        {graph.nodes.filter((n) => n.kind === 'tx').length} transactions · {graph.accounts.length}{' '}
        accounts
        {graph.pending && ' · pending parts dashed'}
      </span>
    </div>
  );
}

/** The drawing in its pan/zoom box, with the hovered node's card. */
function GraphCanvas({
  drawing,
  g,
  svg,
  flagged,
  marks,
}: {
  drawing: TraceDrawing;
  g: GraphView;
  svg: React.RefObject<SVGSVGElement | null>;
  flagged: ReadonlySet<string>;
  marks?: NodeMarks;
}) {
  const { graph, layout } = drawing;
  const v = g.pos.current;
  return (
    <div
      className="tg-box-wrap"
      ref={g.box}
      style={{ height: Math.min(Math.max(200, layout.height + 40), 640) }}
      onPointerDown={g.onPointerDown}
      onPointerMove={g.onPointerMove}
      onPointerUp={g.onPointerUp}
      onPointerCancel={g.onPointerUp}
      onKeyDown={g.onKeyDown}
    >
      <svg
        ref={svg}
        className="tg-svg"
        role="group"
        aria-label={`Trace graph: ${graph.nodes.length} transactions, ${graph.edges.length} messages`}
        data-nodes={graph.nodes.length}
        data-edges={graph.edges.length}
      >
        <ArrowMarkers />
        <g ref={g.layer} className="tg-layer" transform={`translate(${v.x},${v.y}) scale(${v.k})`}>
          <GraphBody drawing={drawing} onHover={g.onHover} flagged={flagged} marks={marks} />
        </g>
      </svg>
      <HoverCard drawing={drawing} g={g} marks={marks} />
    </div>
  );
}

/** The card of the hovered or focused node, under it (nothing when none is). */
function HoverCard({
  drawing,
  g,
  marks,
}: {
  drawing: TraceDrawing;
  g: GraphView;
  marks?: NodeMarks;
}) {
  const { graph, layout, network } = drawing;
  const hovered = g.hover ? graph.nodes.find((n) => n.id === g.hover) : undefined;
  const hoveredPos = g.hover ? layout.nodes.get(g.hover) : undefined;
  if (!hovered || !hoveredPos) return null;
  const inEdge = graph.edges.find((e) => e.to === hovered.id);
  const v = g.pos.current;
  return (
    <div
      className="tg-card"
      role="tooltip"
      style={{
        left: Math.max(4, hoveredPos.x * v.k + v.x - 150),
        top: (hoveredPos.y + hoveredPos.height / 2) * v.k + v.y + 6,
      }}
    >
      <NodeCard node={hovered} edge={inEdge} network={network} mark={marks?.get(hovered.id)} />
    </div>
  );
}

/** Under the graph: each account with its letter, then each node's risk flags (when any). */
function GraphLegends({ graph, nodeFlags }: { graph: Graph; nodeFlags: NodeFlags[] }) {
  return (
    <>
      <ul className="tg-legend" aria-label="Accounts in the trace">
        {graph.accounts.map((a) => (
          <li key={a.account} data-letter={a.letter}>
            <span className="tg-card-letter">{a.letter}</span> <Address address={a.account} />
          </li>
        ))}
      </ul>
      {nodeFlags.length > 0 && (
        <ul className="tg-legend" aria-label="Risk flags in the trace">
          {nodeFlags.map(({ node, flags }) => (
            <li key={node.id} data-letter={node.letter}>
              <span className="tg-card-letter">{node.letter}</span> <RiskFlags flags={flags} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
