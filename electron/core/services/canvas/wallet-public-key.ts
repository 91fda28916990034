import { Cell } from '@ton/core';

/**
 * A standard wallet's public key read from its data cell, for wallets whose `get_public_key`
 * get-method cannot be run (v1 and v2 have none; an API may not run get-methods). The wallet
 * is known by the hash of its code (the contracts as @ton/ton deploys them); the layouts are
 * the wallets' own (ton-blockchain/wallet-contract, wallet v5 TL-B):
 *
 * - v1R1..v1R3, v2R1, v2R2: `seqno:uint32 public_key:uint256`
 * - v3R1, v3R2, v4R2: `seqno:uint32 subwallet_id:uint32 public_key:uint256 …`
 * - v5R1: `is_signature_allowed:bool seqno:uint32 wallet_id:int32 public_key:uint256 …`
 */

/** The wallet contracts whose data this module reads. */
export type KeyedWallet =
  'v1R1' | 'v1R2' | 'v1R3' | 'v2R1' | 'v2R2' | 'v3R1' | 'v3R2' | 'v4R2' | 'v5R1';

/** Bits before the public key in each wallet's data. */
const KEY_OFFSET: Record<KeyedWallet, number> = {
  v1R1: 32,
  v1R2: 32,
  v1R3: 32,
  v2R1: 32,
  v2R2: 32,
  v3R1: 64,
  v3R2: 64,
  v4R2: 64,
  v5R1: 65,
};

let byHash: Map<string, KeyedWallet> | null = null;

/**
 * Code hash (hex) → wallet, from @ton/ton's contracts (computed once). @ton/ton is loaded here,
 * on first use, not with the app: loading it is about half a second of every start.
 */
async function codeHashes(): Promise<Map<string, KeyedWallet>> {
  if (byHash) return byHash;
  const {
    WalletContractV1R1,
    WalletContractV1R2,
    WalletContractV1R3,
    WalletContractV2R1,
    WalletContractV2R2,
    WalletContractV3R1,
    WalletContractV3R2,
    WalletContractV4,
    WalletContractV5R1,
  } = await import('@ton/ton');
  const publicKey = Buffer.alloc(32);
  const workchain = 0;
  const contracts: Array<[KeyedWallet, { init: { code: Cell } }]> = [
    ['v1R1', WalletContractV1R1.create({ workchain, publicKey })],
    ['v1R2', WalletContractV1R2.create({ workchain, publicKey })],
    ['v1R3', WalletContractV1R3.create({ workchain, publicKey })],
    ['v2R1', WalletContractV2R1.create({ workchain, publicKey })],
    ['v2R2', WalletContractV2R2.create({ workchain, publicKey })],
    ['v3R1', WalletContractV3R1.create({ workchain, publicKey })],
    ['v3R2', WalletContractV3R2.create({ workchain, publicKey })],
    ['v4R2', WalletContractV4.create({ workchain, publicKey })],
    ['v5R1', WalletContractV5R1.create({ workchain, publicKey })],
  ];
  byHash = new Map(contracts.map(([v, c]) => [c.init.code.hash().toString('hex'), v]));
  return byHash;
}

/** The standard wallet whose code this is (a BoC, base64), or null (not one, or unreadable). */
export async function keyedWalletOfCode(codeBase64: string): Promise<KeyedWallet | null> {
  const hashes = await codeHashes();
  try {
    return hashes.get(Cell.fromBase64(codeBase64).hash().toString('hex')) ?? null;
  } catch {
    return null; // not a BoC: not a wallet this module knows
  }
}

/**
 * The public key (64 hex digits, lower-case) in the data cell (BoC, base64) of a `wallet`.
 * Throws when the data is not a BoC or is too short for the wallet's layout.
 */
export function publicKeyFromData(wallet: KeyedWallet, dataBase64: string): string {
  const s = Cell.fromBase64(dataBase64).beginParse();
  s.skip(KEY_OFFSET[wallet]);
  return s.loadBuffer(32).toString('hex');
}
