import { describeUnsafe, hasUnsafeChars, nameImpersonation } from '../text/safety';
import type { RiskFlag, RiskRuleId } from './flags';

/** Where a text was read and whose it is. */
export interface TextPlace {
  /** `name`, `symbol`, `comment`, `domain`, `description`… */
  field: string;
  /** The raw lower-case address the text belongs to (named account, jetton, sender). */
  subject: string;
}

/** A text rule's flag: `rule` fired on the text `evidence` read at `place`. */
function textFlag(rule: RiskRuleId, place: TextPlace, evidence: string, detail: string): RiskFlag {
  return { rule, subject: place.subject, field: place.field, evidence, detail };
}

/**
 * `hidden-characters`: bidi controls, zero-width or other non-graphic characters in a name,
 * symbol or comment (the character classes of `shared/text/safety`). Comments may hold line
 * breaks and tabs (`multiline`); names and symbols may not. Evidence: the text exactly; the
 * detail lists each character once (`bidi U+202E RLO; zero-width U+200B ZWSP`).
 */
export function hiddenCharacters(
  text: string | null | undefined,
  place: TextPlace,
  opts: { multiline?: boolean } = {},
): RiskFlag[] {
  if (!text) return [];
  const o = { allowLineBreaks: opts.multiline ?? false };
  if (!hasUnsafeChars(text, o)) return [];
  return [
    textFlag(
      'hidden-characters',
      place,
      text,
      `The ${place.field} holds ${describeUnsafe(text, o)}.`,
    ),
  ];
}

/**
 * `address-like-name`: a name from the chain or an index (NFT, jetton, domain) that reads as a
 * TON address, a shortened address, or a `.ton` name. A `.ton` name is not flagged when
 * `resolvedTonName` is true: the caller found a DNS record of exactly that name pointing at
 * `place.subject`. Evidence: the name exactly.
 */
export function addressLikeName(
  name: string | null | undefined,
  place: TextPlace,
  opts: { resolvedTonName?: boolean } = {},
): RiskFlag[] {
  if (!name) return [];
  const kind = nameImpersonation(name);
  if (!kind || (kind === 'ton-domain' && opts.resolvedTonName)) return [];
  const detail =
    kind === 'address'
      ? `The ${place.field} holds or reads as a TON address; it is not this account's address.`
      : kind === 'short-address'
        ? `The ${place.field} is shaped like a shortened address, as addresses are drawn.`
        : `The ${place.field} ends in .ton, but no DNS record of that name points here.`;
  return [textFlag('address-like-name', place, name, detail)];
}
