/**
 * The v3 fields the exports read (transactions, transfers, actions), as loose types: the client
 * has validated the documented shape; unknown fields are kept and ignored here.
 */

export interface V3MessageContent {
  body?: string | null;
  decoded?: unknown;
}

export interface V3Message {
  hash: string;
  source?: string | null;
  destination?: string | null;
  value?: string | null;
  opcode?: string | null;
  decoded_opcode?: string | null;
  bounced?: boolean | null;
  init_state?: unknown;
  message_content?: V3MessageContent | null;
}

export interface V3Transaction {
  account: string;
  hash: string;
  lt: string;
  now: number;
  total_fees: string;
  /** TransactionDescr, read by the shared status model. */
  description: Record<string, unknown>;
  in_msg?: V3Message | null;
  out_msgs: V3Message[];
  trace_id?: string | null;
}

/** What v3's token transfer events (jetton and NFT) have in common. */
export interface V3TransferEvent {
  query_id?: string | null;
  transaction_hash: string;
  transaction_lt: string;
  transaction_now: number;
  transaction_aborted?: boolean | null;
  forward_payload?: string | null;
  decoded_forward_payload?: unknown;
}

export interface V3JettonTransfer extends V3TransferEvent {
  query_id: string;
  source?: string | null;
  destination?: string | null;
  amount: string;
  source_wallet?: string | null;
  jetton_master?: string | null;
}

export interface V3NftTransfer extends V3TransferEvent {
  nft_address?: string | null;
  nft_collection?: string | null;
  old_owner?: string | null;
  new_owner?: string | null;
}

export interface V3Action {
  action_id: string;
  trace_id?: string | null;
  start_lt: string;
  end_lt: string;
  start_utime: number;
  end_utime: number;
  trace_end_lt?: string;
  trace_end_utime?: number;
  transactions: string[];
  success?: boolean | null;
  type: string;
  details: unknown;
}
