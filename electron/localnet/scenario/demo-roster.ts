import type { DemoWalletVersion } from './demo-wallet';

// Who is in the demo scenario, with no contract code attached, so tests can import it cheaply.

/** The demo wallets: name and contract version (addresses derive from the seed and name). */
export const WALLETS: ReadonlyArray<[string, DemoWalletVersion]> = [
  ['faucet', 'v4R2'],
  ['alice', 'v4R2'],
  ['bob', 'v5R1'],
  ['carol', 'v4R2'],
  ['dave', 'v5R1'],
  ['eve', 'v5R1'],
];

/**
 * `.ton` names of the local network: NFT items of the "Local DNS" collection, owned by the
 * wallet each name points to (see `DemoAccounts.dnsCollection`).
 */
export const DEMO_NAMES: ReadonlyArray<[domain: string, wallet: string]> = [
  ['alice.ton', 'alice'],
  ['bob.ton', 'bob'],
  ['carol.ton', 'carol'],
];
