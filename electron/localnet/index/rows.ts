import type { IndexedBlock } from '../types';
import type { HistoryRows } from '../history/history-rows';

/** Rows one tick writes into the index (see schema.ts for the columns). */
export interface TxRow {
  hash: string;
  account: string;
  lt: bigint;
  now: number;
  mcSeqno: number;
  workchain: number;
  shard: bigint;
  blockSeqno: number;
  inMsgHash: string | null;
  outMsgHashes: string[];
  traceId: string;
  boc: string;
  /** Addresses the v3 address_book of this transaction covers (account, in source, out destinations). */
  addrs: string[];
  json: Record<string, unknown>;
}

export interface MsgRow {
  msgHash: string;
  hashNorm: string | null;
  inTx: string | null;
  outTx: string | null;
  source: string | null;
  destination: string | null;
  createdLt: bigint | null;
  createdAt: number | null;
  effLt: bigint;
  effUtime: number;
  opcode: number | null;
  bodyHash: string;
  json: Record<string, unknown>;
}

export interface TraceRow {
  traceId: string;
  externalHash: string | null;
  externalHashNorm: string | null;
  mcSeqnoStart: number;
  mcSeqnoEnd: number;
  startLt: bigint;
  startUtime: number;
  endLt: bigint;
  endUtime: number;
  accounts: string[];
  json: Record<string, unknown>;
}

export interface ActionRow {
  actionId: string;
  traceId: string;
  type: string;
  endLt: bigint;
  traceEndLt: bigint;
  traceEndUtime: number;
  mcSeqno: number;
  accounts: string[];
  txHashes: string[];
  json: Record<string, unknown>;
}

export interface EventRow {
  table: 'jetton_transfers' | 'jetton_burns' | 'nft_transfers';
  txHash: string;
  lt: bigint;
  now: number;
  /** Filter columns of that table, in schema order after `now`. */
  cols: Array<string | null>;
  json: Record<string, unknown>;
}

export interface AccountRow {
  address: string;
  balance: bigint;
  status: string;
  lastTxLt: bigint;
  lastTxHash: string | null;
  stateHash: string | null;
  codeHash: string | null;
  dataHash: string | null;
  frozenHash: string | null;
  codeBoc: string | null;
  dataBoc: string | null;
  interfaces: string[];
  wallet: Record<string, unknown> | null;
}

export interface StateRow {
  table: 'jetton_masters' | 'jetton_wallets' | 'nft_collections' | 'nft_items';
  address: string;
  cols: Array<string | number | null>;
  json: Record<string, unknown>;
}

/**
 * The emulator's state of one account after a tick (a `@ton/sandbox` serializable contract
 * snapshot as JSON), saved with the tick so a restarted network continues from it.
 */
export interface ChainAccountRow {
  /** Raw upper-case address. */
  address: string;
  snapshot: string;
}

export interface TickRows {
  blocks: IndexedBlock[];
  transactions: TxRow[];
  messages: MsgRow[];
  traces: TraceRow[];
  actions: ActionRow[];
  events: EventRow[];
  accounts: AccountRow[];
  states: StateRow[];
  chainAccounts: ChainAccountRow[];
  /** The block's history: seeds, configuration, and changed accounts' states (`history/`). */
  history: HistoryRows;
}
