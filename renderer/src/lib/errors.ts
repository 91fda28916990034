import { isRetryable, type ErrorCode } from '../../../shared/ipc/errors';

/** What an error page shows: a headline and what to do about it. */
export interface ErrorGuidance {
  title: string;
  detail: string;
  /**
   * True when retrying later may help (offers a Retry button): the main side's one rule,
   * `isRetryable` (shared/ipc/errors.ts); an error with no code (not the main side's) may.
   */
  retryable: boolean;
}

interface ErrorLike {
  code?: string;
  message?: string;
  status?: number;
  retryAfterMs?: number;
}

const UNEXPECTED_ANSWER = 'The server sent an unexpected answer';
const REFUSED = 'The request was refused';

/** The codes whose guidance is a headline over the error's own message, by code. */
const PLAIN_TITLES = new Map<ErrorCode, string>([
  ['TIMEOUT', 'The server did not answer in time'],
  ['SERVER', 'The server failed'],
  ['MALFORMED', UNEXPECTED_ANSWER],
  ['BAD_RESPONSE', UNEXPECTED_ANSWER],
  ['NOT_FOUND', 'Not found'],
  ['INVALID_INPUT', REFUSED],
  ['INVALID_REQUEST', REFUSED],
  ['BAD_REQUEST', REFUSED],
  ['VAULT_UNAVAILABLE', 'No keychain to keep the key'],
  ['CONFLICT', 'Not possible'],
  ['FORBIDDEN', 'No access to the app'],
]);

/**
 * Turns an error from the bridge (an `AppError` with the toncenter error model's codes,
 * shared/ipc/errors.ts) into guidance a user can act on. Unknown errors keep their message.
 * Whether a retry may help is the main side's rule ({@link isRetryable}), never decided here;
 * a title never promises a retry the app will not make (the throttle has given up when an
 * error reaches a page).
 */
export function errorGuidance(error: unknown): ErrorGuidance {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const code = e.code as ErrorCode | undefined;
  return { ...guidanceText(code, e.message ?? String(error), e), retryable: retryHelps(code) };
}

/** {@link isRetryable} for a code; an error without one (not the main side's) may be retried. */
function retryHelps(code: string | undefined): boolean {
  return code === undefined || isRetryable(code);
}

/** The headline and what to do about an error of `code`. */
function guidanceText(
  code: ErrorCode | undefined,
  message: string,
  e: ErrorLike,
): Omit<ErrorGuidance, 'retryable'> {
  switch (code) {
    case 'INVALID_KEY':
      return {
        title: 'The API key was refused',
        detail: `${message} Check the key in Settings, or remove it to use 1 request/s without a key.`,
      };
    case 'WRONG_NETWORK':
      return {
        title: 'This key belongs to the other network',
        detail: `${message} Use a key issued for this profile's network (mainnet and testnet keys differ).`,
      };
    case 'RATE_LIMITED': {
      const s = e.retryAfterMs ? Math.max(1, Math.ceil(e.retryAfterMs / 1000)) : null;
      return {
        title: s ? `Rate limited: try again in ${s} s` : 'Rate limited',
        detail: 'Add an API key for more than 1 request/s.',
      };
    }
    case 'NETWORK':
      return {
        title: 'Cannot reach the server',
        detail: `${message} Check the connection or the profile's URLs.`,
      };
    case 'OFFLINE':
      return {
        title: 'Offline',
        detail: `${message} The app tries again in the background and refreshes when the server answers.`,
      };
    default:
      return {
        title: (code && PLAIN_TITLES.get(code)) || 'Something went wrong',
        detail: message,
      };
  }
}
