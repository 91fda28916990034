import { AppError, type ErrorCode, type IpcError } from '../../../shared/ipc/errors';

/**
 * A failed HTTP attempt, typed by its code; whether it is worth repeating is decided by the code
 * alone (`isRetryable` in shared/ipc/errors.ts), in the throttle.
 */
export class HttpError extends AppError {
  constructor(error: IpcError) {
    super(error);
    this.name = 'HttpError';
  }
}

/** toncenter's words for the two key failures, shown in the UI and CLI. */
export const KEY_MESSAGES = {
  INVALID_KEY: 'This key does not exist (the server answered 401 "API key does not exist").',
  WRONG_NETWORK:
    'This key is for another network (the server answered 403 "Network not allowed"): use a key issued for this profile\'s network.',
} as const;

/** Reads the server's message from an error body: `error`, else `result` (toncenter's
 * gateway puts a 429's text there), else the raw text. */
export function serverMessage(body: unknown, text: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.result === 'string' && b.result) return b.result;
  }
  const trimmed = text.trim();
  return trimmed.length > 300 ? `${trimmed.slice(0, 300)}…` : trimmed;
}

/** Parses `Retry-After` (seconds or an HTTP date) into milliseconds; null when absent/invalid. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Maps an HTTP error status and the server's message to a typed error. Decided by status,
 * never by parsing text, except to tell a real auth failure from v3's v2-style endpoints that
 * answer 401 for a missing address (toncenter's documented behaviour).
 */
export function errorForStatus(
  status: number,
  message: string,
  retryAfterMs: number | null,
): HttpError {
  const withStatus = (code: ErrorCode, text: string) => {
    const err: IpcError = { code, message: text, status };
    if (retryAfterMs !== null) err.retryAfterMs = retryAfterMs;
    return new HttpError(err);
  };
  if (status === 401) {
    if (!message || /api key/i.test(message))
      return withStatus('INVALID_KEY', KEY_MESSAGES.INVALID_KEY);
    return withStatus('BAD_REQUEST', `HTTP 401: ${message}`);
  }
  if (status === 403) {
    if (!message || /network/i.test(message))
      return withStatus('WRONG_NETWORK', KEY_MESSAGES.WRONG_NETWORK);
    return withStatus('BAD_REQUEST', `HTTP 403: ${message}`);
  }
  if (status === 429) {
    return withStatus(
      'RATE_LIMITED',
      `Rate limit exceeded (HTTP 429${message ? `: ${message}` : ''}).`,
    );
  }
  if (status >= 500)
    return withStatus('SERVER', `Server error ${status}${message ? `: ${message}` : ''}`);
  if (status >= 400)
    return withStatus('BAD_REQUEST', `HTTP ${status}${message ? `: ${message}` : ''}`);
  return withStatus(
    'BAD_RESPONSE',
    `Unexpected HTTP status ${status}${message ? `: ${message}` : ''}`,
  );
}

/** A JSON body that did not match the documented shape (`BAD_RESPONSE`: not retried). */
export function badResponse(detail: string, status: number): HttpError {
  return new HttpError({ code: 'BAD_RESPONSE', message: `Unexpected response: ${detail}`, status });
}

/** A body that was not JSON at all (`MALFORMED`: truncated or a proxy's page; retried). */
export function malformedBody(detail: string, status: number): HttpError {
  return new HttpError({ code: 'MALFORMED', message: `Unexpected response: ${detail}`, status });
}

/**
 * Throws the typed error of a non-2xx response, the same way on both generations: the HTTP
 * status decides the code, the message comes from `error` or `result` (toncenter's gateway
 * uses `result`), and a `Retry-After` header is honoured. Does nothing for a 2xx response.
 */
export function throwIfHttpError(res: { status: number; text: string; headers: Headers }): void {
  if (res.status >= 200 && res.status < 300) return;
  let body: unknown = null;
  try {
    body = JSON.parse(res.text);
  } catch {
    // An error page that is not JSON: the status decides, the text is the message.
  }
  throw errorForStatus(
    res.status,
    serverMessage(body, res.text),
    parseRetryAfter(res.headers.get('retry-after')),
  );
}
