import type { ChainJettonTransfer } from '../api/v3-rows';
import { rawOrEmpty as rawOf } from './address';

/**
 * Pictures of a jetton master (TEP-74) from data already fetched: the holders' share of the
 * total supply (v3 `/api/v3/jetton/wallets?jetton_address=…&sort=desc`, total supply from
 * `/api/v3/jetton/masters`) and the transfer volume per UTC day (v3
 * `/api/v3/jetton/transfers?jetton_master=…`). Pure; amounts are bigint jetton units (the
 * smallest unit, decimals not applied).
 */

/** The parts of a v3 JettonWallet the share reads. */
export interface ShareHolder {
  /** Jetton wallet address (any form): one row per wallet. */
  address: string;
  /** Owner of the wallet (any form). */
  owner: string;
  /** Balance in jetton units (decimal string). */
  balance: string;
}

/** One slice of the supply: a top holder, or the rest (`owner` and `wallet` empty). */
export interface ShareSlice {
  /** Rank among the holders (1 = largest), 0 for the rest. */
  rank: number;
  /** Owner as the index sent it ('' for the rest). */
  owner: string;
  /** Jetton wallet as the index sent it ('' for the rest). */
  wallet: string;
  /** Jetton units held. */
  units: bigint;
}

/** Holders' share of a jetton's supply: the top holders, the rest, and the supply. */
export interface HolderShares {
  /** The `n` largest holders, largest first. */
  top: ShareSlice[];
  /**
   * Total supply minus the top holders (other holders, and any supply the index has not
   * attributed to a wallet yet); null when the top holders hold it all.
   */
  rest: ShareSlice | null;
  /** Total supply, jetton units: the sum of `top` and `rest`. */
  totalUnits: bigint;
  /**
   * Units the top holders hold beyond the total supply (an index caught between a mint or burn
   * and its wallet's update): 0 normally. The slices then sum to more than `totalUnits`.
   */
  excessUnits: bigint;
}

/**
 * The `n` largest of `holders` (deduplicated by wallet, ordered by balance, largest first;
 * ties by wallet address) and the rest of `totalSupplyUnits` as one slice. Throws `Error`
 * when a balance or the supply is not a non-negative integer, or `n` is not a positive integer.
 */
export function holderShares(
  holders: readonly ShareHolder[],
  totalSupplyUnits: bigint,
  n = 10,
): HolderShares {
  if (!Number.isInteger(n) || n < 1) throw new Error(`n must be a positive integer, got ${n}`);
  if (totalSupplyUnits < 0n) throw new Error(`total supply is negative: ${totalSupplyUnits}`);
  const seen = new Set<string>();
  const rows: ShareSlice[] = [];
  for (const h of holders) {
    const key = rawOf(h.address) || h.address;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!/^\d+$/.test(h.balance)) {
      throw new Error(`balance of ${h.address} is not a non-negative integer: "${h.balance}"`);
    }
    rows.push({ rank: 0, owner: h.owner, wallet: h.address, units: BigInt(h.balance) });
  }
  rows.sort((a, b) =>
    a.units === b.units ? (a.wallet < b.wallet ? -1 : 1) : a.units > b.units ? -1 : 1,
  );
  const top = rows.slice(0, n).map((r, i) => ({ ...r, rank: i + 1 }));
  const held = top.reduce((s, r) => s + r.units, 0n);
  const restUnits = totalSupplyUnits - held;
  return {
    top,
    rest: restUnits > 0n ? { rank: 0, owner: '', wallet: '', units: restUnits } : null,
    totalUnits: totalSupplyUnits,
    excessUnits: restUnits < 0n ? -restUnits : 0n,
  };
}

/**
 * `part` as a percentage of `whole`, exact to `digits` decimals (rounded half up) as a string:
 * `percentOf(1n, 3n)` → `"33.33"`, `percentOf(2n, 3n, 0)` → `"67"`. `"0"` padded when `whole`
 * is 0. Throws `RangeError` for negative or non-integer `digits`.
 */
export function percentOf(part: bigint, whole: bigint, digits = 2): string {
  if (!Number.isInteger(digits) || digits < 0) {
    throw new RangeError(`digits must be a non-negative integer, got ${digits}`);
  }
  const scale = 10n ** BigInt(digits);
  const scaled = whole === 0n ? 0n : (part * 100n * scale * 2n + whole) / (whole * 2n);
  const neg = scaled < 0n;
  const s = (neg ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const int = s.slice(0, s.length - digits);
  return `${neg ? '-' : ''}${int}${digits > 0 ? `.${s.slice(s.length - digits)}` : ''}`;
}

/** The parts of a v3 JettonTransfer the volume reads. */
export type VolumeTransfer = Pick<
  ChainJettonTransfer,
  'amount' | 'jetton_master' | 'transaction_hash' | 'transaction_now' | 'transaction_aborted'
>;

/** Transfers of one UTC day. */
export interface DayVolume {
  /** Unix seconds of 00:00 UTC of the day. */
  dayStart: number;
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  /** Units moved by the day's transfers whose transaction did not abort. */
  volumeUnits: bigint;
  /** Transfers counted in `volumeUnits`. */
  count: number;
  /** Transfers whose transaction aborted: listed by the index, moved nothing. */
  aborted: number;
}

const DAY = 86_400;

/** `YYYY-MM-DD` of a unix time, UTC. */
export function utcDate(unix: number): string {
  return new Date(unix * 1000).toISOString().slice(0, 10);
}

/**
 * Transfer volume per UTC day over `[from, to]` (inclusive unix seconds on
 * `transaction_now`): one entry per day from the day of `from` to the day of `to`, days
 * without transfers at 0, oldest first. A null `from` starts at the oldest transfer's day
 * (no days at all when there is none in range), a null `to` ends at the newest. Transfers are
 * deduplicated by transaction hash; with `master` set, other jettons' transfers are skipped.
 * Aborted transfers are counted apart (`aborted`), not in the volume.
 */
export function dailyTransferVolume(
  transfers: readonly VolumeTransfer[],
  period: { from: number | null; to: number | null },
  master?: string,
): DayVolume[] {
  const jetton = master === undefined ? null : rawOf(master);
  const seen = new Set<string>();
  const inRange = transfers.filter((t) => {
    if (seen.has(t.transaction_hash)) return false;
    seen.add(t.transaction_hash);
    if (jetton !== null && rawOf(t.jetton_master) !== jetton) return false;
    const at = t.transaction_now;
    return (period.from === null || at >= period.from) && (period.to === null || at <= period.to);
  });
  const times = inRange.map((t) => t.transaction_now);
  const first = period.from ?? (times.length ? Math.min(...times) : null);
  const last = period.to ?? (times.length ? Math.max(...times) : null);
  if (first === null || last === null || last < first) return [];
  const day0 = Math.floor(first / DAY);
  const days: DayVolume[] = [];
  for (let d = day0; d <= Math.floor(last / DAY); d++) {
    days.push({ dayStart: d * DAY, date: utcDate(d * DAY), volumeUnits: 0n, count: 0, aborted: 0 });
  }
  for (const t of inRange) {
    const day = days[Math.floor(t.transaction_now / DAY) - day0]!;
    if (t.transaction_aborted) {
      day.aborted += 1;
      continue;
    }
    if (!/^\d+$/.test(t.amount)) {
      throw new Error(`amount of transfer ${t.transaction_hash} is not an integer: "${t.amount}"`);
    }
    day.volumeUnits += BigInt(t.amount);
    day.count += 1;
  }
  return days;
}
