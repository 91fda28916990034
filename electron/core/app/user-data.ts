import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const APP_DIR_NAME = 'ton-explorer-desktop';

/**
 * Resolves the folder that holds all app state (profiles, query cache, export checkpoints,
 * local network database). Order: `--user-data <dir>` argument, env `TON_EXPLORER_USER_DATA`,
 * then the platform default (`%APPDATA%`, `~/Library/Application Support`, `$XDG_CONFIG_HOME`
 * or `~/.config`). The folder is created if missing. API keys are never stored here (they live
 * in the OS keychain).
 */
export function resolveUserDataDir(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const fromArg = readFlag(argv, '--user-data');
  const chosen = fromArg ?? env.TON_EXPLORER_USER_DATA ?? defaultUserDataDir(env);
  const dir = path.resolve(chosen);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function defaultUserDataDir(env: NodeJS.ProcessEnv): string {
  const home = os.homedir();
  if (process.platform === 'win32') {
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
  }
  if (process.platform === 'darwin') {
    return path.join(home, 'Library', 'Application Support', APP_DIR_NAME);
  }
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), APP_DIR_NAME);
}

/** Value of `--name value` or `--name=value` in argv, or undefined. */
export function readFlag(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === name) return argv[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/** True when `--name` is present (as a bare flag). */
export function hasFlag(argv: readonly string[], name: string): boolean {
  return argv.includes(name);
}
