import type { Network } from '../../../shared/profiles';
import type { SecretVault } from '../services/vault';
import type { LocalNetworkHost } from './local-network-host';

/** Id of the built-in Local profile. */
const LOCAL_PROFILE_ID = 'local';

/**
 * A vault that gives the built-in Local profile the embedded network's per-launch key when the
 * user has not stored one of their own. The key lives only in main-process memory; every other
 * profile, and any key the user saves for Local, goes to the OS keychain as usual.
 */
export class EmbeddedLocalVault implements SecretVault {
  constructor(
    private readonly inner: SecretVault,
    private readonly host: LocalNetworkHost,
  ) {}

  async get(profileId: string, network: Network): Promise<string | null> {
    if (profileId !== LOCAL_PROFILE_ID || network !== 'local')
      return this.inner.get(profileId, network);
    const own = await this.inner.get(profileId, network).catch(() => null);
    return own ?? this.host.key;
  }

  set(profileId: string, network: Network, key: string): Promise<void> {
    return this.inner.set(profileId, network, key);
  }

  delete(profileId: string, network: Network): Promise<boolean> {
    return this.inner.delete(profileId, network);
  }

  probe(): Promise<void> {
    return this.inner.probe();
  }
}
