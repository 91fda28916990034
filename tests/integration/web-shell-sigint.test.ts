// Ctrl-C in a terminal signals the whole process group, and users press it more than once:
// three SIGINTs within milliseconds still give the web shell's orderly shutdown (lock released,
// databases checkpointed and closed) and exit code 0.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { INSTANCE_LOCK_FILE } from '../../electron/core/app/instance-lock';
import { WORKSPACE_FILE } from '../../electron/core/services/workspace/workspace-db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'webshell-sigint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('web shell and repeated SIGINT', () => {
  it('shuts down once, in order, and exits 0 when SIGINT comes three times', async () => {
    // Its own process group, as a terminal's foreground job is.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'electron/hosts/web-shell/main.ts', '--no-open', '--user-data', dir],
      {
        cwd: root,
        env: { ...process.env, CI: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let output = '';
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    await new Promise<void>((resolve, reject) => {
      const onData = (c: Buffer) => {
        output += c.toString();
        if (/Web shell: http/.test(output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      void exited.then(() => reject(new Error(`exited before serving:\n${output}`)));
    });
    const lock = path.join(dir, INSTANCE_LOCK_FILE);
    const wal = path.join(dir, `${WORKSPACE_FILE}-wal`);
    expect(existsSync(lock)).toBe(true);

    for (let i = 0; i < 3; i++) process.kill(-child.pid!, 'SIGINT');
    const end = await exited;
    expect({ ...end, output }).toMatchObject({ code: 0, signal: null });
    expect(existsSync(lock)).toBe(false);
    // Closed cleanly: the write-ahead log was checkpointed into the database and removed.
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    expect(statSync(path.join(dir, WORKSPACE_FILE)).size).toBeGreaterThan(0);
  }, 120_000);
});
