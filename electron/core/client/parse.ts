import { isInteger, isSafeNumber, parse as parseLossless } from 'lossless-json';
import { z } from 'zod';
import { badResponse, malformedBody } from './errors';
import { outputFormOf } from './output-form';

/** A JSON number of 16 or more digits right after `:`, `,` or `[`: one that may be unsafe. */
const LONG_NUMBER = /[:,[]\s*-?\d{16,}/;

/** An integer beyond 2^53 stays its exact decimal text (the int64 schemas take strings). */
function exactNumber(value: string): number | string {
  return isInteger(value) && !isSafeNumber(value) ? value : Number(value);
}

/**
 * The deepest nesting of arrays and objects an answer may have. The deepest documented shape,
 * a v3 trace tree, takes two levels per message hop; 1000 levels is far beyond any trace, and
 * far below the depth (about 4000) at which `JSON.stringify`, zod and React overflow the stack.
 */
export const MAX_JSON_DEPTH = 1000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The nesting depth of a JSON text, or `Infinity` as soon as it passes `limit`. One pass that
 * jumps over strings with `indexOf` (a page is mostly strings: hashes, BoCs), so it costs a
 * fraction of the parse. Text that is not JSON gets some number; the parse reports it.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Find the closing quote: one preceded by an even number of backslashes.
      let end = text.indexOf('"', i + 1);
      while (end !== -1) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return max;
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return Infinity;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return max;
}

/**
 * Parses a JSON body without losing digits: an integer larger than 2^53 sent as a JSON number
 * (an int64 such as an lt or a balance) comes back as its exact decimal string, where
 * `JSON.parse` would round it and invent digits. Bodies without such a long number (the usual
 * page, int64 as strings) take `JSON.parse`, which is several times faster. A body that is not
 * JSON is `MALFORMED`; one nested deeper than {@link MAX_JSON_DEPTH} is `BAD_RESPONSE` (it
 * would overflow the stack of whatever walks it next: the schema check, the socket's
 * serialiser, the page).
 */
export function parseJson(text: string, status: number): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw badResponse(
      `the answer is nested more than ${MAX_JSON_DEPTH} levels deep; it is not read`,
      status,
    );
  }
  try {
    return LONG_NUMBER.test(text) ? parseLossless(text, null, exactNumber) : JSON.parse(text);
  } catch {
    const shown = text.trim().slice(0, 80);
    throw malformedBody(`body is not JSON (${shown ? `"${shown}…"` : 'empty'})`, status);
  }
}

interface Validator<S extends z.ZodType> {
  /** The schema compiled by zod's own compiler (`z.compile`). */
  parse: S;
  /** Its output form compiled (see {@link outputFormOf}); null when it has none. */
  check: z.ZodType | null;
}

const validators = new WeakMap<z.ZodType, Validator<z.ZodType>>();

/**
 * The validator of a schema, built once. `z.compile` generates code for the accepting path
 * (about twice as fast as the runtime parser on a 1000-transaction page); any input it rejects
 * is re-run by the runtime parser, so errors (paths, messages) are the runtime's. A schema zod
 * cannot compile (a recursive one: v3 trace trees) comes back unchanged and keeps the runtime.
 */
function validatorOf<S extends z.ZodType>(schema: S): Validator<S> {
  let v = validators.get(schema) as Validator<S> | undefined;
  if (!v) {
    const form = outputFormOf(schema);
    v = { parse: z.compile(schema), check: form && z.compile(form) };
    validators.set(schema, v);
  }
  return v;
}

/**
 * Validates a payload against an operation's response schema; unknown fields are kept. The
 * usual payload (every int64 a decimal string) is only checked, against the schema's output
 * form, and returned as is: no copy of a 1000-transaction page. Anything else (a JSON number
 * for an int64, or a payload that does not match) goes through the full parse, which converts
 * or reports. Throws `HttpError` `BAD_RESPONSE` with the first paths that do not match.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
  status: number,
): z.output<S> {
  const { parse, check } = validatorOf(schema);
  if (check?.validate(data)) return data as z.output<S>;
  const parsed = parse.safeParse(data);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(body)'}: ${i.message}`)
    .join('; ');
  throw badResponse(`${what} does not match the documented shape (${detail})`, status);
}
