import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { JettonMinter, JettonWallet, NftCollection, NftItem } from '@ton-community/assets-sdk';
import type { Cell } from '@ton/core';

const dummyKey = Buffer.alloc(32);

/** Code hash (base64) → toncenter interface names, for the standard contracts the chain runs. */
const BY_CODE_HASH = new Map<string, string[]>([
  [
    WalletContractV4.create({ workchain: 0, publicKey: dummyKey })
      .init.code.hash()
      .toString('base64'),
    ['wallet_v4r2'],
  ],
  [
    WalletContractV5R1.create({ publicKey: dummyKey }).init.code.hash().toString('base64'),
    ['wallet_v5r1'],
  ],
  [JettonMinter.code.hash().toString('base64'), ['jetton_master']],
  [JettonWallet.code.hash().toString('base64'), ['jetton_wallet']],
  [NftCollection.code.hash().toString('base64'), ['nft_collection']],
  [NftItem.nftCode.hash().toString('base64'), ['nft_item']],
]);

/** Interfaces toncenter would report for an account with this code hash. */
export function interfacesOf(codeHash: string | null): string[] {
  return codeHash ? (BY_CODE_HASH.get(codeHash) ?? []) : [];
}

/** Whether the interfaces make it a wallet (v3 address_book uses non-bounceable form then). */
export function isWalletInterface(interfaces: string[]): boolean {
  return interfaces.some((i) => i.startsWith('wallet_'));
}

/**
 * Wallet fields toncenter derives from the data cell: `wallet_type` in v2 words
 * ("wallet v4 r2"), seqno, wallet_id and (v5) is_signature_allowed.
 */
export function walletInfo(
  interfaces: string[],
  data: Cell | null,
): Record<string, unknown> | null {
  if (!data) return null;
  const s = data.beginParse();
  if (interfaces.includes('wallet_v4r2')) {
    return { wallet_type: 'wallet v4 r2', seqno: s.loadUint(32), wallet_id: s.loadUint(32) };
  }
  if (interfaces.includes('wallet_v5r1')) {
    const allowed = s.loadBit();
    return {
      wallet_type: 'wallet v5 r1',
      seqno: s.loadUint(32),
      wallet_id: s.loadInt(32),
      is_signature_allowed: allowed,
    };
  }
  return null;
}
