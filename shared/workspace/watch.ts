import { z } from 'zod';

/**
 * What to be alerted about for a watched account. Balances are nanotons as decimal strings;
 * a threshold alert fires when the balance crosses it (not on every poll while beyond it).
 */
export const watchRulesSchema = z.object({
  anyTransaction: z.boolean().default(true),
  balanceAboveNano: z
    .string()
    .regex(/^\d{1,30}$/, 'nanotons, digits only')
    .nullable()
    .default(null),
  balanceBelowNano: z
    .string()
    .regex(/^\d{1,30}$/, 'nanotons, digits only')
    .nullable()
    .default(null),
  /** Code hash or status (active, frozen, uninit, nonexist) changed. */
  stateChange: z.boolean().default(false),
  /** The balance of any of the account's jetton wallets changed (TEP-74; v3 `jetton/wallets`). */
  jettonBalanceChange: z.boolean().default(false),
  /** An NFT item changed hands to or from the account (TEP-62; v3 `nft/transfers`). */
  nftTransfer: z.boolean().default(false),
});
export type WatchRules = z.infer<typeof watchRulesSchema>;

/** A watched account of one network. */
export interface Watch {
  address: string;
  rules: WatchRules;
  /** Newest transaction lt already seen (decimal), null before the first poll. */
  lastLt: string | null;
  createdAt: number;
}

export const ALERT_KINDS = [
  'transaction',
  'balance-above',
  'balance-below',
  'state-change',
  'jetton-balance',
  'nft-received',
  'nft-sent',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One alert of the in-app notification list. */
export interface WatchAlert {
  id: number;
  address: string;
  kind: AlertKind;
  /** The transaction it is about (base64 hash), when any. */
  txHash: string | null;
  lt: string | null;
  message: string;
  createdAt: number;
  read: boolean;
}
