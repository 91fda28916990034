import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalIndex } from '../index/local-index';

/**
 * Template cache of built demo chains. Building the demo emulates every step (seconds); the
 * built chain's SQLite file is kept under a key that hashes everything that shapes it (the
 * options, every source file of the local network and the SQLite layer, and the package locks
 * for the contract and emulator packages), and a later start with the same key copies it instead.
 *
 * Times: blocks and transactions carry the time of the build (it is inside the signed messages
 * and the transaction cells, so it cannot be re-dated without changing every hash). A template is
 * therefore reused only while younger than `maxAgeSeconds`: the restored demo is at most that much
 * older than a fresh one, and the first block produced after it is at the current time.
 *
 * Environment: `TON_LOCALNET_DEMO_CACHE` = `0`/`off` disables it, any other value is the cache
 * directory (default: `ton-explorer-localnet-demo` under the OS temp directory);
 * `TON_LOCALNET_DEMO_CACHE_MAX_AGE` = seconds (default 3600).
 */

/** Bumped when the template format or the way it is restored changes. */
const FORMAT = 'demo-template-1';

/** Default age (seconds) past which a template is rebuilt. */
export const DEMO_CACHE_MAX_AGE_SECONDS = 3600;

/** Where and for how long templates are kept; null directory = no cache. */
export interface DemoCacheSettings {
  dir: string | null;
  maxAgeSeconds: number;
}

/** The settings from the environment (see the module comment). */
export function demoCacheSettings(env: NodeJS.ProcessEnv = process.env): DemoCacheSettings {
  const v = env.TON_LOCALNET_DEMO_CACHE?.trim();
  const dir =
    v === '0' || v === 'off'
      ? null
      : v
        ? path.resolve(v)
        : path.join(os.tmpdir(), 'ton-explorer-localnet-demo');
  const age = Number(env.TON_LOCALNET_DEMO_CACHE_MAX_AGE);
  return {
    dir,
    maxAgeSeconds: Number.isFinite(age) && age >= 0 ? age : DEMO_CACHE_MAX_AGE_SECONDS,
  };
}

/** This module's own file (ESM under tsx and vitest; the CommonJS bundle defines `__filename`). */
function ownFile(): string | null {
  if (typeof __filename === 'string') return __filename;
  try {
    return fileURLToPath(import.meta.url);
  } catch {
    return null;
  }
}

/** Every file under `dir`, sorted (relative path order), for hashing. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

let codeHash: string | null | undefined;

/**
 * Hash of the code that shapes a built demo, computed once per process (see
 * {@link fingerprintOf}); null when it cannot be tied to its code: then nothing is cached.
 */
function codeFingerprint(): string | null {
  if (codeHash === undefined) {
    const file = ownFile();
    codeHash = file ? fingerprintOf(file) : null;
  }
  return codeHash;
}

/** The nearest folder at or above `dir` holding a package.json (at most 6 levels up); null when none. */
function projectRoot(dir: string): string | null {
  let d = dir;
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(d, 'package.json'))) return d;
    const up = path.dirname(d);
    if (up === d) return null;
    d = up;
  }
  return null;
}

/** SHA-256 over each file's path (relative to `root`) and bytes, in the order given. */
function hashFiles(root: string, files: readonly string[]): string {
  const h = createHash('sha256');
  for (const f of files) {
    h.update(path.relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.digest('hex');
}

/**
 * The fingerprint of the code of `file` (this module, as loaded):
 * - from sources (`electron/localnet/scenario/` under tsx and vitest): every file of
 *   `electron/localnet`, the SQLite layer, the root package-lock.json and npm's record of the
 *   installed packages (`node_modules/.package-lock.json`: the emulator and contract packages as
 *   installed); null when one is missing;
 * - from a bundle (the web shell's or the app's `main.cjs`, which holds the local network's
 *   code): the bundle's own bytes, with the package.json, package-lock.json and npm's record of
 *   the project it sits in, those that exist (a packaged app has no lock files; its bundle and
 *   packages change together).
 * Exported for its test.
 */
export function fingerprintOf(file: string): string | null {
  const localnet = path.resolve(path.dirname(file), '..');
  if (path.basename(localnet) === 'localnet') {
    const root = path.resolve(localnet, '..', '..');
    const inputs = [
      path.join(root, 'electron', 'sqlite', 'database.ts'),
      path.join(root, 'package-lock.json'),
      path.join(root, 'node_modules', '.package-lock.json'),
    ];
    if (!inputs.every((f) => existsSync(f))) return null;
    return hashFiles(root, [...filesUnder(localnet), ...inputs]);
  }
  const root = projectRoot(path.dirname(file));
  if (!root || !existsSync(file)) return null;
  const records = [
    'package.json',
    'package-lock.json',
    path.join('node_modules', '.package-lock.json'),
  ]
    .map((f) => path.join(root, f))
    .filter((f) => existsSync(f));
  return hashFiles(root, [file, ...records]);
}

/** What a demo chain is built from (the build-time options of the network). */
export interface DemoInputs {
  seed: string;
  history: number;
  network: string;
}

/**
 * Largest `history` cached: a larger one is a scale test (or benchmark) whose template would
 * take hundreds of megabytes of temp space, and whose build is what it measures.
 */
export const DEMO_CACHE_MAX_HISTORY = 5000;

/**
 * The cache key of a demo built from `inputs` by this code, or null when it is not cached (a
 * history over `DEMO_CACHE_MAX_HISTORY`, or code not found beside this module).
 */
export function demoCacheKey(inputs: DemoInputs): string | null {
  if (inputs.history > DEMO_CACHE_MAX_HISTORY) return null;
  const code = codeFingerprint();
  if (!code) return null;
  const doc = JSON.stringify([FORMAT, code, inputs.seed, inputs.history, inputs.network]);
  return createHash('sha256').update(doc).digest('hex').slice(0, 32);
}

/** The template file of `key` in `dir`. */
export function templatePath(dir: string, key: string): string {
  return path.join(dir, `${key}.sqlite`);
}

/** The template of `key` when one exists and is younger than the maximum age; else null. */
export function findTemplate(settings: DemoCacheSettings, key: string): string | null {
  if (!settings.dir) return null;
  const file = templatePath(settings.dir, key);
  try {
    const age = (Date.now() - statSync(file).mtimeMs) / 1000;
    return age <= settings.maxAgeSeconds ? file : null;
  } catch {
    return null;
  }
}

/**
 * Writes the built chain in `index` as the template of `key`: a compact copy (`VACUUM INTO`) to
 * a file of its own, renamed into place, so that a concurrent start reads either no template or
 * a whole one. Best effort: a failure (read-only or full disk) is reported and ignored.
 */
export function saveTemplate(settings: DemoCacheSettings, key: string, index: LocalIndex): void {
  if (!settings.dir) return;
  const final = templatePath(settings.dir, key);
  const temp = `${final}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    mkdirSync(settings.dir, { recursive: true });
    index.db.prepare('VACUUM INTO ?').run(temp);
    renameSync(temp, final);
    pruneStale(settings);
  } catch (e) {
    rmSync(temp, { force: true });
    console.warn(`[localnet] demo cache not written (${(e as Error).message})`);
  }
}

/**
 * Deletes the files of `settings.dir` older than the maximum age (templates of older code or
 * other seeds that no start would take any more, temp files of a start killed while writing).
 */
function pruneStale(settings: DemoCacheSettings): void {
  if (!settings.dir) return;
  const oldest = Date.now() - settings.maxAgeSeconds * 1000;
  for (const name of readdirSync(settings.dir)) {
    if (!name.endsWith('.sqlite') && !name.endsWith('.tmp')) continue;
    const file = path.join(settings.dir, name);
    try {
      if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by a concurrent start.
    }
  }
}

/** Removes a template found unusable (corrupt, or from another key), so the next start rebuilds it. */
export function dropTemplate(file: string): void {
  rmSync(file, { force: true });
}
