/**
 * Traced value split by the route it took: a map from a path id (see paths.ts) to an amount in
 * the smallest unit. Every split here is exact in integers, by one remainder rule:
 *
 * Each part gets the floor of its proportional share; the units left over (fewer than the
 * parts) go one each to the parts with the largest remainders, ties to the older path (the
 * smaller id, made first). So the parts always sum to exactly the amount split.
 */
export type Shares = Map<number, bigint>;

/** The id of the merged "other routes" share (see {@link capShares}). */
export const OTHER_PATHS = -1;

/** Σ of the shares. */
export function sumShares(s: Shares): bigint {
  let t = 0n;
  for (const v of s.values()) t += v;
  return t;
}

/** Adds `from` into `into` (mutates `into`). */
export function addShares(into: Shares, from: Shares): void {
  for (const [id, v] of from) into.set(id, (into.get(id) ?? 0n) + v);
}

/**
 * Splits `total` in proportion to `weights` (Σ `weightSum` > 0) by the remainder rule; the
 * result's keys are those of `weights` that get something.
 */
function proportional(weights: Shares, weightSum: bigint, total: bigint): Shares {
  const out: Shares = new Map();
  if (total === 0n) return out;
  const rems: Array<{ id: number; r: bigint }> = [];
  let given = 0n;
  for (const [id, w] of weights) {
    const p = total * w;
    const q = p / weightSum;
    given += q;
    if (q > 0n) out.set(id, q);
    const r = p % weightSum;
    if (r > 0n) rems.push({ id, r });
  }
  let left = total - given;
  if (left > 0n) {
    rems.sort((a, b) => (a.r > b.r ? -1 : a.r < b.r ? 1 : a.id - b.id));
    for (const { id } of rems) {
      if (left === 0n) break;
      out.set(id, (out.get(id) ?? 0n) + 1n);
      left--;
    }
  }
  return out;
}

/**
 * Takes `t` (0 ≤ t ≤ `sum`, the Σ of `shares`) out of `shares` in proportion, by the
 * remainder rule: removes it from `shares` (mutated; emptied parts deleted) and returns what
 * was taken. Every part keeps ≥ 0 (a part gets a left-over unit only when its share had a
 * fraction, so it still has that unit).
 */
export function takeShares(shares: Shares, sum: bigint, t: bigint): Shares {
  if (t <= 0n) return new Map();
  if (t >= sum) {
    const all = new Map(shares);
    shares.clear();
    return all;
  }
  const taken = proportional(shares, sum, t);
  for (const [id, v] of taken) {
    const rest = shares.get(id)! - v;
    if (rest > 0n) shares.set(id, rest);
    else shares.delete(id);
  }
  return taken;
}

/**
 * The shares rescaled to sum to exactly `total` (a conversion: `sum` units of one asset became
 * `total` of another), by the remainder rule.
 */
export function scaleShares(shares: Shares, sum: bigint, total: bigint): Shares {
  if (sum <= 0n) return new Map();
  return proportional(shares, sum, total);
}

/**
 * Keeps at most `max` parts (≥ 1): the largest `max - 1` and one {@link OTHER_PATHS} part
 * holding the rest (mutates). The total is unchanged; what the merged routes carried is
 * reported as not listed.
 */
export function capShares(shares: Shares, max: number): void {
  if (shares.size <= max) return;
  const parts = [...shares].filter(([id]) => id !== OTHER_PATHS);
  parts.sort((a, b) => (a[1] > b[1] ? -1 : a[1] < b[1] ? 1 : a[0] - b[0]));
  let other = shares.get(OTHER_PATHS) ?? 0n;
  for (const [id, v] of parts.slice(Math.max(1, max) - 1)) {
    other += v;
    shares.delete(id);
  }
  shares.set(OTHER_PATHS, other);
}
