import type { Network } from '../profiles';
import { chainTextLine } from '../text/safety';
import { stripXmlInvalid } from '../text/xml';
import type { CanvasDocument } from './document';
import {
  countFlagged,
  edgeAmountText,
  edgeWidths,
  FLAG_BADGE,
  flagBadgeSvg,
  keptFlags,
  keptLabel,
  keptName,
} from './drawing';
import { canvasView, type CanvasView } from './entities';
import type { Point } from './layout';
import {
  FLOW_FONT,
  FLOW_LINE,
  NODE_FONT,
  NODE_LINE,
  NODE_PAD_X,
  NODE_PAD_Y,
  FLOW_PAD,
  flowBundles,
  pictureNodes,
  placeBundles,
  type PictureNode,
  type PictureShown,
  type PlacedBundle,
} from './picture';
import { textWidth } from './text-metrics';

/**
 * The canvas as one standalone SVG document (the SVG export, the PNG, the case's HTML report),
 * the geometry the screen draws (shared/canvas/picture.ts): nodes at their saved places sized
 * to their lines, flows along their kept routes with one label per pair of nodes, under a title
 * that is never cut (it wraps at its ` · ` parts and the picture widens to its longest part).
 */

const PAD = 24;
const TITLE_FONT = 14;
const TITLE_LINE = 20;
/** Height of the legend line under the title (drawn when any node is flagged). */
const LEGEND_H = 18;
/** Distance between the lines of one bundle's flows (graph units). */
export const BUNDLE_GAP = 3;

/** Text for SVG content and attributes: escaped, no character XML cannot hold. */
function xml(text: string): string {
  return stripXmlInvalid(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const n2 = (v: number) => String(Math.round(v * 10) / 10);

/** Colours of the drawing by CSS variable name (`fg`, `bg`, …); absent: the page's or light. */
export type PictureColors = Partial<
  Record<'fg' | 'bg' | 'soft' | 'border' | 'muted' | 'pending' | 'warn' | 'bad', string>
>;

// Colours from the page's CSS variables when it has them (the report), else the light theme;
// scoped to the drawing, as inline in a page its style sheet is the page's.
const SVG_STYLE = `
.canvas-svg .title { font: 600 ${TITLE_FONT}px system-ui, sans-serif; fill: var(--fg, #1d2330); }
.canvas-svg .backdrop { fill: var(--bg, #fff); }
.canvas-svg .node rect { fill: var(--soft, #f3f5f8); stroke: var(--border, #b8c0cc); stroke-width: 1; }
.canvas-svg .node.start rect { stroke: var(--pending, #1864ab); stroke-width: 3; }
.canvas-svg .node.stop rect { stroke: var(--bad, #c92a2a); stroke-width: 3; stroke-dasharray: 6 3; }
.canvas-svg .node.entity rect { stroke: var(--pending, #1864ab); stroke-width: 3; }
.canvas-svg .node.flagged .name, .canvas-svg .legend { fill: var(--warn, #b35c00); }
.canvas-svg .flag-badge-bg { fill: var(--warn, #b35c00); }
.canvas-svg .flag-badge-fg { fill: var(--bg, #fff); }
.canvas-svg .legend { font: 600 12px system-ui, sans-serif; }
.canvas-svg .node text { font: ${NODE_FONT}px system-ui, sans-serif; fill: var(--fg, #1d2330); unicode-bidi: isolate; }
.canvas-svg .node text.sub { fill: var(--muted, #5d6677); }
.canvas-svg .edge path { fill: none; stroke: var(--pending, #1864ab); opacity: 0.75; }
.canvas-svg .edge.jetton path { stroke: var(--warn, #b35c00); stroke-dasharray: 8 4; }
.canvas-svg .flow-label rect { fill: var(--bg, #fff); opacity: 0.9; }
.canvas-svg .flow-label text { font: ${FLOW_FONT}px system-ui, sans-serif; fill: var(--muted, #5d6677); unicode-bidi: isolate; }
.canvas-svg .arrow { fill: var(--pending, #1864ab); }
`;

/** The colour overrides as CSS (only colour-shaped values; anything else is left out). */
function colorStyle(colors: PictureColors | undefined): string {
  const ok = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/;
  const decl = Object.entries(colors ?? {})
    .filter(([, v]) => typeof v === 'string' && ok.test(v.trim()))
    .map(([k, v]) => `--${k}: ${v!.trim()};`)
    .join(' ');
  return decl ? `.canvas-svg { ${decl} }` : '';
}

/** The title in lines no wider than `width` (split at ` · `); a longer part gets its own line. */
export function titleLines(title: string, width: number): string[] {
  const parts = title.split(' · ');
  const lines: string[] = [];
  for (const p of parts) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} · ${p}`, TITLE_FONT) <= width)
      lines[lines.length - 1] = `${last} · ${p}`;
    else lines.push(p);
  }
  return lines;
}

/** Where a line from `inside` (a node's centre) towards `to` leaves the node's box. */
function border(inside: Point, to: Point, n: Pick<PictureNode, 'width' | 'height'>): Point {
  const dx = to.x - inside.x;
  const dy = to.y - inside.y;
  const t = Math.min(
    dx === 0 ? Infinity : n.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : n.height / 2 / Math.abs(dy),
  );
  return t >= 1 ? inside : { x: inside.x + dx * t, y: inside.y + dy * t };
}

/**
 * The points of member `i` of `count` flows of a bundle: the route cut at the two nodes'
 * borders, moved sideways so the bundle's lines run side by side.
 */
export function memberPath(
  b: Pick<PlacedBundle, 'path'>,
  from: Pick<PictureNode, 'width' | 'height'>,
  to: Pick<PictureNode, 'width' | 'height'>,
  i: number,
  count: number,
): Point[] {
  const p = b.path;
  const first = border(p[0]!, p[1]!, from);
  const last = border(p[p.length - 1]!, p[p.length - 2]!, to);
  const pts = [first, ...p.slice(1, -1), last];
  const shift = (i - (count - 1) / 2) * BUNDLE_GAP;
  if (!shift) return pts;
  const dx = last.x - first.x;
  const dy = last.y - first.y;
  const len = Math.hypot(dx, dy) || 1;
  return pts.map((q) => ({ x: q.x - (dy / len) * shift, y: q.y + (dx / len) * shift }));
}

/** Distance from a bend at which a route's rounded corner starts (screen: `segment-radii`). */
export const CORNER = 5;

/**
 * SVG path data of a route: straight runs, each bend rounded from {@link CORNER} before it
 * to {@link CORNER} after it (at most half of each run), as cytoscape draws `round-segments`
 * with `radius-type: influence-radius`.
 */
export function roundedPath(pts: readonly Point[]): string {
  const at = (p: Point) => `${n2(p.x)},${n2(p.y)}`;
  let d = `M${at(pts[0]!)}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [a, b, c] = [pts[i - 1]!, pts[i]!, pts[i + 1]!];
    const toward = (p: Point, q: Point) => {
      const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const r = Math.min(CORNER, len / 2) / len;
      return { x: p.x + (q.x - p.x) * r, y: p.y + (q.y - p.y) * r };
    };
    d += `L${at(toward(b, a))}Q${at(b)} ${at(toward(b, c))}`;
  }
  return `${d}L${at(pts[pts.length - 1]!)}`;
}

/** Extent of the drawing: nodes, routes and labels. */
function bounds(nodes: readonly PictureNode[], bundles: readonly PlacedBundle[]) {
  const b = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  const add = (x: number, y: number, w = 0, h = 0) => {
    b.x1 = Math.min(b.x1, x - w / 2);
    b.x2 = Math.max(b.x2, x + w / 2);
    b.y1 = Math.min(b.y1, y - h / 2);
    b.y2 = Math.max(b.y2, y + h / 2);
  };
  for (const n of nodes) add(n.view.x, n.view.y, n.width, n.height);
  for (const u of bundles) {
    for (const p of u.path) add(p.x, p.y);
    if (u.lines.length) add(u.label.x, u.label.y, u.width, u.height);
  }
  if (!Number.isFinite(b.x1)) return { x1: 0, y1: 0, x2: 0, y2: 0 };
  return b;
}

/** What drawing one canvas needs beyond its geometry. */
interface Drawing {
  doc: CanvasDocument;
  network: Network;
  name: (address: string) => string;
  flagged: (address: string) => boolean;
  /** Id of the arrow head marker. */
  arrow: string;
  view: CanvasView;
  nodes: Map<string, PictureNode>;
}

/**
 * The canvas as one standalone SVG document drawn from its saved layout (see the module
 * comment): grouped accounts as their entity's node, each node with its lines (name, label or
 * short address; chain text cut and its hidden characters marked) and the whole names and
 * addresses in its tooltip, each flow along its bundle's route (width by amount, jettons
 * dashed) and each bundle's amounts on one label, the start outlined, accounts where a trace
 * stopped dashed, under `title`. A node with a flagged account (`flagged`, default the flags
 * kept with the canvas) carries the flag badge at its left (`flagBadgeSvg`: shapes, never
 * text, so chain text cannot pose as it), its name in the warning colour and the class
 * `flagged`, and a legend line under the title (the same badge) counts them. A jetton amount
 * is written in its jetton unit (symbol, lookalike mark, the master's short form in `network`). Nodes carry `data-address` (or
 * `data-entity` and `data-members`), flows `data-from`, `data-to`, `data-asset` and
 * `data-amount` (smallest unit), labels `data-bundle`. No script, no external reference.
 * `name` and `label` default to those kept with the canvas; `id` prefixes the drawing's own
 * ids (several drawings in one page); `colors` set the theme (default: the page's, else light).
 */
export function canvasSvg(
  doc: CanvasDocument,
  opts: {
    title: string;
    name?: (address: string) => string;
    label?: (address: string) => string | null;
    flagged?: (address: string) => boolean;
    id?: string;
    colors?: PictureColors;
    /** The network the canvas is of (a jetton's master is written in its form). */
    network: Network;
  },
): string {
  const view = canvasView(doc);
  const flagged = opts.flagged ?? keptFlags(doc);
  const shown: PictureShown = {
    name: opts.name ?? keptName(doc),
    label: opts.label ?? keptLabel(doc),
    flagged,
    network: opts.network,
  };
  const nodes = pictureNodes(doc, view, shown);
  const bundles = placeBundles(doc, view, flowBundles(doc, view, opts.network));
  const flags = countFlagged(doc, flagged);
  const d: Drawing = {
    doc,
    network: opts.network,
    name: shown.name,
    flagged,
    arrow: `${(opts.id ?? 'canvas').replace(/[^A-Za-z0-9_-]/g, '')}-arrow`,
    view,
    nodes: new Map(nodes.map((n) => [n.id, n])),
  };
  const box = bounds(nodes, bundles);
  const title = chainTextLine(opts.title, 400);
  const lines = titleLines(title, Math.max(box.x2 - box.x1, 600));
  const titleW = Math.max(...lines.map((l) => textWidth(l, TITLE_FONT)));
  const head = lines.length * TITLE_LINE + 12 + (flags ? LEGEND_H : 0);
  const x0 = box.x1 - PAD;
  const y0 = box.y1 - PAD - head;
  const width = Math.max(box.x2 - box.x1, titleW, 600) + 2 * PAD;
  const height = box.y2 - y0 + PAD;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="canvas-svg" viewBox="${n2(x0)} ${n2(y0)} ${n2(width)} ${n2(height)}" width="${Math.ceil(width)}" height="${Math.ceil(height)}" role="img" aria-label="${xml(title)}">`,
    `<style>${SVG_STYLE}${colorStyle(opts.colors)}</style>`,
    `<defs><marker id="${d.arrow}" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path class="arrow" d="M0,0L10,5L0,10z"/></marker></defs>`,
    `<rect class="backdrop" x="${n2(x0)}" y="${n2(y0)}" width="${n2(width)}" height="${n2(height)}"/>`,
    ...lines.map(
      (l, i) =>
        `<text class="title" x="${n2(x0 + PAD)}" y="${n2(y0 + PAD - 4 + i * TITLE_LINE)}">${xml(l)}</text>`,
    ),
    ...(flags
      ? [
          flagBadgeSvg(x0 + PAD, y0 + PAD - 4 + lines.length * TITLE_LINE - 11),
          `<text class="legend" x="${n2(x0 + PAD + FLAG_BADGE.width + 5)}" y="${n2(y0 + PAD - 4 + lines.length * TITLE_LINE)}">marks an account with a risk flag the user has not overridden (${flags})</text>`,
        ]
      : []),
    // Flows first, under the nodes; their labels over them.
    ...flowsSvg(d, bundles),
    ...bundles.filter((b) => b.lines.length).map(labelSvg),
    ...nodes.map((n) => nodeSvg(d, n)),
    '</svg>',
  ].join('\n');
}

/** Each flow of each bundle, a `<g class="edge">` with its path. */
function flowsSvg(d: Drawing, bundles: readonly PlacedBundle[]): string[] {
  const widths = edgeWidths(d.view.edges);
  const out: string[] = [];
  for (const b of bundles) {
    const [from, to] = [d.nodes.get(b.from)!, d.nodes.get(b.to)!];
    b.members.forEach((e, i) => {
      const pts = memberPath(b, from, to, i, b.members.length);
      const path = roundedPath(pts);
      const amount = edgeAmountText(d.doc, e, d.network);
      // The amount is the app's own text (the jetton unit made its symbol safe already, and
      // its ⚠ is the app's mark): only the names are chain text here.
      const tip = `${chainTextLine(d.name(e.from), 200)} → ${chainTextLine(d.name(e.to), 200)}: ${amount} in ${e.count} movement${e.count === 1 ? '' : 's'}`;
      out.push(
        `<g class="edge ${e.asset === 'TON' ? 'ton' : 'jetton'}" data-from="${xml(e.from)}" data-to="${xml(e.to)}" data-asset="${xml(e.asset)}" data-amount="${xml(e.amount)}">` +
          `<title>${xml(tip)}</title>` +
          `<path d="${path}" stroke-width="${widths.get(e.id) ?? 2}" marker-end="url(#${d.arrow})"/>` +
          '</g>',
      );
    });
  }
  return out;
}

/** A bundle's label: its amounts, one line per asset, on a backdrop at its place. */
function labelSvg(b: PlacedBundle): string {
  const top = b.label.y - b.height / 2 + FLOW_PAD;
  return (
    `<g class="flow-label" data-bundle="${xml(b.id)}">` +
    `<rect x="${n2(b.label.x - b.width / 2)}" y="${n2(b.label.y - b.height / 2)}" width="${n2(b.width)}" height="${n2(b.height)}" rx="3"/>` +
    b.lines
      .map(
        (l, i) =>
          `<text x="${n2(b.label.x)}" y="${n2(top + (i + 0.78) * FLOW_LINE)}" text-anchor="middle">${xml(l)}</text>`,
      )
      .join('') +
    '</g>'
  );
}

/** One drawn node, a `<g class="node">` at its place: an account, or an entity of several. */
function nodeSvg(d: Drawing, n: PictureNode): string {
  const v = n.view;
  const group = d.doc.groups.find((g) => g.id === v.id);
  const cls = [
    'node',
    n.start && 'start',
    n.entity && 'entity',
    n.stop && 'stop',
    n.flagged && 'flagged',
  ]
    .filter(Boolean)
    .join(' ');
  const ident = group
    ? `data-entity="${xml(group.id)}" data-members="${xml(group.members.join(' '))}"`
    : `data-address="${xml(v.id)}"`;
  const top = -n.height / 2 + NODE_PAD_Y;
  const lines = n.lines.map(
    (l, i) =>
      `<text class="${i ? 'sub' : 'name'}"${n.textX ? ` x="${n2(n.textX)}"` : ''} y="${n2(top + (i + 0.78) * NODE_LINE)}" text-anchor="middle">${xml(l)}</text>`,
  );
  const tip = v.members
    .map((m) => `${chainTextLine(d.name(m), 200)} ${m}${d.flagged(m) ? ' (risk flag)' : ''}`)
    .join('\n');
  return (
    `<g class="${cls}" ${ident} transform="translate(${n2(v.x)} ${n2(v.y)})">` +
    `<title>${xml(tip)}</title>` +
    `<rect x="${n2(-n.width / 2)}" y="${n2(-n.height / 2)}" width="${n.width}" height="${n.height}" rx="6"/>` +
    (n.flagged ? flagBadgeSvg(-n.width / 2 + NODE_PAD_X, -FLAG_BADGE.height / 2) : '') +
    lines.join('') +
    '</g>'
  );
}
