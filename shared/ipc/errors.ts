/**
 * Error codes that cross the IPC boundary as data (never as thrown strings).
 *
 * Client codes follow the toncenter error model (`../shared/spec/service.md` §7):
 * - `INVALID_KEY`: HTTP 401 "API key does not exist".
 * - `WRONG_NETWORK`: HTTP 403 "Network not allowed" (a key issued for the other network).
 * - `RATE_LIMITED`: HTTP 429 still returned after the throttle's retries.
 * - `BAD_REQUEST`: any other 4xx, with the server's text.
 * - `SERVER`: 5xx. `NETWORK`: connection failed or reset. `TIMEOUT`: no answer in time.
 * - `BAD_RESPONSE`: the body was malformed or not the documented shape.
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
