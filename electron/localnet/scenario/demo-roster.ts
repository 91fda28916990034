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

/**
 * The investigation part of the demo (blocks at its end): a "theft" whose funds split, hop
 * through intermediate wallets (each hop later than the one before, amounts shrinking by fees)
 * and converge on an "exchange" that also takes an unrelated deposit. Each entry: role (the
 * wallet's name in `--accounts-out`), contract version, and the key name when it is not the
 * role (wallets with one key name share one mnemonic, so one public key): `mule` (v4R2) and
 * `mule-v5` (v5R1) share a key.
 */
export const INVESTIGATION_WALLETS: ReadonlyArray<
  [role: string, version: DemoWalletVersion, keyName?: string]
> = [
  ['theft', 'v4R2'],
  ['hop-a', 'v5R1'],
  ['hop-b', 'v4R2'],
  ['mule', 'v4R2'],
  ['mule-v5', 'v5R1', 'mule'],
  ['exchange', 'v4R2'],
];

/**
 * The investigation's TON moves in block order (for tests and the README): [from role, to
 * role, amount in TON as a decimal string]. Fees come on top (send mode 3), so each hop passes
 * on a little less than it got.
 */
export const INVESTIGATION_FLOWS: ReadonlyArray<[from: string, to: string, ton: string]> = [
  ['theft', 'hop-a', '600'],
  ['theft', 'hop-b', '390'],
  ['hop-a', 'mule', '599'],
  ['hop-b', 'mule-v5', '389'],
  ['mule', 'exchange', '598'],
  ['mule-v5', 'exchange', '388'],
];
