import {
  createClientServices,
  type ClientServicesOptions,
} from '../../electron/core/services/client-services';
import { MemoryVault } from './memory-vault';
import type { StartedLocalnet } from './localnet';

/**
 * Client services over `userDataDir` (an in-memory vault, no app-hosted local network) with one
 * added profile `name` on `ln`'s URLs; `extra` goes to `createClientServices` (time limit,
 * retry policy…). Returns the services and the profile's id.
 */
export async function servicesWithProfileOn(
  ln: StartedLocalnet,
  userDataDir: string,
  name: string,
  extra: Partial<ClientServicesOptions> = {},
) {
  const services = await createClientServices({
    userDataDir,
    vault: new MemoryVault(),
    localnet: null,
    ...extra,
  });
  const { id: profileId } = await services.addProfile({
    name,
    network: 'local',
    v2Url: ln.v2Url,
    v3Url: ln.v3Url,
  });
  return { services, profileId };
}

/**
 * Client services over `userDataDir` (an in-memory vault) whose Local profile reads `ln` (the
 * app's local network stands as started there); `extra` goes to `createClientServices`.
 */
export function servicesOnLocalnet(
  ln: StartedLocalnet,
  userDataDir: string,
  extra: Partial<ClientServicesOptions> = {},
) {
  return createClientServices({
    userDataDir,
    vault: new MemoryVault(),
    localnet: { ensureStarted: async () => ({ v2Url: ln.v2Url, v3Url: ln.v3Url }) },
    ...extra,
  });
}
