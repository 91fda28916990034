import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shownHash } from '../../components/Hash';
import { useUiStore, type HashFormat } from '../../stores/ui-store';
import type { Network } from '../../../../shared/profiles';
import type { NodeMark, NodeMarks } from '../../components/node-marks';
import {
  NO_OVERRIDES,
  applyOverrides,
  transactionFlags,
  type RiskFlag,
} from '../../../../shared/risk';
import { RiskFlags, jettonIdentityOfWallet, useRisk } from '../risk';
import { Address } from '../../components/Address';
import { ChartFrame, type ChartView } from '../../components/ChartFrame';
import { EmptyState } from '../../components/States';
import { svgSaveHandlers } from '../../components/chart-export';
import { formatDateTime } from '../../../../shared/format';
import { useNetwork } from '../../lib/profile-context';
import { useAccountNames } from '../../lib/address-data';
import {
  buildTraceGraph,
  commentText,
  edgeLines,
  jettonText,
  nftText,
  tonText,
  type TraceGraph as Graph,
  type TraceGraphEdge,
  type TraceGraphNode,
} from './trace-graph';
import {
  EXTERNAL_ID,
  layoutTraceGraph,
  LABEL_H,
  LABEL_W,
  type TraceGraphLayout,
} from './trace-graph-layout';
import type { MetadataMap, V3Trace, V3Transaction } from '../../lib/v3-types';
import { routePath } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { nanoToTon } from '../../../../shared/ton/amount';
import { plural } from '../../../../shared/plural';
import './trace-graph.css';

/** Pan/zoom state: screen = graph * k + (x, y). */
interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_K = 0.1;
const MAX_K = 3;

function clampK(k: number): number {
  return Math.min(MAX_K, Math.max(MIN_K, k));
}

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

/** The drawn graph (nodes, edges, labels); memoized so pan, zoom and hover never redraw it. */
export const GraphBody = memo(function GraphBody({
  drawing,
  onHover,
  flagged,
  marks,
}: {
  drawing: TraceDrawing;
  onHover(id: string | null): void;
  /** Nodes with risk flags the user has not overridden: drawn with a ⚠ mark. */
  flagged?: ReadonlySet<string>;
  /** A mark per node (see {@link NodeMark}), drawn in its top right corner. */
  marks?: NodeMarks;
}) {
  const { graph, layout, names, network } = drawing;
  const ext = layout.nodes.get(EXTERNAL_ID);
  return (
    <>
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
              <text y={-3} className="tg-label-value">
                {clip(value, 24)}
              </text>
              <text y={10} className="tg-label-op">
                {clip(op, 26)}
              </text>
            </g>
          );
        })}
      </g>
      {ext && (
        <g className="tg-external" transform={`translate(${ext.x},${ext.y})`}>
          <circle r={ext.width / 2} />
          <text y={4}>ext</text>
        </g>
      )}
      <g className="tg-nodes">
        {graph.nodes.map((n) => {
          const p = layout.nodes.get(n.id);
          if (!p) return null;
          const x = p.x - p.width / 2;
          const y = p.y - p.height / 2;
          const name = names.get(n.account ?? '') ?? '';
          const mark = marks?.get(n.id);
          const body = (
            <>
              <rect x={x} y={y} width={p.width} height={p.height} rx={8} className="tg-box" />
              <circle cx={x + 20} cy={p.y} r={13} className="tg-letter-bg" />
              <text x={x + 20} y={p.y + 4} className="tg-letter">
                {n.letter}
              </text>
              <text
                x={x + 40}
                y={p.y - 4}
                className={name.length > 18 ? 'tg-name tg-name-long' : 'tg-name'}
              >
                <title>{name}</title>
                {clipMiddle(name, 24)}
              </text>
              <text x={x + 40} y={p.y + 12} className="tg-status">
                {n.status.label}
              </text>
              {flagged?.has(n.id) && (
                <text x={x + p.width - 16} y={p.y + 5} className="tg-flag" data-testid="tg-flag">
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
          const common = {
            className: `tg-node tone-${n.status.tone} kind-${n.kind}`,
            'data-node': n.id,
            'data-letter': n.letter,
            'data-account': n.account ?? '',
            'data-status': n.status.kind,
            'data-flagged': flagged?.has(n.id) ? 'true' : undefined,
            'data-mark': mark?.kind,
            onMouseEnter: () => onHover(n.id),
            onMouseLeave: () => onHover(null),
            onFocus: () => onHover(n.id),
            onBlur: () => onHover(null),
          };
          return n.txHash && n.kind === 'tx' && drawing.links !== false ? (
            <a
              key={n.id}
              {...common}
              href={routePath({ name: 'transaction', hash: n.txHash })}
              aria-label={`${n.letter}: ${names.get(n.account ?? '') ?? ''}, ${n.status.label}${mark ? `, ${mark.label}` : ''}. Open the transaction`}
            >
              {body}
            </a>
          ) : (
            <g
              key={n.id}
              {...common}
              tabIndex={0}
              role="img"
              aria-label={`${n.letter}: ${n.status.label}. ${n.status.reason}`}
            >
              {body}
            </g>
          );
        })}
      </g>
    </>
  );
});

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

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A node's name cut in the middle when long, so both ends stay ("DEMO wal…of alice.ton": what
 * it is and whose), the whole name in the node's title.
 */
function clipMiddle(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = Math.ceil((max - 1) / 2);
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (max - 1 - head)).join('')}`;
}

/** Hover card of a node: account, status with its reason and codes, fees. */
function NodeCard({
  node,
  edge,
  network,
  mark,
}: {
  node: TraceGraphNode;
  edge?: TraceGraphEdge;
  network: Network;
  mark?: NodeMark;
}) {
  return (
    <>
      <div className="tg-card-head">
        <span className="tg-card-letter">{node.letter}</span>
        <Address address={node.account} link={false} />
      </div>
      <div>
        <span className={`pill pill-${node.status.tone}`}>{node.status.label}</span>{' '}
        {node.status.reason}
      </div>
      {mark && (
        <div>
          <span className={`pill pill-${mark.tone}`}>{mark.symbol}</span> {mark.label}
        </div>
      )}
      {node.status.exitCode !== undefined && <div>Exit code: {node.status.exitCode}</div>}
      {node.status.resultCode !== undefined && <div>Result code: {node.status.resultCode}</div>}
      {node.feesNano !== null && <div>Fees: {tonText(node.feesNano)}</div>}
      {edge && (
        <div className="muted">
          In: {edge.label.operation}
          {edge.label.valueNano !== null && ` · ${nanoToTon(edge.label.valueNano)} TON`}
          {edge.label.jetton && ` · ${jettonText(edge.label.jetton, network)}`}
          {edge.label.comment !== undefined && ` · “${commentText(edge.label.comment, 200)}”`}
        </div>
      )}
      {node.lt && <div className="muted">lt {node.lt}</div>}
    </>
  );
}

/** The graph's data as a table: one row per message (the chart's table view). */
function EdgeTable({
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
  const letter = new Map(graph.nodes.map((n) => [n.id, n]));
  return (
    <div className="chart-table-wrap">
      <table className="table" aria-label="Trace graph messages">
        <thead>
          <tr>
            <th>From</th>
            <th>To</th>
            <th>Operation</th>
            <th className="num">TON</th>
            <th className="num">Token</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {graph.edges.map((e) => {
            const from = e.from ? letter.get(e.from) : undefined;
            const to = letter.get(e.to);
            const mark = marks?.get(e.to);
            return (
              <tr key={e.id} data-edge={e.id}>
                <td>
                  {from ? `${from.letter} ${names.get(from.account ?? '') ?? ''}` : 'external'}
                </td>
                <td>
                  {to ? (
                    to.txHash && to.kind === 'tx' ? (
                      <a href={routePath({ name: 'transaction', hash: to.txHash })}>
                        {to.letter} {names.get(to.account ?? '') ?? ''}
                      </a>
                    ) : (
                      `${to.letter} ${names.get(to.account ?? '') ?? ''}`
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
                      <span
                        className={`pill pill-${mark.tone}`}
                        title={mark.label}
                        data-mark={mark.kind}
                      >
                        {mark.symbol} {mark.label}
                      </span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The title lines of a saved trace picture: what (the trace and its size), when (its first
 * and last transaction times, local), the network, and the masterchain block it is as of.
 */
function pictureTitle(
  trace: V3Trace,
  network: string,
  txCount: number,
  hashFormat: HashFormat,
): string[] {
  // The id in the form the app shows hashes in (hex by default), as on the trace's page.
  const id = shownHash(trace.trace_id ?? trace.external_hash ?? 'unknown', hashFormat);
  const start = formatDateTime(trace.start_utime);
  const end = trace.end_utime ? formatDateTime(trace.end_utime) : 'not finished';
  return [
    `Trace ${id} · ${plural(txCount, 'transaction')}`,
    `${start} … ${end} · ${network} · as of masterchain block ${trace.mc_seqno_end}`,
  ];
}

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
  const graph = useMemo(() => buildTraceGraph(trace, metadata), [trace, metadata]);
  const layout = useMemo(() => layoutTraceGraph(graph), [graph]);
  const nameOf = useAccountNames(graph.accounts.map((a) => a.account));
  const names = useMemo(
    () => new Map(graph.accounts.map((a) => [a.account, nameOf(a.account)])),
    [graph, nameOf],
  );
  const drawing = useMemo(
    () => ({ graph, layout, names, network, links: !predicted }),
    [graph, layout, names, network, predicted],
  );
  const [view, setView] = useState<ChartView>('chart');
  const [hover, setHover] = useState<string | null>(null);
  const risk = useRisk();
  const nodeFlags = useMemo(() => {
    const out: Array<{ node: TraceGraphNode; flags: RiskFlag[] }> = [];
    if (!risk) return out;
    const txs = (trace.transactions ?? {}) as Record<string, V3Transaction>;
    for (const n of graph.nodes) {
      const tx = n.txHash ? txs[n.txHash] : undefined;
      if (!tx) continue;
      const flags = transactionFlags(tx, tx.account, risk.ctx, (w) =>
        jettonIdentityOfWallet(w, metadata),
      );
      if (flags.length) out.push({ node: n, flags });
    }
    return out;
  }, [graph, trace, metadata, risk]);
  const flagged = useMemo(
    () =>
      new Set(
        nodeFlags
          .filter((f) => applyOverrides(f.flags, risk?.overrides ?? NO_OVERRIDES).shown.length)
          .map((f) => f.node.id),
      ),
    [nodeFlags, risk],
  );
  const box = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const layer = useRef<SVGGElement>(null);
  const pos = useRef<View>({ x: 0, y: 0, k: 1 });
  const [, setTick] = useState(0);

  const apply = useCallback((v: View) => {
    pos.current = v;
    layer.current?.setAttribute('transform', `translate(${v.x},${v.y}) scale(${v.k})`);
    setTick((t) => t + 1);
  }, []);

  const fit = useCallback(
    (initial = false) => {
      const el = box.current;
      if (!el) return;
      const w = el.clientWidth || 800;
      const h = el.clientHeight || 420;
      let k = clampK(Math.min(w / layout.width, h / layout.height, 1));
      // A large trace fitted whole is unreadable: start readable, anchored at its root.
      if (initial && k < 0.55) k = 0.75;
      const x = k * layout.width <= w ? (w - k * layout.width) / 2 : 0;
      const y = k * layout.height <= h ? (h - k * layout.height) / 2 : 0;
      apply({ x, y, k });
    },
    [layout, apply],
  );

  useEffect(() => {
    if (view === 'chart') fit(true);
  }, [fit, view]);

  const zoomAt = useCallback(
    (factor: number, cx?: number, cy?: number) => {
      const el = box.current;
      const v = pos.current;
      const px = cx ?? (el ? el.clientWidth / 2 : 0);
      const py = cy ?? (el ? el.clientHeight / 2 : 0);
      const k = clampK(v.k * factor);
      apply({ k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k });
    },
    [apply],
  );

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const el = box.current;
    if (!el || view !== 'chart') return;
    const onWheel = (ev: WheelEvent) => {
      ev.preventDefault();
      const r = el.getBoundingClientRect();
      zoomAt(Math.exp(-ev.deltaY * 0.0015), ev.clientX - r.left, ev.clientY - r.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt, view]);

  const drag = useRef<{ x: number; y: number; vx: number; vy: number; moved: boolean } | null>(
    null,
  );
  const onPointerDown = (ev: React.PointerEvent) => {
    if (ev.button !== 0) return;
    drag.current = {
      x: ev.clientX,
      y: ev.clientY,
      vx: pos.current.x,
      vy: pos.current.y,
      moved: false,
    };
  };
  const onPointerMove = (ev: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = ev.clientX - d.x;
    const dy = ev.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) (ev.currentTarget as Element).setPointerCapture(ev.pointerId);
    d.moved = true;
    apply({ ...pos.current, x: d.vx + dx, y: d.vy + dy });
  };
  const onPointerUp = () => {
    const d = drag.current;
    // A drag ends with a click on whatever is under the pointer: swallow it once.
    if (d?.moved) {
      const stop = (e: MouseEvent) => {
        e.preventDefault();
        e.stopPropagation();
      };
      window.addEventListener('click', stop, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
    }
    drag.current = null;
  };

  // Keyboard focus on a node off screen pans to it.
  const onHover = useCallback(
    (id: string | null) => {
      setHover(id);
      const el = box.current;
      const p = id ? layout.nodes.get(id) : undefined;
      if (!el || !p || !el.contains(document.activeElement)) return;
      const v = pos.current;
      const sx = p.x * v.k + v.x;
      const sy = p.y * v.k + v.y;
      if (sx < 0 || sy < 0 || sx > el.clientWidth || sy > el.clientHeight) {
        apply({ ...v, x: el.clientWidth / 2 - p.x * v.k, y: el.clientHeight / 2 - p.y * v.k });
      }
    },
    [layout, apply],
  );

  const onKeyDown = (ev: React.KeyboardEvent) => {
    if (ev.key === '+' || ev.key === '=') zoomAt(1.25);
    else if (ev.key === '-') zoomAt(0.8);
    else if (ev.key === '0') fit();
    else if (ev.key === 'Enter') {
      // <a> nodes open on Enter natively; placeholders have nothing to open.
      const id = (ev.target as Element).getAttribute?.('data-node');
      const n = id ? graph.nodes.find((x) => x.id === id) : undefined;
      if (n?.txHash && n.kind === 'missing') navigate({ name: 'transaction', hash: n.txHash });
    }
  };

  const exportArea = {
    x: 0,
    y: 0,
    width: layout.width,
    height: layout.height,
    resetTransformSelector: '.tg-layer',
    // The whole drawing, every branch: its drawn bounds, not only the layout's measure.
    fitSelector: '.tg-layer',
    title: pictureTitle(
      trace,
      network,
      graph.nodes.filter((n) => n.kind === 'tx').length,
      hashFormat,
    ),
  };
  const fileName = `trace-${(trace.trace_id ?? 'graph').replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}`;

  if (graph.nodes.length === 0) {
    return (
      <EmptyState title="No graph">
        The server sent no transactions for this trace, so there is nothing to draw.
      </EmptyState>
    );
  }
  const hovered = hover ? graph.nodes.find((n) => n.id === hover) : undefined;
  const hoveredPos = hover ? layout.nodes.get(hover) : undefined;
  const inEdge = hovered ? graph.edges.find((e) => e.to === hovered.id) : undefined;
  const v = pos.current;
  return (
    <ChartFrame
      title="Trace graph"
      view={view}
      onViewChange={setView}
      {...svgSaveHandlers(svg, fileName, exportArea)}
      controls={
        <div className="chart-zoom" role="group" aria-label="Zoom">
          <button type="button" onClick={() => zoomAt(1.25)} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => zoomAt(0.8)} aria-label="Zoom out">
            −
          </button>
          <button type="button" onClick={() => fit()}>
            Fit
          </button>
          <span className="muted tg-count">
            {graph.nodes.filter((n) => n.kind === 'tx').length} transactions ·{' '}
            {graph.accounts.length} accounts
            {graph.pending && ' · pending parts dashed'}
          </span>
        </div>
      }
    >
      {view === 'table' ? (
        <EdgeTable graph={graph} names={names} network={network} marks={marks} />
      ) : (
        <>
          <div
            className="tg-box-wrap"
            ref={box}
            style={{ height: Math.min(Math.max(200, layout.height + 40), 640) }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
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
              <g
                ref={layer}
                className="tg-layer"
                transform={`translate(${v.x},${v.y}) scale(${v.k})`}
              >
                <GraphBody drawing={drawing} onHover={onHover} flagged={flagged} marks={marks} />
              </g>
            </svg>
            {hovered && hoveredPos && (
              <div
                className="tg-card"
                role="tooltip"
                style={{
                  left: Math.max(4, hoveredPos.x * v.k + v.x - 150),
                  top: (hoveredPos.y + hoveredPos.height / 2) * v.k + v.y + 6,
                }}
              >
                <NodeCard
                  node={hovered}
                  edge={inEdge}
                  network={network}
                  mark={marks?.get(hovered.id)}
                />
              </div>
            )}
          </div>
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
      )}
    </ChartFrame>
  );
}
