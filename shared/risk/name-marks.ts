import { parsedOrNull } from '../parses';
import type { NameJudgement } from '../text/name-judgement';
import { normalizeAddress } from '../ton/address';
import type { RiskFlag } from './flags';

/**
 * The mark a shown name carries (`judgeName`: a name that reads as an address or an
 * unresolved `.ton` name, or one with hidden characters) as a risk flag about the named
 * address: a row that draws the mark counts it among its flags ("Hide flagged" hides it, the
 * Risk column names it), and an override of that rule at that address (a "trusted" label,
 * "ignore this rule here") clears the mark as it clears the flag. [] when the name is not
 * flagged. `address` any form; `name` the chain text exactly.
 */
export function shownNameFlags(
  address: string,
  name: string | null | undefined,
  judged: NameJudgement | null | undefined,
): RiskFlag[] {
  if (!name || !judged?.rule || !judged.flag) return [];
  const subject = parsedOrNull(() => normalizeAddress(address)) ?? address;
  return [{ rule: judged.rule, subject, field: 'name', evidence: name, detail: `${judged.flag}.` }];
}
