import type { Network } from '../../../shared/profiles';

/**
 * Where API keys live: the OS keychain, one entry per profile, bound to the profile's network
 * (a key saved for a testnet profile is never read for a mainnet one). Keys never leave the
 * main process. Implementations: {@link KeytarVault} (Secret Service / Keychain / Credential
 * Vault); tests use an in-memory one (tests/helpers/memory-vault.ts).
 */
export interface SecretVault {
  /** The key of a profile, or null. Throws `AppError` `VAULT_UNAVAILABLE` without a keychain. */
  get(profileId: string, network: Network): Promise<string | null>;
  set(profileId: string, network: Network, key: string): Promise<void>;
  /** True when an entry was removed. */
  delete(profileId: string, network: Network): Promise<boolean>;
  /** Resolves when the keychain is reachable; throws `VAULT_UNAVAILABLE` with what to do. */
  probe(): Promise<void>;
}

/** The keychain account name of a profile's entry: profile id bound to its network. */
export function vaultAccount(profileId: string, network: Network): string {
  return `${network}:${profileId}`;
}
