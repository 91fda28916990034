import { useMemo, useState } from 'react';
import type { CanvasView, ViewEdge, ViewNode } from '../../../../shared/canvas/entities';
import { nodeTotals } from './canvas-model';

/** Which way a table's amount column sorts: largest first (`desc`) or smallest first. */
export type Order = 'desc' | 'asc';

/** A table's rows in their order, the order, and what flips it. */
export interface SortedRows<T> {
  rows: T[];
  order: Order;
  toggle(): void;
}

/** A node of the accounts table with its TON totals (nanotons) and its number of flows. */
export interface NodeRowData {
  n: ViewNode;
  t: ReturnType<typeof nodeTotals>;
}

const cmp = (a: bigint, b: bigint, order: Order) =>
  (a > b ? 1 : a < b ? -1 : 0) * (order === 'desc' ? -1 : 1);

const flip = (o: Order): Order => (o === 'desc' ? 'asc' : 'desc');

/** Edges: TON first, then each jetton; by amount within an asset. */
function edgeOrderOf(order: Order) {
  return (a: ViewEdge, b: ViewEdge) =>
    a.asset !== b.asset
      ? a.asset === 'TON'
        ? -1
        : b.asset === 'TON'
          ? 1
          : a.asset < b.asset
            ? -1
            : 1
      : cmp(BigInt(a.amount), BigInt(b.amount), order);
}

/**
 * The canvas tables' sorting: the view's nodes by TON moved (in + out, nanotons) and its
 * edges by asset then amount, each in its own order (largest first until toggled).
 */
export function useCanvasTableOrder(view: CanvasView): {
  nodes: SortedRows<NodeRowData>;
  edges: SortedRows<ViewEdge>;
} {
  const [nodeOrder, setNodeOrder] = useState<Order>('desc');
  const [edgeOrder, setEdgeOrder] = useState<Order>('desc');
  const nodes = useMemo<NodeRowData[]>(
    () =>
      view.nodes
        .map((n) => ({ n, t: nodeTotals(view, n.id) }))
        .sort((a, b) => cmp(a.t.inTon + a.t.outTon, b.t.inTon + b.t.outTon, nodeOrder)),
    [view, nodeOrder],
  );
  const edges = useMemo(
    () => [...view.edges].sort(edgeOrderOf(edgeOrder)),
    [view.edges, edgeOrder],
  );
  return {
    nodes: { rows: nodes, order: nodeOrder, toggle: () => setNodeOrder(flip) },
    edges: { rows: edges, order: edgeOrder, toggle: () => setEdgeOrder(flip) },
  };
}
