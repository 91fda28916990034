import { plural } from '../plural';
import { timeAtRate } from './auto-trace';

/**
 * Requests one public-key read makes (electron/core/services/canvas/public-keys.ts): the
 * get-method `get_public_key` (v2 `runGetMethod`), and when it answers no key, the account's
 * state (v2 `getAddressInformation`) to read the key from a standard wallet's data cell.
 */
export const KEY_READ_REQUESTS = { least: 1, most: 2 } as const;

/**
 * What "group wallets by key" will cost before it starts: the canvas's `accounts`, those
 * whose key is `kept` (read before on this network: no request), those `toRead` (raw
 * addresses, in the canvas's order), and the requests that takes: `requests` (one get-method
 * each, what a v3R2/v4R2/v5R1 wallet costs) up to `most` (when no get-method answers).
 */
export interface KeyReadPlan {
  accounts: number;
  kept: number;
  toRead: string[];
  requests: number;
  most: number;
}

/** The plan of reading the keys of `addresses` when the keys of `kept` are kept already. */
export function keyReadPlan(addresses: readonly string[], kept: ReadonlySet<string>): KeyReadPlan {
  const unique = [...new Set(addresses)];
  const toRead = unique.filter((a) => !kept.has(a));
  return {
    accounts: unique.length,
    kept: unique.length - toRead.length,
    toRead,
    requests: toRead.length * KEY_READ_REQUESTS.least,
    most: toRead.length * KEY_READ_REQUESTS.most,
  };
}

/**
 * The plan as one sentence, in auto-trace's words (shared/canvas/auto-trace.ts `planText`):
 * "12 of 40 accounts to read (28 keys kept from earlier reads cost nothing): about 12
 * requests, 12 s at 1 request/s (one get-method each); at most 24 when the get-method does
 * not answer and the wallet's data is read."
 */
export function keyReadPlanText(p: KeyReadPlan, rps: number): string {
  const kept = p.kept ? ` (${plural(p.kept, 'key')} kept from earlier reads cost nothing)` : '';
  return (
    `${p.toRead.length} of ${plural(p.accounts, 'account')} to read${kept}: ` +
    `about ${plural(p.requests, 'request')}, ${timeAtRate(p.requests, rps)} (one get-method each); ` +
    `at most ${p.most} when the get-method does not answer and the wallet's data is read.`
  );
}
