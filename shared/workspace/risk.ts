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

/** A network keeps at most this many lookalikes; the first found are dropped first. */
export const LOOKALIKES_MAX = 10_000;

/** Most lookalikes one `workspace:risk-lookalikes-add` call may carry. */
export const LOOKALIKES_PER_CALL = 1_000;

/**
 * A lookalike address as it crosses IPC and is kept: the `address-poisoning` flag a list
 * found (shared/risk/poisoning.ts `addressPoisoning`): `subject` the lookalike, `related` the
 * genuine counterparty it imitates (any address form; stored raw lower-case), `evidence` the
 * lookalike's matching form, `detail` the words. Any other rule is refused.
 */
export const lookalikeFlagSchema = z.object({
  rule: z.literal('address-poisoning', {
    error: 'only an address-poisoning flag is a lookalike',
  }),
  subject: z.string().min(1).max(128),
  field: z.literal('address'),
  evidence: z.string().max(128),
  detail: z.string().max(2_000),
  related: z.string().min(1).max(128),
});
export type LookalikeFlag = z.infer<typeof lookalikeFlagSchema>;
