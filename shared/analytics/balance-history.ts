import type { ChainTransaction, LedgerMovement } from '../ledger/types';
import { rawOrEmpty as rawOf } from './address';

/**
 * Balance over time of one account, from data already fetched: TON from each v3 transaction's
 * `account_state_after.balance` (`/api/v3/transactions`), a jetton from the ledger's jetton
 * movements walked back from the wallet's current balance. Pure; amounts are
 * bigint in the smallest unit (nanotons / jetton units).
 */

/** Which way value moved in a transaction, from the account's point of view. */
export type PointDirection = 'in' | 'out' | 'self' | 'none';

/** One transaction on the balance chart. */
export interface BalancePoint {
  /** Unix seconds (`now` of the transaction). */
  utime: number;
  /** Logical time (decimal string): orders transactions within a second. */
  lt: string;
  /** Transaction hash (base64 as v3 sends it). */
  hash: string;
  /** Balance right after the transaction, smallest units. */
  balance: bigint;
  /** Change made by this transaction (balance after minus the previous point's), null for the first known one. */
  change: bigint | null;
  direction: PointDirection;
}

/**
 * The parts of a v3 transaction the TON history reads: the chain's balance after it (the one
 * the ledger's TON movements carry as `balanceAfter`), before it, and its inbound message.
 */
export type BalanceTransaction = Pick<
  ChainTransaction,
  'account' | 'hash' | 'lt' | 'now' | 'in_msg' | 'account_state_before' | 'account_state_after'
>;

function compareLt(a: { lt: string }, b: { lt: string }): number {
  const d = BigInt(a.lt) - BigInt(b.lt);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * Direction of a transaction as the CSV export's `transactions` rows read it: an internal
 * inbound message is `in` (`self` when the account sent it to itself), an external inbound
 * message (the wallet acting) is `out`, no inbound message (tick-tock) is `none`.
 */
export function transactionDirection(tx: BalanceTransaction): PointDirection {
  const m = tx.in_msg;
  if (!m) return 'none';
  if (!m.source) return 'out';
  return rawOf(m.source) === rawOf(tx.account) ? 'self' : 'in';
}

/**
 * TON balance history: one point per transaction that reports its balance after (v3 traces
 * omit it: those transactions are skipped), oldest first (by lt), deduplicated by hash.
 * `change` is the difference to the previous point, or to `account_state_before.balance` for
 * the first one when the index sends it.
 */
export function tonBalanceHistory(txs: readonly BalanceTransaction[]): BalancePoint[] {
  const seen = new Set<string>();
  const sorted = txs
    .filter((t) => {
      if (seen.has(t.hash) || t.account_state_after?.balance == null) return false;
      seen.add(t.hash);
      return true;
    })
    .sort(compareLt);
  const out: BalancePoint[] = [];
  let prev: bigint | null = null;
  for (const tx of sorted) {
    const balance = BigInt(tx.account_state_after!.balance!);
    const before =
      prev ??
      (tx.account_state_before?.balance != null ? BigInt(tx.account_state_before.balance) : null);
    out.push({
      utime: tx.now,
      lt: tx.lt,
      hash: tx.hash,
      balance,
      change: before === null ? null : balance - before,
      direction: transactionDirection(tx),
    });
    prev = balance;
  }
  return out;
}

/**
 * Jetton balance history of one owner for one master, from the ledger's owner-level jetton
 * movements (`jettonActionMovements` of v3 actions, or `jettonWalletMovements`: transfers,
 * mints, burns and returned bounces alike) walked back from `currentUnits`, the wallet's
 * balance now (v3 `jetton/wallets`). One point per transaction, oldest first; movements of
 * other assets are ignored.
 */
export function jettonBalanceHistory(
  movements: readonly LedgerMovement[],
  master: string,
  currentUnits: bigint,
): BalancePoint[] {
  const jetton = rawOf(master);
  const byTx = new Map<string, { utime: number; lt: string; change: bigint }>();
  for (const m of movements) {
    if (m.asset.type !== 'jetton' || rawOf(m.asset.master) !== jetton) continue;
    const p = byTx.get(m.txHash) ?? { utime: m.utime, lt: m.lt, change: 0n };
    p.change += BigInt(m.amount);
    byTx.set(m.txHash, p);
  }
  const mine = [...byTx.entries()].map(([hash, p]) => ({ hash, ...p })).sort(compareLt);
  const points: BalancePoint[] = new Array(mine.length);
  let balance = currentUnits;
  for (let i = mine.length - 1; i >= 0; i--) {
    const t = mine[i]!;
    points[i] = {
      utime: t.utime,
      lt: t.lt,
      hash: t.hash,
      balance,
      change: t.change,
      direction: t.change > 0n ? 'in' : t.change < 0n ? 'out' : 'self',
    };
    balance -= t.change;
  }
  return points;
}

/** The points with `from <= utime <= to` (unix seconds; either bound may be null: open). */
export function pointsInRange(
  points: readonly BalancePoint[],
  from: number | null,
  to: number | null,
): BalancePoint[] {
  return points.filter((p) => (from === null || p.utime >= from) && (to === null || p.utime <= to));
}
