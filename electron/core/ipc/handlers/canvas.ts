import type { StopLabel } from '../../../../shared/canvas/auto-trace';
import type { Handlers } from '../router';
import type { CanvasService } from '../../services/canvas/canvas-service';
import type { CanvasStore } from '../../services/workspace/canvas-store';
import type { Emit } from '../event-bus';
import type { Network } from '../../../../shared/profiles';
import { CancellableRuns } from './cancellable-runs';
import { runAutoTrace } from '../../services/canvas/auto-trace';
import { planTrace } from '../../services/canvas/trace-estimate';

// `canvas:public-keys*` are ./canvas-keys.ts's.
type CanvasChannels = Exclude<
  Extract<keyof Handlers, `canvas:${string}`>,
  Extract<keyof Handlers, `canvas:public-keys${string}`>
>;

/**
 * Router handlers of `canvas:*`: expansions and edge lists through the canvas service (the
 * transport's signal cancels the reads), canvases kept in cases through the workspace. A save
 * or delete tells the renderer the network's cases changed.
 */
export function canvasHandlers(
  service: CanvasService,
  store: CanvasStore,
  emit: Emit,
  /** The label of an address on a network (the user's over the built-in set; null: none). */
  categoryOf: (network: Network, raw: string) => string | StopLabel | null,
): Pick<Handlers, CanvasChannels> {
  const traces = new CancellableRuns('trace');
  const expansions = new CancellableRuns('expansion');
  return {
    'canvas:trace': (req, ctx) =>
      traces.run(req.traceId, ctx.signal, (signal) =>
        runAutoTrace(
          {
            expand: (r) => service.expand(r),
            categoryOf: (raw) => categoryOf(req.network, raw),
            swaps: (r) => service.swaps(r, r.signal),
          },
          req,
          (p) => emit('canvas:trace-progress', p),
          signal,
        ),
      ),
    // The plan runs under the trace's id, so the trace's Cancel stops it too.
    'canvas:trace-plan': (req, ctx) =>
      traces.runMaybe(req.traceId, ctx.signal, (signal) =>
        planTrace(service, (raw) => categoryOf(req.network, raw), { ...req, signal }),
      ),
    'canvas:trace-cancel': (req) => traces.cancel(req.traceId),
    'canvas:expand': (req, ctx) =>
      expansions.runMaybe(req.expandId, ctx.signal, (signal) => service.expand({ ...req, signal })),
    'canvas:expand-cancel': (req) => expansions.cancel(req.expandId),
    'canvas:edge-movements': (req, ctx) => service.edgeMovements(req, ctx.signal),
    'canvas:list': (req) => store.list(req.network, req.caseId),
    'canvas:save': (req) => {
      const saved = store.save(req.network, req.caseId, req.name, req.doc);
      emit('workspace:cases-changed', { network: req.network });
      return saved;
    },
    'canvas:get': (req) => store.get(req.network, req.id),
    'canvas:delete': (req) => {
      const removed = store.remove(req.network, req.id);
      if (removed) emit('workspace:cases-changed', { network: req.network });
      return { removed };
    },
  };
}
