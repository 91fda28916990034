import type { ProfileView } from '../../../shared/profiles';

/** The profile the bench pages render under (mainnet forms; no server: data is in the cache). */
export const benchProfile: ProfileView = {
  id: 'bench',
  name: 'Bench',
  network: 'mainnet',
  v2Url: null,
  v3Url: null,
  builtIn: true,
  key: { hasKey: false, last4: null, rps: 1, inMemory: false },
  loadImages: false,
};
