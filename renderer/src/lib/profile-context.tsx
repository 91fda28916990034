import { createContext, useContext } from 'react';
import type { ProfileView } from '../../../shared/profiles';

const ProfileContext = createContext<ProfileView | null>(null);

/** Provides the active profile to the pages (the shell renders pages only once it is known). */
export const ProfileProvider = ProfileContext.Provider;

/**
 * The active profile. Every server query of a page uses its id, so switching profiles never
 * mixes data. Throws when used outside the shell's provider (a programming error).
 */
export function useProfile(): ProfileView {
  const p = useContext(ProfileContext);
  if (!p) throw new Error('useProfile() used outside <ProfileProvider>');
  return p;
}

/** The active profile's network; `mainnet` outside the provider (e.g. the no-token page). */
export function useNetwork(): ProfileView['network'] {
  return useContext(ProfileContext)?.network ?? 'mainnet';
}

/** The active profile's id; null outside the provider (widgets that also render there). */
export function useProfileId(): string | null {
  return useContext(ProfileContext)?.id ?? null;
}
