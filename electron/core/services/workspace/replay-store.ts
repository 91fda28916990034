import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import {
  savedReplayFacts,
  type SavedReplay,
  type SavedReplayDoc,
  type SavedReplaySummary,
} from '../../../../shared/replay/saved';
import { WorkspaceStore } from './store';
import { sqlJson } from '../../../sqlite/text';

/** A kept replay's row as {@link COLUMNS} reads it (the document apart): its summary. */
type Row = SavedReplaySummary;

const COLUMNS = `r.id, r.case_id AS caseId, r.kind, r.ref, r.verdict, r.part, r.matched, r.total,
  r.emulator, r.saved_at AS savedAt`;
const FROM = 'FROM case_replays r JOIN cases c ON c.id = r.case_id';

function notFound(what: string): AppError {
  return new AppError({ code: 'NOT_FOUND', message: `No such ${what} on this network.` });
}

/**
 * Replays kept in cases (table `case_replays`): one document per (case, kind, reference), the
 * replay as main judged it (verdict, outcomes, exit codes, the VM's steps), with its verdict
 * and counts in columns for the list. Deleting a case deletes its replays. Every method takes
 * the network: a case or replay of another network is NOT_FOUND.
 */
export class ReplayStore extends WorkspaceStore {
  /** The case's kept replays, most recently saved first. Throws NOT_FOUND for no such case. */
  list(network: Network, caseId: number): SavedReplaySummary[] {
    this.assertCase(network, caseId);
    return this.db
      .prepare(
        `SELECT ${COLUMNS} ${FROM} WHERE c.network = ? AND r.case_id = ? ORDER BY r.saved_at DESC, r.id DESC`,
      )
      .all(network, caseId) as Row[];
  }

  /**
   * Keeps `doc` in the case, replacing a kept replay of the same reference, and marks the case
   * changed. Throws NOT_FOUND for no such case.
   */
  save(network: Network, caseId: number, doc: SavedReplayDoc): SavedReplaySummary {
    const f = savedReplayFacts(doc);
    const now = this.now();
    return this.db.transaction(() => {
      this.assertCase(network, caseId);
      this.db
        .prepare(
          `INSERT INTO case_replays
             (case_id, kind, ref, verdict, part, matched, total, emulator, doc, saved_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (case_id, kind, ref) DO UPDATE SET verdict = excluded.verdict,
             part = excluded.part, matched = excluded.matched, total = excluded.total,
             emulator = excluded.emulator, doc = excluded.doc, saved_at = excluded.saved_at`,
        )
        .run(
          caseId,
          f.kind,
          f.ref,
          f.verdict,
          f.part,
          f.matched,
          f.total,
          f.emulator,
          sqlJson(doc),
          now,
        );
      this.db.prepare('UPDATE cases SET updated_at = ? WHERE id = ?').run(now, caseId);
      return this.db
        .prepare(`SELECT ${COLUMNS} ${FROM} WHERE r.case_id = ? AND r.kind = ? AND r.ref = ?`)
        .get(caseId, f.kind, f.ref) as Row;
    })();
  }

  /** A kept replay with its document. Throws NOT_FOUND. */
  get(network: Network, id: number): SavedReplay {
    const row = this.db
      .prepare(`SELECT ${COLUMNS}, r.doc ${FROM} WHERE c.network = ? AND r.id = ?`)
      .get(network, id) as (Row & { doc: string }) | undefined;
    if (!row) throw notFound('kept replay');
    const { doc, ...summary } = row;
    return { summary, doc: parseDoc(doc, summary) };
  }

  /** Deletes a kept replay; false when there was none. */
  remove(network: Network, id: number): boolean {
    const removed = this.db
      .prepare(
        'DELETE FROM case_replays WHERE id = ? AND case_id IN (SELECT id FROM cases WHERE network = ?)',
      )
      .run(id, network).changes;
    return removed > 0;
  }

  private assertCase(network: Network, caseId: number): void {
    const found = this.db
      .prepare('SELECT 1 FROM cases WHERE network = ? AND id = ?')
      .get(network, caseId);
    if (!found) throw notFound('case');
  }
}

/**
 * A stored document read back: it must be the JSON the store wrote, of the kind and reference
 * its row says (a damaged file is an error naming the replay, never another replay's steps).
 */
function parseDoc(text: string, row: Row): SavedReplayDoc {
  try {
    const doc = JSON.parse(text) as SavedReplayDoc;
    if (doc.kind === row.kind && savedReplayFacts(doc).ref === row.ref) return doc;
  } catch {
    // not the JSON the store wrote: reported below
  }
  throw new AppError({
    code: 'INTERNAL',
    message: `The kept replay of ${row.ref} is damaged in the workspace file; replay it again and save it.`,
  });
}
