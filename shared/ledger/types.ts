/**
 * The ledger's vocabulary: signed movements of one account in one asset, each tied to the
 * transaction that made it. Chain row types are the chain model's (shared/api/v3-rows.ts),
 * re-exported here for the ledger's readers, never declared again.
 */
export type {
  ChainAction,
  ChainJettonTransfer,
  ChainJettonWallet,
  ChainMessage,
  ChainNftTransfer,
  ChainTransaction,
} from '../api/v3-rows';

/**
 * The asset a movement moves. Jettons are named by their MASTER (never a jetton wallet);
 * NFTs by the item. Addresses raw upper-case `wc:HEX`.
 */
export type LedgerAsset =
  | { type: 'ton' }
  | { type: 'jetton'; master: string }
  | { type: 'nft'; item: string; collection: string | null };

/**
 * What a movement is:
 * - `ton_received`: value of an inbound internal message (not a bounce).
 * - `ton_sent`: value of one outbound message (one movement per message).
 * - `fee`: the transaction's `total_fees` plus the forward and IHR fees of its outbound
 *   messages (what the account paid beyond the values).
 * - `bounce_returned`: value of a bounced message coming back (TON), or jettons a jetton
 *   wallet got back from a bounced internal transfer / burn notification.
 * - `jetton_received` / `jetton_sent` / `jetton_minted` / `jetton_burned`: owner level, the
 *   other owner as counterparty (the master for mints and burns).
 * - `nft_received` / `nft_sent`: one item changing owner.
 */
export const LEDGER_KINDS = [
  'ton_received',
  'ton_sent',
  'fee',
  'bounce_returned',
  'jetton_received',
  'jetton_sent',
  'jetton_minted',
  'jetton_burned',
  'nft_received',
  'nft_sent',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Where a bounce came from: the outbound message it returns and the transaction that sent it. */
export interface BounceLink {
  /** Hash of the original outbound message (base64), null when not found in what was read. */
  messageHash: string | null;
  /** Hash of the transaction that sent it (base64), null when not found. */
  txHash: string | null;
  /** Value the original message carried (nanotons, or jetton units for a jetton bounce). */
  sent: string | null;
}

/** One signed movement of one account in one asset. */
export interface LedgerMovement {
  /** The account whose ledger this is (raw upper-case); for jettons the OWNER, not the wallet. */
  account: string;
  asset: LedgerAsset;
  kind: LedgerKind;
  /**
   * Signed amount in the asset's smallest unit (decimal string): nanotons for TON, jetton
   * units for a jetton, `1`/`-1` for an NFT. Positive = in, negative = out (fees negative).
   */
  amount: string;
  /**
   * The other side (raw upper-case), owner level for jettons and NFTs; the jetton master for
   * mints and burns; null when there is none (fees, external messages).
   */
  counterparty: string | null;
  /** Hash (base64) of the transaction the movement is read from (the jetton wallet's for jettons). */
  txHash: string;
  /** Logical time of that transaction (decimal string). */
  lt: string;
  /** Unix seconds of that transaction. */
  utime: number;
  /** Hash of the message that carried it (null for fees). */
  messageHash: string | null;
  /**
   * The account's balance in the asset right after the transaction, where the chain says it
   * (TON: `account_state_after.balance`, nanotons); null otherwise.
   */
  balanceAfter: string | null;
  /** For `ton_sent`: set when this payment bounced (the return's tx hash and amount). */
  bouncedBy?: { txHash: string; returned: string };
  /** For `bounce_returned`: what it returns. */
  bounceOf?: BounceLink;
}

/** Stable key of an asset: `TON`, `jetton:<master>`, `nft:<item>`. */
export function assetKey(asset: LedgerAsset): string {
  return asset.type === 'ton'
    ? 'TON'
    : asset.type === 'jetton'
      ? `jetton:${asset.master}`
      : `nft:${asset.item}`;
}

/** The TON asset (one shared value). */
export const TON: LedgerAsset = { type: 'ton' };

/** Orders movements by logical time, keeping each transaction's own order (stable). */
export function byLt(a: LedgerMovement, b: LedgerMovement): number {
  const d = BigInt(a.lt) - BigInt(b.lt);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
