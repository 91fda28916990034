import path from 'node:path';
import { Database } from '../../sqlite/database';
import { migrate } from './schema';

/** File name of the workspace database inside the user-data folder. */
export const WORKSPACE_FILE = 'workspace.sqlite';

/**
 * Opens (creating when absent) the workspace database `workspace.sqlite` in `userDataDir`:
 * WAL journal (readers never block the writer; a crash loses at most the last uncommitted
 * transaction), `synchronous = NORMAL` (durable at each WAL checkpoint, safe against
 * corruption), foreign keys on, and the schema migrated to the current version.
 * Throws when the file is not a database or is newer than this app.
 */
export function openWorkspaceDb(userDataDir: string, file = WORKSPACE_FILE): Database {
  const db = new Database(path.join(userDataDir, file));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}
