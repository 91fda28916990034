import { isUtf8 } from 'node:buffer';

/**
 * Text at the SQLite boundary. SQLite's TEXT is UTF-8, and a JavaScript string can hold what
 * UTF-8 cannot: a lone surrogate (U+D800–U+DFFF without its pair, e.g. a JSON file's
 * `"\ud800"`). SQLite's JSON reader decodes such an escape into bytes that are not UTF-8
 * (`ED A0 80`), and libsql's reader then panics on the row (a Rust `unwrap` on a `Utf8Error`),
 * which aborts the process: no JavaScript handler can catch it. So every TEXT value is bound
 * through {@link sqlText} (the binding does it for every statement) and every JSON text handed
 * to SQLite is built by {@link sqlJson}: a lone surrogate becomes U+FFFD, always.
 */

/** `s` with every lone surrogate replaced by U+FFFD (`String.prototype.toWellFormed`). */
export function sqlText(s: string): string {
  return s.isWellFormed() ? s : s.toWellFormed();
}

/** A `\uD800`–`\uDFFF` escape in JSON text (a lone one, or half of an escaped pair). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** A plain object's own keys made well-formed (values are left to the next replacer call). */
function wellFormedKeys(v: Record<string, unknown>): Record<string, unknown> {
  if (Object.keys(v).every((k) => k.isWellFormed())) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[sqlText(k)] = x;
  return out;
}

/**
 * `JSON.stringify(value)` where every string, and every key, is first made well-formed
 * ({@link sqlText}): the text never carries a lone-surrogate escape (`\ud800`) for SQLite's JSON
 * functions to turn into bytes that are not UTF-8. Throws what `JSON.stringify` throws.
 */
export function sqlJson(value: unknown): string {
  // JSON.stringify writes a lone surrogate, and only that, as a `\uD8xx`-`\uDFxx` escape: text
  // without one is already safe (the usual case, at the cost of one scan).
  const text = JSON.stringify(value);
  if (text === undefined || !SURROGATE_ESCAPE.test(text)) return text;
  return JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'string') return sqlText(v);
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      return wellFormedKeys(v as Record<string, unknown>);
    }
    return v;
  });
}

/**
 * JSON text built elsewhere (the window's persisted queries), made safe like {@link sqlJson}:
 * text with no surrogate escape is returned as is; otherwise it is parsed and written again by
 * {@link sqlJson} (an escaped pair stays the same character; a lone one becomes U+FFFD). Text
 * that is not JSON is returned as {@link sqlText} of it.
 */
export function sqlJsonText(text: string): string {
  if (!SURROGATE_ESCAPE.test(text)) return sqlText(text);
  try {
    return sqlJson(JSON.parse(text));
  } catch {
    return sqlText(text);
  }
}

/** UTF-8 of a surrogate code point (`ED A0..BF 80..BF`): what SQLite writes for a lone one. */
const ENCODED_SURROGATE = /\xed[\xa0-\xbf][\x80-\xbf]/g;

/**
 * Text from bytes that may not be UTF-8 (a row written before {@link sqlText} guarded every
 * write): each encoded surrogate becomes one U+FFFD, any other invalid sequence U+FFFD as
 * Node's decoder does. Valid UTF-8 decodes unchanged.
 */
export function repairUtf8(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buf)) return buf.toString('utf8');
  const fixed = buf.toString('latin1').replace(ENCODED_SURROGATE, '\uFFFD');
  // latin1 maps each byte to one code unit; re-encode the untouched ones as those bytes.
  const parts = fixed.split('\uFFFD').map((p) => Buffer.from(p, 'latin1').toString('utf8'));
  return parts.join('\uFFFD');
}
