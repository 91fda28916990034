import type { Handlers } from '../router';
import type { Emit } from '../event-bus';
import type { Network } from '../../../../shared/profiles';
import type { SavedReplayDoc } from '../../../../shared/replay/saved';
import type { ReplayService } from '../../services/replay/replay-service';
import type { ReplayStore } from '../../services/workspace/replay-store';

type ReplayCaseChannels = Extract<keyof Handlers, `replay:case-${string}`>;

/**
 * Router handlers of `replay:case-*`: a save replays the transaction (with its steps) or the
 * trace on the profile — from the pinned-state store when it was replayed before, so it costs
 * no request — and keeps the result in the case of the profile's network; list, get and delete
 * read the workspace alone. A save or delete tells the renderer the network's cases changed.
 */
export function replayCaseHandlers(
  replay: ReplayService,
  store: ReplayStore,
  networkOf: (profileId: string) => Network,
  emit: Emit,
): Pick<Handlers, ReplayCaseChannels> {
  return {
    'replay:case-save': async (req, ctx) => {
      const network = networkOf(req.profileId);
      const doc: SavedReplayDoc =
        req.kind === 'transaction'
          ? {
              kind: 'transaction',
              replay: await replay.transaction(req.profileId, req.ref, {
                steps: true,
                signal: ctx.signal,
              }),
            }
          : {
              kind: 'trace',
              replay: await replay.trace(req.profileId, req.ref, { signal: ctx.signal }),
            };
      const saved = store.save(network, req.caseId, doc);
      emit('workspace:cases-changed', { network });
      return saved;
    },
    'replay:case-list': (req) => store.list(req.network, req.caseId),
    'replay:case-get': (req) => store.get(req.network, req.id),
    'replay:case-delete': (req) => {
      const removed = store.remove(req.network, req.id);
      if (removed) emit('workspace:cases-changed', { network: req.network });
      return { removed };
    },
  };
}
