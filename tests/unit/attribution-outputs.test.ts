import { describe, expect, it } from 'vitest';
import {
  attribute,
  attributionReport,
  attributionSentence,
  canvasAttribution,
  findPaths,
  mergeLedger,
  withTrace,
  type ReportContext,
} from '../../shared/attribution';
import { swapFromAction } from '../../shared/attribution/swaps';
import { canvasDocumentSchema } from '../../shared/canvas/document';
import type { ChainAction } from '../../shared/api/v3-rows';
import type { TraceResult } from '../../shared/ipc/channels/canvas';
import { graphInput, jetton, movementsOf, type Step } from '../helpers/attribution-graph';
import { rawAddresses } from '../helpers/canvas-graph';

/**
 * What is built on the engine: the path finder, the report and its sentence, DEX swaps read
 * from v3 actions, and a canvas's attribution over merged reads and repeated traces.
 */

const [S, A, B, C, D, E, X] = rawAddresses('1', '2', '3', '4', '5', '6', '8');
const DEMO = jetton('d');
const T = 1_000_000_000n;

// A theft S split over A and B; A peels to C and on to the exchange E; B pays a desk D that
// sends DEMO to C, which deposits it at E.
const steps: Step[] = [
  [X, D, 1_000n * T, DEMO],
  [S, A, 70n * T],
  [S, B, 30n * T],
  [A, C, 60n * T],
  [B, D, 25n * T],
  [D, C, 500n * T, DEMO],
  [C, E, 59n * T],
  [C, E, 500n * T, DEMO],
];
const stops = { [E]: { reason: 'name' as const, detail: 'named “exchange.ton”' } };
const input = graphInput(steps, { start: S, read: [A, B, C, D], stops });
const names: Record<string, string> = { [S]: 'theft.ton', [E]: 'exchange.ton', [D]: 'desk.ton' };
const ctx: ReportContext = {
  naming: (a) => ({ name: names[a] ?? null, label: a === E ? 'Exchange hot wallet' : null }),
  assets: { [DEMO]: { symbol: 'DEMO', decimals: 9 } },
  walk: { requests: 21, reads: 5, ended: 'done' },
};

describe('the path finder', () => {
  it('finds every route forward in time, with its transfers, bound and traced value', () => {
    const a = attribute(input);
    const paths = findPaths({ ledgers: input.accounts, from: S, to: E, attribution: a });
    expect(paths.map((p) => p.accounts)).toEqual([
      [S, A, C, E],
      [S, B, D, C, E],
    ]);
    const [viaA, viaB] = paths;
    expect(viaA!.hops.map((h) => h.transfers.length)).toEqual([1, 1, 2]);
    expect(viaA!.hops[2]!.amounts).toEqual([
      { asset: 'TON', amount: `${59n * T}` },
      { asset: DEMO, amount: `${500n * T}` },
    ]);
    expect(viaA!.bound).toEqual([{ asset: 'TON', amount: `${59n * T}` }]);
    expect(viaA!.attributed).toEqual([{ asset: 'TON', amount: `${59n * T}` }]);
    // Through the desk's conversion: no asset on every hop, the traced DEMO that took it.
    expect(viaB!.bound).toEqual([]);
    expect(viaB!.attributed).toEqual([{ asset: DEMO, amount: `${500n * T}` }]);
    // Between two other accounts: routes, but no attribution (it starts at S).
    const ac = findPaths({ ledgers: input.accounts, from: A, to: E, attribution: a });
    expect(ac.map((p) => p.accounts)).toEqual([[A, C, E]]);
    expect(ac[0]!.attributed).toBeNull();
  });

  it('never goes back in time, and uses summed edges where no ledger covers a pair', () => {
    // C paid E before A paid C: no route S → A → C → E.
    const early: Step[] = [
      [C, E, 5n * T],
      [S, A, 10n * T],
      [A, C, 10n * T],
    ];
    const ledgers = graphInput(early, { start: S, read: [A, C] }).accounts;
    expect(findPaths({ ledgers, from: S, to: E })).toEqual([]);
    const edges = [{ from: E, to: X, asset: 'TON', amount: '7', firstUtime: 5000 }];
    const late = findPaths({ ledgers, from: A, to: X, edges });
    expect(late).toEqual([]);
    expect(findPaths({ ledgers, from: C, to: X, edges })[0]!.hops[1]).toEqual({
      from: E,
      to: X,
      amounts: [{ asset: 'TON', amount: '7' }],
      transfers: [],
    });
  });
});

describe('the report and its sentence', () => {
  it('states the answer in words and numbers from the attribution', () => {
    const a = attribute(input);
    expect(attributionSentence(a, ctx)).toBe(
      'Of the 100 TON sent from theft.ton, 59 TON reached exchange.ton (1 transfer); ' +
        '25 TON were converted at desk.ton into 500 DEMO, which reached exchange.ton; ' +
        '16 TON stayed at 3 intermediate wallets, fees included.',
    );
  });

  it('writes the trace --json shape: names, labels, amounts raw and in units, rate', () => {
    const r = attributionReport(attribute(input), ctx);
    expect(r.start).toMatchObject({
      address: S,
      name: 'theft.ton',
      asset: 'TON',
      amount_raw: `${100n * T}`,
    });
    expect(r.ends[0]).toMatchObject({
      address: E,
      name: 'exchange.ton',
      label: 'Exchange hot wallet',
      reason: 'name',
      share: '59',
      amounts: [
        { asset: 'TON', symbol: 'TON', amount_raw: `${59n * T}`, amount: '59' },
        { asset: DEMO, symbol: 'DEMO', amount_raw: `${500n * T}`, amount: '500' },
      ],
    });
    expect(r.conversions[0]).toMatchObject({ rate: '20', to: { address: C } });
    expect(r.paths[0]!.hops[0]).toMatchObject({
      from: { name: 'theft.ton' },
      time: expect.stringMatching(/Z$/),
    });
    expect(r).toMatchObject({ fees_raw: '0', requests: 21, frontier: [], unlisted_paths: [] });
    expect(r.reconciliation.every((x) => x.balanced)).toBe(true);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe('DEX swaps from v3 actions', () => {
  const action = (details: unknown, over: Partial<ChainAction> = {}): ChainAction =>
    ({
      action_id: 'a',
      start_lt: '10',
      end_lt: '20',
      start_utime: 1,
      end_utime: 2,
      transactions: ['t1', 't2'],
      success: true,
      type: 'jetton_swap',
      details,
      ...over,
    }) as ChainAction;
  const details = {
    dex: 'stonfi',
    sender: S.toLowerCase(),
    asset_in: null,
    asset_out: D,
    dex_incoming_transfer: { amount: '100' },
    dex_outgoing_transfer: { amount: '4000' },
  };

  it('reads a jetton_swap: TON (a null asset) in, the jetton out, the amounts', () => {
    expect(swapFromAction(action(details))).toEqual({
      account: S,
      dex: 'stonfi',
      assetIn: 'TON',
      amountIn: '100',
      assetOut: `jetton:${D}`,
      amountOut: '4000',
      txHashes: ['t1', 't2'],
      startLt: '10',
      endLt: '20',
      utime: 2,
    });
  });

  it('refuses what is not a swap it can trust: other types, failures, bad shapes', () => {
    expect(swapFromAction(action(details, { type: 'jetton_transfer' }))).toBeNull();
    expect(swapFromAction(action(details, { success: false }))).toBeNull();
    expect(swapFromAction(action({ ...details, sender: 'not an address' }))).toBeNull();
    expect(
      swapFromAction(action({ ...details, dex_outgoing_transfer: { amount: '-1' } })),
    ).toBeNull();
    expect(swapFromAction(action({ ...details, asset_out: null }))).toBeNull();
  });
});

describe('a canvas’s attribution', () => {
  const result = (ledgers: TraceResult['ledgers'], stopped: TraceResult['stops']): TraceResult => ({
    expansions: [],
    direction: 'out',
    stops: stopped,
    ledgers,
    requests: 10,
    ended: 'budget',
    hops: 2,
  });
  const rules = { asset: 'TON' };

  it('merges repeated runs: each account once, a later read lifts an earlier budget stop', () => {
    const { movements } = movementsOf(steps);
    const ledger = (a: string) => ({ address: a, movements: movements.get(a) ?? [] });
    const first = result(
      [ledger(S), ledger(A), ledger(B)],
      [
        { account: C, reason: 'the request budget ran out', code: 'budget' },
        { account: D, reason: 'the request budget ran out', code: 'budget' },
      ],
    );
    const second = result(
      [ledger(S), ledger(C), ledger(D)],
      [{ account: E, reason: 'named “exchange.ton”', code: 'name' }],
    );
    let doc = {
      start: S,
      ledgers: [] as TraceResult['ledgers'],
      traces: [] as never[],
      rule: 'haircut' as const,
    };
    doc = withTrace(doc, S, first, rules, 1);
    expect(canvasAttribution(doc)!.frontier.map((f) => f.stop.reason)).toEqual([
      'budget',
      'budget',
    ]);
    doc = withTrace(doc, S, second, rules, 2);
    expect(doc.ledgers.map((l) => l.address)).toEqual([S, A, B, C, D]);
    const a = canvasAttribution(doc)!;
    expect(a.frontier).toEqual([]);
    expect(a.ends.map((e) => e.address)).toEqual([E]);
    expect(canvasAttribution(doc, 'fifo')!.rule).toBe('fifo');
    // What a case keeps reads back the same.
    const saved = canvasDocumentSchema.parse({
      version: 1,
      start: S,
      filters: {},
      nodes: [{ address: S, x: 0, y: 0 }],
      edges: [],
      ledgers: doc.ledgers,
      traces: doc.traces,
    });
    expect(canvasAttribution(saved)).toEqual(a);
  });

  it('keeps one movement once when two reads overlap, the earlier read’s opening', () => {
    const { movements } = movementsOf(steps);
    const all = movements.get(C)!;
    const early = { address: C, movements: all.slice(0, 2), opening: { TON: '5' } };
    const late = { address: C, movements: all.slice(1), opening: { TON: '9' } };
    const merged = mergeLedger(late, early);
    expect(merged.movements).toHaveLength(all.length);
    expect(merged.opening).toEqual({ TON: '5' });
  });
});
