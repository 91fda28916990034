import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTANCE_LOCK_FILE } from '../../electron/core/app/instance-lock';
import { main as cli } from '../../electron/hosts/cli/main';
import { MemoryVault } from '../helpers/memory-vault';
import { recordingIo } from '../helpers/cli-io';

/**
 * The CLI and a running app on one user-data folder: commands that write (profiles, keys,
 * exports, sends) are refused with the holder named and write nothing; reads still run; once
 * the holder is gone (even killed, leaving its lock behind) the CLI proceeds and leaves no lock.
 */

let dir: string;
let holder: ChildProcess | null = null;

async function run(args: string[]) {
  const io = recordingIo({ env: { TON_EXPLORER_USER_DATA: dir }, vault: new MemoryVault() });
  const code = await cli(args, io);
  return { code, stdout: io.stdout.join('\n'), stderr: io.stderr.join('\n') };
}

const addLab = () =>
  run(
    ['profiles', 'add', 'Lab', '--network', 'local'].concat([
      '--v2',
      'http://127.0.0.1:9/api/v2',
      '--v3',
      'http://127.0.0.1:9/api/v3',
    ]),
  );

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cli-lock-'));
  // A live process that holds the folder, as the web shell's lock file records it.
  holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
  writeFileSync(
    path.join(dir, INSTANCE_LOCK_FILE),
    JSON.stringify({ pid: holder.pid, holder: 'The web shell', since: new Date().toISOString() }),
  );
});

afterEach(() => {
  holder?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('CLI instance lock', () => {
  it('refuses a writing command while the app holds the folder, and writes nothing', async () => {
    const r = await addLab();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `^ERROR CONFLICT: The web shell \\(pid ${holder!.pid}\\) already uses the user-data folder`,
      ),
    );
    const list = await run(['profiles', 'list', '--json']);
    expect(list.code).toBe(0); // reads run beside the app
    expect(list.stdout).not.toContain('"Lab"');
    expect(existsSync(path.join(dir, INSTANCE_LOCK_FILE))).toBe(true); // the holder's, untouched
  });

  it('proceeds once the holder was killed, and releases its own lock at the end', async () => {
    const exited = new Promise((resolve) => holder!.once('exit', resolve));
    holder!.kill('SIGKILL');
    await exited;
    const r = await addLab();
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((await run(['profiles', 'list', '--json'])).stdout).toContain('"Lab"');
    expect(existsSync(path.join(dir, INSTANCE_LOCK_FILE))).toBe(false);
  });
});
