/**
 * Internal failures of the local server: the caller gets a fixed text (never the error's own
 * message, which may describe internals), and the operator's log gets the whole error.
 */

/** What a response says about an internal failure (v2 `error`, v3 `error`). */
export const INTERNAL_ERROR_TEXT = 'internal server error';

/** Logs an internal failure with where it happened (stderr of the local network's process). */
export function logInternalError(where: string, err: unknown): void {
  console.error(`[localnet] ${where} failed:`, err);
}
