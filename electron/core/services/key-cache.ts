import type { Profile } from '../../../shared/profiles';
import type { SecretVault } from './vault';

/**
 * Reads profile keys from the vault once and keeps them in main-process memory, so requests
 * do not hit the keychain each time. A vault that cannot be read counts as "no key".
 */
export class KeyCache {
  private readonly keys = new Map<string, string | null>();

  constructor(private readonly vault: SecretVault) {}

  async get(profile: Profile): Promise<string | null> {
    if (this.keys.has(profile.id)) return this.keys.get(profile.id)!;
    let key: string | null;
    try {
      key = await this.vault.get(profile.id, profile.network);
    } catch {
      // Unreachable keychain: run unkeyed; `keys:set` reports the problem when the user acts.
      return null;
    }
    this.keys.set(profile.id, key);
    return key;
  }

  remember(profileId: string, key: string | null): void {
    this.keys.set(profileId, key);
  }

  forget(profileId: string): void {
    this.keys.delete(profileId);
  }
}

/** The last 4 characters of a key, for recognition in the UI. */
export function last4(key: string): string {
  return key.slice(-4);
}
