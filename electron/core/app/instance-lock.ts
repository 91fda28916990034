import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../../shared/ipc/errors';

/** Name of the lock file in the user-data folder. */
export const INSTANCE_LOCK_FILE = 'instance.lock';

/** A held lock; `release` removes the file (idempotent; also done on process exit). */
export interface InstanceLock {
  readonly file: string;
  release(): void;
}

interface LockBody {
  pid: number;
  holder: string;
  since: string;
}

/**
 * Takes the user-data folder for this process, so two app processes (desktop app, web shell,
 * CLI) never write the same profiles, checkpoints and local chain. The lock file holds the
 * holder's pid: a lock left by a process that no longer runs (killed with `kill -9`) is taken
 * over; one held by a live process is refused.
 *
 * @param holder what this process is, for the other process's message ("the web shell").
 * @throws AppError `CONFLICT` naming the running holder, its pid and the folder.
 */
export function acquireInstanceLock(userDataDir: string, holder: string): InstanceLock {
  const file = path.join(userDataDir, INSTANCE_LOCK_FILE);
  const body: LockBody = { pid: process.pid, holder, since: new Date().toISOString() };
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const current = readLock(file);
      if (current && current.pid !== process.pid && isRunning(current.pid)) {
        throw new AppError({
          code: 'CONFLICT',
          message:
            `${current.holder} (pid ${current.pid}) already uses the user-data folder ` +
            `${userDataDir}. Close it first, or pass another folder with --user-data.`,
        });
      }
      // Stale (its process is gone) or unreadable (a crash mid-write): take it over.
      rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(body));
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only remove our own lock (never one a successor took over).
      if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
    };
    process.on('exit', release);
    return { file, release };
  }
  throw new AppError({
    code: 'CONFLICT',
    message: `Could not take the lock ${file}: another process keeps recreating it.`,
  });
}

function readLock(file: string): LockBody | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockBody>;
    return typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0
      ? { pid: value.pid, holder: String(value.holder ?? 'Another process'), since: '' }
      : null;
  } catch {
    return null;
  }
}

/**
 * True when a process with this pid runs (EPERM: it exists but belongs to someone else). A
 * zombie (Linux: state `Z` in /proc/<pid>/stat) is not running: a holder killed with
 * `kill -9` whose parent died too stays a zombie until init reaps it, and in a container whose
 * init never reaps that is forever.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** Linux only (elsewhere false): the state letter after the `(comm)` field of /proc/<pid>/stat. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}
