import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireInstanceLock, INSTANCE_LOCK_FILE } from '../../electron/core/app/instance-lock';

/** vi.waitFor's default (1 s) is shorter than a busy 2-core CI machine can take. */
const WAIT = { timeout: 15_000 };

const dirs: string[] = [];
const children: ChildProcess[] = [];

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ton-explorer-lock-'));
  dirs.push(dir);
  return dir;
}

function writeLock(dir: string, pid: number): void {
  writeFileSync(
    path.join(dir, INSTANCE_LOCK_FILE),
    JSON.stringify({ pid, holder: 'The web shell', since: new Date().toISOString() }),
  );
}

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the user-data folder lock', () => {
  it('refuses a folder a running process holds, naming it', () => {
    const dir = folder();
    const holder = spawn('sleep', ['30']);
    children.push(holder);
    writeLock(dir, holder.pid!);
    expect(() => acquireInstanceLock(dir, 'The CLI')).toThrow(
      new RegExp(`The web shell \\(pid ${holder.pid}\\) already uses the user-data folder`),
    );
  });

  it('takes over the lock of a process that is gone, and releases only its own', async () => {
    const dir = folder();
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    writeLock(dir, gone.pid!);
    const lock = acquireInstanceLock(dir, 'The CLI');
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'takes over the lock of a zombie (killed, never reaped), which is not running',
    async () => {
      const dir = folder();
      // `sh` starts a background child, prints its pid, then becomes `sleep 30`, which never
      // waits: the child, once finished, stays a zombie while `sleep 30` lives. The child ends
      // only after `sh` has become `sleep` (its /proc comm says so): ending earlier, `sh` itself
      // could reap it and the pid would be gone.
      const parent = spawn('sh', [
        '-c',
        'p=$$; (while [ "$(cat /proc/$p/comm)" != sleep ]; do sleep 0.01; done) & echo $!; exec sleep 30',
      ]);
      children.push(parent);
      const pid = await new Promise<number>((resolve) =>
        parent.stdout!.once('data', (b: Buffer) => resolve(Number(b.toString().trim()))),
      );
      await vi.waitFor(() => {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        expect(stat.slice(stat.lastIndexOf(')') + 2)[0]).toBe('Z');
      }, WAIT);
      writeLock(dir, pid);
      const lock = acquireInstanceLock(dir, 'The web shell');
      expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
    },
  );
});
