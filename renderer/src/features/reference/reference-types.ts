/**
 * Rows of the v3 reference endpoints as toncenter documents them (TON Index OpenAPI: the
 * `Validator*`, `NominatorPool*`, `DNS*`, `Multisig*`, `VestingInfo` and `AccountBalance`
 * schemas). Amounts are decimal strings in nanotons; times are unix seconds; validator keys
 * and ADNL addresses are upper-case hex. Every field may be absent (toncenter omits empty ones).
 */

export interface ValidatorCycleRow {
  cycle_start?: number;
  cycle_end?: number;
  election_id?: number;
  total?: number;
  main?: number;
  total_weight?: string;
  total_stake?: string;
  min_stake?: string;
  max_stake?: string;
  validators?: Array<{
    validator_index?: number;
    validator_pubkey?: string;
    adnl_addr?: string;
    weight?: string;
    stake?: string;
    stake_holder_address?: string;
  }>;
}

export interface ValidatorElectionRow {
  election_id?: number;
  elect_close?: number;
  min_stake?: string;
  total_stake?: string;
  total_participants?: number;
  failed?: boolean;
  finished?: boolean;
}

export interface ValidatorComplaintRow {
  complaint_hash?: string;
  cycle_start?: number;
  election_id?: number;
  created_at?: number;
  validator_pubkey?: string;
  adnl_addr?: string;
  stake_holder_address?: string;
  severity?: number;
  suggested_fine?: string;
  paid?: string;
  approved_percent?: number;
  is_passed?: boolean;
  reward_address?: string;
  vset_id?: string;
}

export interface ValidatorEventRow {
  tx_hash?: string;
  tx_lt?: string;
  utime?: number;
  type?: string;
  stake_holder_address?: string;
  validator_pubkey?: string;
  amount?: string;
  election_id?: number;
  reason?: number;
}

export interface NominatorPoolInfo {
  validator_address?: string;
  validator_amount?: string;
  validator_reward_share?: number;
  stake_amount_sent?: string;
  state?: number;
  nominators_count?: number;
  max_nominators_count?: number;
  min_validator_stake?: string;
  min_nominator_stake?: string;
  active_nominators?: Array<{ address?: string; balance?: string; pending_balance?: string }>;
}

export interface PoolEventRow {
  tx_hash?: string;
  tx_lt?: string;
  utime?: number;
  type?: string;
  amount?: string;
  nominator_address?: string;
  validator_address?: string;
  balance_after?: string;
}

export interface DnsRecordRow {
  domain?: string;
  nft_item_address?: string;
  nft_item_owner?: string;
  dns_wallet?: string;
  dns_site_adnl?: string;
  dns_storage_bag_id?: string;
  dns_next_resolver?: string;
}

export interface DnsAuctionRow {
  domain?: string;
  nft_item_address?: string;
  max_bid_address?: string;
  max_bid_amount?: string;
  auction_end_time?: string | number;
  finished?: boolean;
}

export interface OrderActionRow {
  destination?: string;
  value?: string;
  send_mode?: number;
  parsed?: boolean;
  parsed_body_type?: string;
  parsed_body?: unknown;
  error?: string;
}

export interface MultisigOrderRow {
  address?: string;
  multisig_address?: string;
  order_seqno?: string;
  threshold?: number;
  approvals_num?: number;
  approvals_mask?: string;
  sent_for_execution?: boolean;
  expiration_date?: number;
  signers?: string[];
  actions?: OrderActionRow[];
}

export interface MultisigRow {
  address?: string;
  threshold?: number;
  next_order_seqno?: string;
  signers?: string[];
  proposers?: string[];
  orders?: MultisigOrderRow[];
}

export interface VestingRow {
  address?: string;
  owner_address?: string;
  sender_address?: string;
  start_time?: number;
  total_amount?: string;
  total_duration?: number;
  unlock_period?: number;
  cliff_duration?: number;
  whitelist?: string[];
}
