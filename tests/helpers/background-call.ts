import type { ProfileServices } from '../../electron/core/services/profile-services';
import type { WatchApi } from '../../electron/core/services/workspace/watch-poller';

/** The watch poller's typed v3 functions as the app gives them: at background priority
 * through the profile's throttle (`profileId`, default the Local profile). */
export function backgroundV3(services: ProfileServices, profileId = 'local'): WatchApi {
  return services.api.typed(profileId, { priority: 'background' }).v3;
}
