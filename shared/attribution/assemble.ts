import type { Run } from './run';
import { OTHER_PATHS, sumShares, type Shares } from './shares';
import {
  END_REASONS,
  type AccountAttribution,
  type AccountStop,
  type AssetAmount,
  type AssetKey,
  type Attribution,
  type AttributionEnd,
  type AttributionInput,
  type AttributionPath,
  type EndReason,
  type FrontierEntry,
  type FrontierReason,
  type Reconciliation,
  type RemainsEntry,
} from './types';

/** Where the traced value of one account stopped, with its routes (ends and the frontier). */
interface Stopped {
  address: string;
  stop: AccountStop;
  byAsset: Map<AssetKey, Shares>;
}

const NOT_READ: AccountStop = { reason: 'not_read', detail: 'not read' };
const BACK_AT_START: AccountStop = { reason: 'start', detail: 'came back to the start' };
const NO_ONWARD: AccountStop = {
  reason: 'no_onward',
  detail: 'read: nothing sent on after the value arrived',
};

/** The engine's answer from its finished run (see engine.ts). */
export function assembleAttribution(run: Run, input: AttributionInput): Attribution {
  const startAsset = input.start.asset === 'all' ? 'TON' : input.start.asset;
  const accounts: AccountAttribution[] = [startAccount(run)];
  const conversionsAt = new Map<string, number[]>();
  run.conversions.forEach((c, i) =>
    conversionsAt.set(c.account, [...(conversionsAt.get(c.account) ?? []), i]),
  );
  const stopped: Stopped[] = [];
  const remains: RemainsEntry[] = [];
  for (const address of reachedAccounts(run)) {
    const a = reachedAccount(run, input, address, conversionsAt.get(address) ?? []);
    accounts.push(a.account);
    if (a.stopped) stopped.push(a.stopped);
    if (a.remains) remains.push(a.remains);
  }
  accounts.sort((x, y) => x.hop - y.hop || (x.address < y.address ? -1 : 1));
  const order = byAmountIn(startAsset);
  stopped.sort((x, y) => order(amountsOf(x.byAsset), amountsOf(y.byAsset)) || cmpAddr(x, y));
  remains.sort((x, y) => order(x.amounts, y.amounts) || cmpAddr(x, y));
  const { paths, unlisted, counts } = routes(run, stopped, startAsset);
  const startAmounts = listOf(run.startAmounts);
  const ends: AttributionEnd[] = [];
  const frontier: FrontierEntry[] = [];
  for (const s of stopped) {
    const amounts = amountsOf(s.byAsset);
    if (isEnd(s.stop.reason)) {
      ends.push({
        address: s.address,
        stop: s.stop as AccountStop & { reason: EndReason },
        amounts,
        sharePpm: share(amounts, startAmounts, startAsset),
        paths: counts.get(s.address) ?? 0,
        transfers: [...(run.transfers.get(s.address) ?? [])]
          .sort(([a], [b]) => cmpAsset(a, b))
          .map(([asset, count]) => ({ asset, count })),
      });
    } else {
      frontier.push({
        address: s.address,
        stop: s.stop as AccountStop & { reason: FrontierReason },
        amounts,
      });
    }
  }
  const fees = new Map<AssetKey, bigint>();
  for (const byAsset of run.fees.values()) for (const [k, v] of byAsset) add(fees, k, v);
  return {
    start: { ...input.start, amounts: startAmounts },
    rule: input.rule,
    accounts,
    ends,
    remains,
    frontier,
    conversions: run.conversions,
    paths,
    unlistedPaths: listOf(unlisted),
    fees: listOf(fees),
    reconciliation: reconcile(run, ends, remains, frontier, fees),
  };
}

function isEnd(reason: string): reason is EndReason {
  return (END_REASONS as readonly string[]).includes(reason);
}

function cmpAddr(a: { address: string }, b: { address: string }): number {
  return a.address < b.address ? -1 : a.address > b.address ? 1 : 0;
}

/** The start: what it sent, to whom, by hop 0. */
function startAccount(run: Run): AccountAttribution {
  return {
    address: run.start,
    role: 'start',
    stop: null,
    hop: 0,
    firstUtime: run.firstUtime.get(run.start) ?? null,
    arrived: listOf(run.startAmounts),
    left: leftOf(run, run.start),
    fees: [],
    remains: [],
    conversions: [],
  };
}

/** Every account traced value reached (arrived there), the start only when value came back. */
function reachedAccounts(run: Run): string[] {
  return [...run.arrived.keys()];
}

/** One reached account's result, and its place among the stopped or the remains. */
function reachedAccount(
  run: Run,
  input: AttributionInput,
  address: string,
  conversions: number[],
): { account: AccountAttribution; stopped?: Stopped; remains?: RemainsEntry } {
  const arrivedShares = run.arrived.get(address)!;
  const arrived = amountsOf(arrivedShares);
  const base = {
    address,
    hop: run.hops.get(address) ?? 0,
    firstUtime: run.firstUtime.get(address) ?? null,
    arrived,
    left: leftOf(run, address),
    fees: listOf(run.fees.get(address) ?? new Map()),
    conversions,
  };
  if (address === run.start || !run.followed.has(address)) {
    const stop = address === run.start ? BACK_AT_START : (input.stops[address] ?? NOT_READ);
    const role = isEnd(stop.reason) ? 'end' : 'frontier';
    return {
      account: { ...base, role, stop, remains: [] },
      stopped: { address, stop, byAsset: arrivedShares },
    };
  }
  const held = new Map<AssetKey, Shares>();
  for (const [asset, pool] of run.pools.get(address) ?? []) {
    if (pool.traced() > 0n) held.set(asset, pool.held());
  }
  const remainsList = amountsOf(held);
  if (!base.left.length && !base.conversions.length && remainsList.length) {
    return {
      account: { ...base, role: 'end', stop: NO_ONWARD, remains: remainsList },
      stopped: { address, stop: NO_ONWARD, byAsset: held },
    };
  }
  const account: AccountAttribution = {
    ...base,
    role: 'followed',
    stop: null,
    remains: remainsList,
  };
  const keep = remainsList.length || base.fees.length;
  return {
    account,
    remains: keep ? { address, amounts: remainsList, fees: base.fees } : undefined,
  };
}

/** Traced value an account sent on, per recipient and asset, largest first within an asset. */
function leftOf(run: Run, address: string): AccountAttribution['left'] {
  const out: AccountAttribution['left'] = [];
  for (const [key, v] of run.left.get(address) ?? []) {
    if (v === 0n) continue;
    const bar = key.lastIndexOf('|');
    out.push({ to: key.slice(0, bar), asset: key.slice(bar + 1), amount: v.toString() });
  }
  return out.sort(
    (a, b) =>
      cmpAsset(a.asset, b.asset) ||
      (BigInt(b.amount) > BigInt(a.amount) ? 1 : BigInt(b.amount) < BigInt(a.amount) ? -1 : 0),
  );
}

/** TON first, then jettons by key. */
function cmpAsset(a: AssetKey, b: AssetKey): number {
  if (a === b) return 0;
  if (a === 'TON') return -1;
  if (b === 'TON') return 1;
  return a < b ? -1 : 1;
}

/** Non-zero sums per asset, TON first. */
function amountsOf(byAsset: Map<AssetKey, Shares>): AssetAmount[] {
  const sums = new Map<AssetKey, bigint>();
  for (const [k, s] of byAsset) sums.set(k, sumShares(s));
  return listOf(sums);
}

function listOf(m: Map<AssetKey, bigint>): AssetAmount[] {
  return [...m]
    .filter(([, v]) => v !== 0n)
    .sort(([a], [b]) => cmpAsset(a, b))
    .map(([asset, v]) => ({ asset, amount: v.toString() }));
}

function add(m: Map<AssetKey, bigint>, k: AssetKey, v: bigint): void {
  m.set(k, (m.get(k) ?? 0n) + v);
}

function amountIn(list: readonly AssetAmount[], asset: AssetKey): bigint {
  return BigInt(list.find((a) => a.asset === asset)?.amount ?? '0');
}

/** Orders lists of amounts by their amount in `asset` (largest first), then by assets held. */
function byAmountIn(asset: AssetKey) {
  return (a: readonly AssetAmount[], b: readonly AssetAmount[]): number => {
    const x = amountIn(a, asset);
    const y = amountIn(b, asset);
    return x > y ? -1 : x < y ? 1 : b.length - a.length;
  };
}

/** An end's part of the start in its asset, parts per million (rounded down); null when none. */
function share(amounts: AssetAmount[], start: AssetAmount[], asset: AssetKey): number | null {
  const total = amountIn(start, asset);
  const here = amountIn(amounts, asset);
  if (total === 0n || here === 0n) return null;
  return Number((here * 1_000_000n) / total);
}

/**
 * The routes to each stopped account (largest first within each, in the order of `stopped`),
 * the value of merged routes, and the count of routes per account.
 */
function routes(
  run: Run,
  stopped: readonly Stopped[],
  startAsset: AssetKey,
): { paths: AttributionPath[]; unlisted: Map<AssetKey, bigint>; counts: Map<string, number> } {
  const paths: AttributionPath[] = [];
  const unlisted = new Map<AssetKey, bigint>();
  const counts = new Map<string, number>();
  for (const s of stopped) {
    const mine: AttributionPath[] = [];
    for (const [asset, shares] of s.byAsset) {
      for (const [id, v] of shares) {
        if (v === 0n) continue;
        if (id === OTHER_PATHS) {
          add(unlisted, asset, v);
          continue;
        }
        const hops = run.tree.route(id);
        const accounts = [run.start, ...hops.filter((h) => !h.conversion).map((h) => h.to)];
        mine.push({ accounts, hops, to: s.address, amounts: [{ asset, amount: v.toString() }] });
      }
    }
    const order = byAmountIn(startAsset);
    mine.sort(
      (a, b) => cmpAsset(a.amounts[0]!.asset, b.amounts[0]!.asset) || order(a.amounts, b.amounts),
    );
    counts.set(s.address, mine.length);
    paths.push(...mine);
  }
  return { paths, unlisted, counts };
}

/** Per asset: start + converted in = ends + remains + fees + frontier + converted out. */
function reconcile(
  run: Run,
  ends: readonly AttributionEnd[],
  remains: readonly RemainsEntry[],
  frontier: readonly FrontierEntry[],
  fees: Map<AssetKey, bigint>,
): Reconciliation[] {
  const sum = (lists: ReadonlyArray<readonly AssetAmount[]>) => {
    const m = new Map<AssetKey, bigint>();
    for (const l of lists) for (const a of l) add(m, a.asset, BigInt(a.amount));
    return m;
  };
  const e = sum(ends.map((x) => x.amounts));
  const r = sum(remains.map((x) => x.amounts));
  const f = sum(frontier.map((x) => x.amounts));
  const assets = new Set([
    ...run.startAmounts.keys(),
    ...run.convertedIn.keys(),
    ...e.keys(),
    ...r.keys(),
    ...f.keys(),
    ...fees.keys(),
  ]);
  return [...assets].sort(cmpAsset).map((asset) => {
    const v = (m: Map<AssetKey, bigint>) => m.get(asset) ?? 0n;
    const lhs = v(run.startAmounts) + v(run.convertedIn);
    const rhs = v(e) + v(r) + v(fees) + v(f) + v(run.convertedOut);
    return {
      asset,
      start: v(run.startAmounts).toString(),
      convertedIn: v(run.convertedIn).toString(),
      convertedOut: v(run.convertedOut).toString(),
      ends: v(e).toString(),
      remains: v(r).toString(),
      fees: v(fees).toString(),
      frontier: v(f).toString(),
      balanced: lhs === rhs,
    };
  });
}
