import { z } from 'zod';
import { revealUnsafe, truncateText } from '../text/safety';
import { provenanceText, type LabelProvenance } from '../labels/provenance';
import { ATTRIBUTION_RULES, DEFAULT_ATTRIBUTION_RULE } from '../attribution/types';

/**
 * Auto-trace: follow the funds from a node hop by hop (outflows, or inflows backwards), each
 * hop expanding the accounts reached into their top counterparties, until a stop rule holds.
 * The rules, the request plan shown before it starts, and the stop rules live here; the walk
 * itself runs in main (electron/core/services/canvas/auto-trace.ts) through the profile's throttle.
 */

/** Most hops a hop limit may be set to. */
export const MAX_TRACE_HOPS = 50;
/** Hops and accounts per hop of a trace of inflows (followed backwards) without limits set. */
export const INFLOW_DEFAULTS = { hops: 3, fanout: 5 } as const;
/**
 * Stop categories by default: the label categories that end a trail (the user's labels and
 * the built-in set's: ton-labels calls exchanges `CEX`).
 */
export const DEFAULT_STOP_CATEGORIES = ['exchange', 'cex', 'bridge', 'mixer', 'service'];
/**
 * Requests one ledger read makes at least: the account's state, one page of its transactions,
 * its jetton wallets, one page of its NFT transfers (each jetton wallet adds a page, a long
 * history more pages).
 */
export const REQUESTS_PER_READ = 4;
/**
 * Most requests one account's read may take in a trace of outflows (the start excepted): past
 * it (some 16 pages of 1000 transactions since the value arrived) the account is a busy
 * service, a hot wallet, and the trail ends there rather than spend the budget on it.
 */
export const MAX_REQUESTS_PER_READ = 20;
/** Requests the DEX swaps of an account read take (one page of v3 `actions`, `jetton_swap`). */
export const REQUESTS_PER_SWAP_READ = 1;
/**
 * The request budget by default: enough for a trail of about 40 accounts (5 requests each),
 * which follows a theft like the Local demo's (17 accounts, about 90 requests) to its end;
 * about 3 minutes at toncenter's 1 request/s without a key, 20 s at 10 requests/s.
 */
export const DEFAULT_TRACE_BUDGET = 200;

export const traceRulesSchema = z.object({
  /** `out`: where the funds went (attribution); `in`: where they came from. */
  direction: z.enum(['in', 'out']).default('out'),
  /**
   * Most hops from the start; null: no limit (a trail goes on until it ends or the budget is
   * spent). Inflows followed backwards use {@link INFLOW_DEFAULTS} when null.
   */
  hops: z.number().int().min(1).max(MAX_TRACE_HOPS).nullable().default(null),
  /**
   * Accounts followed from each account (those that got the most traced value); null: all.
   * The rest are listed on the frontier ("fan-out cap").
   */
  fanout: z.number().int().min(1).max(1000).nullable().default(null),
  /** The asset traced from the start (`TON`, `jetton:<MASTER>`, or `all`). */
  asset: z
    .string()
    .regex(/^(TON|all|jetton:-?\d+:[0-9A-Fa-f]{64})$/)
    .default('TON'),
  /** Only this transaction's outflows of the start (hash, base64 or hex); absent: all of them. */
  txHash: z.string().trim().min(1).max(100).optional(),
  /** How traced value is split at an account that holds other value too (shared/attribution). */
  rule: z.enum(ATTRIBUTION_RULES).default(DEFAULT_ATTRIBUTION_RULE),
  /**
   * Smallest traced amount an account must get to be followed, in the start asset's smallest
   * unit (other assets are not held to it); below it the account is on the frontier.
   */
  minAmount: z.string().regex(/^\d+$/).max(80).default('0'),
  /** Start of the period (unix seconds); each account is read from when the funds arrived. */
  fromUnix: z.number().int().nonnegative().optional(),
  /** Label categories that end a trail (case-insensitive). */
  stopCategories: z
    .array(z.string().trim().min(1).max(60))
    .max(50)
    .default(DEFAULT_STOP_CATEGORIES),
  /**
   * A name from the v3 address book (the account's .ton / .t.me domain) with a stop category
   * among its words ends a trail too ("exchange.ton") when turned on. Off by default: a name is
   * chain text anyone can register, so naming a peel wallet `not-an-exchange.ton` would end
   * the trail there (issue 36).
   */
  stopNames: z.boolean().default(false),
  /** An account with more counterparties than this is a hot wallet: the trail ends there. */
  maxCounterparties: z.number().int().min(1).max(100_000).default(50),
  /**
   * Read each account's DEX swaps (v3 actions `jetton_swap`, one request more a read), so a
   * swap continues the trail in the asset got back.
   */
  swaps: z.boolean().default(true),
  /** Most requests the trace may make. */
  budget: z.number().int().min(REQUESTS_PER_READ).max(10_000).default(DEFAULT_TRACE_BUDGET),
});
export type TraceRules = z.output<typeof traceRulesSchema>;

/**
 * What a trace will cost, estimated before it starts (electron/core/services/canvas/trace-estimate.ts
 * walks the rules over what is known): the start's ledger and any ledger read moments ago
 * (kept) are known exactly; every account not read yet is assumed to cost `perRead` requests
 * and to pass the funds on to `onward` accounts. The walk never passes `budget`.
 */
export interface TraceEstimate {
  /** Requests the trace is expected to make. */
  requests: number;
  /** Accounts it is expected to read, per hop (index 0 = hop 1, the start). */
  readsPerHop: number[];
  /** Of those, the accounts whose counterparties are known (their ledger is kept). */
  known: number;
  /** Requests assumed per account not read yet. */
  perRead: number;
  /** Accounts each account not read yet is assumed to pass the funds on to. */
  onward: number;
  /** The hard cap: the trace never makes more requests than this. */
  budget: number;
  /** Requests the estimate itself made (reading the start, when it was not kept). */
  spent: number;
}

/** Seconds `requests` take at `rps` requests per second (> 0). */
export function secondsAt(requests: number, rps: number): number {
  return Math.ceil(requests / Math.max(rps, 0.001));
}

/**
 * How long `requests` take at `rps` requests per second, in the plans' words: "16 s at 1
 * request/s", "3 minutes at 1 request/s" (minutes from 90 s on).
 */
export function timeAtRate(requests: number, rps: number): string {
  const s = secondsAt(requests, rps);
  const t = s < 90 ? `${s} s` : `${Math.round(s / 60)} minutes`;
  return `${t} at ${rps} request${rps === 1 ? '' : 's'}/s`;
}

/**
 * The plan as one sentence, an estimate with its basis: "about 16 requests, 16 s at 1
 * request/s (an estimate: 5 accounts read over 3 hops; …); never more than 120 (the budget)".
 */
export function planText(e: TraceEstimate, rps: number): string {
  const reads = e.readsPerHop.reduce((a, b) => a + b, 0);
  const hops = e.readsPerHop.length;
  const unknown = reads - e.known;
  const basis = [
    `${reads} account${reads === 1 ? '' : 's'} read over ${hops} hop${hops === 1 ? '' : 's'} (${e.readsPerHop.join(' + ')})`,
    `${e.known} known from ledgers already read`,
    ...(unknown > 0
      ? [
          `each of the other ${unknown} assumed to cost ${e.perRead} requests and to pass the funds on to ${e.onward} account${e.onward === 1 ? '' : 's'}`,
        ]
      : []),
  ].join('; ');
  const spent = e.spent ? ` Reading the start for this estimate took ${e.spent} requests.` : '';
  return `about ${e.requests} requests, ${timeAtRate(e.requests, rps)} (an estimate: ${basis}); never more than ${e.budget} (the budget).${spent}`;
}

/**
 * The label of an account reached, as a stop rule reads it: its category, and for a built-in
 * or imported label its text and provenance (the data set, category, source, submitter).
 */
export interface StopLabel {
  category: string;
  label?: string;
  provenance?: LabelProvenance | null;
}

/**
 * Why a trail ends at an account reached, before reading it: its label's category is a stop
 * category (case-insensitive). The user's label says `labelled “exchange”`; a built-in or
 * imported one names the label and where it comes from: `labelled “CEX” (Binance) by
 * ton-labels@99be9dc (built-in) · CEX · source https://… · by ziga, 2024-11-25`. Null: follow it.
 */
export function stopByLabel(
  label: string | StopLabel | null | undefined,
  rules: Pick<TraceRules, 'stopCategories'>,
): string | null {
  const l = typeof label === 'string' ? { category: label } : label;
  const c = l?.category.trim().toLowerCase();
  if (!l || !c) return null;
  if (!rules.stopCategories.some((s) => s.toLowerCase() === c)) return null;
  const head = `labelled “${truncateText(revealUnsafe(l.category), 60)}”`;
  if (!l.provenance) return head;
  // Set text is anyone's submission: unsafe characters revealed, short enough for a kept
  // stop reason (at most 500 characters).
  const name = l.label ? ` (${truncateText(revealUnsafe(l.label), 80)})` : '';
  const from = truncateText(revealUnsafe(provenanceText(l.provenance)), 320);
  return `${head}${name} by ${from}`;
}

/** The words of a name or category, lower case ("Hot-Wallet.ton" → hot, wallet, ton). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Why a trail ends at an account reached by its name, before reading it: its name from the v3
 * address book (`domain`: the .ton / .t.me domain the account owns) holds a stop category as
 * whole words ("exchange.ton", "big-bridge.t.me" for `exchange`, `bridge`; not
 * "exchanger.ton"). A domain is chain text anyone can register, so the reason says the stop
 * came from a name, and `stopNames: false` turns the rule off. Null: follow it.
 */
export function stopByName(
  name: string | null | undefined,
  rules: Pick<TraceRules, 'stopCategories' | 'stopNames'>,
): string | null {
  if (!rules.stopNames || !name) return null;
  const words = wordsOf(name);
  const hit = rules.stopCategories.find((c) => {
    const want = wordsOf(c);
    return want.length > 0 && words.some((_, i) => want.every((w, j) => words[i + j] === w));
  });
  if (!hit) return null;
  // The name is chain text: shown with its unsafe characters revealed, and short enough for
  // a kept stop reason (at most 500 characters with the category of at most 60).
  const shown = truncateText(revealUnsafe(name), 200);
  return `named “${shown}” (a name holding “${hit}”, from the address book)`;
}

/** Why a trail ends at an account after reading it: too many counterparties (a hot wallet). */
export function stopByFanIn(
  counterparties: number,
  rules: Pick<TraceRules, 'maxCounterparties'>,
): string | null {
  return counterparties > rules.maxCounterparties
    ? `${counterparties} counterparties (more than ${rules.maxCounterparties}: a hot wallet)`
    : null;
}
