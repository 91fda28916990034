import { existsSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../../../shared/ipc/errors';
import { Database } from '../../../sqlite/database';
import { repairInvalidText } from '../../../sqlite/text-repair';
import { sqlJson } from '../../../sqlite/text';
import { migrate } from './schema';

/** The start-up flag that moves a damaged workspace aside ({@link moveAsideIfDamaged}). */
export const MOVE_DAMAGED_FLAG = '--move-damaged-workspace';

/** File name of the workspace database inside the user-data folder. */
export const WORKSPACE_FILE = 'workspace.sqlite';

/**
 * Opens (creating when absent) the workspace database `workspace.sqlite` in `userDataDir`:
 * WAL journal (readers never block the writer; a crash loses at most the last uncommitted
 * transaction), `synchronous = NORMAL` (durable at each WAL checkpoint, safe against
 * corruption), foreign keys on, and the schema migrated to the current version.
 * An existing file is checked first ({@link checkWorkspaceFile}): a damaged one throws
 * {@link WorkspaceDamagedError} and is left exactly as it was. Throws when the file is newer
 * than this app.
 */
export function openWorkspaceDb(userDataDir: string, file = WORKSPACE_FILE): Database {
  const full = path.join(userDataDir, file);
  checkWorkspaceFile(full);
  const db = new Database(full);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Up to 32 MiB of pages in memory (SQLite's default is 2 MiB): a page of rows probes the
    // labels table at a thousand random keys, and 100 000 labels take about 25 MiB on disk.
    db.pragma('cache_size = -32000');
    migrate(db);
    repairTextOnce(db);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/** The settings row saying this file's text was checked for invalid UTF-8 (and repaired). */
const TEXT_REPAIRED_KEY = 'text-utf8-checked';

/**
 * Repairs, once per file, text rows that are not UTF-8 ({@link repairInvalidText}): a label
 * file's lone surrogate (`"\ud800"`) imported before every write was made well-formed is stored
 * as bytes libsql cannot read, and reading that row aborts the process, at every start. Since
 * then no write can store such text, so the check is recorded and not repeated.
 */
function repairTextOnce(db: Database): void {
  const done = db
    .prepare('SELECT value FROM settings WHERE key = ?')
    .pluck()
    .get(TEXT_REPAIRED_KEY);
  if (done !== undefined) return;
  db.transaction(() => {
    const repaired = repairInvalidText(db);
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(
      TEXT_REPAIRED_KEY,
      sqlJson({ at: Date.now(), repaired }),
    );
  })();
}

/**
 * The workspace file is damaged (or empty, or not a database): nothing was written to it. The
 * message names the file and the ways out; `file` is its path.
 */
export class WorkspaceDamagedError extends AppError {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super({
      code: 'CONFLICT',
      message:
        `The workspace file ${file} is damaged (${detail}); nothing was written to it. ` +
        `Move it aside and start with an empty workspace (start again with ` +
        `${MOVE_DAMAGED_FLAG}: the file is kept, renamed), then restore a backup in ` +
        `Settings → Workspace backup if you have one.`,
    });
    this.name = 'WorkspaceDamagedError';
  }
}

/**
 * Checks an existing workspace file before anything writes to it: opened read-only, it must be
 * a SQLite database that passes `PRAGMA quick_check`. A 0-byte file is damaged too (a new
 * workspace is made only where no file is). Throws {@link WorkspaceDamagedError}.
 */
export function checkWorkspaceFile(file: string): void {
  if (!existsSync(file)) return;
  if (statSync(file).size === 0)
    throw new WorkspaceDamagedError(file, 'the file is empty, 0 bytes');
  let db: Database | null = null;
  let problem: string;
  try {
    db = new Database(file, { readonly: true });
    const rows = db.pragma('quick_check') as Array<Record<string, unknown>>;
    const lines = rows.map((r) => String(Object.values(r)[0]));
    problem = lines.length === 1 && lines[0] === 'ok' ? '' : lines.slice(0, 3).join('; ');
  } catch (err) {
    problem = (err as Error).message;
  } finally {
    db?.close();
  }
  if (problem) throw new WorkspaceDamagedError(file, problem);
}

/**
 * Moves a damaged workspace file (with its `-wal` and `-shm`) aside to
 * `workspace.damaged-<time>.sqlite` in the same folder, so the next open starts an empty
 * workspace and the original is kept. Returns the new path, or null when there is no file.
 */
export function moveWorkspaceAside(userDataDir: string, now = new Date()): string | null {
  const file = path.join(userDataDir, WORKSPACE_FILE);
  if (!existsSync(file)) return null;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(userDataDir, `workspace.damaged-${stamp}.sqlite`);
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  renameSync(file, target);
  return target;
}

/**
 * `--move-damaged-workspace`: when the user-data folder's workspace file is damaged, moves it
 * aside ({@link moveWorkspaceAside}) and returns where to; a healthy (or absent) file is left
 * alone and null returned.
 */
export function moveAsideIfDamaged(userDataDir: string): string | null {
  try {
    checkWorkspaceFile(path.join(userDataDir, WORKSPACE_FILE));
    return null;
  } catch (err) {
    if (!(err instanceof WorkspaceDamagedError)) throw err;
    return moveWorkspaceAside(userDataDir);
  }
}

/** What the user chose for a damaged workspace file. */
export type DamagedWorkspaceChoice = 'move-aside' | 'quit';

/**
 * The in-app way out of a damaged workspace, run before the app opens it: checks the
 * user-data folder's workspace file ({@link checkWorkspaceFile}); a healthy or absent one
 * needs nothing. A damaged one is shown to the user by `ask` (the desktop app's dialog, the
 * web shell's terminal question), which gets the error naming the file and the ways out:
 * `move-aside` moves it aside ({@link moveWorkspaceAside}: kept, renamed) so the app starts
 * with an empty workspace where a backup can be restored; `quit` leaves it untouched.
 * Returns whether to go on starting and where the file was moved (null: not moved).
 */
export async function resolveDamagedWorkspace(
  userDataDir: string,
  ask: (damage: WorkspaceDamagedError) => Promise<DamagedWorkspaceChoice>,
): Promise<{ proceed: boolean; movedTo: string | null }> {
  try {
    checkWorkspaceFile(path.join(userDataDir, WORKSPACE_FILE));
    return { proceed: true, movedTo: null };
  } catch (err) {
    if (!(err instanceof WorkspaceDamagedError)) throw err;
    if ((await ask(err)) !== 'move-aside') return { proceed: false, movedTo: null };
    return { proceed: true, movedTo: moveWorkspaceAside(userDataDir) };
  }
}
