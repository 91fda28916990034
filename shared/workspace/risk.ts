import { z } from 'zod';
import { RISK_RULE_IDS, type RiskRuleId } from '../risk/flags';
import { DEFAULT_DUST_THRESHOLD_NANO, MAX_DUST_THRESHOLD_NANO } from '../risk/dust';
import type { RiskOverrides } from '../risk/overrides';

/** A rule id as the IPC contract accepts it. */
export const riskRuleSchema = z.enum(RISK_RULE_IDS as [RiskRuleId, ...RiskRuleId[]]);

/** A dust threshold in nanotons as it crosses IPC: a decimal string, 0 (rule off) to 1 TON. */
export const dustThresholdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'a whole number of nanotons')
  .refine(
    (s) => !/^\d+$/.test(s) || BigInt(s) <= MAX_DUST_THRESHOLD_NANO,
    'at most 1 TON (1000000000 nanotons)',
  );

/** One "ignore this rule here" override: `rule` is not shown about `address` (raw). */
export interface RiskIgnore {
  address: string;
  rule: RiskRuleId;
  /** Unix ms. */
  createdAt: number;
}

/**
 * A network's risk overrides and the dust threshold, as main answers them: addresses whose
 * label category is "trusted", the ignored rules, and the threshold (nanotons, decimal).
 */
export interface RiskSettings {
  trusted: string[];
  ignored: RiskIgnore[];
  dustThresholdNano: string;
}

/** The default settings (nothing overridden, the default threshold). */
export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  trusted: [],
  ignored: [],
  dustThresholdNano: DEFAULT_DUST_THRESHOLD_NANO.toString(),
};

/** {@link RiskSettings} as the rules' {@link RiskOverrides} (sets, for lookups per flag). */
export function toRiskOverrides(s: RiskSettings): RiskOverrides {
  const ignored = new Map<string, Set<RiskRuleId>>();
  for (const i of s.ignored) {
    const rules = ignored.get(i.address) ?? new Set<RiskRuleId>();
    rules.add(i.rule);
    ignored.set(i.address, rules);
  }
  return { trusted: new Set(s.trusted), ignored };
}
