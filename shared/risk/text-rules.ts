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
 * A text rule from its test: `detail` says why `text` read at `place` is flagged, or null when
 * it is not. Absent and empty texts are never flagged; a flagged text is its own evidence.
 */
function textRule<O extends object>(
  rule: RiskRuleId,
  detail: (text: string, place: TextPlace, opts: Partial<O>) => string | null,
): (text: string | null | undefined, place: TextPlace, opts?: Partial<O>) => RiskFlag[] {
  return (text, place, opts = {}) => {
    if (!text) return [];
    const why = detail(text, place, opts);
    return why === null ? [] : [textFlag(rule, place, text, why)];
  };
}

/**
 * `hidden-characters`: bidi controls, zero-width or other non-graphic characters in a name,
 * symbol or comment (the character classes of `shared/text/safety`). Comments may hold line
 * breaks and tabs (`multiline`); names and symbols may not. Evidence: the text exactly; the
 * detail lists each character once (`bidi U+202E RLO; zero-width U+200B ZWSP`).
 */
export const hiddenCharacters = textRule<{ multiline: boolean }>(
  'hidden-characters',
  (text, place, opts) => {
    const o = { allowLineBreaks: opts.multiline ?? false };
    return hasUnsafeChars(text, o) ? `The ${place.field} holds ${describeUnsafe(text, o)}.` : null;
  },
);

/**
 * `address-like-name`: a name from the chain or an index (NFT, jetton, domain) that reads as a
 * TON address, a shortened address, or a `.ton` name. A `.ton` name is not flagged when
 * `resolvedTonName` is true: the caller found a DNS record of exactly that name pointing at
 * `place.subject`. Evidence: the name exactly.
 */
export const addressLikeName = textRule<{ resolvedTonName: boolean }>(
  'address-like-name',
  (name, place, opts) => {
    const kind = nameImpersonation(name);
    if (!kind || (kind === 'ton-domain' && opts.resolvedTonName)) return null;
    if (kind === 'address') {
      return `The ${place.field} holds or reads as a TON address; it is not this account's address.`;
    }
    return kind === 'short-address'
      ? `The ${place.field} is shaped like a shortened address, as addresses are drawn.`
      : `The ${place.field} ends in .ton, but no DNS record of that name points here.`;
  },
);
