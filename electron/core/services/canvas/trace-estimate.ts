import {
  REQUESTS_PER_READ,
  REQUESTS_PER_SWAP_READ,
  type StopLabel,
  type TraceEstimate,
  type TraceRules,
} from '../../../../shared/canvas/auto-trace';
import type { CanvasExpansion } from '../../../../shared/ipc/channels/canvas';
import { AppError } from '../../../../shared/ipc/errors';
import { runAutoTrace } from './auto-trace';
import { RequestCapReached, type CanvasService, type ExpandRequest } from './canvas-service';

/** What the estimate knows: the expansions it can answer without a request, and the labels. */
export interface TraceEstimateDeps {
  /** The expansion `req` asks for when its ledger is kept (no request), else null. */
  known(req: ExpandRequest): CanvasExpansion | null;
  /** The label of `raw` on the profile's network (see `AutoTraceDeps`); null when none. */
  categoryOf(raw: string): string | StopLabel | null;
}

/** Hops from the start a trail is assumed to end at when no hop limit is set (estimates only). */
export const OPEN_TRAIL_HOPS = 4;

/** Prefix of the accounts the estimate assumes (never an address). */
const ASSUMED = '?';

/**
 * Estimates what an auto-trace by `rules` from `start` will cost, by running the trace's own
 * walk (./auto-trace.ts: the same hops, fan-out, stop rules, repeats and budget) over what is
 * known: an account whose ledger is kept answers its real counterparties at no request; any
 * other account is assumed to cost `perRead` requests (default {@link REQUESTS_PER_READ}, the
 * least a read makes) and to pass the funds on to `onward` new accounts (default 1: a trail
 * goes on, it does not fan out). Makes no request itself; `spent` (requests the caller made
 * to read the start) is reported back as is.
 */
export async function estimateTrace(
  deps: TraceEstimateDeps,
  req: { profileId: string; start: string; rules: TraceRules; signal?: AbortSignal },
  opts: { perRead?: number; onward?: number; spent?: number } = {},
): Promise<TraceEstimate> {
  const perRead = opts.perRead ?? REQUESTS_PER_READ;
  const onward = opts.onward ?? 1;
  const readsPerHop: number[] = [];
  let known = 0;
  const expand = async (r: ExpandRequest): Promise<CanvasExpansion> => {
    const kept = r.account.startsWith(ASSUMED) ? null : deps.known(r);
    if (kept) {
      known++;
      return kept;
    }
    if (r.maxRequests !== undefined && perRead > r.maxRequests) {
      throw new RequestCapReached(r.maxRequests);
    }
    const others = Array.from(
      { length: Math.min(onward, r.limit) },
      (_, i) => `${ASSUMED}${r.account}/${i}`,
    );
    const at = (r.direction === 'in' ? r.toUnix : r.fromUnix) ?? 0;
    return {
      account: r.account,
      counterparties: others,
      edges: others.map((o) => {
        const [from, to] = r.direction === 'in' ? [o, r.account] : [r.account, o];
        const asset = r.asset ?? 'TON';
        return {
          id: `${from}>${to}|${asset}`,
          from,
          to,
          asset,
          // A placeholder large enough to share among any number of assumed onward accounts.
          amount: '1000000000000000000',
          count: 1,
          firstUtime: at,
          lastUtime: at,
        };
      }),
      total: others.length,
      allCounterparties: others.length,
      nextOffset: null,
      assets: {},
      book: {},
      gaps: [],
      requests: perRead,
    };
  };
  const result = await runAutoTrace(
    { expand, categoryOf: (raw) => (raw.startsWith(ASSUMED) ? null : deps.categoryOf(raw)) },
    { ...req, traceId: 'estimate' },
    (p) => (readsPerHop[p.hop - 1] = (readsPerHop[p.hop - 1] ?? 0) + 1),
    req.signal ?? new AbortController().signal,
  );
  return {
    requests: result.requests,
    readsPerHop: Array.from(readsPerHop, (n) => n ?? 0),
    known,
    perRead,
    onward,
    budget: req.rules.budget,
    spent: opts.spent ?? 0,
  };
}

/**
 * The plan shown before an auto-trace (`canvas:trace-plan`): reads the start's expansion as
 * the trace's first read asks for it when it is not kept (so the trace then finds it kept;
 * `spent` says what that took), within the rules' budget as a hard cap, then
 * {@link estimateTrace} over the service's kept reads. A start whose read alone would pass the
 * budget is the whole estimate: the trace would stop there (`requests` = the budget).
 * Rejects when the start cannot be read, or CANCELLED when `signal` stops it.
 */
export async function planTrace(
  service: Pick<CanvasService, 'expand' | 'keptExpansion'>,
  categoryOf: (raw: string) => string | StopLabel | null,
  req: { profileId: string; start: string; rules: TraceRules; signal?: AbortSignal },
): Promise<TraceEstimate> {
  const { rules } = req;
  const first: ExpandRequest = {
    profileId: req.profileId,
    account: req.start,
    direction: rules.direction,
    limit: rules.fanout ?? 1000,
    offset: 0,
    asset: rules.asset === 'all' ? undefined : rules.asset,
    minAmount: rules.minAmount === '0' ? undefined : rules.minAmount,
    fromUnix: rules.fromUnix,
  };
  let spent = 0;
  if (!service.keptExpansion(first)) {
    try {
      spent = (await service.expand({ ...first, signal: req.signal, maxRequests: rules.budget }))
        .requests;
    } catch (err) {
      if (!(err instanceof RequestCapReached)) throw err;
      return startPastBudget(rules, err.requests);
    }
  }
  // A trace of outflows without a hop limit goes on until every trail ends, which no one
  // knows before: the estimate assumes each account not read yet passes the funds on to 2
  // (a peel and a side wallet) and trails end OPEN_TRAIL_HOPS hops from the start.
  const open = rules.direction === 'out' && rules.hops === null;
  const perRead =
    REQUESTS_PER_READ + (rules.direction === 'out' && rules.swaps ? REQUESTS_PER_SWAP_READ : 0);
  const estimate = await estimateTrace(
    { known: (r) => service.keptExpansion(r), categoryOf },
    open ? { ...req, rules: { ...rules, hops: OPEN_TRAIL_HOPS } } : req,
    { spent, perRead, onward: open ? 2 : 1 },
  );
  if (req.signal?.aborted) throw new AppError({ code: 'CANCELLED', message: 'Plan cancelled' });
  return estimate;
}

/** The estimate when reading the start alone reaches the budget: the trace stops there. */
function startPastBudget(rules: TraceRules, spent: number): TraceEstimate {
  return {
    requests: rules.budget,
    readsPerHop: [1],
    known: 0,
    perRead: spent,
    onward: 0,
    budget: rules.budget,
    spent,
  };
}
