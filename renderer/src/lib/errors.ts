import type { ErrorCode } from '../../../shared/ipc/errors';

/** What an error page shows: a headline and what to do about it. */
export interface ErrorGuidance {
  title: string;
  detail: string;
  /** True when retrying later may help (offers a Retry button). */
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
const PLAIN_GUIDANCE = new Map<ErrorCode, Omit<ErrorGuidance, 'detail'>>([
  ['TIMEOUT', { title: 'The server did not answer in time', retryable: true }],
  ['SERVER', { title: 'The server failed', retryable: true }],
  ['MALFORMED', { title: UNEXPECTED_ANSWER, retryable: true }],
  ['BAD_RESPONSE', { title: UNEXPECTED_ANSWER, retryable: true }],
  ['NOT_FOUND', { title: 'Not found', retryable: false }],
  ['INVALID_INPUT', { title: REFUSED, retryable: false }],
  ['INVALID_REQUEST', { title: REFUSED, retryable: false }],
  ['BAD_REQUEST', { title: REFUSED, retryable: false }],
  ['VAULT_UNAVAILABLE', { title: 'No keychain to keep the key', retryable: false }],
  ['CONFLICT', { title: 'Not possible', retryable: false }],
  ['FORBIDDEN', { title: 'No access to the app', retryable: false }],
]);

/**
 * Turns an error from the bridge (an `AppError` with the toncenter error model's codes,
 * shared/ipc/errors.ts) into guidance a user can act on. Unknown errors keep their message.
 */
export function errorGuidance(error: unknown): ErrorGuidance {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const message = e.message ?? String(error);
  const code = e.code as ErrorCode | undefined;
  switch (code) {
    case 'INVALID_KEY':
      return {
        title: 'The API key was refused',
        detail: `${message} Check the key in Settings, or remove it to use 1 request/s without a key.`,
        retryable: false,
      };
    case 'WRONG_NETWORK':
      return {
        title: 'This key belongs to the other network',
        detail: `${message} Use a key issued for this profile's network (mainnet and testnet keys differ).`,
        retryable: false,
      };
    case 'RATE_LIMITED': {
      const s = e.retryAfterMs ? Math.max(1, Math.ceil(e.retryAfterMs / 1000)) : null;
      return {
        title: s ? `Rate limited: retrying in ${s} s` : 'Rate limited',
        detail: 'Add an API key for more than 1 request/s.',
        retryable: true,
      };
    }
    case 'NETWORK':
      return {
        title: 'Cannot reach the server',
        detail: `${message} Check the connection or the profile's URLs.`,
        retryable: true,
      };
    case 'OFFLINE':
      return {
        title: 'Offline',
        detail: `${message} The app tries again in the background and refreshes when the server answers.`,
        retryable: false,
      };
    default: {
      const plain = code ? PLAIN_GUIDANCE.get(code) : undefined;
      return { title: 'Something went wrong', retryable: true, ...plain, detail: message };
    }
  }
}
