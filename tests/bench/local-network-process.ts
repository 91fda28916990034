import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import { MemoryVault } from '../helpers/memory-vault';

/**
 * Starts the local network in a process of its own (`electron/localnet/cli.ts` with `args`),
 * as a real server would be, and resolves its base URL once it prints it (then "ready in N s"
 * on stderr). Rejects with its output when it exits first.
 */
export async function startBenchLocalNetwork(
  args: readonly string[],
): Promise<{ base: string; server: ChildProcess }> {
  const t0 = Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'electron/localnet/cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Local network: (\S+)\/api\/v2 (\S+)\/api\/v3/.exec(out);
      if (m) resolve(m[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the local network exited (${code}): ${out}`)));
  });
  process.stderr.write(`local network ready in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  return { base, server };
}

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

/** Stops a bench's local network (`server`) and deletes its folder `dir`. */
export async function stopBenchLocalNetwork(server: ChildProcess, dir: string): Promise<void> {
  server.kill();
  await rm(dir, { recursive: true, force: true });
}
