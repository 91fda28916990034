import { EmbeddedLocalVault } from '../../core/app/embedded-local-vault';
import { LocalNetworkHost } from '../../core/app/local-network-host';
import type { LocalNetworkHook } from '../../core/services/profile-services';
import type { SecretVault } from '../../core/services/vault';

/** A local-network hook plus the way to stop what it started. */
export interface ClosableLocalNetworkHook extends LocalNetworkHook {
  /**
   * The vault the CLI's services use: `inner`, and for the built-in Local profile reaching the
   * network this process starts, that network's per-launch key (as the app does), so the
   * profile is not held to the anonymous 1 request/s. With the environment's URLs, `inner`.
   */
  vault(inner: SecretVault): SecretVault;
  close(): Promise<void>;
}

/**
 * The CLI's Local profile: env `TON_EXPLORER_LOCALNET_V2_URL` + `TON_EXPLORER_LOCALNET_V3_URL`
 * point at a running local network (`npm run localnet`); otherwise the same embedded network as
 * the app's is started in this process on first use (demo scenario, default seed, blocks every
 * second), not persisted so it never competes with a running app for its database, and closed
 * at exit.
 */
export function cliLocalNetworkHook(
  userDataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): ClosableLocalNetworkHook {
  const external = Boolean(env.TON_EXPLORER_LOCALNET_V2_URL && env.TON_EXPLORER_LOCALNET_V3_URL);
  // Made now (it starts nothing until asked), so the vault knows its key before it starts.
  const host = new LocalNetworkHost({ userDataDir, persist: false });
  return {
    async ensureStarted() {
      if (external) {
        return {
          v2Url: env.TON_EXPLORER_LOCALNET_V2_URL!,
          v3Url: env.TON_EXPLORER_LOCALNET_V3_URL!,
        };
      }
      const { v2Url, v3Url } = await host.ensureStarted();
      return { v2Url, v3Url };
    },
    vault: (inner) => (external ? inner : new EmbeddedLocalVault(inner, host)),
    async close() {
      await host.close();
    },
  };
}
