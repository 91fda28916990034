import { formatDateTime, shorten, type TimeZoneSetting } from '../format';
import type { Network } from '../profiles';
import { factsOfKey } from '../ton/asset-facts';
import { jettonUnitText } from '../ton/jetton-unit';
import { formatUnits } from '../ton/units';
import type { CanvasAsset, CanvasDocument, CanvasEdgeSaved } from './document';

/**
 * How the canvas is drawn, one rule for the screen (renderer/src/features/canvas/CanvasGraph.tsx)
 * and the static pictures (the case's HTML report, the SVG export: picture-svg.ts): edge widths
 * by amount, the texts of nodes and edges, the picture's title. The geometry is picture.ts.
 */

/** Symbol and decimals of an asset key as the canvas knows them, else by `assetFacts`. */
export function assetOf(doc: Pick<CanvasDocument, 'assets'>, asset: string): CanvasAsset {
  return factsOfKey(doc.assets, asset);
}

/**
 * Drawn width of each edge (px, 1.2..5): by its amount against the largest edge of the same
 * asset, on a log scale, so one large flow does not make every other edge a hairline (nor
 * hide its arrow head and its neighbours).
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
    out.set(e.id, Math.round((1.2 + 3.8 * share * share) * 10) / 10);
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

const n2 = (v: number) => String(Math.round(v * 10) / 10);

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
 * The canvas's assets with each symbol written as its unit ({@link assetUnitText}: a jetton's
 * symbol, lookalike mark and master), for text that writes `<amount> <symbol>` from an asset
 * table (the attribution's sentences and tables on the canvas page and in the case report), so
 * a jetton named TON never reads as TON there either. Decimals as the canvas knows them.
 */
export function unitAssets(
  doc: Pick<CanvasDocument, 'assets'>,
  network: Network,
): Record<string, CanvasAsset> {
  const out: Record<string, CanvasAsset> = {};
  for (const key of new Set(['TON', ...Object.keys(doc.assets)]))
    out[key] = { ...assetOf(doc, key), symbol: assetUnitText(doc, key, network) };
  return out;
}

/** The exact amount in the asset's units, thousands grouped (`1,234.5`). */
const exactUnits = (raw: string, decimals: number) => formatUnits(raw, decimals, { group: true });

/**
 * An edge's amount as its number and its unit ({@link assetUnitText}): `['1,234.5', 'TON']`,
 * `['1,500', 'TON ⚠ · EQAb…x9Zt']` for a jetton. The picture's flow labels draw them as two
 * lines (the unit whole on its own line, whatever spaces it holds); `format` writes the number
 * (default exact; the picture's labels abbreviate, `compactUnits`). Both are the app's own
 * text: the jetton unit has made its symbol safe already.
 */
export function edgeAmountParts(
  doc: Pick<CanvasDocument, 'assets'>,
  e: { asset: string; amount: string },
  network: Network,
  format: (raw: string, decimals: number) => string = exactUnits,
): [amount: string, unit: string] {
  const a = assetOf(doc, e.asset);
  return [format(e.amount, a.decimals), assetUnitText(doc, e.asset, network)];
}

/**
 * An edge's amount as drawn, on screen, in the SVG and in the report: `1,234.5 TON` for native
 * TON, `1,500 DEMO · EQAb…x9Zt` for a jetton ({@link edgeAmountParts} on one line).
 */
export function edgeAmountText(
  doc: Pick<CanvasDocument, 'assets'>,
  e: { asset: string; amount: string },
  network: Network,
  format?: (raw: string, decimals: number) => string,
): string {
  return edgeAmountParts(doc, e, network, format).join(' ');
}

/** The name of an account as kept with the canvas (`nodes[].name`), else its short address. */
export function keptName(doc: Pick<CanvasDocument, 'nodes'>): (address: string) => string {
  const names = new Map(doc.nodes.map((n) => [n.address, n.name]));
  return (a) => names.get(a) || shorten(a, 6, 4);
}

/** The node's second line as kept with the canvas (`nodes[].label`), else none. */
export function keptLabel(doc: Pick<CanvasDocument, 'nodes'>): (address: string) => string | null {
  const labels = new Map(doc.nodes.map((n) => [n.address, n.label]));
  return (a) => labels.get(a) || null;
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
