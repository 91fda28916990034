import { COINS_LIMIT } from '../api/schema-kit';
import { assetKey, type ChainTransaction, type LedgerAsset, type LedgerMovement } from './types';

/**
 * Reconciliation statements: per asset, opening + in - out - fees = closing, set against the
 * chain's own balance at the end. A difference is never hidden: it is reported with the gaps
 * (pages or transactions the reader could not get) that may explain it.
 */

/** Something the ledger could not read, declared on the statement. */
export interface LedgerGap {
  /** Plain words: "page 3 of transactions could not be read: HTTP 500", … */
  reason: string;
  /** Logical-time bounds of the hole where known (decimal strings). */
  afterLt?: string;
  beforeLt?: string;
}

/** One asset's statement. Amounts in the asset's smallest unit (nanotons, jetton units, items). */
export interface AssetStatement {
  asset: LedgerAsset;
  /** {@link assetKey} of `asset`. */
  key: string;
  /** Balance before the first movement counted. */
  opening: string;
  /** Σ positive movements (received, returned, minted). */
  in: string;
  /** Σ |negative movements| except fees (sent, burned). */
  out: string;
  /** Σ |fee movements| (TON only). */
  fees: string;
  /** opening + in - out - fees. */
  closing: string;
  /** The chain's balance at the end of the period; null when the chain does not say it. */
  chainBalance: string | null;
  /** chainBalance - closing; null when `chainBalance` is. */
  difference: string | null;
  /** Movements counted. */
  movements: number;
  gaps: LedgerGap[];
  /** Where opening and chain balance come from, in plain words. */
  notes: string[];
  /** The asset's symbol and decimals where the reader knows them (TON, TEP-64 metadata). */
  symbol?: string;
  decimals?: number;
}

interface Totals {
  asset: LedgerAsset;
  in: bigint;
  out: bigint;
  fees: bigint;
  count: number;
}

/**
 * Sums movements per asset as they stream in (an export adds each page's movements), then
 * writes one {@link AssetStatement} per asset.
 */
export class StatementAccumulator {
  private readonly totals = new Map<string, Totals>();
  private readonly gaps: LedgerGap[] = [];

  /**
   * Counts one movement. One that cannot be (an amount of 2^120 or more either way, a fee
   * that pays the account) is not counted: it is declared as a gap naming it and its value.
   */
  add(m: LedgerMovement): void {
    const impossible = impossibleMovement(m);
    if (impossible) {
      this.gaps.push({ reason: impossible });
      return;
    }
    const key = assetKey(m.asset);
    let t = this.totals.get(key);
    if (!t) {
      t = { asset: m.asset, in: 0n, out: 0n, fees: 0n, count: 0 };
      this.totals.set(key, t);
    }
    const v = BigInt(m.amount);
    if (m.kind === 'fee') t.fees -= v;
    else if (v >= 0n) t.in += v;
    else t.out -= v;
    t.count += 1;
  }

  /** Counts many movements. */
  addAll(ms: Iterable<LedgerMovement>): void {
    for (const m of ms) this.add(m);
  }

  /** Declares a gap (it goes on every statement: a missing page may hold any asset). */
  addGap(gap: LedgerGap): void {
    this.gaps.push(gap);
  }

  /** Asset keys seen so far, in first-seen order. */
  keys(): string[] {
    return [...this.totals.keys()];
  }

  /** The asset of a key seen so far. */
  asset(key: string): LedgerAsset | undefined {
    return this.totals.get(key)?.asset;
  }

  /**
   * The statement of one asset. `opening` and `chainBalance` in the asset's smallest unit
   * (null chain balance: not known, no difference computed); `notes` say where they come from.
   */
  statement(
    asset: LedgerAsset,
    opening: bigint,
    chainBalance: bigint | null,
    notes: string[] = [],
  ): AssetStatement {
    const key = assetKey(asset);
    const t = this.totals.get(key) ?? { asset, in: 0n, out: 0n, fees: 0n, count: 0 };
    const own: LedgerGap[] = [];
    if (opening < 0n) {
      own.push({ reason: negativeBalance('opening balance', opening, 'counted as 0') });
      opening = 0n;
    }
    if (chainBalance !== null && chainBalance < 0n) {
      own.push({
        reason: negativeBalance("chain's balance", chainBalance, 'no difference computed'),
      });
      chainBalance = null;
    }
    const closing = opening + t.in - t.out - t.fees;
    return {
      asset,
      key,
      opening: opening.toString(),
      in: t.in.toString(),
      out: t.out.toString(),
      fees: t.fees.toString(),
      closing: closing.toString(),
      chainBalance: chainBalance === null ? null : chainBalance.toString(),
      difference: chainBalance === null ? null : (chainBalance - closing).toString(),
      movements: t.count,
      gaps: [...this.gaps, ...own],
      notes,
    };
  }
}

/** A balance the statement was given below zero, in words: no balance can be. */
function negativeBalance(what: string, v: bigint, instead: string): string {
  return `the ${what} came out as ${v}, which is impossible (a balance is never below 0): ${instead}; a movement read is wrong or one is missing`;
}

/**
 * Why a movement cannot be, or null when it can: its amount must be below 2^120 either way
 * (TL-B `Coins`), and a fee only ever takes from the account.
 */
function impossibleMovement(m: LedgerMovement): string | null {
  const v = BigInt(m.amount);
  const abs = v < 0n ? -v : v;
  const what = `${m.kind} of transaction ${m.txHash} (lt ${m.lt})`;
  if (abs >= COINS_LIMIT) {
    return `${what}: amount ${m.amount} is impossible (a coin amount is 0 <= v < 2^120); not counted`;
  }
  if (m.kind === 'fee' && v > 0n) {
    return `${what}: a fee of ${-v} is impossible (fees are >= 0); not counted`;
  }
  return null;
}

/**
 * Holes in one account's transaction list: wherever a transaction's `prev_trans_lt` is not the
 * lt of the transaction before it (lt order). The first transaction is not checked (what
 * came before the period is the opening's business).
 */
export function transactionGaps(txs: readonly ChainTransaction[]): LedgerGap[] {
  const sorted = [...txs].sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
  const gaps: LedgerGap[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const tx = sorted[i]!;
    if (tx.prev_trans_lt && tx.prev_trans_lt !== prev.lt) {
      gaps.push({
        reason: `transactions between lt ${prev.lt} and ${tx.lt} were not read (the chain links ${tx.lt} to ${tx.prev_trans_lt})`,
        afterLt: prev.lt,
        beforeLt: tx.lt,
      });
    }
  }
  return gaps;
}

/**
 * TON opening balance of a period from its first transaction (lt order): its
 * `account_state_before.balance`; when v3 has none (a genesis account's first transaction),
 * its after-balance minus what it moved. Nanotons; 0 for no transaction.
 */
export function tonOpening(firstTx: ChainTransaction | undefined, moved: bigint): bigint {
  if (!firstTx) return 0n;
  const before = firstTx.account_state_before?.balance;
  if (before != null) return BigInt(before);
  const after = firstTx.account_state_after?.balance;
  return after != null ? BigInt(after) - moved : 0n;
}
