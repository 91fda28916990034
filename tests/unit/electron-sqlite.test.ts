import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { MAIN_BUNDLE } from '../../scripts/main-bundle.mjs';
import { elfDefinedDynamicSymbols } from '../helpers/elf-symbols';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Electron 45's Node reports this; the addon must not care (module version 150, not Node's 115). */
const ELECTRON_VERSION = '45.4.1';

let work: string;
let probe: string;
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'electron-sqlite-'));
  // Inside the project, so `require('libsql')` resolves from its node_modules as main's does.
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'electron-sqlite-probe');
  mkdirSync(outDir, { recursive: true });
  probe = path.join(outDir, `probe-${process.pid}.cjs`);
  await build({
    ...(MAIN_BUNDLE as object),
    entryPoints: [path.join(ROOT, 'tests/helpers/electron-sqlite-probe.ts')],
    outfile: probe,
    sourcemap: false,
    logLevel: 'error',
  });
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(probe, { force: true });
});

describe('the SQLite binding as main loads it in Electron', () => {
  it('opens, writes and reads the workspace and the local index through one Node-API binary', () => {
    const userData = path.join(work, 'user-data');
    mkdirSync(userData);
    // Electron's main process is Node with `process.versions.electron` set, running main's bundle.
    const preamble =
      `Object.defineProperty(process.versions, 'electron', { value: '${ELECTRON_VERSION}', enumerable: true });` +
      `process.type = 'browser'; process.argv.splice(1, 0, ${JSON.stringify(probe)});` +
      `require(${JSON.stringify(probe)});`;
    const out = execFileSync(process.execPath, ['-e', preamble, userData], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const result = JSON.parse(out.trim().split('\n').at(-1)!) as {
      electron: string;
      label: string;
      journal: string;
      meta: string;
      lt: string;
      loaded: string[];
    };
    expect(result).toMatchObject({
      electron: ELECTRON_VERSION,
      label: 'probe',
      journal: 'wal',
      meta: (2n ** 62n + 1n).toString(),
      lt: (2n ** 62n + 1n).toString(),
    });
    // The one native file loaded is libsql's, and it is a Node-API build.
    expect(result.loaded).toHaveLength(1);
    expect(result.loaded[0]).toMatch(/[\\/]@libsql[\\/][^\\/]+[\\/]index\.node$/);
    if (process.platform === 'linux') {
      expect(elfDefinedDynamicSymbols(result.loaded[0]!).has('napi_register_module_v1')).toBe(true);
    }
  });
});
