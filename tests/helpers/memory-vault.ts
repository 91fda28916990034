import { AppError } from '../../shared/ipc/errors';
import type { Network } from '../../shared/profiles';
import { vaultAccount, type SecretVault } from '../../electron/core/services/vault';

/**
 * An in-memory vault for tests (same contract as the OS keychain's, no keychain): `entries` by
 * keychain account, and `available = false` makes every call fail with `VAULT_UNAVAILABLE`.
 */
export class MemoryVault implements SecretVault {
  readonly entries = new Map<string, string>();
  available = true;

  private check(): void {
    if (!this.available)
      throw new AppError({ code: 'VAULT_UNAVAILABLE', message: 'vault unavailable (test double)' });
  }
  async get(profileId: string, network: Network): Promise<string | null> {
    this.check();
    return this.entries.get(vaultAccount(profileId, network)) ?? null;
  }
  async set(profileId: string, network: Network, key: string): Promise<void> {
    this.check();
    this.entries.set(vaultAccount(profileId, network), key);
  }
  async delete(profileId: string, network: Network): Promise<boolean> {
    this.check();
    return this.entries.delete(vaultAccount(profileId, network));
  }
  async probe(): Promise<void> {
    this.check();
  }
}
