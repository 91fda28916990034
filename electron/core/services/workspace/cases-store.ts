import type { z } from 'zod';
import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import {
  CASE_FILE_FORMAT,
  CASE_ITEMS_MAX,
  caseItemKey,
  caseNameSchema,
  caseNoteSchema,
  type CaseDetail,
  type CaseFile,
  type CaseFileItem,
  type CaseItem,
  type CaseItemKind,
  type CaseSummary,
} from '../../../../shared/workspace/cases';
import { deleteWhere, WorkspaceStore } from './store';
import { orInvalidInput } from '../invalid-input';

interface CaseRow {
  id: number;
  name: string;
  note: string;
  item_count: number;
  canvas_count: number;
  replay_count: number;
  created_at: number;
  updated_at: number;
}

interface ItemRow {
  id: number;
  kind: CaseItemKind;
  ref: string;
  note: string;
  added_at: number;
}

const toSummary = (r: CaseRow): CaseSummary => ({
  id: r.id,
  name: r.name,
  note: r.note,
  itemCount: r.item_count,
  canvasCount: r.canvas_count,
  replayCount: r.replay_count,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toItem = (r: ItemRow): CaseItem => ({
  id: r.id,
  kind: r.kind,
  ref: r.ref,
  note: r.note,
  addedAt: r.added_at,
});

const SUMMARY_SQL = `SELECT c.id, c.name, c.note, c.created_at, c.updated_at,
  (SELECT COUNT(*) FROM case_items i WHERE i.case_id = c.id) AS item_count,
  (SELECT COUNT(*) FROM case_canvases v WHERE v.case_id = c.id) AS canvas_count,
  (SELECT COUNT(*) FROM case_replays r WHERE r.case_id = c.id) AS replay_count FROM cases c`;

/** What merging a case file's items into a case did. */
export interface CaseMergeResult {
  itemsAdded: number;
  itemsUnchanged: number;
  /** Items already in the case with a different note: the stored note was kept. */
  noteConflicts: Array<{ kind: CaseItemKind; ref: string; was: string; now: string }>;
}

/**
 * Cases of each network in the workspace database: CRUD of cases and their items, and the
 * JSON case file (export, import as a new case, merge into an existing one for backups).
 * Every method takes the network and touches only that network's cases: an id of another
 * network's case is NOT_FOUND.
 */
export class CasesStore extends WorkspaceStore {
  /** The network's cases, most recently changed first. */
  list(network: Network): CaseSummary[] {
    return (
      this.db
        .prepare(`${SUMMARY_SQL} WHERE c.network = ? ORDER BY c.updated_at DESC, c.id DESC`)
        .all(network) as CaseRow[]
    ).map(toSummary);
  }

  /** A case with its items (oldest first). Throws NOT_FOUND. */
  get(network: Network, id: number): CaseDetail {
    const row = this.db
      .prepare(`${SUMMARY_SQL} WHERE c.network = ? AND c.id = ?`)
      .get(network, id) as CaseRow | undefined;
    if (!row) throw notFound();
    const items = (
      this.db
        .prepare(
          'SELECT id, kind, ref, note, added_at FROM case_items WHERE case_id = ? ORDER BY added_at, id',
        )
        .all(id) as ItemRow[]
    ).map(toItem);
    return { ...toSummary(row), items };
  }

  /** The case of `network` named `name` (case-insensitive), null when none. */
  findByName(network: Network, name: string): CaseSummary | null {
    const row = this.db
      .prepare(`${SUMMARY_SQL} WHERE c.network = ? AND c.name = ? COLLATE NOCASE`)
      .get(network, name.trim()) as CaseRow | undefined;
    return row ? toSummary(row) : null;
  }

  /** Creates an empty case. Throws INVALID_INPUT (bad name) or CONFLICT (name taken). */
  create(network: Network, name: string, note = ''): CaseSummary {
    const n = parseOr(caseNameSchema, name);
    const t = parseOr(caseNoteSchema, note);
    if (this.findByName(network, n)) throw nameTaken(n);
    const now = this.now();
    const id = Number(
      this.db
        .prepare(
          'INSERT INTO cases (network, name, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(network, n, t, now, now).lastInsertRowid,
    );
    return this.get(network, id);
  }

  /** Renames a case and/or changes its note. Throws NOT_FOUND, INVALID_INPUT, CONFLICT. */
  update(network: Network, id: number, change: { name?: string; note?: string }): CaseSummary {
    const current = this.get(network, id);
    const name = change.name === undefined ? current.name : parseOr(caseNameSchema, change.name);
    const note = change.note === undefined ? current.note : parseOr(caseNoteSchema, change.note);
    const other = this.findByName(network, name);
    if (other && other.id !== id) throw nameTaken(name);
    this.db
      .prepare('UPDATE cases SET name = ?, note = ?, updated_at = ? WHERE id = ?')
      .run(name, note, this.now(), id);
    return this.get(network, id);
  }

  /** Deletes a case and its items; false when there was none. */
  remove(network: Network, id: number): boolean {
    return deleteWhere(this.db, 'cases', { network, id });
  }

  /**
   * Adds an item (an address in any form is stored raw). An item already in the case keeps
   * its place; a non-empty `note` replaces its note. Throws NOT_FOUND, INVALID_INPUT (a
   * reference that is not an address / hash), CONFLICT (the case is full).
   */
  addItem(
    network: Network,
    caseId: number,
    kind: CaseItemKind,
    ref: string,
    note = '',
  ): { item: CaseItem; added: boolean } {
    const key = keyOr(kind, ref);
    const text = parseOr(caseNoteSchema, note);
    return this.db.transaction(() => {
      const c = this.get(network, caseId);
      const existing = c.items.find((i) => i.kind === kind && i.ref === key);
      const now = this.now();
      if (existing) {
        if (text && text !== existing.note) {
          this.db.prepare('UPDATE case_items SET note = ? WHERE id = ?').run(text, existing.id);
          this.touch(caseId, now);
        }
        return { item: { ...existing, note: text || existing.note }, added: false };
      }
      if (c.itemCount >= CASE_ITEMS_MAX) {
        throw new AppError({
          code: 'CONFLICT',
          message: `A case holds at most ${CASE_ITEMS_MAX} items; start another case.`,
        });
      }
      const id = Number(
        this.db
          .prepare(
            'INSERT INTO case_items (case_id, kind, ref, note, added_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(caseId, kind, key, text, now).lastInsertRowid,
      );
      this.touch(caseId, now);
      return { item: { id, kind, ref: key, note: text, addedAt: now }, added: true };
    })();
  }

  /** Changes an item's note. Throws NOT_FOUND (no such item in the network's cases). */
  setItemNote(network: Network, itemId: number, note: string): CaseItem {
    const text = parseOr(caseNoteSchema, note);
    const row = this.itemRow(network, itemId);
    const now = this.now();
    this.db.transaction(() => {
      this.db.prepare('UPDATE case_items SET note = ? WHERE id = ?').run(text, itemId);
      this.touch(row.case_id, now);
    })();
    return toItem({ ...row, note: text });
  }

  /** Removes an item from its case; false when there was none. */
  removeItem(network: Network, itemId: number): boolean {
    let row: ItemRow & { case_id: number };
    try {
      row = this.itemRow(network, itemId);
    } catch {
      return false;
    }
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM case_items WHERE id = ?').run(itemId);
      this.touch(row.case_id, this.now());
    })();
    return true;
  }

  /** The case as a JSON case file (without summaries; the caller may add them). */
  toFile(network: Network, id: number): CaseFile {
    const c = this.get(network, id);
    return {
      format: CASE_FILE_FORMAT,
      version: 1,
      network,
      exportedAt: this.now(),
      case: { name: c.name, note: c.note, createdAt: c.createdAt },
      items: c.items.map((i) => ({ kind: i.kind, ref: i.ref, note: i.note, addedAt: i.addedAt })),
    };
  }

  /**
   * Imports a parsed case file as a NEW case of `network`, in one transaction. A name already
   * taken gets " (2)", " (3)"… Throws INVALID_INPUT when the file is of another network.
   */
  importFile(network: Network, file: CaseFile): { case: CaseSummary; renamedFrom: string | null } {
    if (file.network !== network) {
      throw new AppError({
        code: 'INVALID_INPUT',
        message: `Nothing imported: the case is from ${file.network}, this profile is on ${network}. Switch to a ${file.network} profile to import it.`,
      });
    }
    return this.db.transaction(() => {
      const name = this.freeName(network, file.case.name);
      const created = this.create(network, name, file.case.note);
      this.mergeItems(network, created.id, file.items);
      return {
        case: this.get(network, created.id),
        renamedFrom: name === file.case.name ? null : file.case.name,
      };
    })();
  }

  /**
   * Adds a file's items to an existing case (inside the caller's transaction): items already
   * there are kept, and a differing note is reported, not overwritten.
   */
  mergeItems(network: Network, caseId: number, items: readonly CaseFileItem[]): CaseMergeResult {
    const result: CaseMergeResult = { itemsAdded: 0, itemsUnchanged: 0, noteConflicts: [] };
    const existing = new Map(
      this.get(network, caseId).items.map((i) => [`${i.kind} ${i.ref}`, i] as const),
    );
    const insert = this.db.prepare(
      'INSERT INTO case_items (case_id, kind, ref, note, added_at) VALUES (?, ?, ?, ?, ?)',
    );
    const now = this.now();
    for (const item of items) {
      const ref = keyOr(item.kind, item.ref);
      const was = existing.get(`${item.kind} ${ref}`);
      if (was) {
        if (was.note === item.note || item.note === '') result.itemsUnchanged++;
        else result.noteConflicts.push({ kind: item.kind, ref, was: was.note, now: item.note });
        continue;
      }
      if (existing.size >= CASE_ITEMS_MAX) {
        throw new AppError({
          code: 'INVALID_INPUT',
          message: `Nothing imported: a case holds at most ${CASE_ITEMS_MAX} items.`,
        });
      }
      const id = Number(
        insert.run(caseId, item.kind, ref, item.note, item.addedAt ?? now).lastInsertRowid,
      );
      existing.set(`${item.kind} ${ref}`, {
        id,
        kind: item.kind,
        ref,
        note: item.note,
        addedAt: item.addedAt ?? now,
      });
      result.itemsAdded++;
    }
    if (result.itemsAdded) this.touch(caseId, now);
    return result;
  }

  /** `name`, or `name (2)`, `name (3)`… whichever is free on the network. */
  private freeName(network: Network, name: string): string {
    if (!this.findByName(network, name)) return name;
    for (let n = 2; ; n++) {
      const candidate = `${name.slice(0, 110)} (${n})`;
      if (!this.findByName(network, candidate)) return candidate;
    }
  }

  private itemRow(network: Network, itemId: number): ItemRow & { case_id: number } {
    const row = this.db
      .prepare(
        `SELECT i.id, i.kind, i.ref, i.note, i.added_at, i.case_id FROM case_items i
         JOIN cases c ON c.id = i.case_id WHERE c.network = ? AND i.id = ?`,
      )
      .get(network, itemId) as (ItemRow & { case_id: number }) | undefined;
    if (!row) throw new AppError({ code: 'NOT_FOUND', message: 'No such item in your cases.' });
    return row;
  }

  private touch(caseId: number, now: number): void {
    this.db.prepare('UPDATE cases SET updated_at = ? WHERE id = ?').run(now, caseId);
  }
}

function notFound(): AppError {
  return new AppError({ code: 'NOT_FOUND', message: 'No such case on this network.' });
}

function nameTaken(name: string): AppError {
  return new AppError({ code: 'CONFLICT', message: `A case named “${name}” already exists.` });
}

function parseOr<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    throw new AppError({
      code: 'INVALID_INPUT',
      message: r.error.issues[0]?.message ?? 'Invalid.',
    });
  }
  return r.data;
}

function keyOr(kind: CaseItemKind, ref: string): string {
  return orInvalidInput(() => caseItemKey(kind, ref));
}
