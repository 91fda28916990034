import { toRawUpper } from '../ton/address';
import { TON, type ChainMessage, type ChainTransaction, type LedgerMovement } from './types';

/**
 * TON movements of a transaction, read from its v3 row. Every nanoton is accounted for, so for
 * a transaction that carries both balances:
 *
 *   account_state_before.balance + in_msg.value
 *     - Σ out_msgs (value + fwd_fee + ihr_fee) - total_fees = account_state_after.balance
 *
 * `fwd_fee` of an outbound message is the part of its forward fee the destination collects
 * later (the sender already paid it); the part validators took at once is in `total_fees`.
 * A bounce phase's message is an ordinary outbound message here, so the equation is the same.
 */

const nano = (v: string | null | undefined): bigint => (v ? BigInt(v) : 0n);
const raw = (a: string | null | undefined): string | null => (a ? toRawUpper(a) : null);

/** What one transaction did to its account's TON balance (all nanotons, bigint). */
export interface TonEquation {
  /** `account_state_before.balance`; null when v3 has none (a genesis account's first tx). */
  before: bigint | null;
  /** Value of the inbound message (0 for an external or none). */
  received: bigint;
  /** Σ values of the outbound messages. */
  sent: bigint;
  /** `total_fees` + Σ (fwd_fee + ihr_fee) of the outbound messages. */
  fees: bigint;
  /** `account_state_after.balance`; null when v3 has none. */
  after: bigint | null;
  /**
   * `after - (before + received - sent - fees)`: 0 when the row adds up; null when either
   * balance is missing.
   */
  difference: bigint | null;
}

/** Forward plus IHR fee of one outbound message, nanotons. */
export function messageForwardFees(m: Pick<ChainMessage, 'fwd_fee' | 'ihr_fee'>): bigint {
  return nano(m.fwd_fee) + nano(m.ihr_fee);
}

/** The transaction's total fee as the ledger counts it: `total_fees` + forward/IHR fees, nanotons. */
export function transactionFees(tx: Pick<ChainTransaction, 'total_fees' | 'out_msgs'>): bigint {
  return tx.out_msgs.reduce((sum, m) => sum + messageForwardFees(m), nano(tx.total_fees));
}

/** The TON equation of one transaction (see the module comment). */
export function tonEquation(tx: ChainTransaction): TonEquation {
  const beforeRaw = tx.account_state_before?.balance;
  const afterRaw = tx.account_state_after?.balance;
  const before = beforeRaw == null ? null : BigInt(beforeRaw);
  const after = afterRaw == null ? null : BigInt(afterRaw);
  const received = nano(tx.in_msg?.value);
  const sent = tx.out_msgs.reduce((sum, m) => sum + nano(m.value), 0n);
  const fees = transactionFees(tx);
  const difference =
    before === null || after === null ? null : after - (before + received - sent - fees);
  return { before, received, sent, fees, after, difference };
}

/**
 * The TON movements of `tx` for its own account, in order: what came in (`ton_received`, or
 * `bounce_returned` for a bounced inbound message), one `ton_sent` per outbound message with a
 * destination (external-out log messages carry no value), then one `fee`. Zero amounts are
 * left out. Every movement's `balanceAfter` is the transaction's after-balance (nanotons).
 * Their sum equals `after - before` exactly (see {@link tonEquation}).
 */
export function tonMovements(tx: ChainTransaction): LedgerMovement[] {
  const account = toRawUpper(tx.account);
  const base = {
    account,
    asset: TON,
    txHash: tx.hash,
    lt: tx.lt,
    utime: tx.now,
    balanceAfter: tx.account_state_after?.balance ?? null,
  };
  const out: LedgerMovement[] = [];
  const inMsg = tx.in_msg;
  const received = nano(inMsg?.value);
  if (inMsg && received !== 0n) {
    out.push({
      ...base,
      kind: inMsg.bounced ? 'bounce_returned' : 'ton_received',
      amount: received.toString(),
      counterparty: raw(inMsg.source),
      messageHash: inMsg.hash,
    });
  }
  for (const m of tx.out_msgs) {
    const value = nano(m.value);
    if (value === 0n) continue;
    out.push({
      ...base,
      kind: 'ton_sent',
      amount: (-value).toString(),
      counterparty: raw(m.destination),
      messageHash: m.hash,
    });
  }
  const fees = transactionFees(tx);
  if (fees !== 0n) {
    out.push({
      ...base,
      kind: 'fee',
      amount: (-fees).toString(),
      counterparty: null,
      messageHash: null,
    });
  }
  return out;
}
