import type { ChainTransaction, LedgerMovement } from './types';

/**
 * Links each TON `bounce_returned` of an account to the payment it returns, and marks that
 * payment `bouncedBy`. A bounce from B returns the account's latest earlier bounceable
 * message to B in the same trace (the bounce is the destination's answer to that message,
 * so it is always in the sender's trace); when the rows carry no trace id, the latest
 * earlier bounceable message to B not yet matched. The returned value may be less than the
 * value sent (the destination's fees are kept): both are on the link.
 *
 * `movements`: one account's movements (any order); `transactions`: the rows they were read
 * from (for trace ids and the `bounce` flag of outbound messages). Returns new objects; the
 * input is not changed.
 */
export function linkBounces(
  movements: readonly LedgerMovement[],
  transactions: readonly ChainTransaction[],
): LedgerMovement[] {
  const txByHash = new Map(transactions.map((t) => [t.hash, t]));
  const bounceable = new Set(
    transactions.flatMap((t) => t.out_msgs.filter((m) => m.bounce).map((m) => m.hash)),
  );
  const out = movements.map((m) => ({ ...m }));
  const sends = out
    .filter((m) => m.kind === 'ton_sent' && m.messageHash && bounceable.has(m.messageHash))
    .sort((a, b) => (BigInt(b.lt) > BigInt(a.lt) ? 1 : BigInt(b.lt) < BigInt(a.lt) ? -1 : 0));
  const bounces = out
    .filter((m) => m.kind === 'bounce_returned' && m.asset.type === 'ton')
    .sort((a, b) => (BigInt(a.lt) > BigInt(b.lt) ? 1 : BigInt(a.lt) < BigInt(b.lt) ? -1 : 0));
  for (const bounce of bounces) {
    const trace = txByHash.get(bounce.txHash)?.trace_id ?? null;
    const original = sends.find(
      (s) =>
        !s.bouncedBy &&
        s.counterparty === bounce.counterparty &&
        BigInt(s.lt) < BigInt(bounce.lt) &&
        (trace === null || (txByHash.get(s.txHash)?.trace_id ?? null) === trace),
    );
    if (!original) {
      bounce.bounceOf = { messageHash: null, txHash: null, sent: null };
      continue;
    }
    original.bouncedBy = { txHash: bounce.txHash, returned: bounce.amount };
    bounce.bounceOf = {
      messageHash: original.messageHash,
      txHash: original.txHash,
      sent: (-BigInt(original.amount)).toString(),
    };
  }
  return out;
}
