import { describe, expect, it } from 'vitest';
import { planText, traceRulesSchema, type TraceRules } from '../../shared/canvas/auto-trace';
import { runAutoTrace } from '../../electron/core/services/canvas/auto-trace';
import type { ExpandRequest } from '../../electron/core/services/canvas/canvas-service';
import { estimateTrace } from '../../electron/core/services/canvas/trace-estimate';
import { expansionOf, rawAddress, type Transfer } from '../helpers/canvas-graph';

/**
 * The request estimate shown before an auto-trace, on hand-checked small graphs: a theft S
 * split over A and B, each passing it on to one account (C, D), both depositing into an
 * exchange X (labelled). The estimate walks the trace's own rules over the ledgers already
 * read (kept, no request) and assumes 4 requests and one onward account for every other.
 */

const a = rawAddress;
const [S, A, B, C, D, X, Y] = ['1', '2', '3', '4', '5', '6', '7'].map(a) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const TON = 10n ** 9n;

/** Transfers [from, to, nanotons, utime]. */
const transfers: Transfer[] = [
  [S, A, 600n * TON, 100],
  [S, B, 390n * TON, 100],
  [A, C, 599n * TON, 110],
  [B, D, 389n * TON, 110],
  [C, X, 598n * TON, 120],
  [D, X, 388n * TON, 120],
  [Y, X, 25n * TON, 90],
];

/** The expansion the canvas service answers from an account's ledger, at `requests`. */
const expansion = (req: ExpandRequest, requests: number) => expansionOf(transfers, req, requests);

const categoryOf = (raw: string) => (raw === X ? 'exchange' : null);
// The walk of the estimate as it was made for: 3 hops, 5 accounts each (the defaults are now
// no limits, the budget alone).
const rules = (over: Partial<TraceRules> = {}) =>
  traceRulesSchema.parse({ hops: 3, fanout: 5, ...over });

/** The estimate with the ledgers of `kept` read already. */
function estimate(kept: readonly string[], r: TraceRules, start = S) {
  return estimateTrace(
    { known: (req) => (kept.includes(req.account) ? expansion(req, 0) : null), categoryOf },
    { profileId: 'p', start, rules: r },
  );
}

/** The real walk's requests when the ledgers of `kept` cost none and any other costs 4. */
async function actual(kept: readonly string[], r: TraceRules, start = S) {
  const result = await runAutoTrace(
    {
      expand: async (req) => expansion(req, kept.includes(req.account) ? 0 : 4),
      categoryOf,
    },
    { profileId: 'p', start, rules: r, traceId: 't' },
    () => undefined,
    new AbortController().signal,
  );
  return result.requests;
}

describe('estimateTrace', () => {
  it('knows the start’s recipients and assumes each passes the funds on to one account', async () => {
    const e = await estimate([S], rules());
    // Hop 1 reads S (kept: no request); hop 2 reads A and B (known from S's ledger); hop 3
    // reads one assumed account after each: 4 reads at 4 requests.
    expect(e.readsPerHop).toEqual([1, 2, 2]);
    expect(e.known).toBe(1);
    expect(e.requests).toBe(16);
    // The real trail is such a chain: C after A, D after B; X is labelled and not read.
    expect(await actual([S], rules())).toBe(16);
  });

  it('is exact when every ledger on the way is read already', async () => {
    const all = [S, A, B, C, D];
    const e = await estimate(all, rules({ hops: 6 }));
    expect(e.readsPerHop).toEqual([1, 2, 2]);
    expect(e.known).toBe(5);
    expect(e.requests).toBe(0);
    expect(await actual(all, rules({ hops: 6 }))).toBe(0);
  });

  it('uses what is known past the start: a kept C ends its trail at the labelled exchange', async () => {
    // C's ledger is kept: its only recipient is X (a stop); after B one account is assumed,
    // after that one another.
    const e = await estimate([S, A, C], rules({ hops: 4 }));
    expect(e.readsPerHop).toEqual([1, 2, 2, 1]);
    expect(e.known).toBe(3);
    // B and the two assumed after it: 3 reads at 4 requests.
    expect(e.requests).toBe(12);
  });

  it('follows the rules: the fan-out, the hops and the labels known', async () => {
    expect((await estimate([S], rules({ fanout: 1 }))).readsPerHop).toEqual([1, 1, 1]);
    expect((await estimate([S], rules({ hops: 1 }))).requests).toBe(0);
    // From C, whose only recipient is the labelled exchange: nothing more is read.
    expect((await estimate([C], rules(), C)).readsPerHop).toEqual([1]);
  });

  it('fans out as assumed, and never passes the budget', async () => {
    const wide = await estimateTrace(
      { known: () => null, categoryOf },
      { profileId: 'p', start: S, rules: rules({ hops: 4 }) },
      { onward: 2 },
    );
    expect(wide.readsPerHop).toEqual([1, 2, 4, 8]);
    expect(wide.requests).toBe(60);
    const poor = await estimateTrace(
      { known: () => null, categoryOf },
      { profileId: 'p', start: S, rules: rules({ hops: 4, budget: 30 }) },
      { onward: 2 },
    );
    expect(poor.requests).toBe(28);
    expect(poor.budget).toBe(30);
  });

  it('estimates inflows followed backwards from the exchange', async () => {
    const e = await estimate([X], rules({ direction: 'in' }), X);
    // X got from C, D and Y; each assumed to have got it from one account.
    expect(e.readsPerHop).toEqual([1, 3, 3]);
    expect(e.requests).toBe(24);
  });
});

describe('planText', () => {
  it('says it is an estimate, its basis and the budget', () => {
    expect(
      planText(
        {
          requests: 16,
          readsPerHop: [1, 2, 2],
          known: 1,
          perRead: 4,
          onward: 1,
          budget: 120,
          spent: 4,
        },
        1,
      ),
    ).toBe(
      'about 16 requests, 16 s at 1 request/s (an estimate: 5 accounts read over 3 hops (1 + 2 + 2); 1 known from ledgers already read; each of the other 4 assumed to cost 4 requests and to pass the funds on to 1 account); never more than 120 (the budget). Reading the start for this estimate took 4 requests.',
    );
  });
});
