import type { RiskFlag } from './flags';
import type { Flow } from './peel-chain';

/**
 * Shared funder: wallets whose FIRST funding came from one account within a short window
 * (a sybil farm, a mule network, one person's wallets): candidates for one entity, beside the
 * shared-key grouping. Only ever a suggestion with its evidence: nothing is merged unless the
 * user groups them.
 *
 * Read from flows (the canvas's edges): an account's first funding is its earliest inflow
 * among the flows given (the caller passes flows whose receiving side it read from the
 * start). A suggestion is a funder and at least {@link FunderRules.minWallets} accounts it
 * first funded within {@link FunderRules.windowSeconds} of each other.
 */

/** An account's first funding: who sent it, when, how much (smallest unit of `asset`). */
export interface Funding {
  account: string;
  funder: string;
  asset: string;
  amount: string;
  utime: number;
}

export interface FunderRules {
  windowSeconds: number;
  minWallets: number;
}

export const DEFAULT_FUNDER_RULES: FunderRules = { windowSeconds: 3600, minWallets: 3 };

/** A suggested entity: the funder and the wallets it first funded within the window. */
export interface SharedFunder {
  funder: string;
  members: Funding[];
  /** Seconds between the first and the last member's funding. */
  spanSeconds: number;
}

/**
 * The first funding of every account that receives in `flows` (its earliest inflow; ties:
 * the larger), of `asset` (default TON).
 */
export function firstFundings(flows: readonly Flow[], asset = 'TON'): Map<string, Funding> {
  const out = new Map<string, Funding>();
  for (const f of flows) {
    if (f.asset !== asset || f.from === f.to) continue;
    const was = out.get(f.to);
    const earlier =
      !was ||
      f.firstUtime < was.utime ||
      (f.firstUtime === was.utime && BigInt(f.amount) > BigInt(was.amount));
    if (earlier) {
      out.set(f.to, {
        account: f.to,
        funder: f.from,
        asset: f.asset,
        amount: f.amount,
        utime: f.firstUtime,
      });
    }
  }
  return out;
}

/**
 * Funders that first funded at least `minWallets` accounts within `windowSeconds`: the
 * largest such group per funder, biggest groups first.
 */
export function sharedFunders(
  fundings: Iterable<Funding>,
  rules: FunderRules = DEFAULT_FUNDER_RULES,
): SharedFunder[] {
  const byFunder = new Map<string, Funding[]>();
  for (const f of fundings) byFunder.set(f.funder, [...(byFunder.get(f.funder) ?? []), f]);
  const out: SharedFunder[] = [];
  for (const [funder, list] of byFunder) {
    const sorted = list.filter((f) => f.account !== funder).sort((a, b) => a.utime - b.utime);
    let best: Funding[] = [];
    for (let i = 0, j = 0; j < sorted.length; j++) {
      while (sorted[j]!.utime - sorted[i]!.utime > rules.windowSeconds) i++;
      if (j - i + 1 > best.length) best = sorted.slice(i, j + 1);
    }
    if (best.length >= rules.minWallets) {
      out.push({
        funder,
        members: best,
        spanSeconds: best[best.length - 1]!.utime - best[0]!.utime,
      });
    }
  }
  return out.sort((a, b) => b.members.length - a.members.length);
}

/** The `shared-funder` flag of a suggestion, about the funder (subject: `subjectOf` it). */
export function sharedFunderFlag(
  s: SharedFunder,
  name: (address: string) => string = (a) => a,
  subjectOf: (address: string) => string = (a) => a.toLowerCase(),
): RiskFlag {
  const span = s.spanSeconds < 120 ? `${s.spanSeconds} s` : `${Math.round(s.spanSeconds / 60)} min`;
  return {
    rule: 'shared-funder',
    subject: subjectOf(s.funder),
    field: 'first funding',
    evidence: s.members.map((m) => name(m.account)).join(', '),
    detail: `${name(s.funder)} first funded these ${s.members.length} wallets within ${span}: they may be one entity. A suggestion: group them only if the rest agrees.`,
  };
}
