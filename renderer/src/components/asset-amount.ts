import { formatUnits } from '../../../shared/ton/units';

/** How an asset's amounts are shown: symbol and decimals (TON: 9). */
export interface AssetInfo {
  symbol: string;
  decimals: number;
}

/**
 * An amount of an asset in its smallest units (nanotons, jetton units; a bigint or a decimal
 * string) as exact grouped text with the asset's decimals applied and its symbol: `1 234.5 TON`.
 */
export function formatAssetAmount(units: bigint | string, info: AssetInfo): string {
  return `${formatUnits(units, info.decimals, { group: true })} ${info.symbol}`;
}
