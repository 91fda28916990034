import { z } from 'zod';
import { badResponse, malformedBody } from './errors';
import { outputFormOf } from './output-form';

/** Parses a JSON body; a body that is not JSON is `MALFORMED`. */
export function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
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
