import { z } from 'zod';
import { channel, event } from '../define';
import {
  newProfileSchema,
  type KeychainState,
  type KeyStatus,
  type ProfileView,
} from '../../profiles';

const profileId = z.string().min(1).max(64);

/** The profile list with the active one. */
export interface ProfilesState {
  profiles: ProfileView[];
  activeId: string;
}

export const profileChannels = {
  'profiles:list': channel(z.object({})).returns<ProfilesState>(),
  'profiles:add': channel(newProfileSchema).returns<ProfilesState>(),
  'profiles:remove': channel(z.object({ profileId })).returns<ProfilesState>(),
  'profiles:use': channel(z.object({ profileId })).returns<ProfilesState>(),
  /**
   * Validates the key with one request, then stores it in the OS keychain, or with
   * `inMemory` holds it in main's memory only until the app quits (never written to disk).
   */
  'keys:set': channel(
    z.object({
      profileId,
      key: z.string().trim().min(1, 'key is empty').max(256),
      rps: z.number().positive().max(10_000).optional(),
      inMemory: z.boolean().optional(),
    }),
  ).returns<KeyStatus>(),
  /** Whether keys can be kept in the OS keychain here, and if not, why and what to install. */
  'keys:keychain': channel(z.object({})).returns<KeychainState>(),
  'keys:clear': channel(z.object({ profileId })).returns<KeyStatus>(),
  'keys:set-rps': channel(
    z.object({ profileId, rps: z.number().positive().max(10_000) }),
  ).returns<KeyStatus>(),
};

export const profileEvents = {
  'profiles:changed': event<ProfilesState>(),
};
