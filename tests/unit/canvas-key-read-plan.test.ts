import { describe, expect, it } from 'vitest';
import { keyReadPlan, keyReadPlanText } from '../../shared/canvas/key-read-plan';

/**
 * The plan shown before "Group wallets by key" reads: keys kept from earlier reads cost no
 * request, every other account one get-method (two at most, when the get-method gives no key
 * and the wallet's data is read), the time at the profile's rate in auto-trace's words.
 */

const a = (n: number) => `0:${String(n).padStart(64, '0')}`;

describe('keyReadPlan', () => {
  it('counts only the accounts whose key is not kept: one request each, two at most', () => {
    const accounts = [a(1), a(2), a(3), a(4), a(5)];
    const p = keyReadPlan(accounts, new Set([a(2), a(4)]));
    expect(p).toEqual({ accounts: 5, kept: 2, toRead: [a(1), a(3), a(5)], requests: 3, most: 6 });
  });

  it('costs nothing when every key is kept, and counts an account on the canvas once', () => {
    expect(keyReadPlan([a(1), a(1), a(2)], new Set([a(1), a(2)]))).toEqual({
      accounts: 2,
      kept: 2,
      toRead: [],
      requests: 0,
      most: 0,
    });
    // A kept key of an account not on the canvas changes nothing.
    expect(keyReadPlan([a(1), a(1)], new Set([a(9)]))).toMatchObject({
      accounts: 1,
      kept: 0,
      requests: 1,
      most: 2,
    });
  });
});

describe('keyReadPlanText', () => {
  it('says what is read, what is kept, the requests and the time at the rate', () => {
    const p = keyReadPlan([a(1), a(2), a(3)], new Set([a(3)]));
    expect(keyReadPlanText(p, 1)).toBe(
      "2 of 3 accounts to read (1 key kept from earlier reads cost nothing): about 2 requests, 2 s at 1 request/s (one get-method each); at most 4 when the get-method does not answer and the wallet's data is read.",
    );
  });

  it('in minutes from 90 s, at the profile’s rate', () => {
    const many = Array.from({ length: 300 }, (_, i) => a(i));
    expect(keyReadPlanText(keyReadPlan(many, new Set()), 1)).toMatch(
      /^300 of 300 accounts to read: about 300 requests, 5 minutes at 1 request\/s /,
    );
    expect(keyReadPlanText(keyReadPlan(many, new Set()), 10)).toContain(
      'about 300 requests, 30 s at 10 requests/s',
    );
  });
});
