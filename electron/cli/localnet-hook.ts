import type { LocalnetHook } from '../services/client-services';

/** A local-network hook plus the way to stop what it started. */
export interface ClosableLocalnetHook extends LocalnetHook {
  close(): Promise<void>;
}

/**
 * The CLI's Local profile: env `TON_EXPLORER_LOCALNET_V2_URL` + `TON_EXPLORER_LOCALNET_V3_URL`
 * point at a running local network (`npm run localnet`); otherwise one is started in this
 * process on first use (demo scenario, random port on 127.0.0.1) and closed at exit.
 */
export function cliLocalnetHook(env: NodeJS.ProcessEnv = process.env): ClosableLocalnetHook {
  let closeFn: (() => Promise<void>) | null = null;
  return {
    async ensureStarted() {
      const v2 = env.TON_EXPLORER_LOCALNET_V2_URL;
      const v3 = env.TON_EXPLORER_LOCALNET_V3_URL;
      if (v2 && v3) return { v2Url: v2, v3Url: v3 };
      const [{ createLocalNetwork }, { createLocalnetServer }, { DEFAULT_SEED }] =
        await Promise.all([
          import('../localnet/local-network'),
          import('../localnet/server/app'),
          import('../localnet/types'),
        ]);
      const net = await createLocalNetwork({
        scenario: 'demo',
        seed: DEFAULT_SEED,
        history: 0,
        // Blocks every second, as the app's embedded network: `send` follows a message to a block.
        blockIntervalMs: 1000,
        network: 'local',
      });
      const server = await createLocalnetServer({ net });
      await server.listen(0, '127.0.0.1');
      net.startProducer();
      closeFn = async () => {
        net.stopProducer();
        await server.close();
        await net.close();
      };
      return { v2Url: server.v2Url, v3Url: server.v3Url };
    },
    async close() {
      await closeFn?.();
      closeFn = null;
    },
  };
}
