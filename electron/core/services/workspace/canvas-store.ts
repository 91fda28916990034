import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import {
  canvasDocumentSchema,
  type CanvasDocument,
  type CanvasSummary,
} from '../../../../shared/canvas/document';
import { WorkspaceStore } from './store';
import { sqlJson } from '../../../sqlite/text';

/** A kept canvas as {@link SELECT} reads it: the summary's own fields and the JSON document. */
type Row = Omit<CanvasSummary, 'nodes' | 'edges'> & { doc: string };

/** Selects the columns of a {@link Row}, named as the summary names them. */
const SELECT = `SELECT v.id, v.case_id AS caseId, v.name, v.doc, v.created_at AS createdAt,
  v.updated_at AS updatedAt FROM case_canvases v JOIN cases c ON c.id = v.case_id`;

function summaryOf({ doc: _json, ...kept }: Row, doc: CanvasDocument): CanvasSummary {
  return { ...kept, nodes: doc.nodes.length, edges: doc.edges.length };
}

function notFound(what: string): AppError {
  return new AppError({ code: 'NOT_FOUND', message: `No such ${what} on this network.` });
}

/**
 * Canvases kept in cases (table `case_canvases`): one JSON document per (case, name), written
 * whole and read back through the same zod schema, so a reopened canvas is the saved one.
 * Deleting a case deletes its canvases. Every method takes the network: a case or canvas of
 * another network is NOT_FOUND.
 */
export class CanvasStore extends WorkspaceStore {
  /** The case's canvases, most recently saved first. Throws NOT_FOUND for no such case. */
  list(network: Network, caseId: number): CanvasSummary[] {
    this.assertCase(network, caseId);
    const rows = this.db
      .prepare(
        `${SELECT} WHERE c.network = ? AND v.case_id = ? ORDER BY v.updated_at DESC, v.id DESC`,
      )
      .all(network, caseId) as Row[];
    return rows.map((r) => summaryOf(r, this.parse(r)));
  }

  /**
   * Saves `doc` as the case's canvas `name` (replacing one of that name) and marks the case
   * changed. Throws NOT_FOUND for no such case.
   */
  save(network: Network, caseId: number, name: string, doc: CanvasDocument): CanvasSummary {
    const checked = canvasDocumentSchema.parse(doc);
    const now = this.now();
    return this.db.transaction(() => {
      this.assertCase(network, caseId);
      this.db
        .prepare(
          `INSERT INTO case_canvases (case_id, name, doc, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (case_id, name) DO UPDATE SET doc = excluded.doc, updated_at = excluded.updated_at`,
        )
        .run(caseId, name.trim(), sqlJson(checked), now, now);
      this.db.prepare('UPDATE cases SET updated_at = ? WHERE id = ?').run(now, caseId);
      const row = this.db
        .prepare(`${SELECT} WHERE v.case_id = ? AND v.name = ?`)
        .get(caseId, name.trim()) as Row;
      return summaryOf(row, checked);
    })();
  }

  /** A kept canvas with its document. Throws NOT_FOUND. */
  get(network: Network, id: number): { summary: CanvasSummary; doc: CanvasDocument } {
    const row = this.db.prepare(`${SELECT} WHERE c.network = ? AND v.id = ?`).get(network, id) as
      Row | undefined;
    if (!row) throw notFound('canvas');
    const doc = this.parse(row);
    return { summary: summaryOf(row, doc), doc };
  }

  /** Deletes a kept canvas; false when there was none. */
  remove(network: Network, id: number): boolean {
    return (
      this.db
        .prepare(
          'DELETE FROM case_canvases WHERE id = ? AND case_id IN (SELECT id FROM cases WHERE network = ?)',
        )
        .run(id, network).changes > 0
    );
  }

  private assertCase(network: Network, caseId: number): void {
    const found = this.db
      .prepare('SELECT 1 FROM cases WHERE network = ? AND id = ?')
      .get(network, caseId);
    if (!found) throw notFound('case');
  }

  /** The stored document, checked again (a damaged row is an error, not a wrong picture). */
  private parse(r: Row): CanvasDocument {
    const parsed = canvasDocumentSchema.safeParse(JSON.parse(r.doc));
    if (!parsed.success) {
      throw new AppError({
        code: 'INTERNAL',
        message: `The saved canvas “${r.name}” is damaged: ${parsed.error.issues[0]?.message ?? ''}`,
      });
    }
    return parsed.data;
  }
}
