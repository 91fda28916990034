import type { CliIo } from '../../electron/hosts/cli/main';
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
