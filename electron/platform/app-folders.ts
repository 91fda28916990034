import os from 'node:os';
import path from 'node:path';

/**
 * The app's per-user folders on each platform, in one place for the app (core) and the local
 * network, which imports nothing of the core.
 */

/** Name of the app's folder in each platform location. */
export const APP_DIR_NAME = 'ton-explorer-desktop';

/**
 * The platform's user-data folder of the app: `%APPDATA%\ton-explorer-desktop`,
 * `~/Library/Application Support/ton-explorer-desktop`, or `$XDG_CONFIG_HOME` (`~/.config`)
 * `/ton-explorer-desktop`. Not created here.
 */
export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const home = os.homedir();
  if (process.platform === 'win32') {
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
  }
  if (process.platform === 'darwin') {
    return path.join(home, 'Library', 'Application Support', APP_DIR_NAME);
  }
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), APP_DIR_NAME);
}

/**
 * The platform's cache folder of the app (what can be rebuilt): `%LOCALAPPDATA%\
 * ton-explorer-desktop\Cache`, `~/Library/Caches/ton-explorer-desktop`, or `$XDG_CACHE_HOME`
 * (`~/.cache`)`/ton-explorer-desktop`. Not created here.
 */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const home = os.homedir();
  if (process.platform === 'win32') {
    const local = env.LOCALAPPDATA ?? path.join(home, 'AppData', 'Local');
    return path.join(local, APP_DIR_NAME, 'Cache');
  }
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Caches', APP_DIR_NAME);
  return path.join(env.XDG_CACHE_HOME ?? path.join(home, '.cache'), APP_DIR_NAME);
}
