import {
  REQUESTS_PER_READ,
  stopByFanIn,
  stopByLabel,
  type TraceRules,
} from '../../../shared/canvas/auto-trace';
import type {
  CanvasExpansion,
  TraceProgress,
  TraceResult,
  TraceStop,
} from '../../../shared/ipc/channels/canvas';
import { toRawUpper } from '../../../shared/ton/address';
import { RequestCapReached, type ExpandRequest } from './canvas-service';

/** What the walk needs: an expansion (the canvas service's) and the user's label categories. */
export interface AutoTraceDeps {
  expand(req: ExpandRequest): Promise<CanvasExpansion>;
  /** The category of the user's label of `raw` on the profile's network; null when none. */
  categoryOf(raw: string): string | null;
}

/**
 * Follows the funds from `start` by `rules`, breadth first, hop by hop: each account reached
 * is expanded in the rules' direction (its `fanout` largest counterparties in the asset, at
 * least `minAmount`, from the time the funds reached it on: the window moves forward with the
 * funds, backwards for inflows). A trail ends at an account labelled with a stop category
 * (not read), at a hot wallet (read, not followed), at an account already on the trace, or
 * when the request budget would be passed: each read gets the budget left as its cap, so the
 * walk never makes more requests than the budget. Cancelling (`signal`) ends the walk with
 * what was found. Rejects only when the start cannot be read.
 */
export async function runAutoTrace(
  deps: AutoTraceDeps,
  req: { profileId: string; start: string; rules: TraceRules; traceId: string },
  onProgress: (p: TraceProgress) => void,
  signal: AbortSignal,
): Promise<TraceResult> {
  const { rules } = req;
  const start = toRawUpper(req.start);
  const expansions: CanvasExpansion[] = [];
  const stops: TraceStop[] = [];
  const seen = new Set([start]);
  let requests = 0;
  let reads = 0;
  let ended: TraceResult['ended'] = 'done';
  let hop = 0;
  /** Accounts to read at the next hop, with the time from which their flows count. */
  let frontier: Array<{ account: string; fromUnix?: number; toUnix?: number }> = [
    { account: start, fromUnix: rules.fromUnix },
  ];
  walk: while (frontier.length && hop < rules.hops) {
    hop++;
    const next: typeof frontier = [];
    for (let i = 0; i < frontier.length; i++) {
      const f = frontier[i]!;
      if (signal.aborted) {
        ended = 'cancelled';
        break walk;
      }
      if (requests + REQUESTS_PER_READ > rules.budget) {
        ended = 'budget';
        break walk;
      }
      let x: CanvasExpansion;
      try {
        x = await deps.expand({
          profileId: req.profileId,
          account: f.account,
          direction: rules.direction,
          limit: rules.fanout,
          offset: 0,
          asset: rules.asset,
          minAmount: rules.minAmount === '0' ? undefined : rules.minAmount,
          fromUnix: f.fromUnix,
          toUnix: f.toUnix,
          signal,
          maxRequests: rules.budget - requests,
        });
      } catch (err) {
        if (err instanceof RequestCapReached) {
          requests += err.requests;
          ended = 'budget';
          break walk;
        }
        if (signal.aborted) {
          ended = 'cancelled';
          break walk;
        }
        if (f.account === start) throw err;
        stops.push({ account: f.account, reason: `not read: ${(err as Error).message}` });
        continue;
      }
      requests += x.requests;
      reads++;
      expansions.push(x);
      onProgress({
        traceId: req.traceId,
        hop,
        reads,
        requests,
        queued: frontier.length - i - 1,
      });
      const hot = f.account === start ? null : stopByFanIn(x.allCounterparties, rules);
      if (hot) {
        stops.push({ account: f.account, reason: hot });
        continue;
      }
      for (const c of x.counterparties) {
        if (seen.has(c)) continue;
        seen.add(c);
        const label = stopByLabel(deps.categoryOf(c), rules);
        if (label) {
          stops.push({ account: c, reason: label });
          continue;
        }
        // The funds reached c at the first flow between them: its own flows count from then
        // on (outflows), or up to the last one (inflows, followed backwards).
        const between = x.edges.filter((e) => e.from === c || e.to === c);
        if (rules.direction === 'out') {
          next.push({ account: c, fromUnix: Math.min(...between.map((e) => e.firstUtime)) });
        } else {
          next.push({
            account: c,
            fromUnix: rules.fromUnix,
            toUnix: Math.max(...between.map((e) => e.lastUtime)),
          });
        }
      }
    }
    frontier = next;
  }
  return { expansions, direction: rules.direction, stops, requests, ended, hops: hop };
}
