/**
 * Risk flags: explicit local rules over what anyone can put on-chain (jetton metadata, names,
 * comments, amounts). A flag never says "scam": it names the rule that fired, says in words
 * what it means, and carries the exact evidence (the text, amount or field that fired), so the
 * user can judge it and override it (a "trusted" label or "ignore this rule here").
 */

/** Every rule, by id. The ids are stored with overrides: never rename one. */
export const RISK_RULES = {
  'impersonates-ton': {
    title: 'Looks like TON',
    words: 'A jetton whose symbol or name reads as TON or Toncoin. Native TON is not a jetton.',
  },
  'impersonates-jetton': {
    title: 'Looks like a known jetton',
    words:
      'A jetton whose symbol or name reads as a well-known jetton, from a different jetton master.',
  },
  'hidden-characters': {
    title: 'Hidden characters',
    words:
      'Text with bidirectional, zero-width or control characters, which can reorder or hide what is shown.',
  },
  'address-like-name': {
    title: 'Name looks like an address',
    words: 'A name that reads as a TON address or a .ton name it is not.',
  },
  'comment-spam': {
    title: 'Spam comment',
    words: 'A comment with a link or a "claim your reward" pattern, typical of scam mailings.',
  },
  dust: {
    title: 'Dust payment',
    words:
      'An incoming TON amount under the dust threshold (Settings): often sent only to carry a comment or to poison the address history.',
  },
  'suspended-address': {
    title: 'Suspended address',
    words:
      'The address is on the suspended list of configuration parameter 44: it may not run transactions.',
  },
  'address-poisoning': {
    title: 'Lookalike address',
    words:
      'A transfer of no value (dust or zero, TON or jetton) from an address that starts and ends like one this account really transacted with: address poisoning, waiting to be copied for the next payment. Compare the whole address.',
  },
  'peel-chain': {
    title: 'Peel chain',
    words:
      'A run of accounts each passing most of what it received on soon after, peeling a small part off to a side account: a pattern of laundering stolen funds.',
  },
  'shared-funder': {
    title: 'Shared funder',
    words:
      'Wallets first funded by one account within a short window: they may belong to one entity (a suggestion, never merged without you).',
  },
} as const satisfies Record<string, { title: string; words: string }>;

export type RiskRuleId = keyof typeof RISK_RULES;
export const RISK_RULE_IDS = Object.keys(RISK_RULES) as RiskRuleId[];

/** True when `id` is a rule id (stored overrides are checked against it). */
export function isRiskRuleId(id: unknown): id is RiskRuleId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(RISK_RULES, id);
}

/**
 * One fired rule. `subject` is the raw lower-case address the flag is about (the jetton
 * master, the sender of a comment or payment, the named account): overrides are keyed by it.
 * `field` names where the evidence was read (`symbol`, `name`, `comment`, `amount`,
 * `address`); `evidence` is that value exactly as on-chain (amounts in nanotons), and `detail`
 * says in words why it fired ("symbol TON folds to TON", "link t.me/…").
 */
export interface RiskFlag {
  rule: RiskRuleId;
  subject: string;
  field: string;
  evidence: string;
  detail: string;
  /**
   * The address the evidence is compared with (raw lower-case), shown beside the subject: the
   * genuine counterparty a lookalike imitates.
   */
  related?: string;
}

/** The title and words of a flag's rule. */
export function ruleText(rule: RiskRuleId): { title: string; words: string } {
  return RISK_RULES[rule];
}

/** Flags without repeats (same rule, subject, field and evidence), in first-seen order. */
export function uniqueFlags(flags: readonly RiskFlag[]): RiskFlag[] {
  const seen = new Set<string>();
  return flags.filter((f) => {
    const key = `${f.rule}\u0000${f.subject}\u0000${f.field}\u0000${f.evidence}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
