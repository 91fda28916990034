/**
 * Type checks for loose fields of server answers (parts the schemas pass through, such as v3
 * `message_content.decoded`), made before they are drawn: React draws a string, but an object
 * from a hostile server would end the render of the whole window (issue 24).
 */

/** A loose field of a server answer that holds something other than what the page draws. */
export class BadFieldError extends Error {
  constructor(
    /** The field's path in the answer, e.g. `message_content.decoded.comment`. */
    readonly field: string,
    /** What the page expected ("text"). */
    readonly expected: string,
    /** What it held: `object`, `array`, `number`… */
    readonly got: string,
  ) {
    super(
      `The server sent ${got === 'array' ? 'an' : got === 'object' ? 'an' : 'a'} ${got} for ${field}, not ${expected}`,
    );
    this.name = 'BadFieldError';
  }
}

/** `typeof`, with arrays and null told apart. */
function kindOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

/**
 * A loose text field: the string, or undefined when absent (null/undefined). Throws
 * {@link BadFieldError} for anything else, for the part's error boundary to show.
 */
export function looseText(value: unknown, field: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  throw new BadFieldError(field, 'text', kindOf(value));
}
