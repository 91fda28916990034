/**
 * Folding of display text for "does this read as X?" comparisons: two strings that fold to
 * the same key look alike to a reader. Used only to compare, never to show.
 */

/**
 * Letters and digits of other scripts drawn like Latin capitals (a subset of Unicode's
 * confusables, TR39 `confusables.txt`, for the letters of token symbols), and currency signs
 * drawn as letters (`USD₮`).
 */
const LOOKALIKES: ReadonlyMap<string, string> = new Map(
  // Cyrillic and Greek letters, then digits and signs read as letters; each pair is
  // <lookalike><Latin capital>.
  'АA ВB ЕE ЁE КK МM НH ОO РP СC ТT ХX УY ІI ЈJ ЅS ԀD ԚQ ԜW аA еE ёE оO рP сC хX уY іI јJ ѕS кK тT нH мM вB ԁD ԛQ ԝW ոN пN ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX οO νV τT κK ιI ρP υU 0O 1I 5S ₮T $S'
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
);

/** Format, control, combining and variation characters: invisible or decoration only. */
const INVISIBLE =
  /[\p{Cf}\p{Cc}\p{Mn}\p{Me}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u3164\u115F\u1160\uFFA0]/gu;
/** Separators, punctuation and symbols that do not change which word is read. */
const NOISE = /[\p{Z}\p{P}\p{S}]/gu;

/**
 * The comparison key of `text`: compatibility-normalised (NFKC: full-width and mathematical
 * letters become plain ones), invisible characters dropped, lookalike letters and digits
 * mapped to Latin capitals, upper-cased, spaces, punctuation and symbols dropped (a leading
 * `$` reads as S only inside a word; `$TON` keys as `TON`). `"Т0N"` (Cyrillic Т, zero) and
 * `"ＴＯＮ"` both key as `"TON"`.
 */
export function lookalikeKey(text: string): string {
  const plain = text.normalize('NFKD').replace(INVISIBLE, '').normalize('NFKC');
  // A currency sign at either end is decoration ("$TON", "TON$"); inside a word it is a letter.
  const trimmed = plain.trim().replace(/^[$]+|[$]+$/g, '');
  let out = '';
  for (const ch of trimmed) out += LOOKALIKES.get(ch) ?? ch.toUpperCase();
  return out.replace(NOISE, '');
}
