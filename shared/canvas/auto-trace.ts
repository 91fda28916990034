import { z } from 'zod';

/**
 * Auto-trace: follow the funds from a node hop by hop (outflows, or inflows backwards), each
 * hop expanding the accounts reached into their top counterparties, until a stop rule holds.
 * The rules, the request plan shown before it starts, and the stop rules live here; the walk
 * itself runs in main (electron/services/canvas/auto-trace.ts) through the profile's throttle.
 */

/** Most hops a trace follows. */
export const MAX_TRACE_HOPS = 6;
/** Stop categories by default: the user's label categories that end a trail. */
export const DEFAULT_STOP_CATEGORIES = ['exchange', 'bridge', 'mixer', 'service'];
/**
 * Requests one ledger read makes at least: the account's state, one page of its transactions,
 * its jetton wallets, one page of its NFT transfers (each jetton wallet adds a page, a long
 * history more pages).
 */
export const REQUESTS_PER_READ = 4;

export const traceRulesSchema = z.object({
  /** `out`: where the funds went; `in`: where they came from. */
  direction: z.enum(['in', 'out']).default('out'),
  hops: z.number().int().min(1).max(MAX_TRACE_HOPS).default(3),
  /** Counterparties followed per account (the largest). */
  fanout: z.number().int().min(1).max(25).default(5),
  /** The asset followed (`TON` or `jetton:<MASTER>`). */
  asset: z
    .string()
    .regex(/^(TON|jetton:-?\d+:[0-9A-Fa-f]{64})$/)
    .default('TON'),
  /** Smallest flow followed, in the asset's smallest unit. */
  minAmount: z.string().regex(/^\d+$/).max(80).default('0'),
  /** Start of the period (unix seconds); each hop starts when the funds arrived. */
  fromUnix: z.number().int().nonnegative().optional(),
  /** Label categories that end a trail (case-insensitive). */
  stopCategories: z
    .array(z.string().trim().min(1).max(60))
    .max(50)
    .default(DEFAULT_STOP_CATEGORIES),
  /** An account with more counterparties than this is a hot wallet: the trail ends there. */
  maxCounterparties: z.number().int().min(1).max(100_000).default(50),
  /** Most requests the trace may make. */
  budget: z.number().int().min(REQUESTS_PER_READ).max(10_000).default(120),
});
export type TraceRules = z.output<typeof traceRulesSchema>;

/** What a trace will cost at most, before it starts. */
export interface TracePlan {
  /** Ledger reads: 1 + fanout + fanout² + … over the hops, within the budget. */
  reads: number;
  /** Requests: reads × {@link REQUESTS_PER_READ}, within the budget. */
  requests: number;
  /** Seconds at `rps` requests per second (the profile's rate). */
  seconds: number;
}

/**
 * The plan of a trace: the most accounts it reads and the requests and time that takes at the
 * profile's rate (`rps` > 0). A lower bound per read (a jetton wallet or a long history adds
 * pages), an upper bound on reads (trails end early at stops, repeats and small flows).
 */
export function tracePlan(
  rules: Pick<TraceRules, 'hops' | 'fanout' | 'budget'>,
  rps: number,
): TracePlan {
  let reads = 0;
  let level = 1;
  for (let h = 0; h < rules.hops; h++) {
    reads += level;
    level *= rules.fanout;
  }
  const requests = Math.min(reads * REQUESTS_PER_READ, rules.budget);
  const capped = Math.floor(requests / REQUESTS_PER_READ);
  return { reads: capped, requests, seconds: Math.ceil(requests / Math.max(rps, 0.001)) };
}

/** One sentence for the plan: "about 60 requests, 1 minute at 1 request/s". */
export function planText(plan: TracePlan, rps: number): string {
  const t = plan.seconds < 90 ? `${plan.seconds} s` : `${Math.round(plan.seconds / 60)} minutes`;
  return `at most ${plan.reads} accounts read: about ${plan.requests} requests, ${t} at ${rps} request${rps === 1 ? '' : 's'}/s`;
}

/**
 * Why a trail ends at an account reached, before reading it: its label's category is a stop
 * category (the user's labels). Null: follow it.
 */
export function stopByLabel(
  category: string | null | undefined,
  rules: Pick<TraceRules, 'stopCategories'>,
): string | null {
  const c = category?.trim().toLowerCase();
  if (!c) return null;
  return rules.stopCategories.some((s) => s.toLowerCase() === c) ? `labelled “${category}”` : null;
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
