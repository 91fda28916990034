/**
 * The one place that judges chain text (names, symbols, comments, metadata) before it is shown,
 * alerted or written: which characters can hide or reorder what the reader sees, whether a name
 * impersonates an address or a `.ton` domain, and how long text is bounded.
 *
 * Why: anyone can mint a jetton, name an NFT or send a comment; a right-to-left override
 * (U+202E) draws text reversed, zero-width characters make `alice\u200B.ton` look like
 * `alice.ton`, and a name that is an address is read as that address (issue 24).
 */
import { isAddress } from '../ton/address';

/** What an unsafe character does to the text around it. */
export type UnsafeCharKind =
  /** Reorders text: embeddings, overrides, isolates and directional marks. */
  | 'bidi'
  /** Draws nothing: zero-width spaces and joiners, word joiner, BOM, invisible operators. */
  | 'zero-width'
  /** Any other non-graphic character: C0/C1 controls, line/paragraph separators, other format
   * characters (soft hyphen, tags…), surrogates, private use, and blank-looking fillers. */
  | 'control'
  /** Draws like a mark the app itself draws (its warning sign, ⚠): chain text cannot wear it. */
  | 'mark';

/** One unsafe character found in a text. */
export interface UnsafeChar {
  /** UTF-16 index of the character in the text. */
  index: number;
  /** Its code point. */
  codePoint: number;
  kind: UnsafeCharKind;
  /** `U+202E RLO`: the code point and, for the well-known ones, their abbreviation. */
  label: string;
}

/** Abbreviations of the bidi controls (Unicode UAX #9 names). */
const BIDI: Record<number, string> = {
  0x061c: 'ALM',
  0x200e: 'LRM',
  0x200f: 'RLM',
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
};

/** Characters that draw nothing (abbreviation, or '' for none). */
const ZERO_WIDTH: Record<number, string> = {
  0x200b: 'ZWSP',
  0x200c: 'ZWNJ',
  0x200d: 'ZWJ',
  0x2060: 'WJ',
  0xfeff: 'BOM',
  0x180e: 'MVS',
  0x2061: '',
  0x2062: '',
  0x2063: '',
  0x2064: '',
  0x034f: 'CGJ',
};

/**
 * Signs the app draws as its own marks (the risk flag's warning sign), with their markers: in
 * chain text they would pose as the app's flag (`⚠ alice` on a canvas node), so they are
 * revealed like any other unsafe character.
 */
const APP_MARKS: Record<number, string> = { 0x26a0: 'WARNING' };

/** Letters that render blank (Hangul fillers, braille blank): a name of them looks empty. */
const BLANK_LETTERS = new Set([0x115f, 0x1160, 0x3164, 0xffa0, 0x2800]);

/** Names of a few C0 controls, for readable markers. */
const CONTROL_NAMES: Record<number, string> = {
  0x00: 'NUL',
  0x09: 'TAB',
  0x0a: 'LF',
  0x0d: 'CR',
  0x1b: 'ESC',
  0x7f: 'DEL',
  0x00ad: 'SHY',
  0x2028: 'LS',
  0x2029: 'PS',
};

/** Control, format, surrogate, private-use, line and paragraph separator categories. */
const NON_GRAPHIC = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** Options of {@link findUnsafeChars}. */
export interface UnsafeOptions {
  /** Accept LF, CR and TAB (multi-line comments); default false (names, symbols). */
  allowLineBreaks?: boolean;
}

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The kind and label of one code point, or null when it is safe to draw as it is. */
export function classifyCodePoint(
  cp: number,
  opts: UnsafeOptions = {},
): { kind: UnsafeCharKind; label: string } | null {
  const bidi = BIDI[cp];
  if (bidi !== undefined) return { kind: 'bidi', label: `${hex(cp)} ${bidi}` };
  const zw = ZERO_WIDTH[cp];
  if (zw !== undefined) return { kind: 'zero-width', label: zw ? `${hex(cp)} ${zw}` : hex(cp) };
  const mark = APP_MARKS[cp];
  if (mark !== undefined) return { kind: 'mark', label: `${hex(cp)} ${mark}` };
  if (opts.allowLineBreaks && (cp === 0x0a || cp === 0x0d || cp === 0x09)) return null;
  if (BLANK_LETTERS.has(cp) || NON_GRAPHIC.test(String.fromCodePoint(cp))) {
    const name = CONTROL_NAMES[cp];
    return { kind: 'control', label: name ? `${hex(cp)} ${name}` : hex(cp) };
  }
  return null;
}

/**
 * Every unsafe character of `text` (see {@link UnsafeCharKind}), in order. Lone surrogates
 * count as `control`. Emoji joiners (ZWJ) are reported too: in a name they can hide text.
 */
export function findUnsafeChars(text: string, opts: UnsafeOptions = {}): UnsafeChar[] {
  const found: UnsafeChar[] = [];
  let index = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const c = classifyCodePoint(cp, opts);
    if (c) found.push({ index, codePoint: cp, ...c });
    index += ch.length;
  }
  return found;
}

/** True when `text` holds any character {@link findUnsafeChars} reports. */
export function hasUnsafeChars(text: string, opts: UnsafeOptions = {}): boolean {
  for (const ch of text) if (classifyCodePoint(ch.codePointAt(0)!, opts)) return true;
  return false;
}

/** A piece of text: plain text to draw as is, or one unsafe character to draw as a marker. */
export type TextSegment = { text: string } | { unsafe: UnsafeChar };

/**
 * `text` split into plain runs and unsafe characters, for a renderer that draws each unsafe
 * character as a visible marker (so none of them acts on the text around it).
 */
export function segmentUnsafe(text: string, opts: UnsafeOptions = {}): TextSegment[] {
  const out: TextSegment[] = [];
  let from = 0;
  for (const u of findUnsafeChars(text, opts)) {
    if (u.index > from) out.push({ text: text.slice(from, u.index) });
    out.push({ unsafe: u });
    from = u.index + String.fromCodePoint(u.codePoint).length;
  }
  if (from < text.length) out.push({ text: text.slice(from) });
  return out;
}

/** `text` with each unsafe character replaced by a visible `⟦U+202E RLO⟧` marker. */
export function revealUnsafe(text: string, opts: UnsafeOptions = {}): string {
  return segmentUnsafe(text, opts)
    .map((s) => ('text' in s ? s.text : `⟦${s.unsafe.label}⟧`))
    .join('');
}

/**
 * `text` without unsafe characters: line breaks and tabs become spaces (unless allowed), every
 * other unsafe character is dropped. For one-line places (OS notifications, titles).
 */
export function stripUnsafe(text: string, opts: UnsafeOptions = {}): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (!classifyCodePoint(cp, opts)) out += ch;
    else if (cp === 0x0a || cp === 0x0d || cp === 0x09 || cp === 0x2028 || cp === 0x2029)
      out += ' ';
  }
  return out;
}

/**
 * A short readable list of what is unsafe in `text`, e.g. `bidi U+202E RLO; zero-width U+200B
 * ZWSP`, each distinct character once; '' when nothing is. For flag columns and evidence.
 */
export function describeUnsafe(text: string, opts: UnsafeOptions = {}): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const u of findUnsafeChars(text, opts)) {
    if (seen.has(u.codePoint)) continue;
    seen.add(u.codePoint);
    parts.push(`${u.kind} ${u.label}`);
  }
  return parts.join('; ');
}

/** What a chain name pretends to be. */
export type Impersonation =
  /** It is, or holds, a TON address in any form (raw, user-friendly, reversed by an override). */
  | 'address'
  /** It is shaped like a shortened address (`EQAb…x9Zt`, `0:83df…1a2b`), as the app draws one. */
  | 'short-address'
  /** It ends in `.ton`, like a DNS domain. */
  | 'ton-domain';

/**
 * Longest prefix of a name judged (code points): nothing past it is ever drawn (names are
 * truncated far shorter), and judging a 100 KB name whole would stall every list row.
 */
const JUDGED_MAX = 1024;

/** `text` with unsafe characters and whitespace removed: what a reader's eye takes in. */
function visibleCore(text: string): string {
  let out = '';
  let n = 0;
  for (const ch of text) {
    if (++n > JUDGED_MAX) break;
    if (classifyCodePoint(ch.codePointAt(0)!)) continue;
    if (/\s/u.test(ch)) continue;
    out += ch;
  }
  return out;
}

const FRIENDLY_RUN = /[A-Za-z0-9+/_-]{48,}/g;
/** Longest base64 run searched at every offset (names are short; longer runs are chunked). */
const SLIDE_MAX = 512;
const RAW_TOKEN = /-?\d{1,4}:[0-9a-fA-F]{64}/g;
const SHORT_FRIENDLY = /^[A-Za-z0-9+/_-]{2,12}(…|\.{2,3})[A-Za-z0-9+/_-]{2,12}$/;
const SHORT_RAW = /^-?\d{1,4}:[0-9a-fA-F]{2,12}(…|\.{2,3})[0-9a-fA-F]{2,12}$/;

function holdsAddress(core: string): boolean {
  if (isAddress(core)) return true;
  for (const run of core.match(FRIENDLY_RUN) ?? []) {
    const step = run.length <= SLIDE_MAX ? 1 : 48;
    for (let i = 0; i + 48 <= run.length; i += step)
      if (isAddress(run.slice(i, i + 48))) return true;
  }
  for (const m of core.match(RAW_TOKEN) ?? []) if (isAddress(m)) return true;
  return false;
}

/**
 * True when `name` parses as a TON address (any form, via @ton/core), holds one, or would be
 * read as one: unsafe characters and whitespace are ignored, and text reversed by a bidi
 * override is tested reversed too.
 */
export function looksLikeAddress(name: string): boolean {
  const core = visibleCore(name);
  if (!core) return false;
  if (holdsAddress(core)) return true;
  return hasBidi(name) && holdsAddress([...core].reverse().join(''));
}

function hasBidi(text: string): boolean {
  let n = 0;
  for (const ch of text) {
    if (++n > JUDGED_MAX) break;
    if (classifyCodePoint(ch.codePointAt(0)!)?.kind === 'bidi') return true;
  }
  return false;
}

/** True when `name` (unsafe characters and whitespace ignored, any case) ends in `.ton`. */
export function endsInTonDomain(name: string): boolean {
  const core = visibleCore(name).toLowerCase();
  if (core.endsWith('.ton') && core.length > 4) return true;
  // Reversed by an override: "\u202Enot.ecila" draws as "alice.ton".
  return hasBidi(name) && [...core].reverse().join('').endsWith('.ton');
}

/**
 * What a name not set by the user pretends to be, or null: an address (in any form, or
 * shortened as the app draws addresses) or a `.ton` domain. The caller decides whether a
 * `.ton` name is backed by a resolved DNS record; this is only what the text looks like.
 */
export function nameImpersonation(name: string): Impersonation | null {
  if (looksLikeAddress(name)) return 'address';
  const core = visibleCore(name);
  const visual = hasBidi(name) ? [core, [...core].reverse().join('')] : [core];
  if (visual.some((v) => SHORT_FRIENDLY.test(v) || SHORT_RAW.test(v))) return 'short-address';
  if (endsInTonDomain(name)) return 'ton-domain';
  return null;
}

/** The ellipsis bounded text ends with. */
export const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` code points (never splitting a surrogate pair), the last one an
 * ellipsis when cut. `max` below 1 is taken as 1.
 */
export function truncateText(text: string, max: number): string {
  const limit = Math.max(1, Math.floor(max));
  const points = Array.from(text);
  if (points.length <= limit) return text;
  return points.slice(0, limit - 1).join('') + ELLIPSIS;
}

/**
 * The short marker of an unsafe character as drawn on screen: its abbreviation (`RLO`), else
 * its code point (`U+2061`); the full label belongs in tooltips.
 */
export function shortMarker(u: Pick<UnsafeChar, 'label'>): string {
  const [code, abbr] = u.label.split(' ');
  return abbr ?? code ?? u.label;
}

/**
 * Chain text for one line of plain text, where no markup fits (SVG labels, `<option>`s,
 * `alt` and `aria-label`s): cut to `max` code points, then every unsafe character drawn as its
 * short marker (`⟦RLO⟧`, `⟦ZWSP⟧`), so none reorders, hides or breaks what is drawn. The
 * markup counterpart is the renderer's `ChainText`, which draws the same markers.
 */
export function chainTextLine(text: string, max: number, opts: UnsafeOptions = {}): string {
  return segmentUnsafe(truncateText(text, max), opts)
    .map((s) => ('text' in s ? s.text : `⟦${shortMarker(s.unsafe)}⟧`))
    .join('');
}

/** Longest chain text an alert or OS notification carries, per field (code points). */
export const ALERT_FIELD_MAX = 48;

/**
 * Chain text fit for an alert or an OS notification: unsafe characters stripped (line breaks
 * become spaces), whitespace runs collapsed, trimmed, then truncated to `max` code points.
 */
export function boundForAlert(text: string, max: number = ALERT_FIELD_MAX): string {
  return truncateText(stripUnsafe(text).replace(/\s+/gu, ' ').trim(), max);
}
