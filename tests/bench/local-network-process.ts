import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import type {
  LocalNetworkProcess,
  LocalNetworkProcessOptions,
} from '../helpers/local-network-process';
import { MemoryVault } from '../helpers/memory-vault';

/**
 * How a bench starts its local network (`startLocalNetworkProcess(args, BENCH_NETWORK)`): no
 * time limit (a long `--history` takes minutes) and its progress on stderr.
 */
export const BENCH_NETWORK: LocalNetworkProcessOptions = {
  timeoutMs: Number.POSITIVE_INFINITY,
  progress: true,
};

/**
 * Profile services (user data in `dir/sub`, keys in memory) whose Local profile reaches the
 * local network at `base` with `key` at `rps` requests per second.
 */
export async function keyedServicesOnLocalNetwork(opts: {
  dir: string;
  sub: string;
  base: string;
  key: string;
  rps: number;
}): Promise<ProfileServices> {
  const services = await createProfileServices({
    userDataDir: path.join(opts.dir, opts.sub),
    vault: new MemoryVault(),
    localnet: {
      ensureStarted: async () => ({
        v2Url: `${opts.base}/api/v2`,
        v3Url: `${opts.base}/api/v3`,
      }),
    },
  });
  await services.setKey('local', opts.key, opts.rps);
  return services;
}

/** Stops a bench's local network (`net`), waiting for it to exit, and deletes its folder `dir`. */
export async function stopBenchLocalNetwork(net: LocalNetworkProcess, dir: string): Promise<void> {
  await net.close();
  await rm(dir, { recursive: true, force: true });
}
