import type { ClientServices } from '../client-services';
import type { LabelsStore } from '../workspace/labels-store';
import type { ExportDeps } from './export-job';

/**
 * {@link ExportDeps} over the client services: calls go through the profile's throttle;
 * address label columns come from the workspace's labels when given.
 */
export function exportDepsFromServices(services: ClientServices, labels?: LabelsStore): ExportDeps {
  return {
    ...(labels ? { labels: (network, raws) => labels.lookup(network, raws) } : {}),
    call: (req) => services.api.call(req),
    network: (profileId) => services.store.get(profileId).network,
    rps: async (profileId) => (await services.api.throttleState(profileId)).rps,
    whenOnline: (profileId) => services.api.whenOnline(profileId),
  };
}
