import { sameAddress } from '../../../shared/ton/address';
import { messageComment } from '../../../shared/ton/message-body';
import { transactionStatus, type Status } from '../../../shared/status';
import type { V3Message, V3Transaction } from './v3-types';

/** One row of an account's transaction list (amounts in nanotons, decimal strings). */
export interface TxSummary {
  /** `in`: value received; `out`: sent by this account (usually a wallet's external order). */
  direction: 'in' | 'out';
  /** Raw address of the other side; null for an external message with no out messages. */
  counterparty: string | null;
  /** How many other destinations an outgoing transaction has beyond `counterparty`. */
  moreCounterparties: number;
  /** Value moved, nanotons: received (in) or sent in all out messages (out). */
  amount: string;
  /** Total fees, nanotons. */
  fee: string;
  comment: string | undefined;
  /** The shared status model's reading of the transaction. */
  status: Status;
}

function value(m: V3Message | null | undefined): bigint {
  return m?.value ? BigInt(m.value) : 0n;
}

/**
 * Summarises a v3 transaction from the point of view of `account` (any address form): an
 * external-in (or value-less) inbound message with out messages counts as `out`; anything
 * else as `in`.
 */
export function summarizeTx(tx: V3Transaction, account: string): TxSummary {
  const inMsg = tx.in_msg ?? null;
  const outs = tx.out_msgs.filter((m) => m.destination);
  const external = !inMsg?.source;
  const isOut = outs.length > 0 && (external || value(inMsg) === 0n);
  const status = transactionStatus(tx);
  if (isOut) {
    const others = outs.filter((m) => !sameAddress(m.destination ?? '', account));
    const first = others[0] ?? outs[0]!;
    return {
      direction: 'out',
      counterparty: first.destination ?? null,
      moreCounterparties: Math.max(0, outs.length - 1),
      amount: outs.reduce((sum, m) => sum + value(m), 0n).toString(),
      fee: tx.total_fees,
      comment: messageComment(first),
      status,
    };
  }
  return {
    direction: 'in',
    counterparty: inMsg?.source ?? null,
    moreCounterparties: 0,
    amount: value(inMsg).toString(),
    fee: tx.total_fees,
    comment: inMsg ? messageComment(inMsg) : undefined,
    status,
  };
}
