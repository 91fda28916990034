import type { Handlers } from '../router';
import type { CanvasService } from '../../services/canvas/canvas-service';
import type { CanvasStore } from '../../services/workspace/canvas-store';
import type { Emit } from '../event-bus';
import type { Network } from '../../../../shared/profiles';
import { AppError } from '../../../../shared/ipc/errors';
import { runAutoTrace } from '../../services/canvas/auto-trace';
import { planTrace } from '../../services/canvas/trace-estimate';

// `canvas:public-keys` is ./canvas-keys.ts's.
type CanvasChannels = Exclude<Extract<keyof Handlers, `canvas:${string}`>, 'canvas:public-keys'>;

/**
 * Router handlers of `canvas:*`: expansions and edge lists through the canvas service (the
 * transport's signal cancels the reads), canvases kept in cases through the workspace. A save
 * or delete tells the renderer the network's cases changed.
 */
export function canvasHandlers(
  service: CanvasService,
  store: CanvasStore,
  emit: Emit,
  /** The category of the user's label of an address on a network (null: none). */
  categoryOf: (network: Network, raw: string) => string | null,
): Pick<Handlers, CanvasChannels> {
  const traces = new Map<string, AbortController>();
  return {
    'canvas:trace': async (req, ctx) => {
      if (traces.has(req.traceId)) {
        throw new AppError({ code: 'CONFLICT', message: 'This trace is running already.' });
      }
      const stop = new AbortController();
      const onGone = () => stop.abort();
      ctx.signal.addEventListener('abort', onGone);
      traces.set(req.traceId, stop);
      try {
        return await runAutoTrace(
          {
            expand: (r) => service.expand(r),
            categoryOf: (raw) => categoryOf(req.network, raw),
          },
          req,
          (p) => emit('canvas:trace-progress', p),
          stop.signal,
        );
      } finally {
        traces.delete(req.traceId);
        ctx.signal.removeEventListener('abort', onGone);
      }
    },
    'canvas:trace-plan': (req, ctx) =>
      planTrace(service, (raw) => categoryOf(req.network, raw), { ...req, signal: ctx.signal }),
    'canvas:trace-cancel': (req) => {
      const t = traces.get(req.traceId);
      t?.abort();
      return { cancelled: !!t };
    },
    'canvas:expand': (req, ctx) => service.expand({ ...req, signal: ctx.signal }),
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
