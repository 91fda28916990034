import type { LedgerAsset } from '../../../../shared/ledger';
import { DEFAULT_JETTON_DECIMALS, jettonInfoFromMetadata } from '../exports/jetton-info';
import type { AccountLedgerRead } from './read-account-ledger';

/**
 * Symbol and decimals of a ledger asset as read with the account's ledger: TON (9 decimals),
 * a jetton from the v3 `metadata` of its `jetton/wallets` answer (TEP-64; default decimals
 * and the master's raw address when it has none), an NFT as `NFT` (0 decimals).
 */
export function assetLabel(
  read: Pick<AccountLedgerRead, 'jettons'>,
  s: { asset: LedgerAsset },
): { symbol: string; decimals: number } {
  const a = s.asset;
  if (a.type === 'ton') return { symbol: 'TON', decimals: 9 };
  if (a.type === 'nft') return { symbol: 'NFT', decimals: 0 };
  for (const j of read.jettons) {
    const info = jettonInfoFromMetadata(j.metadata, a.master);
    if (info) return { symbol: info.symbol || a.master, decimals: info.decimals };
  }
  return { symbol: a.master, decimals: DEFAULT_JETTON_DECIMALS };
}
