/**
 * v2 error type and envelope (toncenter ton-http-api 2.1):
 * success `{ ok: true, result, "@extra" }`, failure `{ ok: false, error, code, "@extra" }`
 * with the HTTP status equal to `code`.
 */

/** An error a v2 handler reports to the caller: HTTP status `code` and toncenter's text. */
export class V2Error extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'V2Error';
    this.code = code;
  }
}

/** The 2.1-style `@extra`: `<unix time>:<workers or _>:<elapsed ms>` (informational only). */
export function extraOf(startedMs: number): string {
  const now = Date.now();
  return `${(now / 1000).toFixed(4)}:_:${Math.max(0, now - startedMs).toFixed(3)}`;
}

/** Success envelope. */
export function okEnvelope(result: unknown, startedMs: number): Record<string, unknown> {
  return { ok: true, result, '@extra': extraOf(startedMs) };
}

/** Error envelope (pair it with HTTP status `code`). */
export function errorEnvelope(
  code: number,
  error: string,
  startedMs?: number,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ok: false, error, code };
  if (startedMs !== undefined) body['@extra'] = extraOf(startedMs);
  return body;
}
