import type { TypedApi } from '../../client/typed-api';
import type { Profile } from '../../../../shared/profiles';

/**
 * What the send service needs from the client core: the profile, and typed v2/v3 operations
 * on it that go through the profile's throttle (`ApiService.typed`). The throttle never
 * retries `sendBocReturnHash` (marked `send` in the catalogue).
 */
export interface SendClient {
  /** The profile by id; throws `AppError` `NOT_FOUND` when there is none. */
  profile(profileId: string): Profile;
  typed(profileId: string): { v2: TypedApi<'v2'>; v3: TypedApi<'v3'> };
}

/** The send service's view of the profile services (profiles store + throttled typed API). */
export function sendClientOf(services: {
  store: { get(idOrName: string): Profile };
  api: { typed(profileId: string): { v2: TypedApi<'v2'>; v3: TypedApi<'v3'> } };
}): SendClient {
  return { profile: (id) => services.store.get(id), typed: (id) => services.api.typed(id) };
}
