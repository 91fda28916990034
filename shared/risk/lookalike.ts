import anyAscii from 'any-ascii';
import unhomoglyph from 'unhomoglyph';

/**
 * Folding of display text for "does this read as X?" comparisons: two strings that fold to
 * the same key look alike to a reader. Used only to compare, never to show.
 *
 * The letters come from data, not from a table of our own: Unicode's confusable skeletons
 * (UTS #39, `confusables.txt`, through `unhomoglyph`) say which characters are drawn alike
 * (Cyrillic `Т`, Greek `Ο`, Cherokee `Ꭲ`, Lisu `ꓔ`, digit `0`…), and a transliteration
 * (`any-ascii`) says how a word of another script reads (Cyrillic `ТОН` is "TON", small capitals
 * `ᴛᴏɴ` are "TON").
 */

/** Format, combining and variation characters and fillers: invisible or decoration only. */
const INVISIBLE =
  /[\p{Cf}\p{Mn}\p{Me}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u3164\u115F\u1160\uFFA0]/gu;
/** Control characters (line breaks, tabs…): they end a word. */
const CONTROLS = /\p{Cc}/gu;
/** Combining marks a skeleton leaves (`Ꮎ` is `O` with an overlaid stroke). */
const MARKS = /\p{M}/gu;
/** Separators, punctuation and symbols that do not change which word is read. */
const NOISE = /[\p{Z}\p{P}\p{S}\p{C}]+/gu;

/**
 * Visible text only: compatibility-normalised (NFKC: full-width, mathematical, circled),
 * invisible characters dropped, controls made spaces.
 */
function visible(text: string): string {
  return text.normalize('NFKD').replace(INVISIBLE, '').replace(CONTROLS, ' ').normalize('NFKC');
}

/**
 * The UTS #39 skeleton of `text`, upper-cased: NFD, every character replaced by its
 * confusable prototype, NFD again; marks left by the mapping dropped; case folded before and
 * after (so `t` and `T` key alike). Not for display: `I` and `l` share one skeleton.
 */
export function confusableSkeleton(text: string): string {
  const upper = visible(text).toUpperCase().normalize('NFD');
  return unhomoglyph(upper).normalize('NFD').replace(MARKS, '').toUpperCase();
}

/**
 * The comparison key of `text`: its {@link confusableSkeleton} without spaces, punctuation and
 * symbols (a currency sign at either end is decoration: `$TON` keys as `TON`; inside a word it
 * is a letter, `USD₮` keys as `USDT`). `"Т0N"` (Cyrillic Т, zero), `"ＴＯＮ"` and `"ꓔꓳꓠ"` key
 * as `TON` does.
 */
export function lookalikeKey(text: string): string {
  const trimmed = visible(text)
    .trim()
    .replace(/^[$]+|[$]+$/g, '');
  return confusableSkeleton(trimmed).replace(NOISE, '');
}

/**
 * The words `text` reads as, each as a {@link lookalikeKey}: the words of its skeleton and of
 * its transliteration (so `ТОН`, `ᴛᴏɴ` and `ᎢᎾN` each give the word `TON`). Words are split at
 * spaces, line breaks, punctuation and symbols: `Toncoin (TON)`, `Wrapped TON` and
 * `"TON\nmore text"` all hold the word `TON`.
 */
export function lookalikeWords(text: string): Set<string> {
  const plain = visible(text);
  const words = new Set<string>();
  for (const form of [plain, anyAscii(plain)]) {
    for (const w of confusableSkeleton(form).split(NOISE)) if (w) words.add(w);
  }
  return words;
}
