import { chainTextLine } from '../text/safety';
import { compactUnits } from '../ton/units';
import { stopCodeOf } from '../attribution/from-trace';
import { END_REASONS } from '../attribution/types';
import type { CanvasDocument, CanvasRoute } from './document';
import type { Network } from '../profiles';
import { edgeAmountParts, entityTitle, FLAG_BADGE, nodeFlagged } from './drawing';
import { canvasView, ruleText, type CanvasView, type ViewEdge, type ViewNode } from './entities';
import { layeredLayout, type Point } from './layout';
import { fitText, textWidth } from './text-metrics';

/**
 * The canvas as a picture that reads as a money flow, one geometry for the screen
 * (renderer/src/features/canvas/CanvasGraph.tsx), the SVG export and the case report
 * (`canvasSvg` in picture-svg.ts): each node a box sized to its lines (name, then the user's
 * label or the short address; an entity's title, rule and size), the flows between two nodes
 * bundled into one route with one label (one line per asset, amounts abbreviated: the exact
 * ones are in the tables and tooltips), and {@link arrangeCanvas}, the layered layout
 * (shared/canvas/layout.ts) that puts the start on the left and where trails ended on the right.
 * Sizes in graph units; at zoom 1 one unit is one CSS pixel.
 */

/** Font size of a node's lines. */
export const NODE_FONT = 12;
/** Font size of a flow's label. */
export const FLOW_FONT = 11;
/** Line height of a node's lines, and of a flow label's. */
export const NODE_LINE = 15;
export const FLOW_LINE = 13;
export const NODE_PAD_X = 5;
export const NODE_PAD_Y = 5;
/**
 * Room a flagged node keeps at its left for the flag badge (`flagBadgeSvg`, a shape no chain
 * text can draw) and a gap; its lines are centred in the rest ({@link PictureNode.textX}).
 */
export const BADGE_ROOM = FLAG_BADGE.width + 4;
export const FLOW_PAD = 2;
/** Widest a node's text runs (longer names end in `…`; the whole is in its tooltip). */
const NODE_TEXT_MAX = 150;
/** Beyond this many bundles flows carry no label on the picture (the flows table has them). */
export const LABELLED_BUNDLES = 80;

/**
 * How an account is shown (the app's name rule, the user's label, the risk flags) and the
 * network the canvas is of (a jetton amount's unit writes its master in that network's form).
 */
export interface PictureShown {
  name(address: string): string;
  network: Network;
  /** The node's second line for an account (its label and category), null for none. */
  label?(address: string): string | null;
  flagged?(address: string): boolean;
}

/** A node as drawn: its lines, box and marks. */
export interface PictureNode {
  id: string;
  view: ViewNode;
  /** Lines as drawn (cut to fit); the first is the name. */
  lines: string[];
  width: number;
  height: number;
  /** Where the lines are centred, from the box's centre (right of a flagged node's badge). */
  textX: number;
  start: boolean;
  /** A trail ended here (drawn dashed). */
  stop: boolean;
  entity: boolean;
  flagged: boolean;
}

/** The flows from one drawn node to another, drawn as one route with one label. */
export interface FlowBundle {
  /** `<from>><to>` of the drawn nodes. */
  id: string;
  from: string;
  to: string;
  members: ViewEdge[];
  /**
   * Two lines per asset, the amount and its whole unit (`585`, `TON`; `1.5k`,
   * `TON ⚠ · EQAb…x9Zt`); empty when the picture carries no flow labels.
   */
  lines: string[];
  width: number;
  height: number;
}

/**
 * The user's label as a node's second line (`Exchange hot wallet`; its category is in the
 * tables, and a stop category's account is drawn as an end).
 */
export function labelLine(label: { label: string } | null | undefined): string | null {
  return label?.label.trim() || null;
}

/**
 * Accounts where a trail ended: the stops of the canvas's auto-traces that end a trail (a
 * stop label or name, a hot wallet: attribution's end reasons), not those that cut it short
 * (budget, hop limit, an unreadable ledger: the frontier, where the trail may go on).
 */
export function traceStops(doc: Pick<CanvasDocument, 'traces'>): Set<string> {
  const ends = new Set<string>(END_REASONS);
  return new Set(
    doc.traces.flatMap((t) => t.stops.filter((s) => ends.has(stopCodeOf(s))).map((s) => s.account)),
  );
}

/**
 * A node's text lines (chain text: hidden characters marked, cut to {@link NODE_TEXT_MAX}). A
 * flag is no text here: a flagged node carries the badge beside its lines.
 */
function linesOf(doc: CanvasDocument, v: ViewNode, shown: PictureShown) {
  const fit = (t: string) => fitText(chainTextLine(t, 200), NODE_TEXT_MAX, NODE_FONT);
  const group = doc.groups.find((g) => g.id === v.id);
  if (group) {
    return [
      fit(entityTitle(group.members, shown.name)),
      fit(ruleText(group.rule)),
      `${group.members.length} accounts`,
    ];
  }
  const [name, short] = splitName(shown.name(v.id));
  const second = shown.label?.(v.id) ?? short;
  return second ? [fit(name), fit(second)] : [fit(name)];
}

/**
 * A shown name (the app's `accountName`: `theft.ton · UQCO…yq9Z`, or only the short form) as
 * its name and its short form; the short form is null when the name is only that.
 */
export function splitName(shown: string): [name: string, short: string | null] {
  const cut = shown.lastIndexOf(' · ');
  return cut > 0 ? [shown.slice(0, cut), shown.slice(cut + 3)] : [shown, null];
}

/** The drawn nodes with their lines and sizes. */
export function pictureNodes(
  doc: CanvasDocument,
  view: CanvasView,
  shown: PictureShown,
): PictureNode[] {
  const stops = traceStops(doc);
  const flaggedOf = shown.flagged ?? (() => false);
  return view.nodes.map((v) => {
    const flagged = nodeFlagged(v.members, flaggedOf);
    const lines = linesOf(doc, v, shown);
    const wide = Math.max(...lines.map((l) => textWidth(l, NODE_FONT)));
    const badge = flagged ? BADGE_ROOM : 0;
    return {
      id: v.id,
      view: v,
      lines,
      width: Math.ceil(Math.max(wide + 2 * NODE_PAD_X + badge, 60)),
      height: lines.length * NODE_LINE + 2 * NODE_PAD_Y,
      textX: badge / 2,
      start: v.members.includes(doc.start),
      stop: v.members.some((m) => stops.has(m)),
      entity: v.kind === 'entity',
      flagged,
    };
  });
}

/**
 * The flows bundled per pair of drawn nodes (in the view's order), with their labels (amounts
 * in `network`'s jetton units, see {@link FlowBundle.lines}).
 */
export function flowBundles(
  doc: CanvasDocument,
  view: CanvasView,
  network: Network,
): FlowBundle[] {
  const byPair = new Map<string, ViewEdge[]>();
  for (const e of view.edges) {
    const id = `${e.from}>${e.to}`;
    byPair.set(id, [...(byPair.get(id) ?? []), e]);
  }
  const labelled = byPair.size <= LABELLED_BUNDLES;
  return [...byPair].map(([id, members]) => {
    // Amount over unit (`290` / `TON`): a label column half as wide is a picture that fits.
    // The unit stays whole on its line (a jetton's symbol, mark and master); both are the
    // app's own text (the jetton unit made its symbol safe), not chain text to reveal again.
    const lines = labelled
      ? members.flatMap((e) => edgeAmountParts(doc, e, network, compactUnits))
      : [];
    const wide = lines.length ? Math.max(...lines.map((l) => textWidth(l, FLOW_FONT))) : 0;
    return {
      id,
      from: members[0]!.from,
      to: members[0]!.to,
      members,
      lines,
      width: lines.length ? Math.ceil(wide + 2 * FLOW_PAD) : 0,
      height: lines.length ? lines.length * FLOW_LINE + 2 * FLOW_PAD : 0,
    };
  });
}

/**
 * The drawn nodes that are ends of the money's trails: accounts where a trace stopped
 * ({@link traceStops}), those in `extra` (e.g. labelled with a stop category), and those whose
 * funds out were read (expanded out, by hand or by a trace) and that paid nothing on the
 * canvas. An account not read yet is not an end: the trail may go on from it.
 */
export function pictureEnds(
  doc: CanvasDocument,
  view: CanvasView,
  extra: ReadonlySet<string> = new Set(),
): Set<string> {
  const stops = traceStops(doc);
  const readOut = new Set(
    doc.nodes.filter((n) => n.expanded.some((e) => e.direction !== 'in')).map((n) => n.address),
  );
  const pays = new Set(view.edges.map((e) => e.from));
  const ends = new Set<string>();
  for (const v of view.nodes) {
    if (v.members.includes(doc.start)) continue;
    const dry = v.members.some((m) => readOut.has(m)) && !pays.has(v.id);
    if (dry || v.members.some((m) => stops.has(m) || extra.has(m))) ends.add(v.id);
  }
  return ends;
}

/**
 * `doc` laid out as a money flow: every node (accounts and entities) placed by the layered
 * layout (shared/canvas/layout.ts: columns by hop from the start, the ends of
 * {@link pictureEnds} in the last column, flow labels in the half-columns between), and each
 * bundle's route kept in `routes`, so the screen, the SVG and the report draw the same.
 */
export function arrangeCanvas(
  doc: CanvasDocument,
  shown: PictureShown,
  extraEnds: ReadonlySet<string> = new Set(),
): CanvasDocument {
  const view = canvasView(doc);
  const nodes = pictureNodes(doc, view, shown);
  const bundles = flowBundles(doc, view, shown.network);
  const layout = layeredLayout(
    nodes.map((n) => ({ id: n.id, width: n.width, height: n.height })),
    bundles.map((b) => ({
      id: b.id,
      from: b.from,
      to: b.to,
      labelWidth: b.width,
      labelHeight: b.height,
    })),
    pictureEnds(doc, view, extraEnds),
  );
  const at = (id: string): Point => layout.nodes.get(id) ?? { x: 0, y: 0 };
  const round = (v: number) => Math.round(v * 10) / 10;
  const routes: Record<string, CanvasRoute> = {};
  for (const b of bundles) {
    const r = layout.edges.get(b.id);
    if (!r) continue;
    const [a, z] = [at(b.from), at(b.to)];
    routes[b.id] = {
      ends: [round(a.x), round(a.y), round(z.x), round(z.y)],
      points: r.points.flatMap((p) => [round(p.x), round(p.y)]),
      label: r.label ? [round(r.label.x), round(r.label.y)] : null,
    };
  }
  return {
    ...doc,
    nodes: doc.nodes.map((n) => {
      const p = at(view.nodeOf.get(n.address) ?? n.address);
      return { ...n, x: round(p.x), y: round(p.y) };
    }),
    groups: doc.groups.map((g) => ({ ...g, x: round(at(g.id).x), y: round(at(g.id).y) })),
    routes,
  };
}

/** A bundle as drawn: the route's points from node centre to node centre, its label's centre. */
export interface PlacedBundle extends FlowBundle {
  /** Source centre, the bends, target centre. */
  path: Point[];
  /** True when the layered layout routed it (else a straight line). */
  routed: boolean;
  label: Point;
}

/**
 * Each bundle placed on the document's positions: along its kept route when both its nodes are
 * where the route was made (`doc.routes`), else straight from centre to centre with the label
 * at the middle (a node moved by hand, a flow added by an expansion).
 */
export function placeBundles(
  doc: Pick<CanvasDocument, 'routes'>,
  view: CanvasView,
  bundles: readonly FlowBundle[],
): PlacedBundle[] {
  const at = new Map(view.nodes.map((v) => [v.id, { x: v.x, y: v.y }]));
  const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
  return bundles.flatMap((b): PlacedBundle[] => {
    const [a, z] = [at.get(b.from), at.get(b.to)];
    if (!a || !z) return [];
    const r = doc.routes[b.id];
    const routed =
      !!r &&
      near(r.ends[0], a.x) &&
      near(r.ends[1], a.y) &&
      near(r.ends[2], z.x) &&
      near(r.ends[3], z.y);
    if (routed) {
      const bends: Point[] = [];
      for (let i = 0; i + 1 < r.points.length; i += 2)
        bends.push({ x: r.points[i]!, y: r.points[i + 1]! });
      const mid = bends[Math.floor(bends.length / 2)] ?? { x: (a.x + z.x) / 2, y: (a.y + z.y) / 2 };
      const label = r.label ? { x: r.label[0], y: r.label[1] } : mid;
      return [{ ...b, path: [a, ...bends, z], routed, label }];
    }
    return [
      { ...b, path: [a, z], routed: false, label: { x: (a.x + z.x) / 2, y: (a.y + z.y) / 2 } },
    ];
  });
}
