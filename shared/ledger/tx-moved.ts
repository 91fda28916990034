import { linkBounces } from './bounces';
import { tonMovements } from './ton';
import type { ChainTransaction, LedgerMovement } from './types';

/** A payment of a transaction that bounced: what went out and what came back. */
export interface BouncedPayment {
  /** Raw upper-case destination of the payment. */
  counterparty: string | null;
  /** Value sent, nanotons. */
  sent: bigint;
  /** Value the bounce brought back, nanotons (less than `sent`: the destination kept its fees). */
  returned: bigint;
  /** Hash (base64) of the account's transaction that received the bounce. */
  returnTx: string;
}

/** What one transaction moved in TON for its own account, read from the ledger (nanotons). */
export interface TonMoved {
  /** The ledger's movements of the transaction, bounces linked. */
  movements: LedgerMovement[];
  /** Value received (an inbound message, or a bounce coming back). */
  received: bigint;
  /** Σ values of the outbound messages. */
  sent: bigint;
  /** Part of `sent` that returns the inbound message (this transaction bounced it). */
  bouncedBack: bigint;
  /** The ledger's fee of the transaction ({@link transactionFees}). */
  fees: bigint;
  /** Payments of this transaction that bounced later (found among `related`). */
  bounced: BouncedPayment[];
  /** For a transaction receiving a bounce: the transaction whose payment it returns, if read. */
  returnOf: string | null;
  /**
   * Value moved net of bounces, fees left out: received − sent + what bounced payments
   * brought back later. Positive = in.
   */
  net: bigint;
}

/**
 * The TON a transaction moved, net of what bounced: the ledger's movements of `tx`, linked
 * ({@link linkBounces}) with `related` (other transactions of the same account read with it:
 * the trace's, or the rows of a list) so a payment that bounced carries the amount that came
 * back and the transaction that brought it.
 */
export function tonMoved(tx: ChainTransaction, related: readonly ChainTransaction[]): TonMoved {
  const own = related.filter((t) => t.account === tx.account && t.hash !== tx.hash);
  const all = [tx, ...own];
  const linked = linkBounces(all.flatMap(tonMovements), all);
  const movements = linked.filter((m) => m.txHash === tx.hash);
  let received = 0n;
  let sent = 0n;
  let fees = 0n;
  let returned = 0n;
  let returnOf: string | null = null;
  const bounced: BouncedPayment[] = [];
  for (const m of movements) {
    const amount = BigInt(m.amount);
    if (m.kind === 'fee') fees -= amount;
    else if (amount > 0n) received += amount;
    else sent -= amount;
    if (m.kind === 'bounce_returned') returnOf = m.bounceOf?.txHash ?? null;
    if (m.bouncedBy) {
      const back = BigInt(m.bouncedBy.returned);
      returned += back;
      bounced.push({
        counterparty: m.counterparty,
        sent: -amount,
        returned: back,
        returnTx: m.bouncedBy.txHash,
      });
    }
  }
  const bouncedBack = tx.out_msgs
    .filter((m) => m.bounced)
    .reduce((s, m) => s + (m.value ? BigInt(m.value) : 0n), 0n);
  return {
    movements,
    received,
    sent,
    bouncedBack,
    fees,
    bounced,
    returnOf,
    net: received - sent + returned,
  };
}

/**
 * The payments that bounced among `transactions` (rows of one or more accounts, e.g. a loaded
 * list), by the hash of the transaction that sent them: the ledger's movements of every row,
 * linked per account ({@link linkBounces}). A payment whose bounce is not among the rows is
 * not listed.
 */
export function bouncedPayments(
  transactions: readonly ChainTransaction[],
): Map<string, BouncedPayment[]> {
  const byAccount = new Map<string, ChainTransaction[]>();
  for (const t of transactions) {
    const rows = byAccount.get(t.account);
    if (rows) rows.push(t);
    else byAccount.set(t.account, [t]);
  }
  const out = new Map<string, BouncedPayment[]>();
  for (const rows of byAccount.values()) {
    if (!rows.some((t) => t.in_msg?.bounced)) continue;
    for (const m of linkBounces(rows.flatMap(tonMovements), rows)) {
      if (!m.bouncedBy) continue;
      const list = out.get(m.txHash) ?? [];
      list.push({
        counterparty: m.counterparty,
        sent: -BigInt(m.amount),
        returned: BigInt(m.bouncedBy.returned),
        returnTx: m.bouncedBy.txHash,
      });
      out.set(m.txHash, list);
    }
  }
  return out;
}

/**
 * Per-row facts computed over a window of list rows (the row's page of `pageSize` rows and the
 * page on each side), once per page when a row of it is first asked for; `index` is the row's
 * place in `rows` or in a filtered list drawn from them (such a row is then found in `rows`
 * through an index of the rows, made once).
 */
function windowed<T, V>(
  rows: readonly T[],
  pageSize: number,
  compute: (window: readonly T[]) => Map<T, V>,
): (row: T, index: number) => V | undefined {
  const byPage = new Map<number, Map<T, V>>();
  let placeOf: Map<T, number> | null = null;
  return (row, shownAt) => {
    let index = shownAt;
    if (rows[index] !== row) {
      placeOf ??= new Map(rows.map((r, i) => [r, i]));
      index = placeOf.get(row) ?? shownAt;
    }
    const page = Math.floor(index / pageSize);
    let facts = byPage.get(page);
    if (!facts) {
      const from = Math.max(0, (page - 1) * pageSize);
      facts = compute(rows.slice(from, (page + 2) * pageSize));
      byPage.set(page, facts);
    }
    return facts.get(row);
  };
}

/**
 * The bounced payments of list rows, linked ({@link bouncedPayments}) among the rows around
 * each: its page of `pageSize` rows and the page on each side. A bounce comes back in the same
 * trace moments later, so it sits within a page of its payment; linking per window, once per
 * page when a row of it is first asked for, keeps a 100 000-row list free of work over every
 * row at mount. Returns `(row, index) => payments | undefined`, where `index` is the row's
 * place in `rows` or in a filtered list drawn from them.
 */
export function nearbyBounces<T extends ChainTransaction>(
  rows: readonly T[],
  pageSize: number,
): (row: T, index: number) => BouncedPayment[] | undefined {
  return windowed(rows, pageSize, (window) => {
    const linked = bouncedPayments(window);
    const out = new Map<T, BouncedPayment[]>();
    for (const r of window) {
      const paid = linked.get(r.hash);
      if (paid) out.set(r, paid);
    }
    return out;
  });
}

/**
 * The returns among list rows, linked as {@link nearbyBounces} links them: for a row that
 * received a bounce whose payment is among the rows around it, the hash of that payment's
 * transaction. A list shows such a return as part of the payment's net amount, not again.
 */
export function nearbyReturns<T extends ChainTransaction>(
  rows: readonly T[],
  pageSize: number,
): (row: T, index: number) => string | undefined {
  return windowed(rows, pageSize, (window) => {
    const byHash = new Map(window.map((r) => [r.hash, r]));
    const out = new Map<T, string>();
    for (const [paymentTx, paid] of bouncedPayments(window)) {
      for (const p of paid) {
        const back = byHash.get(p.returnTx);
        if (back) out.set(back, paymentTx);
      }
    }
    return out;
  });
}
