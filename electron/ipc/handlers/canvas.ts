import type { Handlers } from '../router';
import type { CanvasService } from '../../services/canvas/canvas-service';
import type { CanvasStore } from '../../services/workspace/canvas-store';
import type { Emit } from '../event-bus';

type CanvasChannels = Extract<keyof Handlers, `canvas:${string}`>;

/**
 * Router handlers of `canvas:*`: expansions and edge lists through the canvas service (the
 * transport's signal cancels the reads), canvases kept in cases through the workspace. A save
 * or delete tells the renderer the network's cases changed.
 */
export function canvasHandlers(
  service: CanvasService,
  store: CanvasStore,
  emit: Emit,
): Pick<Handlers, CanvasChannels> {
  return {
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
