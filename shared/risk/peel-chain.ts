import type { RiskFlag } from './flags';
import { tonText } from '../ton/asset-facts';

/**
 * Peel chain: stolen funds hop from account to account, each passing MOST of what it received
 * on within a short time and PEELING a small part off to a side account (cashed out, or set
 * aside), so no single move looks like the whole sum.
 *
 * Read from flows (the canvas's edges: one asset from one account to another, summed, with
 * the first and last time). An account is a peel hop when, for the flow it received:
 * - its largest outflow of that asset left within {@link PeelRules.windowSeconds} of the
 *   inflow's arrival and is at least {@link PeelRules.passShare} of it, and no more than it;
 * - at least one other outflow in that window is a peel: above zero and at most
 *   {@link PeelRules.peelShare} of it;
 * - the onward flow does not go back to where the funds came from.
 * A chain is at least {@link PeelRules.minHops} peel hops in a row, each hop's onward flow being
 * the next hop's inflow; it ends at the last onward flow's recipient.
 */

/** A flow as the rule reads it. Addresses in one form throughout (the canvas: raw upper). */
export interface Flow {
  from: string;
  to: string;
  /** `TON` or `jetton:<MASTER>`. */
  asset: string;
  /** Decimal string, the asset's smallest unit. */
  amount: string;
  firstUtime: number;
  lastUtime: number;
}

/** The rule's thresholds (defaults: {@link DEFAULT_PEEL_RULES}). */
export interface PeelRules {
  /** Least share of the inflow passed on by the largest outflow. */
  passShare: number;
  /** Largest share of the inflow a peel may be. */
  peelShare: number;
  /** Seconds after the inflow's arrival within which the funds moved on. */
  windowSeconds: number;
  /** Fewest peel hops in a row that make a chain. */
  minHops: number;
}

export const DEFAULT_PEEL_RULES: PeelRules = {
  passShare: 2 / 3,
  peelShare: 0.15,
  windowSeconds: 24 * 3600,
  minHops: 3,
};

/** One peel hop: what the account received, passed on and peeled off. */
export interface PeelHop {
  account: string;
  received: Flow;
  onward: Flow;
  peels: Flow[];
}

/** A peel chain of one asset: its hops in order and where the last onward flow went. */
export interface PeelChain {
  asset: string;
  hops: PeelHop[];
  /** The last onward flow's recipient. */
  end: string;
  /** The hops' accounts, then the end. */
  accounts: string[];
}

/** `part / whole` of two decimal strings (whole > 0). */
function share(part: string, whole: string): number {
  return Number((BigInt(part) * 1_000_000n) / BigInt(whole)) / 1_000_000;
}

/** The peel hop of `account` for the flow it `received`, or null when it is not one. */
function peelHop(
  account: string,
  received: Flow,
  outs: readonly Flow[],
  rules: PeelRules,
): PeelHop | null {
  if (BigInt(received.amount) <= 0n) return null;
  const after = outs.filter(
    (o) =>
      o.firstUtime >= received.firstUtime &&
      o.lastUtime <= received.firstUtime + rules.windowSeconds,
  );
  if (after.length < 2) return null;
  const [onward, ...rest] = [...after].sort((a, b) =>
    BigInt(b.amount) > BigInt(a.amount) ? 1 : -1,
  );
  const passed = share(onward!.amount, received.amount);
  if (passed < rules.passShare || passed > 1 || onward!.to === received.from) return null;
  const peels = rest.filter((o) => share(o.amount, received.amount) <= rules.peelShare);
  return peels.length ? { account, received, onward: onward!, peels } : null;
}

/**
 * Every peel chain in `flows` (each asset apart), longest first; a chain found from its
 * middle is part of a longer one and not listed again.
 */
export function peelChains(
  flows: readonly Flow[],
  rules: PeelRules = DEFAULT_PEEL_RULES,
): PeelChain[] {
  const outsOf = new Map<string, Flow[]>();
  for (const f of flows) {
    const key = `${f.asset}|${f.from}`;
    outsOf.set(key, [...(outsOf.get(key) ?? []), f]);
  }
  const chains: PeelChain[] = [];
  for (const start of flows) {
    const hops: PeelHop[] = [];
    const seen = new Set<string>([start.from]);
    let received: Flow = start;
    while (!seen.has(received.to)) {
      seen.add(received.to);
      const hop = peelHop(
        received.to,
        received,
        outsOf.get(`${received.asset}|${received.to}`) ?? [],
        rules,
      );
      if (!hop) break;
      hops.push(hop);
      received = hop.onward;
    }
    if (hops.length < rules.minHops) continue;
    const end = hops[hops.length - 1]!.onward.to;
    chains.push({ asset: start.asset, hops, end, accounts: [...hops.map((h) => h.account), end] });
  }
  // Keep the longest of chains that share an onward path (one found from its middle).
  chains.sort((a, b) => b.hops.length - a.hops.length);
  const kept: PeelChain[] = [];
  for (const c of chains) {
    const first = c.hops[0]!.account;
    if (kept.some((k) => k.asset === c.asset && k.accounts.includes(first))) continue;
    kept.push(c);
  }
  return kept;
}

/** An amount of `asset` in words (TON with decimals; jettons in smallest units). */
function amountText(asset: string, amount: string): string {
  return asset === 'TON'
    ? tonText(amount)
    : `${amount} units of ${asset.replace(/^jetton:/, 'jetton ')}`;
}

const percent = (part: string, whole: string) => `${Math.round(share(part, whole) * 100)} %`;

/**
 * The `peel-chain` flags of a chain, one per hop account (subject: `subjectOf` the account,
 * e.g. raw lower-case): evidence says what it received, passed on and peeled off.
 */
export function peelChainFlags(
  chain: PeelChain,
  name: (address: string) => string = (a) => a,
  subjectOf: (address: string) => string = (a) => a.toLowerCase(),
): RiskFlag[] {
  return chain.hops.map((h, i) => {
    const peels = h.peels
      .map(
        (p) =>
          `${amountText(p.asset, p.amount)} (${percent(p.amount, h.received.amount)}) to ${name(p.to)}`,
      )
      .join(', ');
    return {
      rule: 'peel-chain',
      subject: subjectOf(h.account),
      field: 'flows',
      evidence: `received ${amountText(h.received.asset, h.received.amount)} from ${name(h.received.from)}; passed ${amountText(h.onward.asset, h.onward.amount)} (${percent(h.onward.amount, h.received.amount)}) on to ${name(h.onward.to)}; peeled ${peels}`,
      detail: `Hop ${i + 1} of ${chain.hops.length} of a peel chain ${chain.accounts.map(name).join(' → ')}.`,
    };
  });
}
