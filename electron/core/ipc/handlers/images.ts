import type { Emit } from '../event-bus';
import type { Handlers } from '../router';
import type { ProfileServices } from '../../services/profile-services';
import type { ImageLoader } from '../../services/images/image-loader';

/**
 * Handlers of `images:*`: the per-profile opt-in (emits `profiles:changed`) and loading one
 * off-chain image through main's {@link ImageLoader}, which itself refuses when the profile
 * has not opted in, so no request leaves for a renderer that asks anyway.
 */
export function imageHandlers(
  services: ProfileServices,
  loader: ImageLoader,
  emit: Emit,
): Pick<Handlers, 'images:load' | 'images:set-enabled'> {
  return {
    'images:load': (req) => loader.load(req.profileId, req.url),
    'images:set-enabled': async (req) => {
      await services.store.setLoadImages(req.profileId, req.enabled);
      const state = await services.profilesState();
      emit('profiles:changed', state);
      return state;
    },
  };
}
