import { describe, expect, it } from 'vitest';
import {
  attribute,
  ATTRIBUTION_RULES,
  type Attribution,
  type AssetAmount,
} from '../../shared/attribution';
import { takeShares, scaleShares, capShares, OTHER_PATHS } from '../../shared/attribution/shares';
import { graphInput, jetton, type Step } from '../helpers/attribution-graph';
import { rawAddresses } from '../helpers/canvas-graph';

/**
 * The attribution engine on hand-built flows: a split, a merge with an unrelated source under
 * both rules, a cycle, a conversion at a swap desk and a DEX swap, a budget that stops a trail
 * mid-way, value back at the start, the remainder rule; every case conserves the value
 * exactly (start + converted in = ends + remains + fees + frontier + converted out, per asset).
 */

const [S, A, B, C, D, E, U, X] = rawAddresses('1', '2', '3', '4', '5', '6', '7', '8');
const DEMO = jetton('d');
const T = 1_000_000_000n; // 1 TON in nanotons

const amountOf = (list: readonly AssetAmount[], asset = 'TON') =>
  BigInt(list.find((a) => a.asset === asset)?.amount ?? '0');
const end = (r: Attribution, address: string) => r.ends.find((e) => e.address === address);
const frontier = (r: Attribution, address: string) => r.frontier.find((e) => e.address === address);
const remains = (r: Attribution, address: string) => r.remains.find((e) => e.address === address);

/** Every asset's books balance, by the reconciliation and summed again here from the lists. */
function expectConserved(r: Attribution): void {
  for (const rec of r.reconciliation) {
    expect(rec.balanced, `${rec.asset} balanced`).toBe(true);
    const sum = (lists: ReadonlyArray<readonly AssetAmount[]>) =>
      lists.reduce((n, l) => n + amountOf(l, rec.asset), 0n);
    const lhs = amountOf(r.start.amounts, rec.asset) + BigInt(rec.convertedIn);
    const rhs =
      sum(r.ends.map((e) => e.amounts)) +
      sum(r.remains.map((e) => e.amounts)) +
      sum(r.frontier.map((e) => e.amounts)) +
      amountOf(r.fees, rec.asset) +
      BigInt(rec.convertedOut);
    expect(rhs, `${rec.asset}: ends + remains + frontier + fees + converted out`).toBe(lhs);
  }
}

describe('attribution on hand-built flows', () => {
  it('splits a payment: each end gets what was sent to it, the rest remains with the fees', () => {
    const steps: Step[] = [
      [S, A, 100n * T],
      [A, B, 60n * T],
      [A, C, 30n * T],
      { fee: A, amount: 7n },
      [C, E, 25n * T],
    ];
    for (const rule of ATTRIBUTION_RULES) {
      const r = attribute(
        graphInput(steps, {
          start: S,
          read: [A, B, C],
          rule,
          stops: { [E]: { reason: 'label', detail: 'labelled “exchange”' } },
        }),
      );
      expect(amountOf(r.start.amounts)).toBe(100n * T);
      expect(amountOf(end(r, B)!.amounts)).toBe(60n * T);
      expect(end(r, B)!.stop.reason).toBe('no_onward');
      expect(amountOf(end(r, E)!.amounts)).toBe(25n * T);
      expect(end(r, E)!.sharePpm).toBe(250_000);
      expect(amountOf(remains(r, A)!.amounts)).toBe(10n * T - 7n);
      expect(amountOf(remains(r, A)!.fees)).toBe(7n);
      expect(amountOf(remains(r, C)!.amounts)).toBe(5n * T);
      expect(r.frontier).toEqual([]);
      expect(r.paths.find((p) => p.to === E)!.accounts).toEqual([S, A, C, E]);
      expectConserved(r);
    }
  });

  it('merges with an unrelated source: haircut shares every outflow, FIFO spends the oldest first', () => {
    // A holds 50 of its own (opening), gets 100 traced, then 100 from U (never traced),
    // and pays B 100, then C 150.
    const steps: Step[] = [
      [S, A, 100n * T],
      [U, A, 100n * T],
      [A, B, 100n * T],
      [A, C, 150n * T],
    ];
    const run = (rule: 'haircut' | 'fifo') =>
      attribute(
        graphInput(steps, { start: S, read: [A], rule, openings: { [A]: { TON: `${50n * T}` } } }),
      );
    const haircut = run('haircut');
    // 100 of 250 traced: B carries 100 × 100/250 = 40; then 60 of 150 left: C carries all 60.
    expect(amountOf(frontier(haircut, B)!.amounts)).toBe(40n * T);
    expect(amountOf(frontier(haircut, C)!.amounts)).toBe(60n * T);
    expect(frontier(haircut, B)!.stop.reason).toBe('not_read');
    expect(haircut.accounts.find((a) => a.address === U)).toBeUndefined();
    expectConserved(haircut);
    const fifo = run('fifo');
    // The 50 of its own go first, then 50 of the traced 100 to B; C gets the other 50 traced.
    expect(amountOf(frontier(fifo, B)!.amounts)).toBe(50n * T);
    expect(amountOf(frontier(fifo, C)!.amounts)).toBe(50n * T);
    expectConserved(fifo);
  });

  it('follows a cycle: value that comes back is sent on again, never counted twice', () => {
    const steps: Step[] = [
      [S, A, 100n * T],
      [A, B, 100n * T],
      [B, A, 40n * T],
      [A, C, 30n * T],
      [B, C, 50n * T],
    ];
    for (const rule of ATTRIBUTION_RULES) {
      const r = attribute(graphInput(steps, { start: S, read: [A, B], rule }));
      expect(amountOf(frontier(r, C)!.amounts)).toBe(80n * T);
      expect(amountOf(remains(r, A)!.amounts)).toBe(10n * T);
      expect(amountOf(remains(r, B)!.amounts)).toBe(10n * T);
      expect(r.accounts.find((a) => a.address === A)!.hop).toBe(1);
      expect(r.accounts.find((a) => a.address === C)!.hop).toBe(2);
      // Two routes into C: S→A→C (after the loop) and S→A→B→C.
      const toC = r.paths.filter((p) => p.to === C).map((p) => p.accounts);
      expect(toC).toContainEqual([S, A, B, C]);
      expect(toC).toContainEqual([S, A, B, A, C]);
      expectConserved(r);
    }
  });

  it('converts at a swap desk: TON in, a jetton out, traced on at the implied rate', () => {
    const steps: Step[] = [
      [X, D, 500_000n * T, DEMO], // the desk's own DEMO (from an account not read)
      [S, A, 200n * T],
      [A, D, 115n * T],
      [D, B, 120_000n * T, DEMO],
      [B, E, 120_000n * T, DEMO],
      [A, E, 80n * T],
    ];
    const r = attribute(
      graphInput(steps, {
        start: S,
        read: [A, D, B],
        stops: { [E]: { reason: 'name', detail: 'named “exchange.ton”' } },
      }),
    );
    expect(r.conversions).toEqual([
      expect.objectContaining({
        account: D,
        kind: 'jetton_transfer',
        assetIn: 'TON',
        amountIn: `${115n * T}`,
        assetOut: DEMO,
        amountOut: `${120_000n * T}`,
        to: B,
      }),
    ]);
    const atE = end(r, E)!;
    expect(amountOf(atE.amounts)).toBe(80n * T);
    expect(amountOf(atE.amounts, DEMO)).toBe(120_000n * T);
    expect(atE.transfers).toEqual([
      { asset: 'TON', count: 1 },
      { asset: DEMO, count: 1 },
    ]);
    const demoPath = r.paths.find((p) => p.to === E && p.amounts[0]!.asset === DEMO)!;
    expect(demoPath.accounts).toEqual([S, A, D, B, E]);
    expect(demoPath.hops.map((h) => (h.conversion ? 'convert' : h.asset))).toEqual([
      'TON',
      'TON',
      'convert',
      DEMO,
      DEMO,
    ]);
    // The desk keeps no traced TON: it all became DEMO.
    expect(remains(r, D)).toBeUndefined();
    const ton = r.reconciliation.find((x) => x.asset === 'TON')!;
    expect(ton.convertedOut).toBe(`${115n * T}`);
    expectConserved(r);
  });

  it('converts through a DEX swap v3 reports, the traced part at the swap’s rate', () => {
    const USDT = jetton('a');
    const steps: Step[] = [
      [U, A, 100n * T], // untraced TON of A's own
      [S, A, 100n * T],
      { swap: A, assetIn: 'TON', amountIn: 50n * T, assetOut: USDT, amountOut: 300_000_000n },
      [A, E, 300_000_000n, USDT],
    ];
    const r = attribute(
      graphInput(steps, {
        start: S,
        read: [A],
        stops: { [E]: { reason: 'label', detail: 'labelled “exchange”' } },
      }),
    );
    // Haircut: the swap's 50 TON carry 25 traced, so half the USDT is traced; sent on in full,
    // the USDT carries that half.
    expect(r.conversions).toEqual([
      expect.objectContaining({ kind: 'dex_swap', dex: 'stonfi', amountIn: `${25n * T}` }),
    ]);
    expect(amountOf(end(r, E)!.amounts, USDT)).toBe(150_000_000n);
    expect(amountOf(remains(r, A)!.amounts)).toBe(75n * T);
    expectConserved(r);
  });

  it('lists the frontier where the budget stopped the walk, with the value there', () => {
    const steps: Step[] = [
      [S, A, 100n * T],
      [A, B, 90n * T],
      [B, C, 80n * T],
      [C, E, 70n * T],
    ];
    const r = attribute(
      graphInput(steps, {
        start: S,
        read: [A],
        stops: { [B]: { reason: 'budget', detail: 'the request budget ran out' } },
      }),
    );
    expect(r.frontier).toEqual([
      {
        address: B,
        stop: { reason: 'budget', detail: 'the request budget ran out' },
        amounts: [{ asset: 'TON', amount: `${90n * T}` }],
      },
    ]);
    expect(r.ends).toEqual([]);
    expect(r.accounts.find((a) => a.address === C)).toBeUndefined();
    expectConserved(r);
  });

  it('ends a trail that comes back to the start', () => {
    const r = attribute(
      graphInput(
        [
          [S, A, 10n * T],
          [A, S, 4n * T],
        ],
        { start: S, read: [A] },
      ),
    );
    expect(end(r, S)!.stop.reason).toBe('start');
    expect(amountOf(end(r, S)!.amounts)).toBe(4n * T);
    expectConserved(r);
  });

  it('traces one transaction of the start only when asked', () => {
    const input = graphInput(
      [
        [S, A, 10n * T],
        [S, B, 20n * T],
      ],
      { start: S, read: [] },
    );
    const tx = input.accounts[0]!.movements.find((m) => m.counterparty === B)!.txHash;
    const r = attribute({ ...input, start: { ...input.start, txHash: tx } });
    expect(r.start.amounts).toEqual([{ asset: 'TON', amount: `${20n * T}` }]);
    expect(r.frontier.map((f) => f.address)).toEqual([B]);
  });

  it('traces one asset, or all the start sent', () => {
    const steps: Step[] = [
      [S, A, 10n * T],
      [S, B, 500n * T, DEMO],
    ];
    const ton = attribute(graphInput(steps, { start: S, read: [] }));
    expect(ton.start.amounts).toEqual([{ asset: 'TON', amount: `${10n * T}` }]);
    const all = attribute(graphInput(steps, { start: S, read: [], asset: 'all' }));
    expect(all.start.amounts).toEqual([
      { asset: 'TON', amount: `${10n * T}` },
      { asset: DEMO, amount: `${500n * T}` },
    ]);
    expect(all.frontier.map((f) => f.address)).toEqual([A, B]);
    expectConserved(all);
  });

  it('keeps sums exact where shares do not divide (the remainder rule)', () => {
    // A holds 1 nanoton of its own beside 10 traced: haircut shares are fractions of a unit.
    const steps: Step[] = [[S, A, 10n], [A, B, 3n], [A, C, 3n], { fee: A, amount: 1n }, [A, D, 3n]];
    const r = attribute(
      graphInput(steps, { start: S, read: [A], openings: { [A]: { TON: '1' } } }),
    );
    // floor(3 × 10/11) = 2; floor(3 × 8/8) = 3; floor(1 × 5/5)...: never more than is there.
    expect(amountOf(frontier(r, B)!.amounts)).toBe(2n);
    expectConserved(r);
    const split = new Map([
      [1, 1n],
      [2, 1n],
      [3, 1n],
    ]);
    const taken = takeShares(split, 3n, 2n);
    expect([...taken.values()].reduce((a, b) => a + b)).toBe(2n);
    expect(taken.get(1)).toBe(1n); // ties to the older route
    expect([
      ...scaleShares(
        new Map([
          [1, 1n],
          [2, 2n],
        ]),
        3n,
        10n,
      ).values(),
    ]).toEqual([3n, 7n]);
  });

  it('merges routes past the cap into one share reported as not listed, sums unchanged', () => {
    const steps: Step[] = [
      ...[A, B, C, D].map((x, i): Step => [S, x, BigInt(i + 1) * T]),
      ...[A, B, C, D].map((x, i): Step => [x, E, BigInt(i + 1) * T]),
      [E, X, 10n * T],
    ];
    const r = attribute(
      graphInput(steps, { start: S, read: [A, B, C, D, E], maxPathsPerParcel: 2 }),
    );
    expect(amountOf(frontier(r, X)!.amounts)).toBe(10n * T);
    expect(r.paths.filter((p) => p.to === X)).toHaveLength(1);
    expect(amountOf(r.unlistedPaths)).toBe(6n * T);
    const s = new Map([
      [1, 5n],
      [2, 1n],
      [3, 2n],
    ]);
    capShares(s, 2);
    expect(s).toEqual(
      new Map([
        [1, 5n],
        [OTHER_PATHS, 3n],
      ]),
    );
    expectConserved(r);
  });
});
