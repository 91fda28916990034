/**
 * SQLite schema of the local index. Each table keeps the filter/sort columns toncenter v3 needs
 * plus `json`: the v3 object precomputed at index time, so list endpoints only concatenate.
 * lt values are INTEGER (local lts stay far below 2^53, so JS numbers are exact).
 * `chain_accounts` holds the emulator's account states, written with each tick's rows.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chain_accounts (address TEXT PRIMARY KEY, snapshot TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS blocks (
  workchain INTEGER NOT NULL, shard TEXT NOT NULL, seqno INTEGER NOT NULL,
  root_hash TEXT NOT NULL, file_hash TEXT NOT NULL, gen_utime INTEGER NOT NULL,
  start_lt INTEGER NOT NULL, end_lt INTEGER NOT NULL, mc_seqno INTEGER NOT NULL,
  tx_count INTEGER NOT NULL, prev TEXT NOT NULL,
  PRIMARY KEY (workchain, shard, seqno));
CREATE INDEX IF NOT EXISTS blocks_mc ON blocks (mc_seqno);
CREATE INDEX IF NOT EXISTS blocks_utime ON blocks (gen_utime);
CREATE INDEX IF NOT EXISTS blocks_root ON blocks (root_hash);
CREATE TABLE IF NOT EXISTS transactions (
  hash TEXT PRIMARY KEY, account TEXT NOT NULL, lt INTEGER NOT NULL, now INTEGER NOT NULL,
  mc_seqno INTEGER NOT NULL, workchain INTEGER NOT NULL, shard TEXT NOT NULL,
  block_seqno INTEGER NOT NULL, in_msg_hash TEXT, out_msg_hashes TEXT NOT NULL,
  trace_id TEXT NOT NULL, boc TEXT NOT NULL, addrs TEXT NOT NULL, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS tx_account_lt ON transactions (account, lt);
CREATE INDEX IF NOT EXISTS tx_lt ON transactions (lt);
CREATE INDEX IF NOT EXISTS tx_now ON transactions (now, lt);
CREATE INDEX IF NOT EXISTS tx_trace ON transactions (trace_id, lt);
CREATE INDEX IF NOT EXISTS tx_mc ON transactions (mc_seqno, lt);
CREATE INDEX IF NOT EXISTS tx_block ON transactions (workchain, shard, block_seqno);
CREATE INDEX IF NOT EXISTS tx_in_msg ON transactions (in_msg_hash);
CREATE TABLE IF NOT EXISTS messages (
  msg_hash TEXT PRIMARY KEY, hash_norm TEXT, in_tx TEXT, out_tx TEXT, source TEXT,
  destination TEXT, created_lt INTEGER, created_at INTEGER, eff_lt INTEGER NOT NULL,
  eff_utime INTEGER NOT NULL, opcode INTEGER, body_hash TEXT NOT NULL, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS msg_norm ON messages (hash_norm);
CREATE INDEX IF NOT EXISTS msg_src ON messages (source, eff_lt);
CREATE INDEX IF NOT EXISTS msg_dst ON messages (destination, eff_lt);
CREATE INDEX IF NOT EXISTS msg_lt ON messages (eff_lt);
CREATE INDEX IF NOT EXISTS msg_out_tx ON messages (out_tx);
CREATE TABLE IF NOT EXISTS traces (
  trace_id TEXT PRIMARY KEY, external_hash TEXT, external_hash_norm TEXT,
  mc_seqno_start INTEGER NOT NULL, mc_seqno_end INTEGER NOT NULL,
  start_lt INTEGER NOT NULL, start_utime INTEGER NOT NULL, end_lt INTEGER NOT NULL,
  end_utime INTEGER NOT NULL, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS traces_end ON traces (end_lt);
CREATE INDEX IF NOT EXISTS traces_ext ON traces (external_hash);
CREATE INDEX IF NOT EXISTS traces_ext_norm ON traces (external_hash_norm);
CREATE TABLE IF NOT EXISTS trace_accounts (trace_id TEXT NOT NULL, account TEXT NOT NULL,
  end_lt INTEGER NOT NULL, PRIMARY KEY (account, trace_id));
CREATE INDEX IF NOT EXISTS trace_accounts_lt ON trace_accounts (account, end_lt);
CREATE TABLE IF NOT EXISTS actions (
  action_id TEXT PRIMARY KEY, trace_id TEXT NOT NULL, type TEXT NOT NULL,
  end_lt INTEGER NOT NULL, trace_end_lt INTEGER NOT NULL, trace_end_utime INTEGER NOT NULL,
  mc_seqno INTEGER NOT NULL, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS actions_trace ON actions (trace_id);
CREATE INDEX IF NOT EXISTS actions_lt ON actions (trace_end_lt);
CREATE TABLE IF NOT EXISTS action_accounts (action_id TEXT NOT NULL, account TEXT NOT NULL,
  trace_end_lt INTEGER NOT NULL, PRIMARY KEY (account, action_id));
CREATE INDEX IF NOT EXISTS action_accounts_lt ON action_accounts (account, trace_end_lt);
CREATE TABLE IF NOT EXISTS action_txs (action_id TEXT NOT NULL, tx_hash TEXT NOT NULL,
  PRIMARY KEY (tx_hash, action_id));
CREATE TABLE IF NOT EXISTS jetton_transfers (
  tx_hash TEXT PRIMARY KEY, lt INTEGER NOT NULL, now INTEGER NOT NULL, source TEXT,
  destination TEXT, source_wallet TEXT NOT NULL, jetton_master TEXT, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS jt_lt ON jetton_transfers (lt);
CREATE TABLE IF NOT EXISTS jetton_burns (
  tx_hash TEXT PRIMARY KEY, lt INTEGER NOT NULL, now INTEGER NOT NULL, owner TEXT,
  jetton_wallet TEXT NOT NULL, jetton_master TEXT, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS nft_transfers (
  tx_hash TEXT PRIMARY KEY, lt INTEGER NOT NULL, now INTEGER NOT NULL, nft_address TEXT NOT NULL,
  collection TEXT, old_owner TEXT, new_owner TEXT, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
  address TEXT PRIMARY KEY, balance TEXT NOT NULL, balance_sort REAL NOT NULL,
  status TEXT NOT NULL, last_tx_lt INTEGER NOT NULL, last_tx_hash TEXT,
  state_hash TEXT, code_hash TEXT, data_hash TEXT, frozen_hash TEXT,
  code_boc TEXT, data_boc TEXT, interfaces TEXT NOT NULL, wallet TEXT);
CREATE INDEX IF NOT EXISTS accounts_balance ON accounts (balance_sort);
CREATE TABLE IF NOT EXISTS jetton_masters (address TEXT PRIMARY KEY, admin TEXT, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS jetton_wallets (address TEXT PRIMARY KEY, owner TEXT, jetton TEXT,
  balance_sort REAL NOT NULL, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS nft_collections (address TEXT PRIMARY KEY, owner TEXT, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS nft_items (address TEXT PRIMARY KEY, collection TEXT, owner TEXT,
  item_index INTEGER NOT NULL, last_tx_lt INTEGER NOT NULL, json TEXT NOT NULL);
`;
