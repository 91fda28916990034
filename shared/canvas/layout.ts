import dagre from '@dagrejs/dagre';

/**
 * The layered layout of a money flow, by dagre (Sugiyama: crossing minimisation, Brandes–Köpf
 * positions, edge routes through their own dummy nodes), left to right. Dagre is told only
 * the columns ({@link hopColumns}, through its `ranker` hook): each account's column is its
 * hop from the sources (the longest path, so every flow runs left to right), an account with
 * no sender sits just before the first account it pays, and the ends (where trails ended) all
 * share the last column, right of every other account. Edge labels are nodes of their own in the
 * half-columns between (dagre's edge labels, `labelpos: 'c'`), so a label never covers a node
 * or another label. Pure: the same input gives the same picture.
 *
 * Partial re-layout: the columns ({@link hopColumns}) are computed apart from dagre, and routes
 * are returned per edge and kept per pair of nodes with the positions they were made for
 * (picture.ts), so a caller that must keep what is drawn (an expansion) can place only the new
 * accounts in their columns and keep every route whose two ends did not move.
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
  graph(): { nestingRoot?: string };
}

/** Above this many accounts only flows between neighbouring columns are routed by dagre. */
export const FULL_ROUTING_MAX = 200;

/** Adjacency of a graph: targets and sources per node, in input order. */
function adjacency(nodes: readonly string[], edges: ReadonlyArray<{ from: string; to: string }>) {
  const outs = new Map<string, string[]>(nodes.map((v) => [v, []]));
  const ins = new Map<string, string[]>(nodes.map((v) => [v, []]));
  for (const e of edges) {
    if (e.from === e.to || !outs.has(e.from) || !outs.has(e.to)) continue;
    outs.get(e.from)!.push(e.to);
    ins.get(e.to)!.push(e.from);
  }
  return { outs, ins };
}

/**
 * The nodes in an order where each comes after those it is reached from, cycles broken by
 * leaving out the edges that close them (a depth-first search from the nodes in input order,
 * sources first: the flows that run back to where the money was).
 */
function acyclicOrder(nodes: readonly string[], outs: Map<string, string[]>) {
  const state = new Map<string, 1 | 2>();
  const post: string[] = [];
  const back = new Set<string>();
  const visit = (root: string) => {
    const stack: Array<[string, number]> = [[root, 0]];
    state.set(root, 1);
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const next = outs.get(top[0])![top[1]++];
      if (next === undefined) {
        stack.pop();
        state.set(top[0], 2);
        post.push(top[0]);
      } else if (!state.has(next)) {
        state.set(next, 1);
        stack.push([next, 0]);
      } else if (state.get(next) === 1) back.add(`${top[0]}>${next}`);
    }
  };
  const hasIn = new Set([...outs.values()].flat());
  for (const v of nodes) if (!hasIn.has(v) && !state.has(v)) visit(v);
  for (const v of nodes) if (!state.has(v)) visit(v);
  return { order: post.reverse(), back };
}

/**
 * The column of each node (0 = leftmost): its hop from the sources (the longest path over the
 * graph with its cycles broken, so every flow runs left to right), a node that receives
 * nothing moved right to just before the first node it pays, and `ends` all in the column
 * after every other node (what they pay goes further right).
 */
export function hopColumns(
  nodes: readonly string[],
  edges: ReadonlyArray<{ from: string; to: string }>,
  ends: ReadonlySet<string> = new Set(),
): Map<string, number> {
  const { outs, ins } = adjacency(nodes, edges);
  const { order, back } = acyclicOrder(nodes, outs);
  const fwd = (v: string, w: string) => !back.has(`${v}>${w}`);
  const col = new Map<string, number>();
  const relax = () => {
    for (const v of order) {
      let c = col.get(v) ?? 0;
      for (const u of ins.get(v)!) if (fwd(u, v)) c = Math.max(c, col.get(u)! + 1);
      col.set(v, c);
    }
  };
  relax();
  // A node that only pays: just before the first node it pays.
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i]!;
    const next = outs.get(v)!.filter((w) => fwd(v, w));
    if (ins.get(v)!.some((u) => fwd(u, v)) || !next.length) continue;
    col.set(v, Math.max(col.get(v)!, Math.min(...next.map((w) => col.get(w)! - 1))));
  }
  let last = -1;
  for (const [v, c] of col) if (!ends.has(v)) last = Math.max(last, c);
  if (ends.size && last >= 0) {
    for (const v of order) if (ends.has(v)) col.set(v, Math.max(col.get(v)!, last + 1));
    relax();
  }
  const min = Math.min(0, ...col.values());
  for (const [v, c] of col) col.set(v, c - min);
  return col;
}

/**
 * Lays out `nodes` and `edges` left to right (see the module comment); `ends` are ids of
 * nodes that go in the last column. An edge within one column, or (above
 * {@link FULL_ROUTING_MAX} nodes, to keep large canvases fast) one that spans several
 * columns, is not routed: its route is empty (drawn straight) and its label at the middle.
 * Edges whose ends are not among `nodes` are skipped. Edge ids must be unique.
 */
export function layeredLayout(
  nodes: readonly LayoutNode[],
  edges: readonly LayoutEdge[],
  ends: ReadonlySet<string> = new Set(),
  spacing: LayoutSpacing = SPACING,
): LayeredLayout {
  const ids = new Set(nodes.map((n) => n.id));
  const kept = edges.filter((e) => ids.has(e.from) && ids.has(e.to) && e.from !== e.to);
  const columns = hopColumns([...ids], kept, ends);
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: 'LR',
    nodesep: spacing.nodeSep,
    ranksep: spacing.rankSep,
    edgesep: spacing.edgeSep,
    marginx: 0,
    marginy: 0,
    // dagre calls a function ranker with its internal graph (lib/rank/index.js): the columns,
    // two ranks apart (dagre keeps the rank between for the edges' labels).
    ranker: ((lg: RankGraph) => {
      const root = lg.graph().nestingRoot;
      for (const v of lg.nodes()) lg.node(v).rank = v === root ? -1 : 2 * columns.get(v)!;
    }) as unknown as string,
  });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) g.setNode(n.id, { width: n.width, height: n.height });
  const reversed = new Set<string>();
  for (const e of kept) {
    const span = columns.get(e.to)! - columns.get(e.from)!;
    if (span === 0 || (Math.abs(span) > 1 && nodes.length > FULL_ROUTING_MAX)) continue;
    // Dagre routes an edge from its lower rank: one running back is given to it turned round.
    const [v, w] = span > 0 ? [e.from, e.to] : [e.to, e.from];
    if (span < 0) reversed.add(e.id);
    g.setEdge(v, w, { width: e.labelWidth, height: e.labelHeight, labelpos: 'c' }, e.id);
  }
  dagre.layout(g);
  return placed(g, columns, kept, reversed);
}

/** The layout dagre left on `g`; the edges it was not given run straight. */
function placed(
  g: dagre.graphlib.Graph,
  columns: Map<string, number>,
  edges: readonly LayoutEdge[],
  reversed: ReadonlySet<string>,
): LayeredLayout {
  const out: LayeredLayout = { nodes: new Map(), edges: new Map(), columns, width: 0, height: 0 };
  const half = new ColumnWidths();
  for (const id of g.nodes()) {
    const n = g.node(id) as { x: number; y: number; width: number };
    out.nodes.set(id, { x: n.x, y: n.y });
    half.add(n.x, n.width);
  }
  const routed = new Map(
    g
      .edges()
      .map((ref) => [
        ref.name!,
        g.edge(ref) as { points?: Point[]; x?: number; y?: number; width?: number },
      ]),
  );
  for (const e of routed.values()) if (e.width && e.x !== undefined) half.add(e.x, e.width);
  for (const e of edges) {
    const from = out.nodes.get(e.from)!;
    const to = out.nodes.get(e.to)!;
    const r = routed.get(e.id);
    if (!r) {
      const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
      out.edges.set(e.id, { points: [], label: e.labelWidth ? mid : null });
      continue;
    }
    const bends = (r.points ?? []).slice(1, -1);
    if (reversed.has(e.id)) bends.reverse();
    out.edges.set(e.id, {
      points: straightThroughColumns(from, bends, to, half),
      label: r.width && r.x !== undefined && r.y !== undefined ? { x: r.x, y: r.y } : null,
    });
  }
  const info = g.graph() as { width?: number; height?: number };
  out.width = info.width ?? 0;
  out.height = info.height ?? 0;
  return out;
}

/** How far outside its column a route leaves its node and enters the next (graph units). */
const EXIT = 3;

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
  // Just outside the column: a bend on a node's border would make the route start inside it.
  const out: Point[] = [{ x: from.x + dir * (half.at(from.x) + EXIT), y: from.y }];
  for (const p of bends) {
    const h = half.at(p.x);
    out.push({ x: p.x - dir * h, y: p.y });
    if (h > 0) out.push({ x: p.x + dir * h, y: p.y });
  }
  out.push({ x: to.x - dir * (half.at(to.x) + EXIT), y: to.y });
  return out;
}
