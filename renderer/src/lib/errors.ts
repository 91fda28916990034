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
    case 'TIMEOUT':
      return { title: 'The server did not answer in time', detail: message, retryable: true };
    case 'SERVER':
      return { title: 'The server failed', detail: message, retryable: true };
    case 'MALFORMED':
    case 'BAD_RESPONSE':
      return { title: 'The server sent an unexpected answer', detail: message, retryable: true };
    case 'NOT_FOUND':
      return { title: 'Not found', detail: message, retryable: false };
    case 'INVALID_INPUT':
    case 'INVALID_REQUEST':
    case 'BAD_REQUEST':
      return { title: 'The request was refused', detail: message, retryable: false };
    case 'VAULT_UNAVAILABLE':
      return { title: 'No keychain to keep the key', detail: message, retryable: false };
    case 'CONFLICT':
      return { title: 'Not possible', detail: message, retryable: false };
    case 'FORBIDDEN':
      return { title: 'No access to the app', detail: message, retryable: false };
    default:
      return { title: 'Something went wrong', detail: message, retryable: true };
  }
}
