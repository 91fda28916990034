import type { RiskFlag, RiskRuleId } from './flags';

/** The label category that marks an address trusted: no flags are shown about it. */
export const TRUSTED_CATEGORY = 'trusted';

/** True when a label's category is the trusted one (any case, outer spaces ignored). */
export function isTrustedCategory(category: string | null | undefined): boolean {
  return (category ?? '').trim().toLowerCase() === TRUSTED_CATEGORY;
}

/**
 * The user's overrides on one network: addresses labelled "trusted" and "ignore this rule
 * here" pairs. Addresses raw lower-case.
 */
export interface RiskOverrides {
  trusted: ReadonlySet<string>;
  /** Per address, the rules the user ignores there. */
  ignored: ReadonlyMap<string, ReadonlySet<RiskRuleId>>;
}

export const NO_OVERRIDES: RiskOverrides = { trusted: new Set(), ignored: new Map() };

/** What an override did to a flag: why it is not shown. */
export type OverrideReason = 'trusted' | 'ignored';

/**
 * Splits flags into those shown and those the user overrode (with the reason), so a view can
 * say "2 flags overridden" rather than drop them silently.
 */
export function applyOverrides(
  flags: readonly RiskFlag[],
  overrides: RiskOverrides,
): { shown: RiskFlag[]; overridden: Array<{ flag: RiskFlag; reason: OverrideReason }> } {
  const shown: RiskFlag[] = [];
  const overridden: Array<{ flag: RiskFlag; reason: OverrideReason }> = [];
  for (const flag of flags) {
    if (overrides.trusted.has(flag.subject)) overridden.push({ flag, reason: 'trusted' });
    else if (overrides.ignored.get(flag.subject)?.has(flag.rule))
      overridden.push({ flag, reason: 'ignored' });
    else shown.push(flag);
  }
  return { shown, overridden };
}
