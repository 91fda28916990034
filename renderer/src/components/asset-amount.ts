import { formatUnits } from '../../../shared/ton/units';

import type { AssetFacts } from '../../../shared/ton/asset-facts';

/** How an asset's amounts are shown: symbol and decimals (the one rule: `assetFacts`). */
export type AssetInfo = AssetFacts;

/**
 * An amount of an asset in its smallest units (nanotons, jetton units; a bigint or a decimal
 * string) as exact grouped text with the asset's decimals applied and its symbol: `1 234.5 TON`.
 */
export function formatAssetAmount(units: bigint | string, info: AssetInfo): string {
  return `${formatUnits(units, info.decimals, { group: true })} ${info.symbol}`;
}
