import { textWidth } from '../../../../shared/canvas/text-metrics';

/**
 * The text inside a trace graph node, fitted to its box: the account's name (12 px, or 10 px
 * when that is too wide) and the status line each keep {@link NODE_PAD} px free from the box's
 * edge, and from the ⚠ risk flag when there is one. Text too wide for the box is cut with `…`
 * (the name in its middle, so both what it is and whose stay), its whole text in the node's
 * title. An edge label's lines keep the same padding in their box (GraphBody). Widths are the browser's own (a canvas measures the page's font); where no canvas
 * exists (a test in Node) they are estimated wide (`shared/canvas/text-metrics`).
 */

/** Free space (px) kept between a node's text and its box's edge (and the ⚠ flag). */
export const NODE_PAD = 8;
/** Where the name and status lines start, from the box's left edge (right of the letter). */
export const NODE_TEXT_X = 40;

/** The fonts of a node's and an edge label's lines (size px, weight); trace-graph.css sets none. */
export const NODE_FONTS = {
  name: { px: 12, weight: 600 },
  nameLong: { px: 10, weight: 600 },
  status: { px: 11, weight: 400 },
  flag: { px: 14, weight: 700 },
  /** An edge label's lines (amount, operation). */
  label: { px: 11, weight: 400 },
} as const;

type Font = { px: number; weight: number };

/**
 * The estimate's widening for bold text: DejaVu Sans Bold (the widest common face, what weight
 * 600 resolves to on most Linux systems) is up to 1.2 times as wide as the regular face the
 * estimate is built on (`i`, `l`, `.`; about 1.1 for most text).
 */
const BOLD_WIDEN = 1.2;

let canvas: CanvasRenderingContext2D | null | undefined;
let family = '';
/** Widths measured, by font and text: a trace repeats its accounts' names and statuses. */
const widths = new Map<string, number>();
const KEEP_WIDTHS = 5000;

/** Width (px) of `text` in `font`, as the page draws it (estimated without a browser). */
export function nodeTextWidth(text: string, font: Font): number {
  if (canvas === undefined) {
    canvas =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (canvas) family = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
  }
  if (!canvas) return textWidth(text, font.px) * (font.weight >= 600 ? BOLD_WIDEN : 1);
  const key = `${font.weight} ${font.px}px|${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    canvas.font = `${font.weight} ${font.px}px ${family}`;
    w = canvas.measureText(text).width;
    if (widths.size >= KEEP_WIDTHS) widths.clear();
    widths.set(key, w);
  }
  return w;
}

/**
 * `text` cut to at most `maxPx` wide in `font`: whole when it fits, else as many code points
 * as fit with `…` in the middle (`middle`) or at the end. Empty when not even `…` fits.
 */
export function fitNodeText(text: string, maxPx: number, font: Font, middle = false): string {
  if (nodeTextWidth(text, font) <= maxPx) return text;
  const chars = [...text];
  const cut = (k: number) => {
    const head = middle ? Math.ceil(k / 2) : k;
    return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (k - head)).join('')}`;
  };
  // The widest cut that fits: widths grow with the code points kept.
  let lo = -1;
  let hi = chars.length - 1;
  while (lo < hi) {
    const k = Math.ceil((lo + hi + 1) / 2);
    if (nodeTextWidth(cut(k), font) <= maxPx) lo = k;
    else hi = k - 1;
  }
  return lo < 0 ? '' : cut(lo);
}

/** A node's lines as drawn: the name (and whether it is the smaller font) and the status. */
export interface NodeLines {
  name: string;
  nameLong: boolean;
  status: string;
}

/**
 * The name and status of a node `width` px wide, each fitted between {@link NODE_TEXT_X} and
 * the box's right edge less {@link NODE_PAD} (less the ⚠ flag and a pad when `flagged`).
 */
export function nodeLines(
  name: string,
  status: string,
  width: number,
  flagged: boolean,
): NodeLines {
  const flag = flagged ? nodeTextWidth('⚠', NODE_FONTS.flag) + NODE_PAD / 2 : 0;
  const room = width - NODE_TEXT_X - NODE_PAD;
  const nameLong = nodeTextWidth(name, NODE_FONTS.name) > room - flag;
  return {
    name: fitNodeText(name, room - flag, nameLong ? NODE_FONTS.nameLong : NODE_FONTS.name, true),
    nameLong,
    status: fitNodeText(status, room - flag, NODE_FONTS.status),
  };
}
