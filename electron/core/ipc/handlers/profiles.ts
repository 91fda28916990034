import type { Emit } from '../event-bus';
import type { Handlers } from '../router';
import type { ProfileServices } from '../../services/profile-services';

type ProfileChannels =
  | 'profiles:list'
  | 'profiles:add'
  | 'profiles:remove'
  | 'profiles:use'
  | 'keys:set'
  | 'keys:keychain'
  | 'keys:clear'
  | 'keys:set-rps';

/**
 * Router handlers of `profiles:*` and `keys:*`. A key goes in (`keys:set`) but never comes
 * out: responses carry only `KeyStatus` (has key, last 4 characters, rate). Every change emits
 * `profiles:changed` with the new state.
 */
export function profileHandlers(
  services: ProfileServices,
  emit: Emit,
): Pick<Handlers, ProfileChannels> {
  const changed = async () => {
    const state = await services.profilesState();
    emit('profiles:changed', state);
    return state;
  };
  return {
    'profiles:list': () => services.profilesState(),
    'profiles:add': async (req) => {
      await services.addProfile(req);
      return changed();
    },
    'profiles:remove': async (req) => {
      await services.removeProfile(req.profileId);
      return changed();
    },
    'profiles:use': async (req) => {
      await services.useProfile(req.profileId);
      return changed();
    },
    'keys:set': async (req) => {
      const status = await services.setKey(req.profileId, req.key, req.rps, {
        inMemory: req.inMemory ?? false,
      });
      await changed();
      return status;
    },
    'keys:keychain': () => services.keychainState(),
    'keys:clear': async (req) => {
      const status = await services.clearKey(req.profileId);
      await changed();
      return status;
    },
    'keys:set-rps': async (req) => {
      const status = await services.setRps(req.profileId, req.rps);
      await changed();
      return status;
    },
  };
}
