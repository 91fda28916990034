import dagre from '@dagrejs/dagre';

/**
 * The layered layout of a money flow, by dagre (Sugiyama: ranks, crossing minimisation,
 * Brandes–Köpf positions, edge routes through their own dummy nodes), left to right. Dagre
 * is told only the columns (its `ranker` hook): each account's column is its hop from the
 * sources (the longest path, so every flow runs left to right), an account with no sender
 * sits just before the first account it pays, and the ends (where trails ended) all share
 * the last column, right of every other account. Edge labels are nodes of their own in the
 * half-columns between (dagre's edge labels, `labelpos: 'c'`), so a label never covers a node
 * or another label. Pure: the same input gives the same picture.
 *
 * Partial re-layout: {@link layeredLayout} takes the whole graph; a caller that must keep
 * some nodes where they are (an expansion) can lay out the new part alone and offset it, or
 * keep the routes of the flows whose ends did not move (they are returned per edge).
 */

/** A point of the picture (graph units). */
export interface Point {
  x: number;
  y: number;
}

/** A node to place: its id and the size of its box (graph units). */
export interface LayoutNode {
  id: string;
  width: number;
  height: number;
}

/** An edge to route, with the size of its label (0 × 0: none). */
export interface LayoutEdge {
  id: string;
  from: string;
  to: string;
  labelWidth: number;
  labelHeight: number;
}

/** Where an edge runs: its bends between its two nodes, and its label's centre. */
export interface RoutedEdge {
  /** The route's inner points, source to target (the ends are on the nodes' borders). */
  points: Point[];
  /** The centre of its label (on the route); null when it has none. */
  label: Point | null;
}

export interface LayeredLayout {
  /** Centre of each node. */
  nodes: Map<string, Point>;
  edges: Map<string, RoutedEdge>;
  /** Column of each node (0 = leftmost). */
  columns: Map<string, number>;
  width: number;
  height: number;
}

/** Spacing of the layout (graph units). */
export interface LayoutSpacing {
  /** Between nodes (and labels) of one column. */
  nodeSep: number;
  /** Between a column and the next (a label column stands between two node columns). */
  rankSep: number;
  /** Between routes passing a column side by side. */
  edgeSep: number;
}

const SPACING: LayoutSpacing = { nodeSep: 10, rankSep: 24, edgeSep: 6 };

/** Dagre's internal graph as its ranker sees it (only what the ranker reads and writes). */
interface RankGraph {
  nodes(): string[];
  node(v: string): { rank?: number };
  edges(): Array<{ v: string; w: string }>;
  edge(e: { v: string; w: string }): { minlen: number };
  graph(): { nestingRoot?: string };
}

/**
 * Dagre's ranker: columns by hop, the ends in the last column (see the module comment).
 * Runs on dagre's acyclic graph (cycles broken by reversed edges), whose edges' `minlen`
 * already hold the room for labels.
 */
function hopRanker(ends: ReadonlySet<string>) {
  return (g: RankGraph) => {
    const root = g.graph().nestingRoot;
    const outs = new Map<string, Array<{ w: string; len: number }>>();
    const ins = new Map<string, Array<{ v: string; len: number }>>();
    for (const v of g.nodes()) {
      outs.set(v, []);
      ins.set(v, []);
    }
    for (const e of g.edges()) {
      if (e.v === root) continue;
      const len = g.edge(e).minlen;
      outs.get(e.v)!.push({ w: e.w, len });
      ins.get(e.w)!.push({ v: e.v, len });
    }
    const order = topological(
      g.nodes().filter((v) => v !== root),
      outs,
    );
    const rank = new Map<string, number>();
    const relax = () => {
      for (const v of order) {
        let r = rank.get(v) ?? 0;
        for (const p of ins.get(v)!) r = Math.max(r, rank.get(p.v)! + p.len);
        rank.set(v, r);
      }
    };
    relax();
    pullSourcesRight(order, ins, outs, rank);
    // The ends share the column after the last of the others; what they pay goes further.
    // One hop: dagre doubled each edge's `minlen` to leave a rank for its label.
    let step = 2;
    for (const list of outs.values()) for (const o of list) step = Math.min(step, o.len);
    let last = -Infinity;
    for (const [v, r] of rank) if (!ends.has(v)) last = Math.max(last, r);
    if (ends.size && last > -Infinity) {
      for (const v of order) if (ends.has(v)) rank.set(v, Math.max(rank.get(v)!, last + step));
      relax();
    }
    let min = Infinity;
    for (const [v, r] of rank) {
      g.node(v).rank = r;
      min = Math.min(min, r);
    }
    if (root !== undefined) g.node(root).rank = (Number.isFinite(min) ? min : 0) - step;
  };
}

/** The nodes in an order where each comes after all it is reached from (the graph is acyclic). */
function topological(nodes: string[], outs: Map<string, Array<{ w: string }>>): string[] {
  const indeg = new Map(nodes.map((v) => [v, 0]));
  for (const v of nodes) for (const o of outs.get(v)!) indeg.set(o.w, (indeg.get(o.w) ?? 0) + 1);
  const queue = nodes.filter((v) => indeg.get(v) === 0);
  const out: string[] = [];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    out.push(v);
    for (const o of outs.get(v)!) {
      const d = indeg.get(o.w)! - 1;
      indeg.set(o.w, d);
      if (d === 0) queue.push(o.w);
    }
  }
  return out;
}

/**
 * A node that receives nothing (a depositor, a funder) moves right to just before the first
 * node it pays, so its flow does not cross the whole picture; the leftmost such nodes (the
 * start) stay in column 0.
 */
function pullSourcesRight(
  order: string[],
  ins: Map<string, Array<{ v: string; len: number }>>,
  outs: Map<string, Array<{ w: string; len: number }>>,
  rank: Map<string, number>,
) {
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i]!;
    const next = outs.get(v)!;
    if (ins.get(v)!.length || !next.length) continue;
    const room = Math.min(...next.map((o) => rank.get(o.w)! - o.len));
    if (room > rank.get(v)!) rank.set(v, room);
  }
}

/**
 * Lays out `nodes` and `edges` left to right (see the module comment); `ends` are ids of
 * nodes that go in the last column. Edges whose ends are not among `nodes` are skipped.
 * Edge ids must be unique; several edges between one pair are routed apart.
 */
export function layeredLayout(
  nodes: readonly LayoutNode[],
  edges: readonly LayoutEdge[],
  ends: ReadonlySet<string> = new Set(),
  spacing: LayoutSpacing = SPACING,
): LayeredLayout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: 'LR',
    nodesep: spacing.nodeSep,
    ranksep: spacing.rankSep,
    edgesep: spacing.edgeSep,
    marginx: 0,
    marginy: 0,
    // dagre calls a function ranker with its internal graph (lib/rank/index.js).
    ranker: hopRanker(ends) as unknown as string,
  });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set<string>();
  for (const n of nodes) {
    g.setNode(n.id, { width: n.width, height: n.height });
    ids.add(n.id);
  }
  for (const e of edges) {
    if (!ids.has(e.from) || !ids.has(e.to) || e.from === e.to) continue;
    g.setEdge(
      e.from,
      e.to,
      { width: e.labelWidth, height: e.labelHeight, labelpos: 'c', weight: 1 },
      e.id,
    );
  }
  dagre.layout(g);
  return placed(g);
}

/** The layout dagre left on `g`. */
function placed(g: dagre.graphlib.Graph): LayeredLayout {
  const out: LayeredLayout = {
    nodes: new Map(),
    edges: new Map(),
    columns: new Map(),
    width: 0,
    height: 0,
  };
  const ranks = new Map<string, number>();
  const half = new ColumnWidths();
  for (const id of g.nodes()) {
    const n = g.node(id) as { x: number; y: number; width: number; rank?: number };
    out.nodes.set(id, { x: n.x, y: n.y });
    ranks.set(id, n.rank ?? 0);
    half.add(n.x, n.width);
  }
  // Columns numbered from 0 over the ranks that hold nodes (labels take the ranks between).
  const distinct = [...new Set(ranks.values())].sort((a, b) => a - b);
  for (const [id, r] of ranks) out.columns.set(id, distinct.indexOf(r));
  const edges = g.edges().map((ref) => ({
    ref,
    e: g.edge(ref) as { points?: Point[]; x?: number; y?: number; width?: number },
  }));
  for (const { e } of edges) if (e.width && e.x !== undefined) half.add(e.x, e.width);
  for (const { ref, e } of edges) {
    const from = out.nodes.get(ref.v)!;
    const to = out.nodes.get(ref.w)!;
    out.edges.set(ref.name!, {
      points: straightThroughColumns(from, (e.points ?? []).slice(1, -1), to, half),
      label: e.width && e.x !== undefined && e.y !== undefined ? { x: e.x, y: e.y } : null,
    });
  }
  const info = g.graph() as { width?: number; height?: number };
  out.width = info.width ?? 0;
  out.height = info.height ?? 0;
  return out;
}

/** Half the width of each column (nodes and labels) by its centre's x. */
class ColumnWidths {
  private readonly half = new Map<number, number>();
  add(x: number, width: number) {
    const k = Math.round(x);
    this.half.set(k, Math.max(this.half.get(k) ?? 0, width / 2));
  }
  at(x: number): number {
    return this.half.get(Math.round(x)) ?? 0;
  }
}

/**
 * A route that crosses each column level (at the height dagre gave it there, which dagre kept
 * clear of that column's nodes) and slants only in the gaps between columns, so no flow runs
 * over an account it does not join: dagre's own straight lines from a node to the next
 * column's bend may clip a neighbour of the node in its column.
 */
function straightThroughColumns(from: Point, bends: Point[], to: Point, half: ColumnWidths) {
  const dir = Math.sign(to.x - from.x);
  if (dir === 0) return bends.map((p) => ({ ...p }));
  const out: Point[] = [{ x: from.x + dir * half.at(from.x), y: from.y }];
  for (const p of bends) {
    const h = half.at(p.x);
    out.push({ x: p.x - dir * h, y: p.y });
    if (h > 0) out.push({ x: p.x + dir * h, y: p.y });
  }
  out.push({ x: to.x - dir * half.at(to.x), y: to.y });
  return out;
}
