import type { SendOutcomeKind } from '../ipc/channels/send';
import type { SendCheck } from './checks';

/**
 * The checks as they read once a sent message's outcome is known (they run again then: the
 * wallet's seqno and balance have moved). When a transaction received the message, the seqno
 * it used is spent, and its validity and whether the balance covers it no longer matter (a
 * mode-128 send leaves the wallet at 0 by design): that is the result, not a failure, so
 * those checks say so instead of "failed" or "warning" under a confirmed send. When no
 * transaction received it (`not-found`), the checks stand as they are: they say whether the
 * same BoC may be sent again.
 */
export function checksAfterSend(
  checks: readonly SendCheck[],
  outcome: SendOutcomeKind | null | undefined,
): SendCheck[] {
  if (!outcome || outcome === 'not-found') return [...checks];
  return checks.map((c): SendCheck => {
    if (c.id === 'seqno' && c.status !== 'pass') {
      return {
        ...c,
        status: 'pass',
        message: 'Used by the message just sent, as expected: this BoC cannot be sent again.',
      };
    }
    if (c.id === 'valid-until' && c.status !== 'skip') {
      return { ...c, status: 'skip', message: 'No longer matters: the message was received.' };
    }
    if (c.id === 'balance' && c.status !== 'skip') {
      return {
        ...c,
        status: 'skip',
        message: 'No longer matters: the message was received; the result says what it moved.',
      };
    }
    return c;
  });
}
