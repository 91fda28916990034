import {
  canvasFiltersSchema,
  type CanvasDocument,
  type CanvasEdgeSaved,
  type CanvasFilters,
  type CanvasNode,
} from '../../../../shared/canvas/document';
import type { CanvasEdge, FlowDirection } from '../../../../shared/canvas/edges';
import type { CanvasExpansion } from '../../../../shared/ipc/channels/canvas';
import { TON_FACTS } from '../../../../shared/ton/asset-facts';

/**
 * The canvas page's model: a {@link CanvasDocument} (what is saved in a case) and the pure
 * steps that change it. An expansion adds the counterparties that are new as columns beside
 * the expanded node (funds in on the left, out on the right) and never moves a node already
 * drawn, so the analyst's picture does not jump; edges are merged by id (the same flow read
 * from either end).
 */

/** Horizontal distance between a node and its counterparties' column (graph units). */
export const COLUMN_GAP = 280;
/** Vertical distance between nodes of one column. */
export const ROW_GAP = 70;

/** The default filters of a new canvas: the schema's defaults (one rule, in shared/canvas). */
export const DEFAULT_FILTERS: CanvasFilters = canvasFiltersSchema.parse({});

/** A new canvas holding only `start` (raw upper-case) at the origin. */
export function newCanvas(start: string, filters: CanvasFilters = DEFAULT_FILTERS): CanvasDocument {
  return {
    version: 1,
    start,
    filters,
    nodes: [{ address: start, x: 0, y: 0, expanded: [], note: '' }],
    edges: [],
    assets: { TON: { ...TON_FACTS } },
    traces: [],
    asOfBlock: null,
    groups: [],
    routes: {},
    ledgers: [],
    rule: 'haircut',
  };
}

/**
 * Positions for `count` new nodes in the column at `x`, centred on `y` and skipping the rows
 * taken by nodes already in that column (within half a row).
 */
export function columnSlots(
  taken: ReadonlyArray<Pick<CanvasNode, 'x' | 'y'>>,
  x: number,
  y: number,
  count: number,
): Array<{ x: number; y: number }> {
  const busy = (cy: number) =>
    taken.some((n) => Math.abs(n.x - x) < COLUMN_GAP / 2 && Math.abs(n.y - cy) < ROW_GAP / 2);
  const out: Array<{ x: number; y: number }> = [];
  // Rows 0, -1, +1, -2, +2…: the column grows around the expanded node.
  for (let i = 0; out.length < count; i++) {
    const row = i % 2 === 0 ? i / 2 : -(i + 1) / 2;
    const cy = y + row * ROW_GAP;
    if (!busy(cy) && !out.some((p) => p.y === cy)) out.push({ x, y: cy });
  }
  return out;
}

/**
 * Which side a counterparty goes: left when it sent the expanded node more TON (or, with no
 * TON between them, more movements) than it received, else right.
 */
function sideOf(account: string, other: string, edges: readonly CanvasEdge[]): 'in' | 'out' {
  let inTon = 0n;
  let outTon = 0n;
  let inN = 0;
  let outN = 0;
  for (const e of edges) {
    if (e.from === other && e.to === account) {
      inN += e.count;
      if (e.asset === 'TON') inTon += BigInt(e.amount);
    } else if (e.from === account && e.to === other) {
      outN += e.count;
      if (e.asset === 'TON') outTon += BigInt(e.amount);
    }
  }
  if (inTon !== outTon) return inTon > outTon ? 'in' : 'out';
  return inN > outN ? 'in' : 'out';
}

/**
 * The canvas after an expansion of `x.account` in `direction`: new counterparties placed
 * beside it (see the module comment), edges merged, assets added, and the node marked
 * expanded with the next page's offset ("load more").
 */
export function applyExpansion(
  doc: CanvasDocument,
  x: CanvasExpansion,
  direction: FlowDirection,
): CanvasDocument {
  const edges = new Map(doc.edges.map((e) => [e.id, e]));
  for (const e of x.edges) edges.set(e.id, { ...e, note: edges.get(e.id)?.note ?? '' });
  const allEdges = [...edges.values()];
  const known = new Set(doc.nodes.map((n) => n.address));
  const center = doc.nodes.find((n) => n.address === x.account) ?? {
    address: x.account,
    x: 0,
    y: 0,
    expanded: [],
    note: '',
  };
  const fresh = x.counterparties.filter((a) => !known.has(a));
  const left = fresh.filter((a) => sideOf(x.account, a, x.edges) === 'in');
  const right = fresh.filter((a) => !left.includes(a));
  const taken = [...doc.nodes];
  const placed: CanvasNode[] = [];
  for (const [list, dx] of [
    [left, -COLUMN_GAP],
    [right, COLUMN_GAP],
  ] as const) {
    const slots = columnSlots([...taken, ...placed], center.x + dx, center.y, list.length);
    list.forEach((address, i) => placed.push({ address, ...slots[i]!, expanded: [], note: '' }));
  }
  const nodes = known.has(x.account) ? [...doc.nodes] : [center, ...doc.nodes];
  const marked = nodes.map((n) =>
    n.address === x.account
      ? {
          ...n,
          expanded: [
            ...n.expanded.filter((e) => e.direction !== direction),
            { direction, nextOffset: x.nextOffset },
          ],
        }
      : n,
  );
  return {
    ...doc,
    nodes: [...marked, ...placed],
    edges: allEdges,
    assets: { ...doc.assets, ...x.assets },
  };
}

/** The next page's offset of a node's expansion in `direction`; null when there is none. */
export function nextOffsetOf(doc: CanvasDocument, address: string, direction: FlowDirection) {
  return (
    doc.nodes.find((n) => n.address === address)?.expanded.find((e) => e.direction === direction)
      ?.nextOffset ?? null
  );
}

// The drawing's rules (edge widths, asset labels) are shared with the static pictures.
export { assetOf, edgeWidths } from '../../../../shared/canvas/drawing';

/** A node's TON in and out over the canvas's edges (nanotons), for the nodes table. */
export function nodeTotals(
  doc: { edges: ReadonlyArray<Pick<CanvasEdgeSaved, 'from' | 'to' | 'asset' | 'amount'>> },
  address: string,
): { inTon: bigint; outTon: bigint; edges: number } {
  let inTon = 0n;
  let outTon = 0n;
  let edges = 0;
  for (const e of doc.edges) {
    if (e.to !== address && e.from !== address) continue;
    edges++;
    if (e.asset !== 'TON') continue;
    if (e.to === address) inTon += BigInt(e.amount);
    if (e.from === address) outTon += BigInt(e.amount);
  }
  return { inTon, outTon, edges };
}

/**
 * `doc` as the screen shows it, as it is saved, so pictures drawn without the app (the case's
 * HTML report) show the same: each node's shown name kept on it (`nodes[].name`, cut to 200
 * characters; none when `name` has none), its second line (`nodes[].label`, the user's label
 * by `label`) and its risk flag (`nodes[].flagged`, only when
 * `flagged`, the screen's rule: a flag the user has not overridden), and the masterchain block
 * it is as of (`asOfBlock`, the latest known now; the kept one when unknown).
 */
export function withShown(
  doc: CanvasDocument,
  name: (address: string) => string,
  flagged: (address: string) => boolean,
  asOfBlock: number | null = null,
  label: (address: string) => string | null = () => null,
): CanvasDocument {
  const cut = (t: string) => Array.from(t).slice(0, 200).join('');
  return {
    ...doc,
    asOfBlock: asOfBlock ?? doc.asOfBlock,
    nodes: doc.nodes.map(({ name: _old, flagged: _was, label: _had, ...n }) => {
      const shown = cut(name(n.address));
      const second = cut(label(n.address) ?? '');
      return {
        ...n,
        ...(shown ? { name: shown } : {}),
        ...(second ? { label: second } : {}),
        ...(flagged(n.address) ? { flagged: true } : {}),
      };
    }),
  };
}
