import { DEFAULT_JETTON_DECIMALS } from './jetton-metadata';
import { formatUnits } from './units';

/**
 * The one rule for how an asset's amounts read: its symbol and decimals. TON has 9 decimals
 * (nanotons); an NFT moves whole items; a jetton reads its TEP-64 metadata, and a jetton whose
 * metadata is unknown gets TEP-64's default decimals and {@link UNKNOWN_JETTON_SYMBOL}, the
 * same in the ledger, exports, the canvas and its CSVs, the trace graph and the charts.
 */

/** Decimals of TON: amounts are kept in nanotons (1 TON = 10^9 nanotons). */
export const TON_DECIMALS = 9;

/** The symbol of native TON (reserved: a jetton never reads as it, see `jettonUnitText`). */
export const TON_SYMBOL = 'TON';

/** The symbol shown for a jetton whose metadata gives none (or is not known). */
export const UNKNOWN_JETTON_SYMBOL = 'jetton units';

/** The symbol shown for NFT movements (whole items, no decimals). */
export const NFT_SYMBOL = 'NFT';

/** How an asset's amounts read: its symbol and how many decimals its smallest unit has. */
export interface AssetFacts {
  symbol: string;
  decimals: number;
}

/** An asset as the facts need it (the ledger's `LedgerAsset` is one). */
export type FactsAsset = { type: 'ton' } | { type: 'jetton' } | { type: 'nft' };

/** What is known of a jetton: its TEP-64 symbol and decimals (a `readTep64` result is one). */
export interface KnownToken {
  symbol?: string | null;
  decimals?: number | null;
}

/** The facts of TON. */
export const TON_FACTS: AssetFacts = Object.freeze({ symbol: TON_SYMBOL, decimals: TON_DECIMALS });

/**
 * Symbol and decimals of `asset`: TON 9 decimals, an NFT 0, a jetton from `known` (its TEP-64
 * metadata), else TEP-64's default decimals and {@link UNKNOWN_JETTON_SYMBOL}.
 */
export function assetFacts(asset: FactsAsset, known?: KnownToken | null): AssetFacts {
  if (asset.type === 'ton') return TON_FACTS;
  if (asset.type === 'nft') return { symbol: NFT_SYMBOL, decimals: 0 };
  return {
    symbol: known?.symbol || UNKNOWN_JETTON_SYMBOL,
    decimals: known?.decimals ?? DEFAULT_JETTON_DECIMALS,
  };
}

/**
 * The asset an asset key names (`TON`, `jetton:<master>`, `nft:<item>`, as the ledger's
 * `assetKey` and the canvas write them); anything else reads as a jetton.
 */
export function assetOfKey(key: string): FactsAsset {
  if (key === 'TON') return { type: 'ton' };
  if (key.startsWith('nft:')) return { type: 'nft' };
  return { type: 'jetton' };
}

/**
 * The facts of an asset key from a map of the ones known (a canvas's `assets`, a report's),
 * else by the rule ({@link assetFacts}): every drawing, table and CSV of one document reads
 * the same symbol and decimals.
 */
export function factsOfKey(
  known: Readonly<Record<string, AssetFacts | undefined>>,
  key: string,
): AssetFacts {
  return known[key] ?? assetFacts(assetOfKey(key));
}

/** Nanotons as grouped TON text with the unit, exactly: `1500000000n` → `1.5 TON`. */
export function tonText(nanotons: bigint | string): string {
  return `${formatUnits(nanotons, TON_DECIMALS, { group: true })} ${TON_SYMBOL}`;
}
