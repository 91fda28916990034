import { isUtf8 } from 'node:buffer';
import type { Database } from './database';
import { repairUtf8 } from './text';

/** A table's name, its text columns and how one of its rows is found again. */
interface TableShape {
  name: string;
  columns: string[];
  /** `rowid`, or the primary-key columns of a WITHOUT ROWID table. */
  key: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every ordinary table of `db` with its columns and row key. */
function tablesOf(db: Database): TableShape[] {
  const names = db
    .prepare(
      `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
       AND sql NOT LIKE 'CREATE VIRTUAL%'`,
    )
    .pluck()
    .all() as string[];
  return names.map((name) => {
    const info = db.prepare(`PRAGMA table_info(${quote(name)})`).all() as Array<{
      name: string;
      pk: number;
    }>;
    const withoutRowid = (
      db.prepare(`SELECT sql FROM sqlite_schema WHERE name = ?`).pluck().get(name) as string
    ).match(/\)\s*WITHOUT\s+ROWID\s*$/i);
    const pk = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    return {
      name,
      columns: info.map((c) => c.name),
      key: withoutRowid ? pk.map((c) => c.name) : ['rowid'],
    };
  });
}

/** One row to rewrite: its key as read (blobs for text) and its repaired columns. */
interface Fix {
  key: unknown[];
  set: Map<string, string>;
}

const asBlob = (c: string) =>
  `CASE typeof(${quote(c)}) WHEN 'text' THEN CAST(${quote(c)} AS BLOB) ELSE ${quote(c)} END`;

/**
 * The rows of `t` holding TEXT that is not UTF-8, read as blobs (so no text is decoded on the
 * way: that read is what aborts the process) and repaired ({@link repairUtf8}).
 */
function findFixes(db: Database, t: TableShape): Fix[] {
  const keyExprs = t.key.map((k) => (k === 'rowid' ? 'rowid' : asBlob(k)));
  const anyText = t.columns.map((c) => `typeof(${quote(c)}) = 'text'`).join(' OR ');
  const rows = db
    .prepare(
      `SELECT ${[...keyExprs, ...t.columns.map(asBlob)].join(', ')} FROM ${quote(t.name)} WHERE ${anyText}`,
    )
    .raw()
    .iterate() as Iterable<unknown[]>;
  const fixes: Fix[] = [];
  for (const row of rows) {
    const set = new Map<string, string>();
    t.columns.forEach((c, i) => {
      const v = row[t.key.length + i];
      if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
        const bytes = v instanceof ArrayBuffer ? new Uint8Array(v) : (v as Uint8Array);
        if (!isUtf8(bytes)) set.set(c, repairUtf8(bytes));
      }
    });
    if (set.size) fixes.push({ key: row.slice(0, t.key.length).map(toBindable), set });
  }
  return fixes;
}

const toBindable = (v: unknown) => (v instanceof ArrayBuffer ? Buffer.from(v) : v);

/** Writes the repaired columns of each row of `t` (a repaired key that now collides replaces). */
function applyFixes(db: Database, t: TableShape, fixes: Fix[]): void {
  const where = t.key.map((k) => (k === 'rowid' ? 'rowid = ?' : `${asBlob(k)} IS ?`)).join(' AND ');
  for (const f of fixes) {
    const cols = [...f.set.keys()];
    db.prepare(
      `UPDATE OR REPLACE ${quote(t.name)} SET ${cols.map((c) => `${quote(c)} = ?`).join(', ')} WHERE ${where}`,
    ).run(...cols.map((c) => f.set.get(c)!), ...f.key);
  }
}

/**
 * Repairs every TEXT value of `db` that is not valid UTF-8 (written before every write was
 * made well-formed, e.g. a label file's `"\ud800"` through SQLite's JSON reader): each is read
 * as a blob and written back as text with U+FFFD where it was broken, in one transaction.
 * Returns how many values were rewritten, per table. Reading such a row as text would abort
 * the process (libsql panics), so this runs before anything reads.
 */
export function repairInvalidText(db: Database): Record<string, number> {
  const repaired: Record<string, number> = {};
  db.transaction(() => {
    for (const t of tablesOf(db)) {
      const fixes = findFixes(db, t);
      if (!fixes.length) continue;
      applyFixes(db, t, fixes);
      repaired[t.name] = fixes.reduce((n, f) => n + f.set.size, 0);
    }
  })();
  return repaired;
}
