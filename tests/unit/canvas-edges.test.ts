import { describe, expect, it } from 'vitest';
import {
  accountEdges,
  edgeMovements,
  topCounterparties,
  type CanvasEdge,
} from '../../shared/canvas/edges';
import { canvasDocumentSchema, canvasEdgesCsv } from '../../shared/canvas/document';
import type { LedgerKind, LedgerMovement } from '../../shared/ledger';
import { rawAddress, rawAddresses } from '../helpers/canvas-graph';

/**
 * The canvas's aggregation on small hand-checked ledgers: which movements are flows, sums,
 * counts and first/last times per (from, to, asset), filters, ranking and paging of
 * counterparties, an edge's movements, and the CSV edge list.
 */

const [A, B, C, D, M] = rawAddresses('A', 'B', 'C', 'D', 'E'); // M: a jetton master
const JET = `jetton:${M}`;

let lt = 1000;
function mv(
  kind: LedgerKind,
  amount: number | string,
  counterparty: string | null,
  utime: number,
  over: Partial<LedgerMovement> = {},
): LedgerMovement {
  lt += 1;
  const jetton = kind.startsWith('jetton');
  return {
    account: A,
    asset: jetton ? { type: 'jetton', master: M } : { type: 'ton' },
    kind,
    amount: String(amount),
    counterparty,
    txHash: `tx${lt}`,
    lt: String(lt),
    utime,
    messageHash: null,
    balanceAfter: null,
    ...over,
  };
}

// A's ledger: pays B twice, C once (bounced), receives from D, jettons to C, plus noise.
const ledger: LedgerMovement[] = [
  mv('ton_sent', -5_000_000_000, B, 100),
  mv('fee', -1_000_000, null, 100),
  mv('ton_sent', -2_500_000_000, B, 300),
  mv('ton_sent', -9_000_000_000, C, 200, { bouncedBy: { txHash: 'x', returned: '8900000000' } }),
  mv('bounce_returned', 8_900_000_000, C, 201),
  mv('ton_received', 7_000_000_000, D, 50),
  mv('ton_received', 1, D, 400),
  mv('jetton_sent', -40_000, C, 250),
  mv('jetton_minted', 1_000_000, M, 10),
  mv('ton_received', 3, B, 500, { account: B }), // another account's movement: ignored
];

const edge = (edges: CanvasEdge[], from: string, to: string, asset = 'TON') =>
  edges.find((e) => e.from === from && e.to === to && e.asset === asset);

describe('accountEdges', () => {
  const edges = accountEdges(A, ledger);

  it('sums each pair and asset with its count and first and last time', () => {
    expect(edge(edges, A, B)).toMatchObject({
      amount: '7500000000',
      count: 2,
      firstUtime: 100,
      lastUtime: 300,
      id: `${A}>${B}|TON`,
    });
    expect(edge(edges, D, A)).toMatchObject({ amount: '7000000001', count: 2, firstUtime: 50 });
    expect(edge(edges, A, C, JET)).toMatchObject({ amount: '40000', count: 1 });
  });

  it('leaves out bounced payments, their returns, fees and mints', () => {
    expect(edge(edges, A, C)).toBeUndefined();
    expect(edge(edges, C, A)).toBeUndefined();
    expect(edges.some((e) => e.from === M || e.to === M)).toBe(false);
    expect(edges).toHaveLength(3);
  });

  it('orders TON first, largest first', () => {
    expect(edges.map((e) => [e.asset, e.amount])).toEqual([
      ['TON', '7500000000'],
      ['TON', '7000000001'],
      [JET, '40000'],
    ]);
  });

  it('filters by asset, minimum amount (in that asset) and period', () => {
    expect(accountEdges(A, ledger, { asset: JET }).map((e) => e.to)).toEqual([C]);
    // 7.2 TON minimum: only A→B passes; the jetton edge is in other units and stays.
    expect(accountEdges(A, ledger, { minAmount: '7200000000' }).map((e) => e.id)).toEqual([
      `${A}>${B}|TON`,
      `${A}>${C}|${JET}`,
    ]);
    expect(accountEdges(A, ledger, { asset: JET, minAmount: '40001' })).toEqual([]);
    const window = accountEdges(A, ledger, { fromUnix: 100, toUnix: 299 });
    expect(edge(window, A, B)).toMatchObject({ amount: '5000000000', count: 1, lastUtime: 100 });
    expect(edge(window, D, A)).toBeUndefined();
  });
});

describe('topCounterparties', () => {
  const edges = accountEdges(A, ledger);

  it('ranks by TON amount, then movements; out, in or both', () => {
    expect(
      topCounterparties(A, edges, 'both', { limit: 10 }).counterparties.map((c) => c.address),
    ).toEqual([B, D, C]);
    expect(
      topCounterparties(A, edges, 'out', { limit: 10 }).counterparties.map((c) => c.address),
    ).toEqual([B, C]);
    expect(
      topCounterparties(A, edges, 'in', { limit: 10 }).counterparties.map((c) => c.address),
    ).toEqual([D]);
  });

  it('ranks by the chosen asset when filtered', () => {
    const jet = accountEdges(A, ledger, { asset: JET });
    const page = topCounterparties(A, jet, 'both', { limit: 10, rankAsset: JET });
    expect(page.counterparties).toEqual([{ address: C, edges: jet }]);
  });

  it('pages with load more', () => {
    const first = topCounterparties(A, edges, 'both', { limit: 2 });
    expect(first).toMatchObject({ total: 3, nextOffset: 2 });
    const next = topCounterparties(A, edges, 'both', { limit: 2, offset: first.nextOffset! });
    expect(next.counterparties.map((c) => c.address)).toEqual([C]);
    expect(next.nextOffset).toBeNull();
  });

  it('does not count flows to itself as a counterparty', () => {
    const self = accountEdges(A, [mv('ton_sent', -5, A, 1), mv('ton_received', 5, A, 1)]);
    expect(self).toHaveLength(1);
    expect(topCounterparties(A, self, 'both', { limit: 10 }).total).toBe(0);
  });
});

describe('edgeMovements', () => {
  it("lists an edge's movements from either end's ledger, lt order, positive amounts", () => {
    const list = edgeMovements({ from: A, to: B, asset: 'TON' }, ledger);
    expect(list.map((m) => [m.amount, m.utime, m.kind])).toEqual([
      ['5000000000', 100, 'ton_sent'],
      ['2500000000', 300, 'ton_sent'],
    ]);
    // The same flow in B's ledger: received from A.
    const bSide: LedgerMovement[] = [
      mv('ton_received', 5_000_000_000, A, 100, { account: B }),
      mv('ton_received', 2_500_000_000, A, 300, { account: B }),
    ];
    expect(edgeMovements({ from: A, to: B, asset: 'TON' }, bSide).map((m) => m.amount)).toEqual(
      list.map((m) => m.amount),
    );
    expect(accountEdges(B, bSide)[0]!.id).toBe(accountEdges(A, ledger)[0]!.id);
  });
});

describe('the saved canvas and its CSV edge list', () => {
  const edges = accountEdges(A, ledger).map((e) => ({ ...e, note: e.to === B ? '=peel' : '' }));
  const doc = canvasDocumentSchema.parse({
    version: 1,
    start: A,
    filters: {},
    nodes: [{ address: A, x: 0, y: 0 }],
    edges,
    assets: { [JET]: { symbol: 'DEMO', decimals: 9 } },
  });

  it('fills the default filters and refuses a document without nodes', () => {
    expect(doc.filters).toEqual({
      direction: 'both',
      limit: 10,
      asset: null,
      minAmount: null,
      fromUnix: null,
      toUnix: null,
    });
    expect(() => canvasDocumentSchema.parse({ ...doc, nodes: [] })).toThrow();
    expect(() => canvasDocumentSchema.parse({ ...doc, start: 'EQnope' })).toThrow();
  });

  it('writes one row per edge with names, labels, amounts in units and raw, times and guarded notes', () => {
    const lines = canvasEdgesCsv(doc).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'from,from_name,from_label,to,to_name,to_label,asset,symbol,amount,amount_raw,decimals,count,first_time,last_time,note',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${A},,,${B},,,TON,TON,7.5,7500000000,9,2,1970-01-01T00:01:40.000Z,1970-01-01T00:05:00.000Z,'=peel`,
    );
    expect(lines[3]).toContain(`,${JET},DEMO,0.00004,40000,9,1,`);
    // The names the app shows (their name part) and the user's labels, guarded like notes.
    const named = canvasEdgesCsv(doc, {
      name: (a) => (a === A ? 'theft.ton · UQAb…wxyz' : 'UQCd…1234'),
      label: (a) => (a === B ? '=Exchange hot wallet' : null),
    }).split('\r\n');
    expect(named[1]).toMatch(new RegExp(`^${A},theft\\.ton,,${B},,'=Exchange hot wallet,TON,`));
    // Kept with the canvas: the report's CSV says the same.
    const kept = canvasDocumentSchema.parse({
      ...doc,
      nodes: [{ address: A, x: 0, y: 0, name: 'theft.ton · UQAb…wxyz', label: 'Victim' }],
    });
    expect(canvasEdgesCsv(kept).split('\r\n')[1]).toMatch(new RegExp(`^${A},theft\\.ton,Victim,`));
  });
});

describe('TON that carries a jetton move', () => {
  it('is not an edge: the jetton edge joins the owners', () => {
    const W = rawAddress('F'); // A's jetton wallet
    const moves = [
      mv('ton_sent', -50_000_000, W, 10),
      mv('jetton_sent', -7, C, 10),
      mv('ton_received', 1_000_000, W, 11),
    ];
    const edges = accountEdges(A, moves, { carriers: new Set([W]) });
    expect(edges.map((e) => e.id)).toEqual([`${A}>${C}|${JET}`]);
    // Without the carriers named, the TON to the wallet would show as a flow.
    expect(accountEdges(A, moves)).toHaveLength(3);
  });
});
