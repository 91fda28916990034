import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defaultUserDataDir } from '../../platform/app-folders';

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
