import { toRawUpper } from '../ton/address';
import type { ChainNftTransfer, LedgerMovement } from './types';

const raw = (a: string | null | undefined): string | null =>
  a && a !== 'none' ? toRawUpper(a) : null;

/**
 * The movements of `account` in one v3 NFT transfer row (`GET /api/v3/nft/transfers`, the
 * item's transaction that changed its owner): `nft_sent` (-1) when the account was the old
 * owner, `nft_received` (+1) when it is the new one; the other owner as counterparty. A
 * transfer to oneself gives both. `messageHash` and `balanceAfter` are null.
 */
export function nftTransferMovements(row: ChainNftTransfer, account: string): LedgerMovement[] {
  const item = raw(row.nft_address);
  if (!item) return [];
  const me = toRawUpper(account);
  const oldOwner = raw(row.old_owner);
  const newOwner = raw(row.new_owner);
  const base = {
    account: me,
    asset: { type: 'nft' as const, item, collection: raw(row.nft_collection) },
    txHash: row.transaction_hash,
    lt: row.transaction_lt,
    utime: row.transaction_now,
    messageHash: null,
    balanceAfter: null,
  };
  const out: LedgerMovement[] = [];
  if (oldOwner === me) {
    out.push({ ...base, kind: 'nft_sent', amount: '-1', counterparty: newOwner });
  }
  if (newOwner === me) {
    out.push({ ...base, kind: 'nft_received', amount: '1', counterparty: oldOwner });
  }
  return out;
}
