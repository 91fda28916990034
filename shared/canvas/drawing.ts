import { formatDateTime, shorten, type TimeZoneSetting } from '../format';
import { chainTextLine } from '../text/safety';
import { stripXmlInvalid } from '../text/xml';
import type { Network } from '../profiles';
import { jettonUnitText } from '../ton/jetton-unit';
import { formatUnits } from '../ton/units';
import type { CanvasAsset, CanvasDocument, CanvasEdgeSaved } from './document';
import { canvasView, ruleText, type CanvasView } from './entities';

/**
 * How the canvas is drawn, one rule for the screen (renderer/src/features/canvas/CanvasGraph.tsx)
 * and the static pictures (the case's HTML report, the SVG export): edge widths by amount,
 * the labels of nodes and edges, and {@link canvasSvg}, the whole canvas as one SVG document
 * from the saved layout (no script, nothing fetched).
 */

/** Symbol and decimals of an asset key as the canvas knows them (TON: 9). */
export function assetOf(doc: Pick<CanvasDocument, 'assets'>, asset: string): CanvasAsset {
  return (
    doc.assets[asset] ??
    (asset === 'TON' ? { symbol: 'TON', decimals: 9 } : { symbol: 'jetton units', decimals: 0 })
  );
}

/**
 * Drawn width of each edge (px, 1.5..10): by its amount against the largest edge of the same
 * asset, on a log scale, so one large flow does not make every other edge a hairline.
 */
export function edgeWidths(
  edges: ReadonlyArray<Pick<CanvasEdgeSaved, 'id' | 'asset' | 'amount'>>,
): Map<string, number> {
  const max = new Map<string, bigint>();
  for (const e of edges) {
    const v = BigInt(e.amount);
    if (v > (max.get(e.asset) ?? 0n)) max.set(e.asset, v);
  }
  const log = (v: bigint) => Math.log10(Number(v) + 1);
  const out = new Map<string, number>();
  for (const e of edges) {
    const top = log(max.get(e.asset) ?? 0n);
    const share = top === 0 ? 0 : log(BigInt(e.amount)) / top;
    out.set(e.id, Math.round((1.5 + 8.5 * share * share) * 10) / 10);
  }
  return out;
}

/**
 * True when a drawn node is flagged: any of its accounts (an entity's members, or the one
 * account) is, by `flagged` (a risk flag the user has not overridden). The screen and the
 * pictures mark such a node alike: the flag badge ({@link flagBadgeSvg}), the warning colour.
 */
export function nodeFlagged(
  members: readonly string[],
  flagged: (address: string) => boolean,
): boolean {
  return members.some((m) => flagged(m));
}

/** Size of the flag badge, px (drawing units): a warning triangle with an exclamation mark. */
export const FLAG_BADGE = { width: 14, height: 13 } as const;

/** The badge's two shapes (triangle, mark), in a 14×13 box from its top-left corner. */
const BADGE_TRIANGLE = 'M7 0.5L13.6 12.5H0.4Z';
const BADGE_MARK = 'M6.2 4h1.6v4.8H6.2zM6.2 9.8h1.6v1.6H6.2z';

/**
 * The flag badge of a node as SVG shapes, its top-left at (`x`, `y`). A mark drawn as paths,
 * never as text: chain text can hold a ⚠ (it is revealed as `⟦WARNING⟧` anyway), but it
 * cannot draw a shape, so a badge on a node is always the app's own flag.
 */
export function flagBadgeSvg(x: number, y: number): string {
  return (
    `<g class="flag-badge" transform="translate(${n2(x)} ${n2(y)})">` +
    `<path class="flag-badge-bg" d="${BADGE_TRIANGLE}"/><path class="flag-badge-fg" d="${BADGE_MARK}"/></g>`
  );
}

/** The same badge as a standalone SVG image (data URI), in `fill` with the mark in `mark`. */
export function flagBadgeDataUri(fill: string, mark: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FLAG_BADGE.width}" height="${FLAG_BADGE.height}" viewBox="0 0 14 13">` +
    `<path fill="${fill}" d="${BADGE_TRIANGLE}"/><path fill="${mark}" d="${BADGE_MARK}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** How many of the canvas's accounts `flagged` flags (an entity counts each member). */
export function countFlagged(
  doc: Pick<CanvasDocument, 'nodes'>,
  flagged: (address: string) => boolean,
): number {
  return doc.nodes.filter((n) => flagged(n.address)).length;
}

/**
 * The flags kept with the canvas (`nodes[].flagged`: what the canvas marked when saved), for
 * pictures drawn without the app's risk rules (the case's HTML report).
 */
export function keptFlags(doc: Pick<CanvasDocument, 'nodes'>): (address: string) => boolean {
  const kept = new Set(doc.nodes.filter((n) => n.flagged).map((n) => n.address));
  return (a) => kept.has(a);
}

/** An entity's first line: its first member's name and how many more (`alice +1`). */
export function entityTitle(members: readonly string[], name: (a: string) => string): string {
  return `${name(members[0]!)}${members.length > 1 ? ` +${members.length - 1}` : ''}`;
}

/**
 * The unit of an asset key in plain text: `TON` for native TON only; a jetton always as the
 * jetton unit (its symbol as chain text, `⚠` when it reads as TON, and the master's short
 * address: `DEMO · EQAb…x9Zt`, see `jettonUnitText`), so a jetton named TON never reads as TON.
 */
export function assetUnitText(
  doc: Pick<CanvasDocument, 'assets'>,
  asset: string,
  network: Network,
): string {
  if (asset === 'TON') return 'TON';
  const master = asset.startsWith('jetton:') ? asset.slice('jetton:'.length) : null;
  return jettonUnitText(doc.assets[asset]?.symbol ?? null, master, network);
}

/**
 * An edge's amount as drawn, on screen, in the SVG and in the report: `1,234.5 TON` for native
 * TON, `1,500 DEMO · EQAb…x9Zt` for a jetton ({@link assetUnitText}).
 */
export function edgeAmountText(
  doc: Pick<CanvasDocument, 'assets'>,
  e: { asset: string; amount: string },
  network: Network,
): string {
  const a = assetOf(doc, e.asset);
  return `${formatUnits(e.amount, a.decimals, { group: true })} ${assetUnitText(doc, e.asset, network)}`;
}

/** The name of an account as kept with the canvas (`nodes[].name`), else its short address. */
export function keptName(doc: Pick<CanvasDocument, 'nodes'>): (address: string) => string {
  const names = new Map(doc.nodes.map((n) => [n.address, n.name]));
  return (a) => names.get(a) || shorten(a, 6, 4);
}

/**
 * The title of a whole-canvas picture: what it is, the start (name and raw address), the
 * period of its filters, the network, the masterchain block it is as of (`doc.asOfBlock`, left
 * out when unknown) and the time (`at`, unix seconds, in `zone`): `Canvas “Theft” from
 * theft.ton (0:…) · all history · local · as of masterchain block 63, 2026-11-24 23:00:00 UTC`.
 */
export function canvasTitle(
  doc: Pick<CanvasDocument, 'start' | 'filters' | 'asOfBlock'>,
  o: {
    name(address: string): string;
    network: string;
    at: number;
    zone?: TimeZoneSetting;
    canvasName?: string;
  },
): string {
  const f = doc.filters;
  const when = (t: number) => formatDateTime(t, o.zone);
  const period =
    f.fromUnix === null && f.toUnix === null
      ? 'all history'
      : `${f.fromUnix === null ? 'start' : when(f.fromUnix)} to ${f.toUnix === null ? 'now' : when(f.toUnix)}`;
  const what = o.canvasName ? `Canvas “${o.canvasName}”` : 'Canvas';
  const block = doc.asOfBlock !== null ? `masterchain block ${doc.asOfBlock}, ` : '';
  return `${what} from ${o.name(doc.start)} (${doc.start}) · ${period} · ${o.network} · as of ${block}${when(o.at)}`;
}

const NODE_W = 220;
const NODE_H = 44;
const ENTITY_H = 58;
const PAD = 40;
const TITLE_H = 34;
/** Height of the legend line under the title (drawn when any node is flagged). */
const LEGEND_H = 18;
/** Text for SVG content and attributes: escaped, no character XML cannot hold. */
function xml(text: string): string {
  return stripXmlInvalid(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Longest name drawn on a node (code points); the whole name is in the node's tooltip. */
const NAME_MAX = 30;

/** Chain text on one SVG line: cut, hidden characters drawn as markers (`⟦RLO⟧`), escaped. */
function chainXml(text: string, max: number): string {
  return xml(chainTextLine(text, max));
}

const n2 = (v: number) => String(Math.round(v * 10) / 10);

// Colours from the page's CSS variables when it has them (the report), else the light theme;
// scoped to the drawing, as inline in a page its style sheet is the page's.
const SVG_STYLE = `
.canvas-svg .title { font: 600 14px system-ui, sans-serif; fill: var(--fg, #1d2330); }
.canvas-svg .node rect { fill: var(--soft, #f3f5f8); stroke: var(--border, #b8c0cc); stroke-width: 1; }
.canvas-svg .node.start rect { stroke: var(--pending, #1864ab); stroke-width: 3; }
.canvas-svg .node.stop rect { stroke: var(--bad, #c92a2a); stroke-width: 3; stroke-dasharray: 6 3; }
.canvas-svg .node.entity rect { stroke: var(--pending, #1864ab); stroke-width: 3; }
.canvas-svg .node.flagged .name, .canvas-svg .legend { fill: var(--warn, #b35c00); font-weight: 600; }
.canvas-svg .flag-badge-bg { fill: var(--warn, #b35c00); }
.canvas-svg .flag-badge-fg { fill: var(--bg, #fff); }
.canvas-svg .legend { font: 600 12px system-ui, sans-serif; }
.canvas-svg .node .name { font: 12px system-ui, sans-serif; fill: var(--fg, #1d2330); unicode-bidi: isolate; }
.canvas-svg .node .address { font: 10px ui-monospace, Menlo, Consolas, monospace; fill: var(--muted, #5d6677); }
.canvas-svg .edge line { stroke: var(--pending, #1864ab); opacity: 0.75; }
.canvas-svg .edge.jetton line { stroke: var(--warn, #b35c00); stroke-dasharray: 8 4; }
.canvas-svg .edge text { font: 10px system-ui, sans-serif; fill: var(--muted, #5d6677);
  paint-order: stroke; stroke: var(--bg, #fff); stroke-width: 3px; unicode-bidi: isolate; }
.canvas-svg .arrow { fill: var(--pending, #1864ab); }
`;

/**
 * The canvas as one standalone SVG document, drawn from the saved layout as the screen draws
 * it (canvas.css / CanvasGraph): grouped accounts as their entity's node ({@link canvasView}),
 * each node with its name (`name`, chain text: cut, hidden characters marked) and its short
 * address (the whole address and name in its tooltip), each edge with its amount in its asset
 * (width by amount, jettons dashed), the start outlined, accounts where a trace stopped
 * dashed, under `title`. A node with a flagged account (`flagged`, default the flags kept with
 * the canvas, {@link keptFlags}; {@link nodeFlagged}) carries the flag badge
 * ({@link flagBadgeSvg}: shapes, not text), its name in the warning colour and the class
 * `flagged`, and a legend line under the title (the same badge) counts them.
 * Nodes carry `data-address` (or `data-entity` and `data-members`),
 * edges `data-from`, `data-to`, `data-asset` and `data-amount` (smallest unit). No script,
 * no external reference. `name` defaults to the names kept with the canvas ({@link keptName});
 * `id` prefixes the drawing's own ids (several drawings in one page).
 */
export function canvasSvg(
  doc: CanvasDocument,
  opts: {
    title: string;
    name?: (address: string) => string;
    flagged?: (address: string) => boolean;
    id?: string;
    /** The network the canvas is of (a jetton's master is written in its form). */
    network: Network;
  },
): string {
  const view = canvasView(doc);
  const groups = new Map(doc.groups.map((g) => [g.id, g]));
  const flagged = opts.flagged ?? keptFlags(doc);
  const flags = countFlagged(doc, flagged);
  const d: Drawing = {
    doc,
    name: opts.name ?? keptName(doc),
    flagged,
    arrow: `${(opts.id ?? 'canvas').replace(/[^A-Za-z0-9_-]/g, '')}-arrow`,
    groups,
    stops: new Set(doc.traces.flatMap((t) => t.stops.map((s) => s.account))),
    heightOf: (id) => (groups.has(id) ? ENTITY_H : NODE_H),
    network: opts.network,
  };
  const xs = view.nodes.map((v) => v.x);
  const ys = view.nodes.map((v) => v.y);
  const x0 = Math.min(...xs) - NODE_W / 2 - PAD;
  const y0 = Math.min(...ys) - ENTITY_H / 2 - PAD - TITLE_H - (flags ? LEGEND_H : 0);
  const width = Math.max(Math.max(...xs) + NODE_W / 2 + PAD - x0, 600);
  const height = Math.max(...ys) + ENTITY_H / 2 + PAD - y0;
  const title = chainXml(opts.title, 300);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="canvas-svg" viewBox="${n2(x0)} ${n2(y0)} ${n2(width)} ${n2(height)}" width="${Math.ceil(width)}" height="${Math.ceil(height)}" role="img" aria-label="${title}">`,
    `<style>${SVG_STYLE}</style>`,
    `<defs><marker id="${d.arrow}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path class="arrow" d="M0,0L10,5L0,10z"/></marker></defs>`,
    `<text class="title" x="${n2(x0 + 12)}" y="${n2(y0 + 22)}">${title}</text>`,
    ...(flags
      ? [
          flagBadgeSvg(x0 + 12, y0 + 22 + LEGEND_H - 11),
          `<text class="legend" x="${n2(x0 + 12 + FLAG_BADGE.width + 5)}" y="${n2(y0 + 22 + LEGEND_H)}">marks an account with a risk flag the user has not overridden (${flags})</text>`,
        ]
      : []),
    // Edges first, under the nodes.
    ...edgesSvg(d, view),
    ...view.nodes.map((v) => nodeSvg(d, v)),
    '</svg>',
  ].join('\n');
}

/** What drawing one canvas needs beyond its view. */
interface Drawing {
  doc: CanvasDocument;
  name: (address: string) => string;
  /** True when an account is flagged. */
  flagged: (address: string) => boolean;
  /** Id of the arrow head marker. */
  arrow: string;
  groups: Map<string, CanvasDocument['groups'][number]>;
  /** Accounts where a trace stopped. */
  stops: Set<string>;
  heightOf: (id: string) => number;
  network: Network;
}

/** The drawn edges, each a `<g class="edge">`; flows between one pair of nodes spread apart. */
function edgesSvg(d: Drawing, view: CanvasView): string[] {
  const widths = edgeWidths(view.edges);
  const at = new Map(view.nodes.map((v) => [v.id, v]));
  const pairs = new Map<string, string[]>();
  const pairOf = (e: { from: string; to: string }) => [e.from, e.to].sort().join('|');
  for (const e of view.edges) pairs.set(pairOf(e), [...(pairs.get(pairOf(e)) ?? []), e.id]);
  const out: string[] = [];
  for (const e of view.edges) {
    const a = at.get(e.from);
    const b = at.get(e.to);
    if (!a || !b) continue;
    const pair = pairs.get(pairOf(e))!;
    const shift = (pair.indexOf(e.id) - (pair.length - 1) / 2) * 16;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    const [px, py] = [(-dy / len) * shift, (dx / len) * shift];
    // Each end on its node's border (the line from centre to centre, cut by the box).
    const cut = (h: number) =>
      Math.min(
        dx === 0 ? Infinity : NODE_W / 2 / Math.abs(dx),
        dy === 0 ? Infinity : h / 2 / Math.abs(dy),
      );
    const ta = cut(d.heightOf(a.id));
    const tb = cut(d.heightOf(b.id));
    const [x1, y1] = [a.x + dx * ta + px, a.y + dy * ta + py];
    const [x2, y2] = [b.x - dx * tb + px, b.y - dy * tb + py];
    const amount = edgeAmountText(d.doc, e, d.network);
    // The amount is the app's own text (the jetton unit already made its symbol safe): only
    // the names are chain text here.
    const tip = `${chainTextLine(d.name(e.from), 200)} → ${chainTextLine(d.name(e.to), 200)}: ${amount} in ${e.count} movement${e.count === 1 ? '' : 's'}`;
    out.push(
      `<g class="edge ${e.asset === 'TON' ? 'ton' : 'jetton'}" data-from="${xml(e.from)}" data-to="${xml(e.to)}" data-asset="${xml(e.asset)}" data-amount="${xml(e.amount)}">` +
        `<title>${xml(tip)}</title>` +
        `<line x1="${n2(x1)}" y1="${n2(y1)}" x2="${n2(x2)}" y2="${n2(y2)}" stroke-width="${widths.get(e.id) ?? 2}" marker-end="url(#${d.arrow})"/>` +
        `<text x="${n2((x1 + x2) / 2)}" y="${n2((y1 + y2) / 2 - 4)}" text-anchor="middle">${xml(amount)}</text>` +
        '</g>',
    );
  }
  return out;
}

/** One drawn node, a `<g class="node">` at its place: an account, or an entity of several. */
function nodeSvg(d: Drawing, v: CanvasView['nodes'][number]): string {
  const { name } = d;
  const group = d.groups.get(v.id);
  const h = d.heightOf(v.id);
  const flagged = nodeFlagged(v.members, d.flagged);
  const cls = [
    'node',
    v.members.includes(d.doc.start) ? 'start' : '',
    group ? 'entity' : '',
    v.members.some((m) => d.stops.has(m)) ? 'stop' : '',
    flagged ? 'flagged' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const ident = group
    ? `data-entity="${xml(group.id)}" data-members="${xml(group.members.join(' '))}"`
    : `data-address="${xml(v.id)}"`;
  const lines = group
    ? [
        `<text class="name" y="-8" text-anchor="middle">${chainXml(entityTitle(group.members, name), NAME_MAX)}</text>`,
        `<text class="address" y="10" text-anchor="middle">${xml(ruleText(group.rule))}</text>`,
        `<text class="address" y="23" text-anchor="middle">${group.members.length} accounts</text>`,
      ]
    : [
        `<text class="name" y="-3" text-anchor="middle">${chainXml(name(v.id), NAME_MAX)}</text>`,
        `<text class="address" y="13" text-anchor="middle">${xml(shorten(v.id, 10, 8))}</text>`,
      ];
  const tip = v.members
    .map((m) => `${chainTextLine(name(m), 200)} ${m}${d.flagged(m) ? ' (risk flag)' : ''}`)
    .join('\n');
  return (
    `<g class="${cls}" ${ident} transform="translate(${n2(v.x)} ${n2(v.y)})">` +
    `<title>${xml(tip)}</title>` +
    `<rect x="${-NODE_W / 2}" y="${-h / 2}" width="${NODE_W}" height="${h}" rx="8"/>` +
    (flagged ? flagBadgeSvg(-NODE_W / 2 + 6, -FLAG_BADGE.height / 2) : '') +
    lines.join('') +
    '</g>'
  );
}
