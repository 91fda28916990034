/** Standard wallet contracts the send flow decodes. */
export type WalletVersion = 'v3R2' | 'v4R2' | 'v5R1';

/**
 * Code hashes (hex) of the standard wallet contracts, as deployed by @ton/ton's
 * `WalletContractV3R2`, `WalletContractV4` and `WalletContractV5R1` (a unit test recomputes
 * them from the package). Kept as data so the renderer can identify wallets without bundling
 * @ton/ton.
 */
export const WALLET_CODE_HASHES: Record<WalletVersion, string> = {
  v3R2: '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599',
  v4R2: 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0',
  v5R1: '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f',
};

/** The wallet version whose code has this hash (hex or base64), or null. */
export function walletVersionByCodeHash(hash: Buffer | string): WalletVersion | null {
  const hex =
    typeof hash === 'string'
      ? /^[0-9a-f]{64}$/i.test(hash)
        ? hash.toLowerCase()
        : Buffer.from(hash.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('hex')
      : hash.toString('hex');
  for (const [version, h] of Object.entries(WALLET_CODE_HASHES)) {
    if (h === hex) return version as WalletVersion;
  }
  return null;
}

/**
 * Network global ids (ConfigParam 19): mainnet -239, testnet -3. Wallet v5R1 mixes it into
 * its wallet id (`wallet_id = global_id XOR context`), so a v5R1 message says which network
 * it was signed for.
 */
export const GLOBAL_IDS = { mainnet: -239, testnet: -3 } as const;
