/**
 * Text widths for laying out pictures where no browser measures them (the case report is
 * drawn in main; the layout runs before anything is drawn). The estimate errs wide: it uses
 * the advance widths of DejaVu Sans (the widest common sans-serif, what `system-ui` and
 * `sans-serif` resolve to on most Linux systems; Segoe UI, SF and Roboto are narrower), so a
 * box sized by it holds its text in any of them. Widths in px at the given font size (px).
 */

/** DejaVu Sans advance widths in em (units per em 2048) of lower-case letters a–z. */
const LOWER = [
  0.613, 0.635, 0.55, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278, 0.579, 0.278, 0.974, 0.634,
  0.612, 0.635, 0.635, 0.411, 0.521, 0.392, 0.634, 0.592, 0.818, 0.592, 0.592, 0.525,
];
/** Digits, and the punctuation amounts and names use. */
const OTHER: Record<string, number> = {
  ' ': 0.318,
  '.': 0.318,
  ',': 0.318,
  ':': 0.337,
  ';': 0.337,
  '-': 0.361,
  _: 0.5,
  '(': 0.39,
  ')': 0.39,
  '/': 0.337,
  '+': 0.838,
  '=': 0.838,
  '·': 0.318,
  '…': 1,
  '→': 0.838,
  '≈': 0.838,
  '"': 0.46,
  "'": 0.275,
  '“': 0.52,
  '”': 0.52,
};

/** Width of one character in em (wide for anything outside Latin letters and digits). */
function charEm(c: string): number {
  const code = c.codePointAt(0)!;
  if (code >= 0x61 && code <= 0x7a) return LOWER[code - 0x61]!;
  if (code >= 0x30 && code <= 0x39) return 0.636;
  if (code >= 0x41 && code <= 0x5a) return c === 'M' || c === 'W' ? 1 : 0.78;
  return OTHER[c] ?? (code < 0x80 ? 0.6 : 1);
}

/** Estimated width (px) of `text` on one line at `fontPx` (see the module comment). */
export function textWidth(text: string, fontPx: number): number {
  let em = 0;
  for (const c of text) em += charEm(c);
  return em * fontPx * 1.03;
}

/**
 * `text` cut to fit `maxPx` at `fontPx`, ending in `…` when cut (whole code points; the whole
 * text stays in the tooltip and the tables).
 */
export function fitText(text: string, maxPx: number, fontPx: number): string {
  if (textWidth(text, fontPx) <= maxPx) return text;
  const chars = Array.from(text);
  let out = '';
  for (const c of chars) {
    if (textWidth(`${out}${c}…`, fontPx) > maxPx) break;
    out += c;
  }
  return `${out}…`;
}
