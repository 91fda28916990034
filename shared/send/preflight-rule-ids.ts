/**
 * The preflight rules' ids and severities: what a warning (shared/preflight/types.ts) names,
 * apart from the rules themselves (preflight-rules.ts), which read those types; so neither
 * module imports the other.
 */

/** How much a warning matters: `danger` (funds or the whole message at stake), `warn`, `info`. */
export type PreflightSeverity = 'danger' | 'warn' | 'info';

export const PREFLIGHT_RULE_IDS = [
  'not-accepted',
  'expiry',
  'whole-balance',
  'non-bounceable-no-return',
  'will-bounce',
  'jetton-destination',
  'jetton-forward-amount',
  'to-own-master',
  'will-fail',
  'balance-share',
  'trace-cap',
  'stale-pin',
] as const;
export type PreflightRuleId = (typeof PREFLIGHT_RULE_IDS)[number];
