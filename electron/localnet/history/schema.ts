/**
 * SQLite tables of the chain's history: what the emulator used for each block and the account
 * states after each masterchain block, so that any transaction replays to its exact hash from
 * the HTTP API alone. Kept apart from the v3 index tables (`index/schema.ts`); created on open,
 * so a file from before them gains them (empty; see `ChainHistory.adopt`).
 *
 * - `history_cells`: cells many rows share, stored once by hash (contract code, the
 *   configuration, the library dictionary); a BoC each.
 * - `history_blocks`: per block (masterchain and shard) the random seed the emulator ran its
 *   transactions with, and the hashes of the configuration and library dictionary it used
 *   (cells of `history_cells`; `libs_hash` null = no libraries).
 * - `history_states`: for every account a masterchain block changed, its whole ShardAccount
 *   cell as it stood after that block (packed: shared subtrees as pruned branches, see
 *   `cell-pack.ts`). `address` is 33 bytes: the workchain as int8, then the account id.
 */
export const HISTORY_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS history_cells (hash BLOB PRIMARY KEY, boc BLOB NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS history_blocks (
  workchain INTEGER NOT NULL, shard TEXT NOT NULL, seqno INTEGER NOT NULL,
  rand_seed BLOB NOT NULL, config_hash BLOB NOT NULL, libs_hash BLOB,
  PRIMARY KEY (workchain, shard, seqno)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS history_states (
  address BLOB NOT NULL, mc_seqno INTEGER NOT NULL, state BLOB NOT NULL,
  PRIMARY KEY (address, mc_seqno)) WITHOUT ROWID;
`;
