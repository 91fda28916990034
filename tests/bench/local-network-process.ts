import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import {
  startLocalNetworkProcess,
  type LocalNetworkProcess,
  type LocalNetworkProcessOptions,
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

/** A bench's local network with one API key, in a temporary folder of its own. */
export interface KeyedBenchNetwork {
  /** The bench's folder (the keys file, user data, stores); deleted by `stop`. */
  dir: string;
  net: LocalNetworkProcess;
  /** Profile services (user data in `dir/sub`, keys in memory) whose Local profile uses the key. */
  servicesIn(sub: string): Promise<ProfileServices>;
  /** Stops the network, waiting for it to exit, and deletes `dir`. */
  stop(): Promise<void>;
}

/**
 * Starts the demo chain's local network for a bench: a folder `os.tmpdir()/<prefix>…`, a keys
 * file giving `key` `rps` requests per second on network `local`, and the process with
 * `--keys` and `args(dir)`, as a real server would be (BENCH_NETWORK).
 */
export async function startKeyedBenchNetwork(opts: {
  prefix: string;
  key: string;
  rps: number;
  args?: (dir: string) => string[];
}): Promise<KeyedBenchNetwork> {
  const dir = await mkdtemp(path.join(os.tmpdir(), opts.prefix));
  const keys = path.join(dir, 'keys.json');
  await writeFile(keys, JSON.stringify([{ key: opts.key, network: 'local', rps: opts.rps }]));
  process.stderr.write('starting the local network (demo chain)…\n');
  const net = await startLocalNetworkProcess(
    ['--keys', keys, ...(opts.args?.(dir) ?? [])],
    BENCH_NETWORK,
  );
  return {
    dir,
    net,
    servicesIn: (sub) => keyedServices(path.join(dir, sub), net, opts.key, opts.rps),
    async stop() {
      await net.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Profile services (user data in `userDataDir`) whose Local profile reaches `net` with `key`. */
async function keyedServices(
  userDataDir: string,
  net: LocalNetworkProcess,
  key: string,
  rps: number,
): Promise<ProfileServices> {
  const services = await createProfileServices({
    userDataDir,
    vault: new MemoryVault(),
    localnet: { ensureStarted: async () => ({ v2Url: net.v2Url, v3Url: net.v3Url }) },
  });
  await services.setKey('local', key, rps);
  return services;
}
