import type { Handlers } from '../router';
import type { Emit } from '../event-bus';
import type { ReplayService } from '../../services/replay/replay-service';
import type { ReplayProgressEvent } from '../../../../shared/ipc/channels/replay';
import { CancellableRuns } from './cancellable-runs';

// `replay:case-*` are ./replay-cases.ts's.
type ReplayChannels = Exclude<
  Extract<keyof Handlers, `replay:${string}`>,
  Extract<keyof Handlers, `replay:case-${string}`>
>;

/**
 * Router handlers of `replay:*` over the replay service. A request with a `replayId` can be
 * stopped by `replay:cancel` (and stops when its transport goes away); a trace replay with one
 * reports `replay:progress` per transaction.
 */
export function replayHandlers(replay: ReplayService, emit: Emit): Pick<Handlers, ReplayChannels> {
  const runs = new CancellableRuns('replay');
  const maybe = <T>(
    id: string | undefined,
    transport: AbortSignal,
    work: (s: AbortSignal) => Promise<T>,
  ) => (id === undefined ? work(transport) : runs.run(id, transport, work));
  return {
    'replay:transaction': (req, ctx) =>
      maybe(req.replayId, ctx.signal, (signal) =>
        replay.transaction(req.profileId, req.hash, { steps: req.steps, signal }),
      ),
    'replay:trace': (req, ctx) => {
      const { replayId } = req;
      let last: ReplayProgressEvent['last'] = null;
      return maybe(replayId, ctx.signal, (signal) =>
        replay.trace(req.profileId, req.traceId, {
          signal,
          onResult: (r) => (last = { hash: r.hash, verdict: r.verdict, part: r.part }),
          onProgress: (p) => {
            if (replayId !== undefined) emit('replay:progress', { replayId, ...p, last });
          },
        }),
      );
    },
    'replay:what-if': (req, ctx) =>
      maybe(req.replayId, ctx.signal, (signal) =>
        replay.whatIf(req.profileId, req.hash, req.change, { signal }),
      ),
    'replay:cancel': (req) => runs.cancel(req.replayId),
  };
}
