import type { Profile } from '../../../shared/profiles';
import type { SecretVault } from './vault';

/**
 * Reads profile keys from the vault once and keeps them in main-process memory, so requests
 * do not hit the keychain each time. A vault that cannot be read counts as "no key".
 * A key the user asked to hold in memory only (no keychain, or by choice) lives here alone,
 * until the process quits: it is never handed to the vault or written anywhere.
 */
export class KeyCache {
  private readonly keys = new Map<string, string | null>();
  private readonly memoryOnly = new Set<string>();

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

  /** Keeps a key read from or just stored in the keychain (null: the profile has none). */
  remember(profileId: string, key: string | null): void {
    this.keys.set(profileId, key);
    this.memoryOnly.delete(profileId);
  }

  /** Holds a key in this process's memory only, until it quits. */
  holdInMemory(profileId: string, key: string): void {
    this.keys.set(profileId, key);
    this.memoryOnly.add(profileId);
  }

  /** True when the profile's key is held in memory only (gone when the app quits). */
  isMemoryOnly(profileId: string): boolean {
    return this.memoryOnly.has(profileId);
  }

  forget(profileId: string): void {
    this.keys.delete(profileId);
    this.memoryOnly.delete(profileId);
  }
}

/** The last 4 characters of a key, for recognition in the UI. */
export function last4(key: string): string {
  return key.slice(-4);
}
