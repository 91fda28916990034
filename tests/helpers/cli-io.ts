import { main as cli, type CliIo } from '../../electron/hosts/cli/main';
import type { SecretVault } from '../../electron/core/services/vault';
import type { StartedLocalNetwork } from './localnet';

/** The environment that points the CLI's Local profile at a test's local network. */
export function localNetworkEnv(ln: StartedLocalNetwork): NodeJS.ProcessEnv {
  return { TON_EXPLORER_LOCALNET_V2_URL: ln.v2Url, TON_EXPLORER_LOCALNET_V3_URL: ln.v3Url };
}

/**
 * A CLI io that records every line the command prints in `stdout` / `stderr`; an empty key on
 * stdin and an empty environment unless `extra` says otherwise (env, vault, readStdin…).
 */
export function recordingIo<E extends Partial<CliIo>>(extra: E) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (s: string) => void stdout.push(s),
    err: (s: string) => void stderr.push(s),
    readKey: async () => '',
    env: {},
    ...extra,
  };
}

/**
 * Runs the CLI with `args` as a user would: `stdin` is the key it reads, its user data in
 * `userDataDir` (the process's environment otherwise), keys in `vault`. Resolves with the exit
 * code and the lines it printed.
 */
export async function runCli(
  args: string[],
  opts: { userDataDir: string; vault: SecretVault; stdin?: string },
): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
  const io = recordingIo({
    readKey: async () => opts.stdin ?? '',
    env: { ...process.env, TON_EXPLORER_USER_DATA: opts.userDataDir },
    vault: opts.vault,
  });
  const code = await cli(args, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}
