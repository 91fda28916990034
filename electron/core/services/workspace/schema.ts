import type { Database } from '../../../sqlite/database';

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
  {
    version: 3,
    name: 'watchlist and alerts',
    sql: `
      CREATE TABLE watches (
        network    TEXT NOT NULL,
        address    TEXT NOT NULL,           -- raw lower-case wc:hex
        rules      TEXT NOT NULL,           -- JSON WatchRules
        last_lt    TEXT,                    -- newest transaction lt already seen (decimal)
        last_state TEXT,                    -- JSON {balanceNano, status, codeHash} last seen
        created_at INTEGER NOT NULL,
        PRIMARY KEY (network, address)
      ) WITHOUT ROWID;
      CREATE TABLE alerts (
        id         INTEGER PRIMARY KEY,
        network    TEXT NOT NULL,
        address    TEXT NOT NULL,
        kind       TEXT NOT NULL,
        dedupe_key TEXT NOT NULL,           -- what makes an alert unique (tx hash, state change)
        tx_hash    TEXT,
        lt         TEXT,
        message    TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        read       INTEGER NOT NULL DEFAULT 0,
        UNIQUE (network, address, kind, dedupe_key)
      );
      CREATE INDEX alerts_by_network ON alerts (network, id DESC);
    `,
  },
  {
    version: 4,
    name: 'cases',
    sql: `
      CREATE TABLE cases (
        id         INTEGER PRIMARY KEY,
        network    TEXT NOT NULL,
        name       TEXT NOT NULL,
        note       TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,        -- unix ms
        updated_at INTEGER NOT NULL         -- unix ms, the case or any of its items
      );
      CREATE UNIQUE INDEX cases_by_name ON cases (network, name COLLATE NOCASE);
      CREATE TABLE case_items (
        id       INTEGER PRIMARY KEY,
        case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        kind     TEXT NOT NULL CHECK (kind IN ('address', 'transaction', 'trace')),
        ref      TEXT NOT NULL,             -- raw lower-case address, tx hash or trace id
        note     TEXT NOT NULL DEFAULT '',
        added_at INTEGER NOT NULL,          -- unix ms
        UNIQUE (case_id, kind, ref)
      );
    `,
  },
  {
    version: 5,
    name: 'risk rule overrides',
    sql: `
      CREATE TABLE risk_ignores (
        network    TEXT NOT NULL,
        address    TEXT NOT NULL,           -- raw lower-case wc:hex the flag is about
        rule       TEXT NOT NULL,           -- a rule id of shared/risk/flags.ts
        created_at INTEGER NOT NULL,        -- unix ms
        PRIMARY KEY (network, address, rule)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 6,
    name: 'canvases kept in cases',
    sql: `
      CREATE TABLE case_canvases (
        id         INTEGER PRIMARY KEY,
        case_id    INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        name       TEXT NOT NULL,
        doc        TEXT NOT NULL,           -- JSON of shared/canvas/document.ts
        created_at INTEGER NOT NULL,        -- unix ms
        updated_at INTEGER NOT NULL,        -- unix ms
        UNIQUE (case_id, name)
      );
    `,
  },
  {
    version: 7,
    name: 'label provenance',
    sql: `
      -- JSON of shared/labels/provenance.ts for a label imported from an open set (ton-labels,
      -- ton-assets); NULL for a label the user wrote.
      ALTER TABLE labels ADD COLUMN provenance TEXT;
    `,
  },
  {
    version: 8,
    name: 'replays kept in cases',
    sql: `
      CREATE TABLE case_replays (
        id         INTEGER PRIMARY KEY,
        case_id    INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        kind       TEXT NOT NULL CHECK (kind IN ('transaction', 'trace')),
        ref        TEXT NOT NULL,           -- transaction hash or trace id (base64, as v3)
        verdict    TEXT NOT NULL,           -- match | mismatch | error
        part       TEXT,                    -- first differing part of a mismatch
        matched    INTEGER NOT NULL,
        total      INTEGER NOT NULL,
        emulator   TEXT,
        doc        TEXT NOT NULL,           -- JSON of shared/replay/saved.ts SavedReplayDoc
        saved_at   INTEGER NOT NULL,        -- unix ms
        UNIQUE (case_id, kind, ref)
      );
    `,
  },
  {
    version: 9,
    name: 'lookalike addresses found',
    sql: `
      -- The address-poisoning rule's finds, so every page marks a lookalike after a restart.
      CREATE TABLE risk_lookalikes (
        id       INTEGER PRIMARY KEY,       -- order found: the cap drops the lowest first
        network  TEXT NOT NULL,
        address  TEXT NOT NULL,             -- raw lower-case lookalike (the flag's subject)
        related  TEXT NOT NULL,             -- raw lower-case genuine counterparty it imitates
        evidence TEXT NOT NULL,             -- the lookalike's form that matches
        detail   TEXT NOT NULL,
        found_at INTEGER NOT NULL,          -- unix ms
        UNIQUE (network, address)
      );
      CREATE INDEX risk_lookalikes_by_network ON risk_lookalikes (network, id);
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
