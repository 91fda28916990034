import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the data sets shipped with the app (`data/` of the repository: ton-labels, the
 * Local demo's labels). Main reads it at run time, never the network, and the renderer bundle
 * never holds it. Looked up, first found wins:
 * 1. `TON_EXPLORER_DATA_DIR`;
 * 2. `<resources>/data` of a packaged app (electron-builder's `extraResources`);
 * 3. `data/` beside the nearest folder up from this module holding one: the source tree (tsx,
 *    vitest) and the bundles in `dist/` (web shell, Electron main) both sit under the project.
 * Null when none holds `data/ton-labels`: built-in labels are then absent (and said so).
 */
export function findDataDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const marker = (dir: string) => existsSync(path.join(dir, 'ton-labels'));
  const fromEnv = env.TON_EXPLORER_DATA_DIR?.trim();
  if (fromEnv) return marker(fromEnv) ? path.resolve(fromEnv) : null;
  const resources = (process as { resourcesPath?: string }).resourcesPath;
  if (resources && marker(path.join(resources, 'data'))) return path.join(resources, 'data');
  let dir = ownDir();
  while (dir) {
    if (marker(path.join(dir, 'data'))) return path.join(dir, 'data');
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}

/** This module's folder (ESM under tsx and vitest; the CommonJS bundles define `__filename`). */
function ownDir(): string {
  if (typeof __filename === 'string') return path.dirname(__filename);
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return process.cwd();
  }
}
