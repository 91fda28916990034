import { sameAddress } from '../../../shared/ton/address';
import { messageComment } from '../../../shared/ton/message-body';
import type { V3Message, V3Transaction } from './v3-types';

/** Outcome of a transaction as one word, for the status pill. */
export type TxStatus = 'success' | 'aborted' | 'bounced';

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
  status: TxStatus;
}

/**
 * The outcome of a transaction: `bounced` when it received a bounced message or bounced its
 * inbound message back (bounce phase present), `aborted` when its phases failed (except a plain
 * credit to an account with no code yet), else `success`. Source: v3 Transaction `description` (api/v3.md TransactionDescr).
 */
export function txStatus(tx: V3Transaction): TxStatus {
  const d = tx.description as {
    aborted?: boolean;
    bounce?: unknown;
    compute_ph?: { skipped?: boolean; reason?: string };
  };
  if (tx.in_msg?.bounced || d.bounce) return 'bounced';
  // Value credited to an account without code (non-bounceable transfer to uninit): the
  // compute phase is skipped for "no_state" and the transaction is marked aborted, yet the
  // transfer did what it was meant to.
  const creditedUninit = d.compute_ph?.skipped && d.compute_ph.reason === 'no_state';
  if (d.aborted && !creditedUninit) return 'aborted';
  return 'success';
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
  const status = txStatus(tx);
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
