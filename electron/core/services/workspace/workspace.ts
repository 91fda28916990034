import type { Database } from '../../../sqlite/database';
import { CanvasStore } from './canvas-store';
import { CasesStore } from './cases-store';
import { LabelsStore } from './labels-store';
import { LookalikeStore } from './lookalike-store';
import { QueryCacheStore } from './query-cache-store';
import { ReplayStore } from './replay-store';
import { RiskStore } from './risk-store';
import { WatchStore } from './watch-store';
import { openWorkspaceDb } from './workspace-db';
import { BuiltinLabels } from '../labels/builtin-labels';
import { findDataDir } from '../labels/data-dir';
import { LabelDirectory } from '../labels/label-directory';

/**
 * The built-in label sets of the process, read once on first use: the same files for every
 * workspace opened (tests open many).
 */
let sharedBuiltin: BuiltinLabels | null = null;
function defaultBuiltin(): BuiltinLabels {
  sharedBuiltin ??= new BuiltinLabels(findDataDir());
  return sharedBuiltin;
}

/**
 * The analyst's workspace in main: one SQLite database (`workspace.sqlite` in the user-data
 * folder) and the stores over it. Opened once by the composition root; closed on quit.
 */
export class Workspace {
  /** The user's labels (written and imported), stored per network. */
  readonly labels: LabelsStore;
  /** Every label shown: the user's over the network's built-in set (ton-labels on mainnet). */
  readonly directory: LabelDirectory;
  readonly cache: QueryCacheStore;
  readonly watches: WatchStore;
  readonly cases: CasesStore;
  readonly risk: RiskStore;
  /** Lookalike addresses the address-poisoning rule found (issue 37). */
  readonly lookalikes: LookalikeStore;
  /** Canvases kept in cases (issue 20). */
  readonly canvases: CanvasStore;
  /** Replays kept in cases (issue 33). */
  readonly replays: ReplayStore;

  private constructor(
    readonly db: Database,
    builtin: BuiltinLabels,
  ) {
    this.labels = new LabelsStore(db);
    this.directory = new LabelDirectory(this.labels, builtin);
    this.cache = new QueryCacheStore(db);
    this.watches = new WatchStore(db);
    this.cases = new CasesStore(db);
    this.risk = new RiskStore(db);
    this.lookalikes = new LookalikeStore(db);
    this.canvases = new CanvasStore(db);
    this.replays = new ReplayStore(db);
  }

  /**
   * Opens the user-data folder's workspace (see {@link openWorkspaceDb}); built-in labels from
   * `builtin`, else the app's shipped sets.
   */
  static open(userDataDir: string, builtin: BuiltinLabels = defaultBuiltin()): Workspace {
    return new Workspace(openWorkspaceDb(userDataDir), builtin);
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
