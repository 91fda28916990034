import type { ProfileServices } from '../profile-services';
import type { LabelDirectory } from '../labels/label-directory';
import type { ExportDeps } from './export-base';

/**
 * {@link ExportDeps} over the profile services: calls go through the profile's throttle;
 * address label columns come from the labels shown (the user's over the built-in set) when
 * given.
 */
export function exportDepsFromServices(
  services: ProfileServices,
  labels?: Pick<LabelDirectory, 'lookup'>,
): ExportDeps {
  return {
    ...(labels ? { labels: (network, raws) => labels.lookup(network, raws) } : {}),
    v3: (profileId, defaults) => services.api.typed(profileId, defaults).v3,
    network: (profileId) => services.store.get(profileId).network,
    rps: async (profileId) => (await services.api.throttleState(profileId)).rps,
    whenOnline: (profileId) => services.api.whenOnline(profileId),
  };
}
