import {
  INFLOW_DEFAULTS,
  REQUESTS_PER_READ,
  stopByFanIn,
  stopByLabel,
  stopByName,
  type TraceRules,
} from '../../../../shared/canvas/auto-trace';
import type {
  CanvasExpansion,
  TraceProgress,
  TraceResult,
  TraceStop,
} from '../../../../shared/ipc/channels/canvas';
import { toRawUpper } from '../../../../shared/ton/address';
import { RequestCapReached } from './canvas-service';
import { followValue, type FollowValueDeps } from './follow-value';

/**
 * What the walk needs: an expansion (the canvas service's), the user's label categories, and
 * (outflows) the DEX swaps of an account.
 */
export type AutoTraceDeps = FollowValueDeps;

/**
 * Auto-trace from `start` by `rules`: outflows follow the value to where it went
 * (./follow-value.ts: attribution decides what is traced); inflows are followed backwards
 * hop by hop ({@link traceInflows}).
 */
export function runAutoTrace(
  deps: AutoTraceDeps,
  req: { profileId: string; start: string; rules: TraceRules; traceId: string },
  onProgress: (p: TraceProgress) => void,
  signal: AbortSignal,
): Promise<TraceResult> {
  return req.rules.direction === 'out'
    ? followValue(deps, req, onProgress, signal)
    : traceInflows(deps, req, onProgress, signal);
}

/**
 * Follows the funds from `start` by `rules`, breadth first, hop by hop: each account reached
 * is expanded in the rules' direction (its `fanout` largest counterparties in the asset, at
 * least `minAmount`, from the time the funds reached it on: the window moves forward with the
 * funds, backwards for inflows). A trail ends at an account labelled with a stop category
 * or whose address-book name holds one (not read), at a hot wallet (read, not followed), at an account already on the trace, or
 * when the request budget would be passed: each read gets the budget left as its cap, so the
 * walk never makes more requests than the budget. Cancelling (`signal`) ends the walk with
 * what was found. Rejects only when the start cannot be read.
 */
async function traceInflows(
  deps: AutoTraceDeps,
  req: { profileId: string; start: string; rules: TraceRules; traceId: string },
  onProgress: (p: TraceProgress) => void,
  signal: AbortSignal,
): Promise<TraceResult> {
  const rules = {
    ...req.rules,
    hops: req.rules.hops ?? INFLOW_DEFAULTS.hops,
    fanout: req.rules.fanout ?? INFLOW_DEFAULTS.fanout,
  };
  const start = toRawUpper(req.start);
  const t: Trace = {
    deps,
    req: { ...req, rules },
    start,
    onProgress,
    signal,
    expansions: [],
    stops: [],
    seen: new Set([start]),
    requests: 0,
    reads: 0,
    hop: 0,
  };
  let ended: TraceResult['ended'] = 'done';
  let frontier: Reached[] = [{ account: start, fromUnix: rules.fromUnix }];
  while (ended === 'done' && frontier.length && t.hop < rules.hops) {
    t.hop++;
    ({ ended, next: frontier } = await readHop(t, frontier));
  }
  const { expansions, stops, requests, hop } = t;
  return { expansions, direction: rules.direction, stops, ledgers: [], requests, ended, hops: hop };
}

/** A walk under way: what it found so far and what it has spent. */
interface Trace {
  deps: AutoTraceDeps;
  req: { profileId: string; rules: TraceRules & { hops: number; fanout: number }; traceId: string };
  /** The start account (raw upper-case). */
  start: string;
  onProgress: (p: TraceProgress) => void;
  signal: AbortSignal;
  expansions: CanvasExpansion[];
  stops: TraceStop[];
  /** Accounts already on the trace (never read twice). */
  seen: Set<string>;
  requests: number;
  reads: number;
  hop: number;
}

/** An account the funds reached, with the time window from which its flows count. */
interface Reached {
  account: string;
  fromUnix?: number;
  toUnix?: number;
}

/**
 * One hop: reads the frontier's accounts in turn and collects the next hop's. Ends early with
 * `cancelled` (signal) or `budget` (the next read would pass it, or did reach its cap).
 */
async function readHop(
  t: Trace,
  frontier: Reached[],
): Promise<{ ended: TraceResult['ended']; next: Reached[] }> {
  const { rules } = t.req;
  const next: Reached[] = [];
  for (let i = 0; i < frontier.length; i++) {
    const f = frontier[i]!;
    if (t.signal.aborted) return { ended: 'cancelled', next };
    if (t.requests + REQUESTS_PER_READ > rules.budget) return { ended: 'budget', next };
    const x = await readAccount(t, f);
    if (x === 'cancelled' || x === 'budget') return { ended: x, next };
    if (!x) continue;
    t.requests += x.requests;
    t.reads++;
    t.expansions.push(x);
    const { traceId } = t.req;
    const queued = frontier.length - i - 1;
    t.onProgress({ traceId, hop: t.hop, reads: t.reads, requests: t.requests, queued });
    const hot = f.account === t.start ? null : stopByFanIn(x.allCounterparties, rules);
    if (hot) {
      t.stops.push({ account: f.account, reason: hot });
      continue;
    }
    next.push(...reachedFrom(t, x));
  }
  return { ended: 'done', next };
}

/**
 * One account's expansion in the rules' direction and window, capped at the budget left; null
 * when it cannot be read (a stop says why), `cancelled` when the signal ended it, `budget`
 * when the read reached the cap (its requests counted). Throws when the start cannot be read.
 */
async function readAccount(
  t: Trace,
  f: Reached,
): Promise<CanvasExpansion | 'cancelled' | 'budget' | null> {
  const { rules } = t.req;
  // Requests of this read that went out: a cancelled read still counts them.
  let sent = 0;
  try {
    return await t.deps.expand({
      profileId: t.req.profileId,
      account: f.account,
      direction: rules.direction,
      limit: rules.fanout,
      offset: 0,
      asset: rules.asset === 'all' ? undefined : rules.asset,
      minAmount: rules.minAmount === '0' ? undefined : rules.minAmount,
      fromUnix: f.fromUnix,
      toUnix: f.toUnix,
      signal: t.signal,
      maxRequests: rules.budget - t.requests,
      onSent: () => sent++,
    });
  } catch (err) {
    if (err instanceof RequestCapReached) {
      t.requests += err.requests;
      return 'budget';
    }
    if (t.signal.aborted) {
      t.requests += sent;
      return 'cancelled';
    }
    if (f.account === t.start) throw err;
    t.stops.push({ account: f.account, reason: `not read: ${(err as Error).message}` });
    return null;
  }
}

/**
 * The counterparties of an expansion not yet on the trace, to read at the next hop (those
 * labelled with a stop category, or named with one in the expansion's address book, end there
 * instead). The funds reached one at the first flow
 * between them: its own flows count from then on (outflows), or up to the last one (inflows,
 * followed backwards).
 */
function reachedFrom(t: Trace, x: CanvasExpansion): Reached[] {
  const { rules } = t.req;
  const out: Reached[] = [];
  for (const c of x.counterparties) {
    if (t.seen.has(c)) continue;
    t.seen.add(c);
    const stop = stopByLabel(t.deps.categoryOf(c), rules) ?? stopByName(x.book[c]?.domain, rules);
    if (stop) {
      t.stops.push({ account: c, reason: stop });
      continue;
    }
    const between = x.edges.filter((e) => e.from === c || e.to === c);
    if (rules.direction === 'out') {
      out.push({ account: c, fromUnix: Math.min(...between.map((e) => e.firstUtime)) });
    } else {
      out.push({
        account: c,
        fromUnix: rules.fromUnix,
        toUnix: Math.max(...between.map((e) => e.lastUtime)),
      });
    }
  }
  return out;
}
