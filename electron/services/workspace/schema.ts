import type { Database } from 'better-sqlite3';

/**
 * The workspace database's schema, the one place it is defined. Each migration moves the
 * database from version `n - 1` to `n` (`PRAGMA user_version`); they run in order, each in
 * its own transaction, and are never edited once released (add a new one instead). Every
 * user table is keyed by network (or profile for the cache), so networks never mix.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'labels',
    sql: `
      CREATE TABLE labels (
        network    TEXT NOT NULL,
        address    TEXT NOT NULL,           -- raw lower-case wc:hex
        label      TEXT NOT NULL,
        color      TEXT,
        category   TEXT NOT NULL DEFAULT '',
        note       TEXT NOT NULL DEFAULT '',
        updated_at INTEGER NOT NULL,        -- unix ms
        PRIMARY KEY (network, address)
      ) WITHOUT ROWID;
      CREATE INDEX labels_by_text ON labels (network, label COLLATE NOCASE);
    `,
  },
  {
    version: 2,
    name: 'query cache and settings',
    sql: `
      CREATE TABLE query_cache (
        profile_id TEXT NOT NULL,
        key        TEXT NOT NULL,           -- react-query key, JSON
        value      TEXT NOT NULL,           -- the persisted query, JSON
        bytes      INTEGER NOT NULL,
        fetched_at INTEGER NOT NULL,        -- unix ms the data was fetched
        seqno      INTEGER,                 -- masterchain seqno known at that moment
        used_at    INTEGER NOT NULL,        -- unix ms last written or restored (LRU)
        PRIMARY KEY (profile_id, key)
      ) WITHOUT ROWID;
      CREATE INDEX query_cache_lru ON query_cache (used_at);
      CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
];

/** The version a database has after every migration. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/**
 * Brings `db` to {@link SCHEMA_VERSION}. Throws when the file was written by a newer app
 * (a higher `user_version`): opening it would risk the user's data.
 */
export function migrate(db: Database): { from: number; to: number } {
  const from = db.pragma('user_version', { simple: true }) as number;
  if (from > SCHEMA_VERSION) {
    throw new Error(
      `The workspace file has schema version ${from}, newer than this app knows (${SCHEMA_VERSION}); update the app.`,
    );
  }
  for (const m of MIGRATIONS) {
    if (m.version <= from) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
  return { from, to: SCHEMA_VERSION };
}
