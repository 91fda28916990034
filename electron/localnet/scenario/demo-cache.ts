import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir, defaultUserDataDir } from '../../platform/app-folders';
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
 * Trust (issue 36): a template is a whole chain the network then serves as its own, so it must
 * be one this user built. Templates live in a per-user private folder (the platform's cache
 * folder, `localnet-demo/`, mode 0700; a folder not owned by the user, or a link, is refused and
 * nothing is cached), each named by its key and a keyed hash of its bytes (HMAC-SHA256 under a
 * per-user secret kept in the user-data folder, `localnet-demo-cache.key`, 0600). A template is
 * opened without following links and must be a regular file (so a FIFO never blocks a start);
 * its hash is checked before it is copied, and again over the bytes copied; a template with a
 * modification time in the future counts as expired. One that fails is deleted and the demo
 * built again.
 *
 * Environment: `TON_LOCALNET_DEMO_CACHE` = `0`/`off` disables it, any other value is the cache
 * directory (default: `localnet-demo` in the platform's cache folder, e.g.
 * `~/.cache/ton-explorer-desktop/localnet-demo`); `TON_LOCALNET_DEMO_CACHE_MAX_AGE` = seconds
 * (default 3600).
 */

/** Bumped when the template format or the way it is restored changes. */
const FORMAT = 'demo-template-2';

/** Default age (seconds) past which a template is rebuilt. */
export const DEMO_CACHE_MAX_AGE_SECONDS = 3600;

/** Where and for how long templates are kept; null directory = no cache. */
export interface DemoCacheSettings {
  dir: string | null;
  maxAgeSeconds: number;
  /** The per-user secret of the templates' keyed hashes (created at first use). */
  secretFile: string;
}

/** The settings from the environment (see the module comment). */
export function demoCacheSettings(env: NodeJS.ProcessEnv = process.env): DemoCacheSettings {
  const v = env.TON_LOCALNET_DEMO_CACHE?.trim();
  const dir =
    v === '0' || v === 'off'
      ? null
      : v
        ? path.resolve(v)
        : path.join(defaultCacheDir(env), 'localnet-demo');
  const age = Number(env.TON_LOCALNET_DEMO_CACHE_MAX_AGE);
  return {
    dir,
    maxAgeSeconds: Number.isFinite(age) && age >= 0 ? age : DEMO_CACHE_MAX_AGE_SECONDS,
    secretFile: path.join(defaultUserDataDir(env), 'localnet-demo-cache.key'),
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
    const sqlite = path.join(root, 'electron', 'sqlite');
    if (!existsSync(sqlite)) return null;
    const inputs = [
      ...filesUnder(sqlite),
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

/** A template in the cache: its file and the keyed hash its name carries. */
export interface FoundTemplate {
  file: string;
  mac: string;
}

/** A template's name: `<key>.<keyed hash>.sqlite`. */
const TEMPLATE_NAME = /^([0-9a-f]{32})\.([0-9a-f]{64})\.sqlite$/;

/** open(2) flags: no link followed, no wait on a FIFO (absent on Windows: 0). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NO_BLOCK = constants.O_NONBLOCK ?? 0;

const ownUid = (): number | null =>
  typeof process.getuid === 'function' ? process.getuid() : null;

/**
 * Makes `dir` the private folder of templates: created with mode 0700; throws when it is a link
 * or not a folder, or belongs to another user. The user's own folder with a wider mode is
 * narrowed to 0700.
 */
export function privateCacheDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = lstatSync(dir);
  if (!st.isDirectory()) throw new Error(`${dir} is not a folder (a link or a file)`);
  const uid = ownUid();
  if (uid === null) return;
  if (st.uid !== uid) throw new Error(`${dir} belongs to another user (uid ${st.uid})`);
  if (st.mode & 0o077) chmodSync(dir, 0o700);
}

/** The settings' folder when it can be used privately; null (and why, once) when not. */
function usableDir(settings: DemoCacheSettings): string | null {
  if (!settings.dir) return null;
  try {
    privateCacheDir(settings.dir);
    return settings.dir;
  } catch (e) {
    console.warn(`[localnet] demo cache off: ${(e as Error).message}`);
    return null;
  }
}

/**
 * Opens `file` for reading without following a link and without waiting (a FIFO), and checks
 * it is a regular file of this user; throws otherwise. Returns the descriptor and size.
 */
function openRegular(file: string): { fd: number; size: number } {
  const fd = openSync(file, constants.O_RDONLY | NO_FOLLOW | NO_BLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`${file} is not a regular file`);
    const uid = ownUid();
    if (uid !== null && st.uid !== uid) throw new Error(`${file} belongs to another user`);
    return { fd, size: st.size };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/** Writes all of `chunk` to `fd`. */
function writeAll(fd: number, chunk: Buffer): void {
  for (let at = 0; at < chunk.length;) at += writeSync(fd, chunk, at);
}

/**
 * The keyed hash of a template: HMAC-SHA256 under the user's secret over the format, the key
 * and the bytes read from `fd` (from its start); each chunk is also handed to `sink`.
 */
function macOf(secret: Buffer, key: string, fd: number, sink?: (chunk: Buffer) => void): string {
  const h = createHmac('sha256', secret).update(`${FORMAT}\0${key}\0`);
  const buf = Buffer.allocUnsafe(1 << 20);
  for (let pos = 0; ;) {
    const n = readSync(fd, buf, 0, buf.length, pos);
    if (n === 0) break;
    h.update(buf.subarray(0, n));
    sink?.(buf.subarray(0, n));
    pos += n;
  }
  return h.digest('hex');
}

const sameMac = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The user's secret for the templates' keyed hashes (32 random bytes, hex, mode 0600): read
 * from `file`, or created there at first use (written whole beside it, then linked into place,
 * so a concurrent start reads either none or the whole one).
 */
export function cacheSecret(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeAll(fd, Buffer.from(randomBytes(32).toString('hex')));
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  const { fd, size } = openRegular(file);
  try {
    const text = Buffer.alloc(Math.min(size, 128));
    readSync(fd, text, 0, text.length, 0);
    const hex = text.toString('utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is not a demo cache secret`);
    return Buffer.from(hex, 'hex');
  } finally {
    closeSync(fd);
  }
}

/**
 * Age of a file in seconds from its modification time; a time in the future (past a few
 * seconds of slack: a file system's clock and timestamps are coarser than `Date.now()`) is
 * expired.
 */
function ageOf(mtimeMs: number, now: number): number {
  return mtimeMs > now + FUTURE_SLACK_MS ? Infinity : Math.max(0, now - mtimeMs) / 1000;
}

/** How far in the future a modification time may be and still count as now. */
const FUTURE_SLACK_MS = 5000;

/** The cache's files of `key` with their modification times (links and all, not followed). */
function filesOfKey(
  dir: string,
  key: string,
): Array<{ name: string; mac: string; mtimeMs: number }> {
  const out: Array<{ name: string; mac: string; mtimeMs: number }> = [];
  for (const name of readdirSync(dir)) {
    const m = TEMPLATE_NAME.exec(name);
    if (m?.[1] !== key) continue;
    try {
      out.push({ name, mac: m[2]!, mtimeMs: lstatSync(path.join(dir, name)).mtimeMs });
    } catch {
      // Removed meanwhile by a concurrent start.
    }
  }
  // Newest last; equal times by name, so concurrent starts agree on which one is newest.
  return out.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.name < b.name ? -1 : 1));
}

/**
 * The newest template of `key` younger than the maximum age (a future time counts as
 * expired), or null. Its bytes are not read here: {@link copyTemplate} checks them.
 */
export function findTemplate(settings: DemoCacheSettings, key: string): FoundTemplate | null {
  const dir = usableDir(settings);
  if (!dir) return null;
  const now = Date.now();
  const fresh = filesOfKey(dir, key).filter((f) => ageOf(f.mtimeMs, now) <= settings.maxAgeSeconds);
  const newest = fresh.at(-1);
  return newest ? { file: path.join(dir, newest.name), mac: newest.mac } : null;
}

/**
 * Copies the template `found` of `key` to `dest` (a new file, mode 0600), trusting nothing of
 * it: opened without following a link and without waiting, it must be a regular file of this
 * user whose keyed hash is the one in its name, checked before the copy; the bytes copied are
 * hashed again and `dest` removed when they differ. Throws saying why.
 */
export function copyTemplate(
  settings: DemoCacheSettings,
  found: FoundTemplate,
  key: string,
  dest: string,
): void {
  const secret = cacheSecret(settings.secretFile);
  const { fd } = openRegular(found.file);
  try {
    if (!sameMac(macOf(secret, key, fd), found.mac)) {
      throw new Error('its keyed hash does not match (not built by this user, or changed since)');
    }
    const out = openSync(dest, 'wx', 0o600);
    let copied: string;
    try {
      copied = macOf(secret, key, fd, (chunk) => writeAll(out, chunk));
    } finally {
      closeSync(out);
    }
    if (!sameMac(copied, found.mac)) {
      rmSync(dest, { force: true });
      throw new Error('it changed while it was copied');
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes the built chain in `index` as the template of `key`: a compact copy (`VACUUM INTO`) to
 * a file of its own, named by its keyed hash and renamed into place, so that a concurrent start
 * reads either no template or a whole one. Best effort: a failure (read-only or full disk, a
 * folder that is not private) is reported and ignored.
 */
export function saveTemplate(settings: DemoCacheSettings, key: string, index: LocalIndex): void {
  const dir = usableDir(settings);
  if (!dir) return;
  const temp = path.join(dir, `${key}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    index.db.prepare('VACUUM INTO ?').run(temp);
    const secret = cacheSecret(settings.secretFile);
    const { fd } = openRegular(temp);
    let mac: string;
    try {
      mac = macOf(secret, key, fd);
    } finally {
      closeSync(fd);
    }
    const name = `${key}.${mac}.sqlite`;
    renameSync(temp, path.join(dir, name));
    pruneStale(settings, dir, key);
  } catch (e) {
    rmSync(temp, { force: true });
    console.warn(`[localnet] demo cache not written (${(e as Error).message})`);
  }
}

/**
 * Deletes the files of `dir` past the maximum age or dated in the future (templates of older
 * code or other seeds that no start would take any more, temp files of a start killed while
 * writing), and the templates of `key` but the newest.
 */
function pruneStale(settings: DemoCacheSettings, dir: string, key: string): void {
  const now = Date.now();
  // Every template of `key` but the newest still fresh (concurrent starts agree on which that
  // is; an expired or future-dated one goes anyway).
  const fresh = filesOfKey(dir, key).filter((f) => ageOf(f.mtimeMs, now) <= settings.maxAgeSeconds);
  const older = new Set(fresh.slice(0, -1).map((f) => f.name));
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.sqlite') && !name.endsWith('.tmp')) continue;
    const file = path.join(dir, name);
    try {
      if (older.has(name) || ageOf(lstatSync(file).mtimeMs, now) > settings.maxAgeSeconds) {
        rmSync(file, { force: true });
      }
    } catch {
      // Removed meanwhile by a concurrent start.
    }
  }
}

/** Removes a template found unusable (a link, not a regular file, changed, corrupt), so the next start rebuilds it. */
export function dropTemplate(file: string): void {
  rmSync(file, { force: true });
}
