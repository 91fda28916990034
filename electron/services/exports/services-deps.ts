import type { ClientServices } from '../client-services';
import type { ExportDeps } from './export-job';

/** {@link ExportDeps} over the client services: calls go through the profile's throttle. */
export function exportDepsFromServices(services: ClientServices): ExportDeps {
  return {
    call: (req) => services.api.call(req),
    network: (profileId) => services.store.get(profileId).network,
    rps: async (profileId) => (await services.api.throttleState(profileId)).rps,
    whenOnline: (profileId) => services.api.whenOnline(profileId),
  };
}
