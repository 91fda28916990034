import type { Handlers } from '../router';
import type { ProfileServices } from '../../services/profile-services';

type ApiChannels = 'api:call' | 'api:cancel' | 'api:log' | 'api:throttle';

/**
 * Router handlers of `api:*`: calls go through the profile's throttle; `api:cancel` cancels by
 * the request id react-query's abort signal sends; the transport's own signal (window closed,
 * socket dropped) cancels too. (`throttle:changed` events are forwarded once, by the
 * composition root.)
 */
export function apiHandlers(services: ProfileServices): Pick<Handlers, ApiChannels> {
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
