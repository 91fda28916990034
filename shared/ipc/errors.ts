/**
 * Error codes that cross the IPC boundary as data (never as thrown strings).
 *
 * Client codes follow the toncenter error model:
 * - `INVALID_KEY`: HTTP 401 "API key does not exist".
 * - `WRONG_NETWORK`: HTTP 403 "Network not allowed" (a key issued for the other network).
 * - `RATE_LIMITED`: HTTP 429 still returned after the throttle's retries.
 * - `BAD_REQUEST`: any other 4xx, with the server's text.
 * - `SERVER`: 5xx. `NETWORK`: the connection was reset or closed mid-way. `TIMEOUT`: no answer
 *   in time.
 * - `OFFLINE`: the server cannot be reached at all (its name does not resolve, the connection is
 *   refused, or the network is unreachable); the profile is offline until a probe gets through.
 * - `MALFORMED`: the body was not JSON (truncated, or a proxy's error page).
 * - `BAD_RESPONSE`: the body was JSON but not the documented shape.
 *
 * App codes: `UNKNOWN_CHANNEL`, `INVALID_REQUEST` (payload failed the contract's schema),
 * `FORBIDDEN` (sender or socket not trusted), `NOT_FOUND`, `INVALID_INPUT` (user input such as
 * an address, hash or BoC that does not parse), `VAULT_UNAVAILABLE` (no OS keychain / Secret
 * Service), `CANCELLED`, `CONFLICT`, `INTERNAL`.
 */
export const ERROR_CODES = [
  'INVALID_KEY',
  'WRONG_NETWORK',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'SERVER',
  'NETWORK',
  'TIMEOUT',
  'OFFLINE',
  'MALFORMED',
  'BAD_RESPONSE',
  'UNKNOWN_CHANNEL',
  'INVALID_REQUEST',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_INPUT',
  'VAULT_UNAVAILABLE',
  'CANCELLED',
  'CONFLICT',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes a repeat of the same read may cure: the server was busy, failed, or the connection
 * broke mid-way. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'RATE_LIMITED',
  'SERVER',
  'NETWORK',
  'TIMEOUT',
  'MALFORMED',
]);

/**
 * The one rule for "can this failed read be asked again": true for `RATE_LIMITED`, `SERVER`,
 * `NETWORK`, `TIMEOUT` and `MALFORMED`. False for everything a repeat cannot change (keys, bad
 * input, `NOT_FOUND`, a body of the wrong shape, cancellation) and for `OFFLINE`, which is not
 * retried request by request: the profile's connectivity probe finds when the network is back.
 * Used by the throttle (the only retry layer), the export walker and the export jobs.
 */
export function isRetryable(code: ErrorCode | string): boolean {
  return RETRYABLE.has(code as ErrorCode);
}

/** An error as it crosses IPC: plain data, safe to serialise. `status` is the HTTP status when
 * one was received; `retryAfterMs` tells the UI when a retry is worth trying. */
export interface IpcError {
  code: ErrorCode;
  message: string;
  status?: number;
  retryAfterMs?: number;
}

/** The envelope of every IPC response. */
export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError };

/** An Error subclass carrying an {@link IpcError}; thrown inside main and by the renderer's
 * bridge so react-query sees a typed error. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status?: number;
  readonly retryAfterMs?: number;

  constructor(error: IpcError) {
    super(error.message);
    this.name = 'AppError';
    this.code = error.code;
    if (error.status !== undefined) this.status = error.status;
    if (error.retryAfterMs !== undefined) this.retryAfterMs = error.retryAfterMs;
  }

  /** The data form of this error, for crossing IPC. */
  toData(): IpcError {
    const out: IpcError = { code: this.code, message: this.message };
    if (this.status !== undefined) out.status = this.status;
    if (this.retryAfterMs !== undefined) out.retryAfterMs = this.retryAfterMs;
    return out;
  }
}

/** True when `value` has the shape of an {@link IpcError}. */
export function isIpcError(value: unknown): value is IpcError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    (ERROR_CODES as readonly string[]).includes(v.code) &&
    typeof v.message === 'string'
  );
}
