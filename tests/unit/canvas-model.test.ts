import { describe, expect, it } from 'vitest';
import { unitsFromDecimal } from '../../shared/canvas/amount-input';
import { canvasDocumentSchema } from '../../shared/canvas/document';
import type { CanvasEdge } from '../../shared/canvas/edges';
import type { CanvasExpansion } from '../../shared/ipc/channels/canvas';
import {
  COLUMN_GAP,
  ROW_GAP,
  applyExpansion,
  columnSlots,
  edgeWidths,
  newCanvas,
  nextOffsetOf,
  nodeTotals,
} from '../../renderer/src/features/canvas/canvas-model';
import { parseRoute, routePath } from '../../renderer/src/routing/routes';
import { canvasEdge, rawAddress, rawAddresses } from '../helpers/canvas-graph';

/**
 * The canvas page's model: an expansion places new counterparties in columns (in on the left,
 * out on the right) without moving any node already drawn, merges edges by id, remembers
 * "load more"; edge widths grow with the amount per asset; typed minimum amounts; routes.
 */

const [A, B, C, D, E, M] = rawAddresses('A', 'B', 'C', 'D', 'E', '9');

const edge = (from: string, to: string, amount: bigint, asset = 'TON', count = 1): CanvasEdge =>
  canvasEdge(from, to, amount, { asset, count });

function expansion(account: string, edges: CanvasEdge[], over: Partial<CanvasExpansion> = {}) {
  const counterparties = [...new Set(edges.map((e) => (e.from === account ? e.to : e.from)))];
  return {
    account,
    counterparties,
    edges,
    total: counterparties.length,
    allCounterparties: counterparties.length,
    nextOffset: null,
    assets: {},
    book: {},
    gaps: [],
    requests: 3,
    ...over,
  } satisfies CanvasExpansion;
}

describe('applyExpansion', () => {
  const start = newCanvas(A);
  // A received from B and D, paid C; with E both ways, more out than in.
  const first = applyExpansion(
    start,
    expansion(A, [edge(B, A, 10n), edge(D, A, 5n), edge(A, C, 7n), edge(E, A, 1n), edge(A, E, 2n)]),
    'both',
  );
  const at = (doc: typeof first, a: string) => doc.nodes.find((n) => n.address === a)!;

  it('puts senders on the left, receivers on the right, in columns around the node', () => {
    expect(at(first, B)).toMatchObject({ x: -COLUMN_GAP, y: 0 });
    expect(at(first, D)).toMatchObject({ x: -COLUMN_GAP, y: -ROW_GAP });
    expect(at(first, C)).toMatchObject({ x: COLUMN_GAP, y: 0 });
    expect(at(first, E)).toMatchObject({ x: COLUMN_GAP, y: -ROW_GAP });
    expect(first.edges).toHaveLength(5);
    expect(at(first, A).expanded).toEqual([{ direction: 'both', nextOffset: null }]);
    expect(canvasDocumentSchema.parse(first)).toEqual(first);
  });

  it('never moves a node already drawn, and merges an edge read from the other end', () => {
    const moved = {
      ...first,
      nodes: first.nodes.map((n) => (n.address === C ? { ...n, x: 999, y: -5, note: 'hop 1' } : n)),
      edges: first.edges.map((e) => (e.to === C ? { ...e, note: 'peel' } : e)),
    };
    const F = rawAddress('F');
    const next = applyExpansion(
      moved,
      expansion(C, [edge(A, C, 7n), edge(C, F, 6n)], { nextOffset: 10 }),
      'out',
    );
    for (const n of moved.nodes) {
      expect(at(next, n.address)).toMatchObject({ x: n.x, y: n.y, note: n.note });
    }
    expect(at(next, F)).toMatchObject({ x: 999 + COLUMN_GAP, y: -5 });
    expect(next.edges).toHaveLength(6);
    expect(next.edges.find((e) => e.to === C)!.note).toBe('peel');
    expect(nextOffsetOf(next, C, 'out')).toBe(10);
    expect(nextOffsetOf(next, C, 'in')).toBeNull();
  });

  it('skips rows taken in a column', () => {
    const taken = [
      { x: 100, y: 0 },
      { x: 100, y: -ROW_GAP },
    ];
    expect(columnSlots(taken, 100, 0, 3).map((p) => p.y)).toEqual([
      ROW_GAP,
      -2 * ROW_GAP,
      2 * ROW_GAP,
    ]);
  });
});

describe('edge widths and node totals', () => {
  it('grow with the amount within each asset, between 1.2 and 5', () => {
    const edges = [
      edge(A, B, 1_000_000_000_000n),
      edge(A, C, 1_000_000n),
      edge(A, D, 0n),
      edge(A, B, 5n, `jetton:${M}`),
    ].map((e) => ({ ...e, note: '' }));
    const w = edgeWidths(edges);
    expect(w.get(edges[0]!.id)).toBe(5);
    expect(w.get(edges[1]!.id)).toBeGreaterThan(1.2);
    expect(w.get(edges[1]!.id)).toBeLessThan(5);
    expect(w.get(edges[2]!.id)).toBe(1.2);
    expect(w.get(edges[3]!.id)).toBe(5); // the largest of its own asset
  });

  it("sum a node's TON in and out over the canvas", () => {
    const doc = applyExpansion(
      newCanvas(A),
      expansion(A, [edge(B, A, 10n), edge(A, C, 7n), edge(A, C, 4n, `jetton:${M}`)]),
      'both',
    );
    expect(nodeTotals(doc, A)).toEqual({ inTon: 10n, outTon: 7n, edges: 3 });
  });
});

describe('typed amounts and routes', () => {
  it('turns a typed amount into the smallest unit, never rounding', () => {
    expect(unitsFromDecimal('1.5', 9)).toBe(1_500_000_000n);
    expect(unitsFromDecimal(' 20 ', 0)).toBe(20n);
    expect(() => unitsFromDecimal('0.0000000001', 9)).toThrow(/more than 9 decimals/);
    expect(() => unitsFromDecimal('-1', 9)).toThrow(/not an amount/);
    expect(() => unitsFromDecimal('1,5', 9)).toThrow(/not an amount/);
  });

  it('routes to a canvas from an address or a kept canvas', () => {
    for (const route of [
      { name: 'canvas' },
      { name: 'canvas', address: A },
      { name: 'canvas', saved: 7 },
    ] as const) {
      expect(parseRoute(routePath(route))).toEqual(route);
    }
    expect(parseRoute('#/canvas/saved/x').name).toBe('not-found');
  });
});
