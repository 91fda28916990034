import {
  createProfileServices,
  type ProfileServicesOptions,
} from '../../electron/core/services/profile-services';
import { MemoryVault } from './memory-vault';
import type { StartedLocalNetwork } from './localnet';

/**
 * Profile services over `userDataDir` (an in-memory vault, no app-hosted local network) with one
 * added profile `name` on `ln`'s URLs; `extra` goes to `createProfileServices` (time limit,
 * retry policy…). Returns the services and the profile's id.
 */
export async function servicesWithProfileOn(
  ln: StartedLocalNetwork,
  userDataDir: string,
  name: string,
  extra: Partial<ProfileServicesOptions> = {},
) {
  const services = await createProfileServices({
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
 * Profile services over `userDataDir` (an in-memory vault) whose Local profile reads `ln` (the
 * app's local network stands as started there); `extra` goes to `createProfileServices`.
 */
export function servicesOnLocalNetwork(
  ln: StartedLocalNetwork,
  userDataDir: string,
  extra: Partial<ProfileServicesOptions> = {},
) {
  return createProfileServices({
    userDataDir,
    vault: new MemoryVault(),
    localnet: { ensureStarted: async () => ({ v2Url: ln.v2Url, v3Url: ln.v3Url }) },
    ...extra,
  });
}
