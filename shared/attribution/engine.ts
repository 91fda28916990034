import { newPool, type Pool } from './pools';
import { PathTree, ROOT } from './path-tree';
import type { Run } from './run';
import { addShares, scaleShares, sumShares, type Shares } from './shares';
import { assembleAttribution } from './assemble';
import type {
  AssetKey,
  Attribution,
  AttributionInput,
  AttributionMovement,
  Conversion,
  SwapRecord,
} from './types';

/**
 * The attribution engine. Value sent by the start is followed through every account whose
 * ledger was read, in logical-time order (all accounts' movements merged; an account's
 * movements of one lt in the order in, out, fee):
 *
 * - an `in` from an account that sent traced value (joined by message hash, else by sender,
 *   asset and amount) adds that value to the receiver's pool; anything else adds untraced;
 * - an `out` takes from the sender's pool by the rule (pools.ts) and the traced part goes on
 *   to the recipient: into its pool when it is followed, else it stops there (an end, or the
 *   frontier, by why it was not followed);
 * - a `fee` takes from the pool the same way: traced fees;
 * - a conversion (see {@link convertOnJettonOut}, {@link swapEvent}) turns traced value of
 *   one asset into another at the rate the account traded at.
 *
 * Pure and exact (bigint): per asset, start + converted in = ends + remains + fees + frontier
 * + converted out. Throws only on an amount or lt that is not a decimal integer.
 */
export function attribute(input: AttributionInput): Attribution {
  const run = newRun(input);
  for (const ev of events(run, input)) step(run, ev);
  settlePending(run);
  return assembleAttribution(run, input);
}

/** A traced transfer on its way to a followed account, waiting for the receiver's `in`. */

function newRun(input: AttributionInput): Run {
  const followed = new Set<string>();
  const openings = new Map<string, Record<AssetKey, string>>();
  for (const a of input.accounts) {
    openings.set(a.address, a.opening ?? {});
    if (a.address !== input.start.address && !input.stops[a.address]) followed.add(a.address);
  }
  return {
    start: input.start.address,
    rule: input.rule,
    maxPaths: Math.max(1, input.maxPathsPerParcel ?? 64),
    tree: new PathTree(),
    followed,
    pools: new Map(),
    openings,
    pending: new Map(),
    arrived: new Map(),
    transfers: new Map(),
    firstUtime: new Map(),
    left: new Map(),
    fees: new Map(),
    hops: new Map([[input.start.address, 0]]),
    conversions: [],
    startAmounts: new Map(),
    convertedIn: new Map(),
    convertedOut: new Map(),
  };
}

/** A step of the merged timeline: a movement, or a DEX swap of a followed account. */
type Event =
  | { kind: 'move'; m: AttributionMovement; lt: bigint; acc: number; order: number; seq: number }
  | { kind: 'swap'; s: SwapRecord; lt: bigint; acc: number; order: number; seq: number };

const ORDER = { in: 0, swap: 1, out: 2, fee: 3 } as const;

/**
 * The timeline: the start's outflows that are traced, and every movement and swap of the
 * followed accounts (a swap's own payment and return left out: the swap stands for them), in
 * lt order (then account, in/swap/out/fee, input order).
 */
function events(run: Run, input: AttributionInput): Event[] {
  const out: Event[] = [];
  let seq = 0;
  // Accounts by address order: a tie of lts between accounts resolves the same whatever the
  // order the ledgers were given in.
  const rank = new Map(
    [...new Set(input.accounts.map((a) => a.address))].sort().map((a, i) => [a, i]),
  );
  for (const a of input.accounts) {
    const acc = rank.get(a.address)!;
    const isStart = a.address === run.start;
    if (!isStart && !run.followed.has(a.address)) continue;
    const skip = isStart ? new Set<AttributionMovement>() : swapLegs(a.movements, a.swaps ?? []);
    for (const m of a.movements) {
      if (m.account !== a.address || skip.has(m)) continue;
      if (isStart && !startsTrace(m, input)) continue;
      out.push({ kind: 'move', m, lt: BigInt(m.lt), acc, order: ORDER[m.kind], seq: seq++ });
    }
    if (isStart) continue;
    for (const s of a.swaps ?? []) {
      if (s.account !== a.address) continue;
      out.push({ kind: 'swap', s, lt: BigInt(s.startLt), acc, order: ORDER.swap, seq: seq++ });
    }
  }
  return out.sort(
    (x, y) =>
      (x.lt < y.lt ? -1 : x.lt > y.lt ? 1 : 0) ||
      x.acc - y.acc ||
      x.order - y.order ||
      x.seq - y.seq,
  );
}

/** Whether a movement of the start is traced: an outflow of the asset(s), period and tx chosen. */
function startsTrace(m: AttributionMovement, input: AttributionInput): boolean {
  const s = input.start;
  if (m.kind !== 'out' || !m.counterparty || m.counterparty === m.account) return false;
  if (s.asset !== 'all' && m.asset !== s.asset) return false;
  if (s.txHash !== null && m.txHash !== s.txHash) return false;
  if (s.fromUnix !== undefined && m.utime < s.fromUnix) return false;
  return s.toUnix === undefined || m.utime <= s.toUnix;
}

/**
 * The movements a swap stands for: its payment (an `out` of `assetIn`, `amountIn`, in one
 * of its transactions) and its return (an `in` of `assetOut`, `amountOut`), each matched once.
 */
function swapLegs(
  movements: readonly AttributionMovement[],
  swaps: readonly SwapRecord[],
): Set<AttributionMovement> {
  const legs = new Set<AttributionMovement>();
  for (const s of swaps) {
    const txs = new Set(s.txHashes);
    const find = (kind: 'in' | 'out', asset: string, amount: string) =>
      movements.find(
        (m) =>
          !legs.has(m) &&
          m.kind === kind &&
          m.asset === asset &&
          m.amount === amount &&
          txs.has(m.txHash),
      );
    for (const leg of [find('out', s.assetIn, s.amountIn), find('in', s.assetOut, s.amountOut)]) {
      if (leg) legs.add(leg);
    }
  }
  return legs;
}

function step(run: Run, ev: Event): void {
  if (ev.kind === 'swap') return swapEvent(run, ev.s);
  const { m } = ev;
  if (m.account === run.start) return startOut(run, m);
  if (m.kind === 'in') return receive(run, m);
  if (m.kind === 'fee') {
    const taken = poolOf(run, m.account, m.asset).take(BigInt(m.amount));
    return addTo(run.fees, m.account, m.asset, sumShares(taken));
  }
  if (m.counterparty === m.account || !m.counterparty) return;
  if (convertOnJettonOut(run, m)) return;
  const taken = poolOf(run, m.account, m.asset).take(BigInt(m.amount));
  if (taken.size) send(run, m, run.tree.extend(taken, run.tree.hop(hopOf(m))));
}

/** A traced outflow of the start: all of it is traced, each its own route. */
function startOut(run: Run, m: AttributionMovement): void {
  const amount = BigInt(m.amount);
  addTo(run.startAmounts, m.asset, amount);
  if (!run.firstUtime.has(run.start)) run.firstUtime.set(run.start, m.utime);
  const id = run.tree.child(ROOT, run.tree.hop(hopOf(m)));
  send(run, m, new Map([[id, amount]]));
}

/** The path hop of an outflow. */
function hopOf(m: AttributionMovement) {
  return {
    from: m.account,
    to: m.counterparty!,
    asset: m.asset,
    amount: m.amount,
    txHash: m.txHash,
    lt: m.lt,
    utime: m.utime,
  };
}

/**
 * Traced value `shares` sent by `m` reaches its recipient: waits for the recipient's `in` when
 * it is followed, else stops there (an end or the frontier; the start: back at the start).
 */
function send(run: Run, m: AttributionMovement, shares: Shares): void {
  const from = m.account;
  const to = m.counterparty!;
  const amount = sumShares(shares);
  const line = run.left.get(from) ?? new Map<string, bigint>();
  run.left.set(from, line);
  line.set(`${to}|${m.asset}`, (line.get(`${to}|${m.asset}`) ?? 0n) + amount);
  const hop = (run.hops.get(from) ?? 0) + 1;
  if (hop < (run.hops.get(to) ?? Infinity)) run.hops.set(to, hop);
  if (run.followed.has(to)) {
    const key = `${from}>${to}|${m.asset}`;
    const q = run.pending.get(key) ?? [];
    run.pending.set(key, q);
    q.push({ messageHash: m.messageHash, amount: BigInt(m.amount), shares, utime: m.utime });
    return;
  }
  arrive(run, to, m.asset, shares, m.utime);
}

/** Records traced value arriving at `account` at `utime` (one transfer). */
function arrive(run: Run, account: string, asset: AssetKey, shares: Shares, utime: number): void {
  const first = run.firstUtime.get(account);
  if (first === undefined || utime < first) run.firstUtime.set(account, utime);
  const byAsset = run.arrived.get(account) ?? new Map<AssetKey, Shares>();
  run.arrived.set(account, byAsset);
  const s = byAsset.get(asset) ?? new Map<number, bigint>();
  byAsset.set(asset, s);
  addShares(s, shares);
  const counts = run.transfers.get(account) ?? new Map<AssetKey, number>();
  run.transfers.set(account, counts);
  counts.set(asset, (counts.get(asset) ?? 0) + 1);
}

/**
 * An inflow of a followed account: the traced transfer it completes (same message, else the
 * same sender, asset and amount, else the sender's oldest in that asset) joins the pool with
 * its traced part; any other inflow joins untraced.
 */
function receive(run: Run, m: AttributionMovement): void {
  const pool = poolOf(run, m.account, m.asset);
  const q = m.counterparty ? run.pending.get(`${m.counterparty}>${m.account}|${m.asset}`) : null;
  const amount = BigInt(m.amount);
  let i = -1;
  if (q?.length) {
    i = q.findIndex((d) => d.messageHash !== null && d.messageHash === m.messageHash);
    if (i < 0) i = q.findIndex((d) => d.amount === amount);
    if (i < 0) i = 0;
  }
  if (i < 0) return pool.add(amount);
  const [d] = q!.splice(i, 1);
  pool.add(amount, d!.shares);
  arrive(run, m.account, m.asset, d!.shares, m.utime);
}

/** Traced transfers whose receipt was not read (outside the period read) join at the end. */
function settlePending(run: Run): void {
  for (const [key, q] of run.pending) {
    const [pair, asset] = key.split('|') as [string, string];
    const to = pair.slice(pair.indexOf('>') + 1);
    for (const d of q) {
      poolOf(run, to, asset).add(d.amount, d.shares);
      arrive(run, to, asset, d.shares, d.utime);
    }
  }
  run.pending.clear();
}

/**
 * A TEP-74 jetton transfer out of an account that holds no traced value in that jetton but
 * holds some in another asset (TON first, else the first jetton by key): the account traded
 * it, as a swap desk does (TON in, jettons out). All that traced value converts into the
 * jettons sent, which are traced in full, at the implied rate (units out per unit in). True
 * when it converted (the transfer then went on, traced).
 */
function convertOnJettonOut(run: Run, m: AttributionMovement): boolean {
  if (!m.asset.startsWith('jetton:')) return false;
  const pools = run.pools.get(m.account);
  const own = pools?.get(m.asset);
  if (!pools || (own && own.traced() > 0n)) return false;
  const source = [...pools.keys()]
    .filter((k) => k !== m.asset && pools.get(k)!.traced() > 0n)
    .sort((a, b) => (a === 'TON' ? -1 : b === 'TON' ? 1 : a < b ? -1 : 1))[0];
  if (!source) return false;
  const consumed = pools.get(source)!.takeTraced();
  const x = sumShares(consumed);
  const y = BigInt(m.amount);
  poolOf(run, m.account, m.asset).take(y);
  const index = recordConversion(run, m, source, x, 'jetton_transfer', null);
  const at = run.tree.hop({ ...hopOf(m), to: m.account, conversion: { assetIn: source, index } });
  const converted = run.tree.extend(scaleShares(consumed, x, y), at);
  send(run, m, run.tree.extend(converted, run.tree.hop(hopOf(m))));
  return true;
}

/** Adds a conversion to the run; its index. */
function recordConversion(
  run: Run,
  m: Pick<AttributionMovement, 'account' | 'asset' | 'amount' | 'txHash' | 'lt' | 'utime'> & {
    counterparty: string | null;
  },
  assetIn: AssetKey,
  amountIn: bigint,
  kind: Conversion['kind'],
  dex: string | null,
): number {
  run.conversions.push({
    account: m.account,
    kind,
    dex,
    assetIn,
    amountIn: amountIn.toString(),
    assetOut: m.asset,
    amountOut: m.amount,
    to: m.counterparty ?? m.account,
    txHash: m.txHash,
    lt: m.lt,
    utime: m.utime,
  });
  addTo(run.convertedOut, assetIn, amountIn);
  addTo(run.convertedIn, m.asset, BigInt(m.amount));
  return run.conversions.length - 1;
}

/**
 * A DEX swap of a followed account (v3 `jetton_swap`): the payment takes `amountIn` from the
 * pool of `assetIn` by the rule; its traced part `t` converts into `amountOut × t / amountIn`
 * (rounded down) of `assetOut`, which joins the account's pool with the whole `amountOut`.
 */
function swapEvent(run: Run, s: SwapRecord): void {
  const amountIn = BigInt(s.amountIn);
  const amountOut = BigInt(s.amountOut);
  const taken = poolOf(run, s.account, s.assetIn).take(amountIn);
  const t = sumShares(taken);
  const out = poolOf(run, s.account, s.assetOut);
  if (t === 0n || amountIn === 0n) return out.add(amountOut);
  const y = (amountOut * t) / amountIn;
  const txHash = s.txHashes[0] ?? '';
  const leg = {
    account: s.account,
    asset: s.assetOut,
    amount: y.toString(),
    txHash,
    lt: s.startLt,
    utime: s.utime,
    counterparty: null,
  };
  const index = recordConversion(run, leg, s.assetIn, t, 'dex_swap', s.dex);
  const hop = run.tree.hop({
    from: s.account,
    to: s.account,
    asset: s.assetOut,
    amount: s.amountOut,
    txHash,
    lt: s.startLt,
    utime: s.utime,
    conversion: { assetIn: s.assetIn, index },
  });
  out.add(amountOut, run.tree.extend(scaleShares(taken, t, y), hop));
}

/** The pool of `account` in `asset` (made on first use, with its opening balance). */
export function poolOf(run: Run, account: string, asset: AssetKey): Pool {
  let byAsset = run.pools.get(account);
  if (!byAsset) {
    byAsset = new Map();
    run.pools.set(account, byAsset);
  }
  let pool = byAsset.get(asset);
  if (!pool) {
    const opening = BigInt(run.openings.get(account)?.[asset] ?? '0');
    pool = newPool(run.rule, opening > 0n ? opening : 0n, run.maxPaths);
    byAsset.set(asset, pool);
  }
  return pool;
}

/** Adds `v` to `map[a][b]` (two levels) or `map[a]` (one). */
function addTo(map: Map<string, Map<string, bigint>>, a: string, b: string, v: bigint): void;
function addTo(map: Map<string, bigint>, a: string, v: bigint): void;
function addTo(map: Map<string, unknown>, a: string, b: string | bigint, v?: bigint): void {
  if (typeof b === 'bigint') {
    map.set(a, ((map.get(a) as bigint | undefined) ?? 0n) + b);
    return;
  }
  const inner = (map.get(a) as Map<string, bigint> | undefined) ?? new Map<string, bigint>();
  map.set(a, inner);
  if (v) inner.set(b, (inner.get(b) ?? 0n) + v);
}
