import type { z } from 'zod';
import { badResponse } from './errors';

/** Parses a JSON body; a body that is not JSON is a (transient) BAD_RESPONSE. */
export function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const shown = text.trim().slice(0, 80);
    throw badResponse(`body is not JSON (${shown ? `"${shown}…"` : 'empty'})`, status, true);
  }
}

/** Validates a payload against an operation's response schema; unknown fields are kept. */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
  status: number,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(body)'}: ${i.message}`)
    .join('; ');
  throw badResponse(`${what} does not match the documented shape (${detail})`, status);
}
