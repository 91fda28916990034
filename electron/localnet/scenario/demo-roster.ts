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
 * The investigation part of the demo (blocks at its end): a "theft" whose funds split in two.
 * Most runs a peel chain over 5 hops to the exchange (peel-1, peel-2, peel-3 and mule each pass
 * most on and peel a small part off to a side wallet); the rest goes to split, which cashes
 * part out at the exchange at once and joins side-1 with the rest. side-1 swaps part into the
 * demo jetton at a swap desk (TON in, DEMO out to mule-v5, which deposits the DEMO at the
 * exchange; mule moves part of its TON to mule-v5, its own key's other wallet, which deposits
 * it too) and smurfs the rest through three small wallets into the exchange. The later
 * peels gather in stash and stash-v5 and reach the exchange too. The exchange also takes hundreds of unrelated deposits
 * (`INVESTIGATION_DEPOSITORS`, funded by `payroll`) and one from alice.
 * Each entry: role (the wallet's name in `--accounts-out`, named `<role>.ton`), contract
 * version, and the key name when it is not the role (wallets with one key name share one
 * mnemonic, so one public key): `mule` (v4R2) and `mule-v5` (v5R1) share a key, as do `stash`
 * and `stash-v5`.
 */
export const INVESTIGATION_WALLETS: ReadonlyArray<
  [role: string, version: DemoWalletVersion, keyName?: string]
> = [
  ['theft', 'v4R2'],
  ['peel-1', 'v5R1'],
  ['peel-2', 'v4R2'],
  ['peel-3', 'v5R1'],
  ['mule', 'v4R2'],
  ['mule-v5', 'v5R1', 'mule'],
  ['side-1', 'v5R1'],
  ['side-2', 'v5R1'],
  ['side-3', 'v4R2'],
  ['side-4', 'v4R2'],
  ['stash', 'v4R2'],
  ['stash-v5', 'v5R1', 'stash'],
  ['split', 'v5R1'],
  ['swap-desk', 'v4R2'],
  ['smurf-1', 'v4R2'],
  ['smurf-2', 'v5R1'],
  ['smurf-3', 'v4R2'],
  ['payroll', 'v5R1'],
  ['exchange', 'v4R2'],
];

/** One move of the investigation: from role, to role, amount (decimal, in `asset` units). */
export interface InvestigationFlow {
  from: string;
  to: string;
  /** Decimal string in TON, or in DEMO (9 decimals) for the jetton. */
  amount: string;
  asset: 'TON' | 'DEMO';
  /** For DEMO: TON the transfer notification carries to the new owner (its gas money). */
  forwardTon?: string;
  /** Block of the chase it moves in (1 = the block after the opening; each hop later). */
  block: number;
}

/** A TON flow of the chase in block `block`. */
const ton = (block: number, from: string, to: string, amount: string): InvestigationFlow => ({
  from,
  to,
  amount,
  asset: 'TON',
  block,
});

/**
 * The investigation's moves in block order (for tests and the README). TON moves pay their
 * fees on top (send mode 3), so each hop passes on a little less than it got; a DEMO move is a
 * TEP-74 transfer between the owners' jetton wallets. Each sender moves only after the first
 * funds it passes on arrived (a trace's time window moves forward with the funds).
 */
export const INVESTIGATION_FLOWS: readonly InvestigationFlow[] = [
  ton(1, 'theft', 'peel-1', '700'),
  ton(1, 'theft', 'split', '290'),
  ton(2, 'peel-1', 'peel-2', '640'),
  ton(2, 'peel-1', 'side-1', '55'),
  ton(2, 'split', 'exchange', '150'),
  ton(2, 'split', 'side-1', '135'),
  ton(3, 'peel-2', 'peel-3', '585'),
  ton(3, 'peel-2', 'side-2', '50'),
  ton(3, 'side-1', 'swap-desk', '115'),
  ton(3, 'side-1', 'smurf-1', '25'),
  ton(3, 'side-1', 'smurf-2', '24'),
  ton(3, 'side-1', 'smurf-3', '23'),
  ton(4, 'peel-3', 'mule', '530'),
  ton(4, 'peel-3', 'side-3', '45'),
  ton(4, 'side-2', 'stash', '49'),
  ton(4, 'smurf-1', 'exchange', '24.9'),
  ton(4, 'smurf-2', 'exchange', '23.9'),
  ton(4, 'smurf-3', 'exchange', '22.9'),
  { from: 'swap-desk', to: 'mule-v5', amount: '120000', asset: 'DEMO', block: 4, forwardTon: '1' },
  ton(5, 'mule', 'exchange', '400'),
  ton(5, 'mule', 'mule-v5', '110'),
  ton(5, 'mule', 'side-4', '8'),
  ton(5, 'side-3', 'stash-v5', '44'),
  ton(5, 'stash', 'exchange', '48'),
  {
    from: 'mule-v5',
    to: 'exchange',
    amount: '120000',
    asset: 'DEMO',
    block: 5,
    forwardTon: '0.01',
  },
  ton(6, 'stash-v5', 'exchange', '43'),
  ton(6, 'mule-v5', 'exchange', '105'),
];

/** Blocks the chase takes after the opening block (the last flow's `block`). */
export const INVESTIGATION_CHASE_BLOCKS = 6;

/**
 * The exchange's unrelated depositors: wallets `depositor-<i>` (v4R2 for even i, v5R1 for
 * odd), each funded by `payroll` and deploying itself with one deposit to the exchange during
 * the chase. Their keys derive cheaply (`keyPairFromSeed` of SHA-256 of seed, "depositor" and
 * i; no mnemonic), so hundreds cost little at every start.
 */
export const INVESTIGATION_DEPOSITORS = 200;

/** Depositor `i`'s deposit in nanotons: 1 to 50.9 TON, distinct from its neighbours'. */
export function depositorDeposit(i: number): bigint {
  return 1_000_000_000n + BigInt((i * 7919) % 500) * 100_000_000n + BigInt(i);
}

/**
 * The address-poisoning attempt on alice (the blocks after the chase): a v4R2 wallet whose
 * address starts and ends like `imitates`'s (carol: alice's most frequent counterparty, with
 * DEMO sent, an NFT sent and one received; the wallet id found by a vanity search, see
 * `lookalikeWalletId`) is funded by the faucet and sends alice a zero-value transfer with
 * `comment`, hoping she copies it for her next payment to carol. Its key is a SHA-256 seed
 * (`<seed>/poisoner`), no mnemonic.
 */
export const POISONING = {
  victim: 'alice',
  imitates: 'carol',
  comment: 'Payment received, thank you! Invoice #4471',
  /** TON the faucet gives the poisoner for its fees. */
  fundTon: '1',
  /**
   * Where the vanity search starts. For the default seed it is the first id that matches,
   * found by searching from 0 (about 1.9 million tries, 5 to 20 s on a loaded machine):
   * recorded here so that a build does not repeat them. Another seed searches on from it.
   */
  walletIdFrom: 1_854_096,
  /**
   * Ids a build searches before it settles for the first one sharing only the four leading
   * characters: another seed's demo stays quick to build (a full match would take about a
   * million tries), and its poisoning transfer is then not a lookalike by the rule's measure.
   */
  searchLimit: 4096,
} as const;

/** Blocks the poisoning attempt takes: the faucet funds the poisoner, then it sends. */
export const POISONING_BLOCKS = 2;
