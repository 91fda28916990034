import { spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalIndex } from '../../electron/localnet/index/local-index';
import {
  copyTemplate,
  demoCacheSettings,
  findTemplate,
  saveTemplate,
  type DemoCacheSettings,
} from '../../electron/localnet/scenario/demo-cache';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * Whether the local network may trust a demo template (issue 36): only one this user built,
 * unchanged, from a private folder. A tampered, foreign, future-dated, linked or FIFO template is
 * never copied (the start then builds the demo: `localnet-demo-cache.test.ts`), and nothing
 * waits on a file that is not a regular file.
 */

const tmp = tempDirForSuite('demo-cache-trust-');
const KEY = 'a'.repeat(32);
let n = 0;

/** Settings of a fresh cache folder and a user's secret (XDG config folder `user`). */
function settingsOf(user = 'alice'): DemoCacheSettings {
  vi.stubEnv('XDG_CONFIG_HOME', join(tmp(), `config-${user}`));
  vi.stubEnv('TON_LOCALNET_DEMO_CACHE', join(tmp(), `cache-${++n}`));
  return demoCacheSettings();
}

/** Saves a small chain (an index with one meta row) as the template of KEY. */
function saveSmall(settings: DemoCacheSettings, note = 'alice deposits 10000 TON'): string {
  const index = LocalIndex.open();
  index.setMeta('note', note);
  saveTemplate(settings, KEY, index);
  index.close();
  return findTemplate(settings, KEY)!.file;
}

/** Copies the template of KEY out, or says why not. */
function tryCopy(settings: DemoCacheSettings): string {
  const found = findTemplate(settings, KEY);
  if (!found) return 'none found';
  const dest = join(tmp(), `copy-${++n}.sqlite`);
  try {
    copyTemplate(settings, found, KEY, dest);
    return 'copied';
  } catch (e) {
    expect(existsSync(dest)).toBe(false);
    return (e as Error).message;
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('demo templates', () => {
  it('live in a private folder under a name holding their keyed hash, with a private secret', () => {
    const settings = settingsOf();
    const file = saveSmall(settings);
    expect(file.split('/').at(-1)).toMatch(/^a{32}\.[0-9a-f]{64}\.sqlite$/);
    expect(statSync(settings.dir!).mode & 0o777).toBe(0o700);
    expect(statSync(settings.secretFile).mode & 0o777).toBe(0o600);
    expect(settings.secretFile).toContain(join('config-alice', 'ton-explorer-desktop'));
    expect(tryCopy(settings)).toBe('copied');
  });

  it('a tampered template is refused before any copy', () => {
    const settings = settingsOf();
    const file = saveSmall(settings);
    const bytes = readFileSync(file);
    const at = bytes.indexOf('10000');
    bytes.write('77700', at);
    writeFileSync(file, bytes);
    expect(tryCopy(settings)).toMatch(/keyed hash does not match/);
  });

  it('a foreign template (another user’s secret) put in under the right name is refused', () => {
    const mallory = settingsOf('mallory');
    const forged = saveSmall(mallory, 'alice deposits 777000 TON');
    const settings = settingsOf('alice');
    mkdirSync(settings.dir!, { recursive: true, mode: 0o700 });
    renameSync(forged, join(settings.dir!, forged.split('/').at(-1)!));
    expect(tryCopy(settings)).toMatch(/keyed hash does not match/);
  });

  it('a template dated in the future counts as expired, and the next save prunes it', () => {
    const settings = settingsOf();
    const file = saveSmall(settings);
    const nextYear = new Date(Date.now() + 365 * 86_400_000);
    utimesSync(file, nextYear, nextYear);
    expect(findTemplate(settings, KEY)).toBeNull();
    saveSmall(settings, 'another build');
    expect(existsSync(file)).toBe(false);
  });

  it('a link in the template’s place is not followed, and a linked cache folder is not used', () => {
    const settings = settingsOf();
    const file = saveSmall(settings);
    const elsewhere = join(tmp(), `elsewhere-${++n}.sqlite`);
    renameSync(file, elsewhere);
    symlinkSync(elsewhere, file);
    expect(tryCopy(settings)).toMatch(/ELOOP|symbolic link/);

    const real = join(tmp(), `real-cache-${++n}`);
    mkdirSync(real, { mode: 0o700 });
    const linked = { ...settings, dir: join(tmp(), `linked-cache-${++n}`) };
    symlinkSync(real, linked.dir);
    expect(findTemplate(linked, KEY)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/not a folder/));
  });

  it('a FIFO named as the template is refused at once (nothing waits for a writer)', () => {
    const settings = settingsOf();
    const file = saveSmall(settings);
    const name = file.split('/').at(-1)!;
    renameSync(file, join(tmp(), `moved-${++n}`));
    expect(spawnSync('mkfifo', [join(settings.dir!, name)]).status).toBe(0);
    expect(tryCopy(settings)).toMatch(/not a regular file/);
  });

  it.runIf(process.getuid?.() === 0)('a cache folder owned by another user is refused', () => {
    const settings = settingsOf();
    saveSmall(settings);
    chownSync(settings.dir!, 4242, 4242);
    expect(findTemplate(settings, KEY)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/belongs to another user/));
    expect(readdirSync(settings.dir!)).toHaveLength(1);
  });
});
