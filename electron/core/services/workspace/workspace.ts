import type { Database } from '../../../sqlite/database';
import { CanvasStore } from './canvas-store';
import { CasesStore } from './cases-store';
import { LabelsStore } from './labels-store';
import { QueryCacheStore } from './query-cache-store';
import { ReplayStore } from './replay-store';
import { RiskStore } from './risk-store';
import { WatchStore } from './watch-store';
import { openWorkspaceDb } from './workspace-db';

/**
 * The analyst's workspace in main: one SQLite database (`workspace.sqlite` in the user-data
 * folder) and the stores over it. Opened once by the composition root; closed on quit.
 */
export class Workspace {
  readonly labels: LabelsStore;
  readonly cache: QueryCacheStore;
  readonly watches: WatchStore;
  readonly cases: CasesStore;
  readonly risk: RiskStore;
  /** Canvases kept in cases (issue 20). */
  readonly canvases: CanvasStore;
  /** Replays kept in cases (issue 33). */
  readonly replays: ReplayStore;

  private constructor(readonly db: Database) {
    this.labels = new LabelsStore(db);
    this.cache = new QueryCacheStore(db);
    this.watches = new WatchStore(db);
    this.cases = new CasesStore(db);
    this.risk = new RiskStore(db);
    this.canvases = new CanvasStore(db);
    this.replays = new ReplayStore(db);
  }

  /** Opens the user-data folder's workspace (see {@link openWorkspaceDb}). */
  static open(userDataDir: string): Workspace {
    return new Workspace(openWorkspaceDb(userDataDir));
  }

  /** Closes the database after checkpointing its write-ahead log into the file (and emptying
   * the log), so the file alone holds everything: an orderly shutdown leaves no WAL behind. */
  close(): void {
    if (!this.db.open) return;
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      this.db.close();
    }
  }
}
