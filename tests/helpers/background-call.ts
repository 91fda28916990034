import type { ClientServices } from '../../electron/core/services/client-services';
import type { BackgroundCall } from '../../electron/core/services/workspace/watch-poller';

/** The watch poller's calls as the app makes them: v3 at background priority through the
 * profile's throttle (`profileId`, default the Local profile). */
export function backgroundV3(services: ClientServices, profileId = 'local'): BackgroundCall {
  return async (operation, params) =>
    (await services.api.call({ profileId, api: 'v3', operation, params, priority: 'background' }))
      .data;
}
