import type { LedgerAsset } from '../../../../shared/ledger';
import { assetFacts, type AssetFacts } from '../../../../shared/ton/asset-facts';
import { jettonMetadataAt } from '../../../../shared/ton/metadata-map';

/**
 * Symbol and decimals of a ledger asset as read with the account's ledger (`assetFacts`; `read`
 * is an `AccountLedgerRead`, typed by the one field used so the two modules form no circle): a
 * jetton's from the v3 `metadata` of its `jetton/wallets` answer (TEP-64), TON's and an NFT's
 * by the one rule, an unknown jetton's the one default.
 */
export function assetLabel(
  read: { readonly jettons: ReadonlyArray<{ readonly metadata: unknown }> },
  s: { asset: LedgerAsset },
): AssetFacts {
  const a = s.asset;
  if (a.type !== 'jetton') return assetFacts(a);
  for (const j of read.jettons) {
    const known = jettonMetadataAt(j.metadata, a.master);
    if (known) return assetFacts(a, known);
  }
  return assetFacts(a);
}
