import { LocalNetworkHost } from '../../core/app/local-network-host';
import type { LocalnetHook } from '../../core/services/client-services';

/** A local-network hook plus the way to stop what it started. */
export interface ClosableLocalnetHook extends LocalnetHook {
  close(): Promise<void>;
}

/**
 * The CLI's Local profile: env `TON_EXPLORER_LOCALNET_V2_URL` + `TON_EXPLORER_LOCALNET_V3_URL`
 * point at a running local network (`npm run localnet`); otherwise the same embedded network as
 * the app's is started in this process on first use (demo scenario, default seed, blocks every
 * second), not persisted so it never competes with a running app for its database, and closed
 * at exit.
 */
export function cliLocalnetHook(
  userDataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): ClosableLocalnetHook {
  let host: LocalNetworkHost | null = null;
  return {
    async ensureStarted() {
      const v2 = env.TON_EXPLORER_LOCALNET_V2_URL;
      const v3 = env.TON_EXPLORER_LOCALNET_V3_URL;
      if (v2 && v3) return { v2Url: v2, v3Url: v3 };
      host ??= new LocalNetworkHost({ userDataDir, persist: false });
      const { v2Url, v3Url } = await host.ensureStarted();
      return { v2Url, v3Url };
    },
    async close() {
      await host?.close();
      host = null;
    },
  };
}
