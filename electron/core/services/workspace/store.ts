import type { Database, Statement } from '../../../sqlite/database';

/**
 * Base of the stores over the workspace database: the database and the clock (`now`, unix
 * ms) that stamps what a store writes (tests pass a fixed one).
 */
export abstract class WorkspaceStore {
  constructor(
    protected readonly db: Database,
    protected readonly now: () => number = Date.now,
  ) {}
}

/** The named parameter of a column: its camelCase name (`updated_at` → `@updatedAt`). */
function paramOf(column: string): string {
  return `@${column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}

/**
 * Prepares an upsert into `table`: a row of the `key` and `set` columns, each bound by its
 * camelCase name (`updated_at` ← `@updatedAt`); when a row with the same `key` exists, its
 * `set` columns are replaced.
 */
export function prepareUpsert(
  db: Database,
  table: string,
  columns: { key: readonly string[]; set: readonly string[] },
): Statement {
  const all = [...columns.key, ...columns.set];
  const updates = columns.set.map((c) => `${c} = excluded.${c}`);
  return db.prepare(
    `INSERT INTO ${table} (${all.join(', ')}) VALUES (${all.map(paramOf).join(', ')})
     ON CONFLICT (${columns.key.join(', ')}) DO UPDATE SET ${updates.join(', ')}`,
  );
}

/**
 * Deletes the rows of `table` whose columns equal `where` (column → value, all of them);
 * true when a row was deleted.
 */
export function deleteWhere(
  db: Database,
  table: string,
  where: Record<string, string | number>,
): boolean {
  const test = Object.keys(where).map((c) => `${c} = ?`);
  return (
    db.prepare(`DELETE FROM ${table} WHERE ${test.join(' AND ')}`).run(...Object.values(where))
      .changes > 0
  );
}
