import type { Network } from '../../../../shared/profiles';
import type { MultisigOrderRow, VestingRow } from './reference-types';

/** The reference lists whose emptiness the pages explain. */
export type ReferenceList =
  | 'elections'
  | 'complaints'
  | 'validator-events'
  | 'cycles'
  | 'nominator-pools'
  | 'domains'
  | 'domain'
  | 'auctions'
  | 'multisig'
  | 'vesting'
  | 'pending';

const WHAT: Record<ReferenceList, string> = {
  elections: 'validator elections',
  complaints: 'validator complaints',
  'validator-events': 'elector stake events',
  cycles: 'validation cycles',
  'nominator-pools': 'nominator pools',
  domains: 'DNS domains',
  domain: 'DNS domain',
  auctions: 'DNS auctions',
  multisig: 'multisig wallets or orders',
  vesting: 'vesting contracts',
  pending: 'pending transactions',
};

/** Why the local network has none of a list (it runs no such contract), or null if it can. */
const LOCAL_REASON: Partial<Record<ReferenceList, string>> = {
  elections: 'The local network runs no elector contract, so no elections take place.',
  complaints: 'The local network runs no elector contract, so no complaints are filed.',
  'validator-events': 'The local network runs no elector contract, so no stakes are sent.',
  'nominator-pools': 'The local network runs no nominator pool contracts.',
  domains: 'The local network knows only its demo names: alice.ton, bob.ton and carol.ton.',
  domain: 'The local network knows only its demo names: alice.ton, bob.ton and carol.ton.',
  auctions: 'The local network runs no TON DNS auction contracts, so no auctions run.',
  multisig: 'The local network has no multisig wallets.',
  vesting: 'The local network has no vesting contracts.',
};

/** Titles of lists whose emptiness is about one account or name, not the whole network. */
const TITLE: Partial<Record<ReferenceList, string>> = {
  domains: 'No domains point to this account',
  domain: 'No such domain',
};

/**
 * The empty state of a reference list: a title ("No nominator pools on this network") and the
 * reason, which on the Local profile says what the local network does not run.
 */
export function emptyReason(
  list: ReferenceList,
  network: Network,
): { title: string; reason: string } {
  const title = TITLE[list] ?? `No ${WHAT[list]} on this network`;
  const local = network === 'local' ? LOCAL_REASON[list] : undefined;
  return {
    title,
    reason: local ?? `The index returned no ${WHAT[list]} for this query.`,
  };
}

/** Signers of a multisig order with whether each approved (bit i of `approvals_mask`). */
export function orderApprovals(
  order: MultisigOrderRow,
): Array<{ signer: string; approved: boolean }> {
  let mask = 0n;
  try {
    mask = BigInt(order.approvals_mask ?? '0');
  } catch {
    mask = 0n;
  }
  return (order.signers ?? []).map((signer, i) => ({
    signer,
    approved: ((mask >> BigInt(i)) & 1n) === 1n,
  }));
}

/** One point of a vesting unlock schedule: at `time` (unix s), `unlockedNano` is unlocked. */
export interface VestingPoint {
  time: number;
  unlockedNano: bigint;
}

/**
 * The unlock schedule of a vesting contract (vesting-contract semantics: nothing before the
 * cliff, then `total × elapsed periods / all periods`, everything at `start + total_duration`):
 * one point per unlock period (at most `maxPoints`, evenly thinned). Empty when the contract's
 * figures are missing or inconsistent (zero durations).
 */
export function vestingSchedule(v: VestingRow, maxPoints = 60): VestingPoint[] {
  const start = v.start_time;
  const duration = v.total_duration;
  const period = v.unlock_period;
  if (start === undefined || !duration || !period || !v.total_amount) return [];
  let total: bigint;
  try {
    total = BigInt(v.total_amount);
  } catch {
    return [];
  }
  const cliff = v.cliff_duration ?? 0;
  const periods = Math.floor(duration / period);
  if (periods <= 0) return [];
  const unlockedAt = (elapsed: number): bigint => {
    if (elapsed < cliff) return 0n;
    if (elapsed >= duration) return total;
    const done = Math.floor(elapsed / period);
    return (total * BigInt(done)) / BigInt(periods);
  };
  const step = Math.max(1, Math.ceil(periods / maxPoints));
  const points: VestingPoint[] = [{ time: start, unlockedNano: 0n }];
  for (let i = step; i < periods; i += step) {
    const t = start + i * period;
    points.push({ time: t, unlockedNano: unlockedAt(i * period) });
  }
  points.push({ time: start + duration, unlockedNano: total });
  return points;
}

/** Upper-case hex keys (toncenter's form) and base64 ones compare equal: both to lower hex. */
export function keyToHex(key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^[0-9a-fA-F]{64}$/.test(key)) return key.toLowerCase();
  try {
    const buf = Buffer.from(key.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return buf.length === 32 ? buf.toString('hex') : null;
  } catch {
    return null;
  }
}
