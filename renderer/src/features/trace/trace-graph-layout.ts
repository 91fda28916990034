import dagre from '@dagrejs/dagre';
import type { TraceGraph } from './trace-graph';

/** Size of a drawn transaction node and of an edge's label box, in SVG user units (px at zoom 1). */
export const NODE_W = 168;
export const NODE_H = 46;
export const LABEL_W = 150;
export const LABEL_H = 36;
/** The small circle the external message comes from. */
export const EXTERNAL_ID = '__external__';
const EXTERNAL_SIZE = 18;

/** A laid-out node: centre and size. */
export interface PlacedNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A laid-out edge: its path (SVG `d`) and the centre of its label. */
export interface PlacedEdge {
  id: string;
  d: string;
  labelX: number;
  labelY: number;
}

export interface TraceGraphLayout {
  nodes: Map<string, PlacedNode>;
  edges: Map<string, PlacedEdge>;
  width: number;
  height: number;
}

/** SVG path through dagre's points: straight ends, quadratic bends at the inner points. */
function pathOf(points: Array<{ x: number; y: number }>): string {
  if (points.length === 0) return '';
  const f = (n: number) => Math.round(n * 10) / 10;
  let d = `M${f(points[0]!.x)},${f(points[0]!.y)}`;
  if (points.length === 2) return `${d}L${f(points[1]!.x)},${f(points[1]!.y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i]!;
    const n = points[i + 1]!;
    const mx = i === points.length - 2 ? n.x : (p.x + n.x) / 2;
    const my = i === points.length - 2 ? n.y : (p.y + n.y) / 2;
    d += `Q${f(p.x)},${f(p.y)} ${f(mx)},${f(my)}`;
  }
  return d;
}

/**
 * Lays the graph out left to right with dagre (`tight-tree` ranking: traces are trees, and it
 * ranks them as well as network simplex at a fraction of the cost on 500+ nodes). Edge labels
 * get their own space so they do not cover nodes. Pure and deterministic: callers memoize it
 * per graph.
 */
export function layoutTraceGraph(graph: TraceGraph): TraceGraphLayout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: 'LR',
    nodesep: 14,
    ranksep: 36,
    edgesep: 8,
    marginx: 12,
    marginy: 12,
    ranker: 'tight-tree',
  });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of graph.nodes) g.setNode(n.id, { width: NODE_W, height: NODE_H });
  const hasExternal = graph.edges.some((e) => e.from === null);
  if (hasExternal) g.setNode(EXTERNAL_ID, { width: EXTERNAL_SIZE, height: EXTERNAL_SIZE });
  for (const e of graph.edges) {
    g.setEdge(
      e.from ?? EXTERNAL_ID,
      e.to,
      { width: LABEL_W, height: LABEL_H, labelpos: 'c' },
      e.id,
    );
  }
  dagre.layout(g);
  const nodes = new Map<string, PlacedNode>();
  for (const id of g.nodes()) {
    const n = g.node(id);
    nodes.set(id, { id, x: n.x, y: n.y, width: n.width, height: n.height });
  }
  const edges = new Map<string, PlacedEdge>();
  for (const ref of g.edges()) {
    const e = g.edge(ref) as { points?: Array<{ x: number; y: number }>; x?: number; y?: number };
    const id = ref.name!;
    const pts = e.points ?? [];
    const mid = pts[Math.floor(pts.length / 2)] ?? { x: 0, y: 0 };
    edges.set(id, { id, d: pathOf(pts), labelX: e.x ?? mid.x, labelY: e.y ?? mid.y });
  }
  const info = g.graph() as { width?: number; height?: number };
  return { nodes, edges, width: info.width ?? 0, height: info.height ?? 0 };
}
