import type { AttributionRule } from './types';
import { addShares, capShares, sumShares, takeShares, type Shares } from './shares';

/**
 * One account's holding of one asset during attribution: its balance (traced and not) and the
 * traced part split by route. What an outflow carries depends on the rule:
 *
 * - haircut: the traced share of the whole balance, `floor(amount × traced / balance)`; the
 *   units rounded off stay traced in the pool (they leave with a later outflow or remain);
 * - FIFO: the oldest funds first; a parcel partly spent gives its traced share the same way.
 *
 * An outflow larger than the balance the pool knows (funds from before what was read) first
 * raises the balance by the difference, untraced.
 */
export interface Pool {
  /** Funds arrive: `amount` in all, `traced` of it by route (Σ ≤ amount). */
  add(amount: bigint, traced?: Shares): void;
  /** Funds leave (an outflow or a fee): the traced value they carry, by route. */
  take(amount: bigint): Shares;
  /** Traced value held. */
  traced(): bigint;
  /** The traced value held, by route (a copy). */
  held(): Shares;
  /** All traced value leaves as it is (a conversion); the balance stays (funds now of the account's own). */
  takeTraced(): Shares;
}

/** A pool by `rule`, opening with `opening` untraced units; routes capped at `maxPaths`. */
export function newPool(rule: AttributionRule, opening: bigint, maxPaths: number): Pool {
  return rule === 'fifo' ? new FifoPool(opening, maxPaths) : new HaircutPool(opening, maxPaths);
}

class HaircutPool implements Pool {
  private balance: bigint;
  private readonly shares: Shares = new Map();
  private sum = 0n;

  constructor(
    opening: bigint,
    private readonly maxPaths: number,
  ) {
    this.balance = opening;
  }

  add(amount: bigint, traced?: Shares): void {
    this.balance += amount;
    if (!traced?.size) return;
    addShares(this.shares, traced);
    capShares(this.shares, this.maxPaths);
    this.sum += sumShares(traced);
  }

  take(amount: bigint): Shares {
    if (amount > this.balance) this.balance = amount;
    const t = this.balance === 0n ? 0n : (amount * this.sum) / this.balance;
    this.balance -= amount;
    const taken = takeShares(this.shares, this.sum, t);
    this.sum -= t;
    return taken;
  }

  traced(): bigint {
    return this.sum;
  }

  held(): Shares {
    return new Map(this.shares);
  }

  takeTraced(): Shares {
    const all = new Map(this.shares);
    this.shares.clear();
    this.sum = 0n;
    return all;
  }
}

interface Parcel {
  /** Units of the parcel not spent yet. */
  left: bigint;
  traced: Shares;
  tracedSum: bigint;
}

class FifoPool implements Pool {
  private readonly parcels: Parcel[] = [];
  private head = 0;
  private sum = 0n;

  constructor(
    opening: bigint,
    private readonly maxPaths: number,
  ) {
    if (opening > 0n) this.parcels.push({ left: opening, traced: new Map(), tracedSum: 0n });
  }

  add(amount: bigint, traced?: Shares): void {
    if (amount <= 0n) return;
    const shares = new Map(traced ?? []);
    capShares(shares, this.maxPaths);
    const s = sumShares(shares);
    this.parcels.push({ left: amount, traced: shares, tracedSum: s });
    this.sum += s;
  }

  take(amount: bigint): Shares {
    const out: Shares = new Map();
    let need = amount;
    while (need > 0n && this.head < this.parcels.length) {
      const p = this.parcels[this.head]!;
      const use = need < p.left ? need : p.left;
      const t = use === p.left ? p.tracedSum : (use * p.tracedSum) / p.left;
      addShares(out, takeShares(p.traced, p.tracedSum, t));
      p.tracedSum -= t;
      p.left -= use;
      this.sum -= t;
      need -= use;
      if (p.left === 0n) this.head++;
    }
    // Beyond the parcels known: earlier funds not read, untraced.
    capShares(out, this.maxPaths);
    return out;
  }

  traced(): bigint {
    return this.sum;
  }

  held(): Shares {
    const all: Shares = new Map();
    for (let i = this.head; i < this.parcels.length; i++) addShares(all, this.parcels[i]!.traced);
    return all;
  }

  takeTraced(): Shares {
    const all: Shares = new Map();
    for (let i = this.head; i < this.parcels.length; i++) {
      const p = this.parcels[i]!;
      addShares(all, p.traced);
      p.traced = new Map();
      p.tracedSum = 0n;
    }
    this.sum = 0n;
    capShares(all, this.maxPaths);
    return all;
  }
}
