import { describe, expect, it } from 'vitest';
import {
  stopByFanIn,
  stopByLabel,
  stopByName,
  traceRulesSchema,
} from '../../shared/canvas/auto-trace';
import type { CanvasExpansion } from '../../shared/ipc/channels/canvas';
import { runAutoTrace } from '../../electron/core/services/canvas/auto-trace';
import {
  RequestCapReached,
  type ExpandRequest,
} from '../../electron/core/services/canvas/canvas-service';
import { expansionOf, rawAddresses, type Transfer } from '../helpers/canvas-graph';
import type { AttributionMovement } from '../../shared/attribution';

/**
 * Auto-trace on a hand-checked graph: a theft S peeled over hops H1 → H2 → H3 into an
 * exchange X (labelled), a side branch into a hot wallet W, an older payment out of H1 that
 * happened before the funds arrived (not followed: the window moves with the funds); stop
 * rules, the request budget (a hard cap), and cancelling.
 */

const [S, H1, H2, H3, X, W, OLD] = rawAddresses('1', '2', '3', '4', '5', '6', '7');
const TON = 10n ** 9n;

/** Transfers [from, to, nanotons, utime] of the chain. */
const transfers: Transfer[] = [
  [H1, OLD, 50n * TON, 50], // before the theft reached H1
  [S, H1, 100n * TON, 100],
  [H1, H2, 60n * TON, 110],
  [H1, W, 39n * TON, 111],
  [H2, H3, 59n * TON, 120],
  [H3, X, 58n * TON, 130],
  // 60 unrelated deposits into the hot wallet.
  ...Array.from({ length: 60 }, (_, i): Transfer => [
    `0:${(i + 1).toString(16).padStart(64, 'a')}`,
    W,
    TON,
    200 + i,
  ]),
];

/** The canvas service's expansion over the hand graph, 4 requests a read, recording reads. */
function fakeExpand(reads: ExpandRequest[]) {
  return async (req: ExpandRequest): Promise<CanvasExpansion> => {
    reads.push(req);
    return expansionOf(transfers, req, 4);
  };
}

const labels: Record<string, string> = { [X]: 'Exchange' };

async function trace(
  over: Partial<ReturnType<typeof traceRulesSchema.parse>> = {},
  signal = new AbortController().signal,
) {
  const reads: ExpandRequest[] = [];
  const progress: number[] = [];
  const result = await runAutoTrace(
    { expand: fakeExpand(reads), categoryOf: (raw) => labels[raw] ?? null },
    { profileId: 'p', start: S, traceId: 't', rules: traceRulesSchema.parse({ hops: 6, ...over }) },
    (p) => progress.push(p.hop),
    signal,
  );
  return { result, reads, progress };
}

describe('runAutoTrace', () => {
  it('follows the peel chain to the labelled exchange and stops there', async () => {
    const { result, reads } = await trace();
    expect(reads.map((r) => r.account)).toEqual([S, H1, H2, W, H3]);
    expect(result.stops).toContainEqual({
      account: X,
      reason: 'labelled “Exchange”',
      code: 'label',
    });
    expect(result.ended).toBe('done');
    expect(result.requests).toBe(20);
    // The exchange was not read; the hot wallet was read and not followed.
    expect(reads.some((r) => r.account === X)).toBe(false);
    expect(result.stops.find((s) => s.account === W)!.reason).toMatch(/61 counterparties/);
  });

  it('stops at an account its address book names with a stop category, unless names are off', async () => {
    // No label anywhere: the exchange is only named, in the book of H3's read.
    const named = async (over: Partial<ReturnType<typeof traceRulesSchema.parse>>) => {
      const reads: ExpandRequest[] = [];
      const expand = fakeExpand(reads);
      const result = await runAutoTrace(
        {
          expand: async (r) => ({
            ...(await expand(r)),
            book: { [X]: { user_friendly: null, domain: 'big-exchange.ton', interfaces: [] } },
          }),
          categoryOf: () => null,
        },
        {
          profileId: 'p',
          start: S,
          traceId: 't',
          rules: traceRulesSchema.parse({ hops: 6, ...over }),
        },
        () => undefined,
        new AbortController().signal,
      );
      return { result, read: reads.map((r) => r.account) };
    };
    // Off by default (a name is chain text anyone can register): the account is read.
    const byDefault = await named({});
    expect(byDefault.read).toContain(X);
    expect(byDefault.result.stops.some((s) => s.account === X)).toBe(false);
    const on = await named({ stopNames: true });
    expect(on.result.stops).toContainEqual({
      account: X,
      reason: 'named “big-exchange.ton” (a name holding “exchange”, from the address book)',
      code: 'name',
    });
    expect(on.read).not.toContain(X);
    const off = await named({ stopNames: false });
    expect(off.read).toContain(X);
    expect(off.result.stops.some((s) => s.account === X)).toBe(false);
  });

  it('moves the window forward with the funds: the older payment out of H1 is not followed', async () => {
    const { reads, result } = await trace();
    expect(reads.find((r) => r.account === H1)!.fromUnix).toBe(100);
    expect(reads.find((r) => r.account === H2)!.fromUnix).toBe(110);
    const seen = result.expansions.flatMap((x) => x.counterparties);
    expect(seen).not.toContain(OLD);
  });

  it('keeps to the hops, the minimum amount and the budget', async () => {
    expect((await trace({ hops: 2 })).reads.map((r) => r.account)).toEqual([S, H1]);
    const small = await trace({ minAmount: (40n * TON).toString() });
    expect(small.reads.map((r) => r.account)).toEqual([S, H1, H2, H3]);
    const poor = await trace({ budget: 8 });
    expect(poor.reads).toHaveLength(2);
    expect(poor.result).toMatchObject({ ended: 'budget', requests: 8 });
  });

  it('never passes the budget, even when a read costs more than the least', async () => {
    // Each read would take 6 requests (say, two jetton wallets); the service stops a read at
    // the cap it is given and says how many it made.
    const reads: ExpandRequest[] = [];
    const expand = fakeExpand(reads);
    const result = await runAutoTrace(
      {
        expand: async (r) => {
          if (r.maxRequests! < 6) throw new RequestCapReached(r.maxRequests!);
          return { ...(await expand(r)), requests: 6 };
        },
        categoryOf: () => null,
      },
      { profileId: 'p', start: S, traceId: 't', rules: traceRulesSchema.parse({ budget: 10 }) },
      () => undefined,
      new AbortController().signal,
    );
    expect(reads.map((r) => r.maxRequests)).toEqual([10]);
    expect(result).toMatchObject({ ended: 'budget', requests: 10 });
    expect(result.expansions).toHaveLength(1);
  });

  it('follows inflows backwards from the exchange', async () => {
    const back = await runAutoTrace(
      { expand: fakeExpand([]), categoryOf: () => null },
      {
        profileId: 'p',
        start: X,
        traceId: 't',
        rules: traceRulesSchema.parse({ direction: 'in', hops: 4, fanout: 1 }),
      },
      () => undefined,
      new AbortController().signal,
    );
    expect(back.expansions.map((x) => x.account)).toEqual([X, H3, H2, H1]);
  });

  it('ends with what it found when cancelled', async () => {
    const stop = new AbortController();
    const reads: ExpandRequest[] = [];
    const expand = fakeExpand(reads);
    const result = await runAutoTrace(
      {
        expand: async (r) => {
          const x = await expand(r);
          if (reads.length === 2) stop.abort();
          return x;
        },
        categoryOf: () => null,
      },
      { profileId: 'p', start: S, traceId: 't', rules: traceRulesSchema.parse({}) },
      () => undefined,
      stop.signal,
    );
    expect(result.ended).toBe('cancelled');
    expect(result.expansions).toHaveLength(2);
  });
});

describe('runAutoTrace of outflows: every trail to its end, nothing silent', () => {
  const codes = (r: { stops: Array<{ account: string; code?: string }> }) =>
    Object.fromEntries(r.stops.map((x) => [x.account, x.code]));

  it('lists what the budget, the hop limit and the fan-out cap left unread, with why', async () => {
    const poor = await trace({ hops: null, budget: 8 });
    expect(poor.result.ended).toBe('budget');
    // S and H1 read; H2 and W got traced value and were not read: the budget ran out.
    expect(codes(poor.result)).toEqual({ [H2]: 'budget', [W]: 'budget' });
    const near = await trace({ hops: 2 });
    expect(codes(near.result)).toMatchObject({ [H2]: 'hop_limit', [W]: 'hop_limit' });
    const narrow = await trace({ hops: null, fanout: 1 });
    expect(codes(narrow.result)).toMatchObject({ [W]: 'fan_out_cap', [X]: 'label' });
    expect(narrow.reads.map((r) => r.account)).toEqual([S, H1, H2, H3]);
  });

  it('reads an account again when a later read shows value reached it before its read began', async () => {
    // B is read first from 300 (A's 50 at hop 2); D, read next, paid B 10 at 150.
    const [A, B, C, D, E] = rawAddresses('a', 'b', 'c', 'd', 'e');
    const graph: Transfer[] = [
      [S, A, 100n * TON, 100],
      [S, C, 10n * TON, 100],
      [C, D, 10n * TON, 110],
      [D, B, 10n * TON, 150],
      [B, E, 55n * TON, 160],
      [A, B, 50n * TON, 300],
    ];
    const reads: ExpandRequest[] = [];
    const result = await runAutoTrace(
      {
        expand: async (r) => {
          reads.push(r);
          const x = expansionOf(graph, r, 4);
          // The hand graph gives both sides of a transfer one lt; on chain the receipt's is later.
          const later = (m: AttributionMovement) => ({
            ...m,
            lt: String(BigInt(m.lt) * 10n + (m.kind === 'in' ? 5n : 0n)),
          });
          return { ...x, ledger: { ...x.ledger!, movements: x.ledger!.movements.map(later) } };
        },
        categoryOf: () => null,
      },
      { profileId: 'p', start: S, traceId: 't', rules: traceRulesSchema.parse({}) },
      () => undefined,
      new AbortController().signal,
    );
    expect(reads.filter((r) => r.account === B).map((r) => r.fromUnix)).toEqual([300, 150]);
    // B's payment to E at 160 carried D's 10 on: E was reached and read.
    expect(reads.map((r) => r.account)).toContain(E);
    expect(result.stops).toEqual([]);
  });

  it('ends a trail at an account whose read would take more than the most a read may', async () => {
    // H2's history since the funds arrived takes 30 requests: a busy service.
    const reads: ExpandRequest[] = [];
    const expand = fakeExpand(reads);
    const result = await runAutoTrace(
      {
        expand: async (r) => {
          if (r.account === H2) throw new RequestCapReached(r.maxRequests!);
          return expand(r);
        },
        categoryOf: (raw) => labels[raw] ?? null,
      },
      { profileId: 'p', start: S, traceId: 't', rules: traceRulesSchema.parse({}) },
      () => undefined,
      new AbortController().signal,
    );
    const h2 = result.stops.find((x) => x.account === H2)!;
    expect(h2).toMatchObject({ code: 'hot_wallet' });
    expect(h2.reason).toMatch(/more history since the value arrived than 20 requests/);
    // The walk went on: the side branch's hot wallet W was read; 4 reads and H2's 20.
    expect(result.ended).toBe('done');
    expect(result.requests).toBe(3 * 4 + 20);
  });

  it('keeps each read ledger, narrows expansions to where traced value went, reads swaps', async () => {
    const swapsRead: string[] = [];
    const reads: ExpandRequest[] = [];
    const result = await runAutoTrace(
      {
        expand: fakeExpand(reads),
        categoryOf: (raw) => labels[raw] ?? null,
        swaps: async (r) => {
          swapsRead.push(r.account);
          return [];
        },
      },
      { profileId: 'p', start: S, traceId: 't', rules: traceRulesSchema.parse({}) },
      () => undefined,
      new AbortController().signal,
    );
    expect(result.ledgers.map((l) => l.address)).toEqual([S, H1, H2, W, H3]);
    expect(swapsRead).toEqual([S, H1, H2, W, H3]);
    // 4 requests a read and 1 for the swaps.
    expect(result.requests).toBe(25);
    const h1 = result.expansions.find((x) => x.account === H1)!;
    expect(h1.counterparties.sort()).toEqual([H2, W].sort());
    // The hot wallet was read, not followed: none of its counterparties is drawn.
    expect(result.expansions.find((x) => x.account === W)!.counterparties).toEqual([]);
  });
});

describe('the stop rules', () => {
  it('stops at a stop category (any case) and at a hot wallet', () => {
    // Names off by default (chain text anyone can register); these checks turn them on.
    expect(stopByName('exchange.ton', traceRulesSchema.parse({}))).toBeNull();
    const rules = traceRulesSchema.parse({ stopNames: true });
    expect(stopByLabel('BRIDGE', rules)).toBe('labelled “BRIDGE”');
    expect(stopByLabel('friend', rules)).toBeNull();
    expect(stopByLabel(null, rules)).toBeNull();
    expect(stopByName('exchange.ton', rules)).toMatch(/^named “exchange.ton”/);
    expect(stopByName('Top-Bridge.t.me', rules)).toMatch(/holding “bridge”/);
    // Whole words only: a name that merely contains the letters does not stop a trail.
    expect(stopByName('exchanger.ton', rules)).toBeNull();
    expect(stopByName('servicemen.ton', rules)).toBeNull();
    expect(stopByName(null, rules)).toBeNull();
    const hot = traceRulesSchema.parse({ stopCategories: ['hot wallet'], stopNames: true });
    expect(stopByName('binance-hot-wallet.ton', hot)).toMatch(/holding “hot wallet”/);
    expect(stopByName('wallet-hot.ton', hot)).toBeNull();
    expect(stopByName('exchange.ton', { ...rules, stopNames: false })).toBeNull();
    // A hostile name: its controls are shown, and the reason stays within what a canvas keeps.
    const long = stopByName(`exchange\u202e${'x'.repeat(5000)}.ton`, rules)!;
    expect(long).toContain('⟦U+202E');
    expect(long.length).toBeLessThanOrEqual(500);
    expect(stopByFanIn(51, rules)).toMatch(/hot wallet/);
    expect(stopByFanIn(50, rules)).toBeNull();
    expect(() => traceRulesSchema.parse({ hops: 51 })).toThrow();
    expect(traceRulesSchema.parse({})).toMatchObject({ hops: null, fanout: null, budget: 200 });
  });
});
