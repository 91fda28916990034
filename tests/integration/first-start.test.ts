import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnWebShell } from '../helpers/web-shell-process';

/**
 * `npm start` on a machine where Electron's binary is missing and cannot be downloaded: the
 * binary is hidden (ELECTRON_OVERRIDE_DIST_PATH at an empty folder) and the download points at
 * a closed local port (ELECTRON_MIRROR), so this holds with or without internet.
 */
const userData = mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
const emptyDist = mkdtempSync(path.join(os.tmpdir(), 'no-electron-'));
afterAll(() => {
  rmSync(userData, { recursive: true, force: true });
  rmSync(emptyDist, { recursive: true, force: true });
});

/**
 * `npm start` here, up to the web shell's URL, then stopped: what it printed in all, and the
 * lines before the web shell's own (what it says about Electron).
 */
async function startWithoutElectron(): Promise<{ output: string; before: string[] }> {
  const shell = spawnWebShell(userData, [], {
    npmStart: true,
    env: { ELECTRON_OVERRIDE_DIST_PATH: emptyDist, ELECTRON_MIRROR: 'http://127.0.0.1:9/' },
  });
  try {
    await shell.url;
    const output = shell.output();
    return { output, before: output.slice(0, output.indexOf('Web shell: ')).trim().split('\n') };
  } finally {
    shell.child.kill('SIGTERM');
    await shell.exited;
  }
}

describe('first start without Electron and without internet', () => {
  it('says so in one line naming the download log, then starts the web shell', async () => {
    const { output, before } = await startWithoutElectron();
    const log = path.join(userData, 'logs', 'electron-download.log');
    expect(before).toEqual([
      expect.stringMatching(
        /^Electron could not be downloaded \(.+; details in .+\); starting the web shell instead\.$/,
      ),
    ]);
    expect(before[0]).toContain(log);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
    expect(existsSync(log)).toBe(true);
    expect(readFileSync(log, 'utf8')).toMatch(/install\.js/);
  }, 240_000);

  it('does not try the download again for a day after it failed', async () => {
    const log = path.join(userData, 'logs', 'electron-download.log');
    const logged = readFileSync(log, 'utf8');
    const { before } = await startWithoutElectron();
    expect(before).toEqual([
      expect.stringMatching(
        /^Electron could not be downloaded \(.+; not tried again until a day after that try; details in .+\); starting the web shell instead\.$/,
      ),
    ]);
    expect(readFileSync(log, 'utf8')).toBe(logged); // the installer did not run again
  }, 240_000);
});
