import type { Emit } from '../app/event-bus';
import type { Handlers } from '../ipc/router';
import type { ClientServices } from '../services/client-services';

type ApiChannels = 'api:call' | 'api:cancel' | 'api:log' | 'api:throttle';

/**
 * Router handlers of `api:*`: calls go through the profile's throttle; `api:cancel` cancels by
 * the request id react-query's abort signal sends; the transport's own signal (window closed,
 * socket dropped) cancels too. Forwards coalesced `throttle:changed` events to `emit`.
 * The forwarding lasts as long as the services (`services.close()` ends it).
 */
export function apiHandlers(services: ClientServices, emit: Emit): Pick<Handlers, ApiChannels> {
  services.onThrottleChange((state) => emit('throttle:changed', state));
  return {
    'api:call': (req, ctx) =>
      services.api.call({
        profileId: req.profileId,
        api: req.api,
        operation: req.operation,
        params: req.params,
        requestId: req.requestId,
        priority: req.priority,
        signal: ctx.signal,
      }),
    'api:cancel': (req) => ({ cancelled: services.api.cancel(req.requestId) }),
    'api:log': (req) => services.api.log.list(services.store.get(req.profileId).id),
    'api:throttle': (req) => services.api.throttleState(req.profileId),
  };
}
