import type { CanvasEdge } from '../canvas/edges';
import type { AccountLedgerInput, AssetAmount, AssetKey, Attribution } from './types';

/**
 * Routes between two accounts over what was read (the canvas's ledgers; its summed edges
 * where no ledger covers a pair): every simple path from `from` to `to` that moves forward in
 * time (each hop's transfers at or after the first transfer of the hop before), with its
 * transactions, the most that can have moved along it, and, from an attribution's start,
 * the traced value that took it.
 */

/** One transfer of a hop. */
export interface FoundTransfer {
  asset: AssetKey;
  txHash: string;
  lt: string;
  utime: number;
  /** Smallest unit. */
  amount: string;
}

/** One hop of a found path: the transfers from one account to the next, every asset. */
export interface FoundHop {
  from: string;
  to: string;
  /** Per asset, Σ of its transfers (a summed canvas edge's amount where none is listed). */
  amounts: AssetAmount[];
  /** The transfers, lt order; empty for an asset only a summed edge knows. */
  transfers: FoundTransfer[];
}

export interface FoundPath {
  /** Accounts from `from` to `to`. */
  accounts: string[];
  hops: FoundHop[];
  /**
   * Per asset every hop carries, the smallest hop's amount: the most of it that can have moved
   * along the whole path (a bound, not an attribution); empty when no asset is on every hop
   * (a path through a conversion).
   */
  bound: AssetAmount[];
  /**
   * With an attribution whose start is `from`: the traced value of the routes it lists that
   * took this path (to `to`, or on from it), per asset; null otherwise.
   */
  attributed: AssetAmount[] | null;
}

export interface PathSearch {
  ledgers: readonly AccountLedgerInput[];
  /** Summed flows (the canvas's edges), for pairs no ledger covers. */
  edges?: readonly Pick<CanvasEdge, 'from' | 'to' | 'asset' | 'amount' | 'firstUtime'>[];
  from: string;
  to: string;
  /** Most hops a path may have (default 8). */
  maxHops?: number;
  /** Most paths answered (default 50), largest first. */
  maxPaths?: number;
  attribution?: Attribution | null;
}

/** One account's flow to another in one asset, as the graph keeps it. */
interface Flow {
  to: string;
  asset: AssetKey;
  transfers: FoundTransfer[];
  amount: bigint;
  /** Unix seconds of its first transfer. */
  first: number;
}

/** Accounts' outgoing flows. */
type Graph = Map<string, Flow[]>;

/**
 * The flows read: a read account's own outflows; a pair whose sender was not read, from its
 * receivers' inflows; summed edges for pairs neither covers.
 */
function graphOf(s: PathSearch): Graph {
  const read = new Set(s.ledgers.map((l) => l.address));
  const pairs = new Map<
    string,
    { from: string; to: string; asset: AssetKey; transfers: FoundTransfer[] }
  >();
  const add = (from: string, to: string, asset: AssetKey, t: FoundTransfer) => {
    const key = `${from}>${to}|${asset}`;
    const p = pairs.get(key) ?? { from, to, asset, transfers: [] };
    pairs.set(key, p);
    p.transfers.push(t);
  };
  for (const l of s.ledgers) {
    for (const m of l.movements) {
      if (!m.counterparty || m.counterparty === m.account || m.kind === 'fee') continue;
      const t = { txHash: m.txHash, lt: m.lt, utime: m.utime, amount: m.amount, asset: m.asset };
      if (m.kind === 'out') add(m.account, m.counterparty, m.asset, t);
      else if (!read.has(m.counterparty)) add(m.counterparty, m.account, m.asset, t);
    }
  }
  const g: Graph = new Map();
  const push = (from: string, hop: Flow) => {
    const list = g.get(from) ?? [];
    g.set(from, list);
    list.push(hop);
  };
  for (const p of pairs.values()) {
    p.transfers.sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
    const amount = p.transfers.reduce((n, t) => n + BigInt(t.amount), 0n);
    push(p.from, {
      to: p.to,
      asset: p.asset,
      transfers: p.transfers,
      amount,
      first: p.transfers[0]!.utime,
    });
  }
  for (const e of s.edges ?? []) {
    if (pairs.has(`${e.from}>${e.to}|${e.asset}`)) continue;
    push(e.from, {
      to: e.to,
      asset: e.asset,
      transfers: [],
      amount: BigInt(e.amount),
      first: e.firstUtime,
    });
  }
  return g;
}

/**
 * The paths from `from` to `to` (see the module comment), largest first: by the traced value
 * that took them when an attribution says, else by their bound in TON, then fewer hops.
 * Stops looking after a fixed amount of work in a dense graph (the paths found so far).
 */
export function findPaths(s: PathSearch): FoundPath[] {
  const g = graphOf(s);
  const maxHops = s.maxHops ?? 8;
  const found: FoundHop[][] = [];
  let budget = 200_000;
  const walk = (at: string, since: number, seen: Set<string>, hops: FoundHop[]) => {
    if (--budget < 0 || found.length >= 1000) return;
    if (at === s.to && hops.length) {
      found.push([...hops]);
      return;
    }
    if (hops.length >= maxHops) return;
    for (const [to, flows] of byRecipient(g.get(at) ?? [])) {
      if (seen.has(to)) continue;
      const hop = hopAfter(at, to, flows, since);
      if (!hop) continue;
      seen.add(to);
      hops.push(hop.hop);
      walk(to, hop.first, seen, hops);
      hops.pop();
      seen.delete(to);
    }
  };
  walk(s.from, 0, new Set([s.from]), []);
  const paths = found.map((hops) => pathOf(s, hops));
  const key = (p: FoundPath) => amountIn(p.attributed ?? p.bound, 'TON');
  paths.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x !== y ? (x > y ? -1 : 1) : a.hops.length - b.hops.length;
  });
  return paths.slice(0, s.maxPaths ?? 50);
}

/** Flows grouped by recipient, in the order first met. */
function byRecipient(flows: readonly Flow[]): Map<string, Flow[]> {
  const out = new Map<string, Flow[]>();
  for (const f of flows) {
    const list = out.get(f.to) ?? [];
    out.set(f.to, list);
    list.push(f);
  }
  return out;
}

/**
 * The hop from `from` to `to` over its flows' transfers at or after `since` (summed edges
 * count when they began then or later); null when nothing moved then. `first`: unix seconds
 * of the hop's first transfer.
 */
function hopAfter(
  from: string,
  to: string,
  flows: readonly Flow[],
  since: number,
): { hop: FoundHop; first: number } | null {
  const amounts: AssetAmount[] = [];
  const transfers: FoundHop['transfers'] = [];
  let first = Infinity;
  for (const f of flows) {
    const ts = f.transfers.filter((t) => t.utime >= since);
    if (f.transfers.length ? !ts.length : f.first < since) continue;
    const sum = ts.length ? ts.reduce((n, t) => n + BigInt(t.amount), 0n) : f.amount;
    amounts.push({ asset: f.asset, amount: sum.toString() });
    transfers.push(...ts);
    first = Math.min(first, ts[0]?.utime ?? f.first);
  }
  if (!amounts.length) return null;
  transfers.sort((a, b) =>
    BigInt(a.lt) < BigInt(b.lt) ? -1 : BigInt(a.lt) > BigInt(b.lt) ? 1 : 0,
  );
  return { hop: { from, to, amounts, transfers }, first };
}

function amountIn(list: readonly AssetAmount[], asset: AssetKey): bigint {
  return BigInt(list.find((a) => a.asset === asset)?.amount ?? '0');
}

/** A found path with its bound and attributed value. */
function pathOf(s: PathSearch, hops: FoundHop[]): FoundPath {
  const min = new Map<AssetKey, bigint>();
  for (const a of hops[0]!.amounts) {
    const all = hops.map((h) => h.amounts.find((x) => x.asset === a.asset));
    if (all.every(Boolean)) {
      min.set(
        a.asset,
        all.reduce((m, x) => (BigInt(x!.amount) < m ? BigInt(x!.amount) : m), BigInt(a.amount)),
      );
    }
  }
  const accounts = [s.from, ...hops.map((h) => h.to)];
  return {
    accounts,
    hops,
    bound: [...min].map(([asset, v]) => ({ asset, amount: v.toString() })),
    attributed: attributedAlong(s.attribution ?? null, accounts),
  };
}

/**
 * The traced value of the attribution's routes that took `accounts` (from the start on),
 * per asset as it arrived at the routes' ends; null when the attribution starts elsewhere.
 */
function attributedAlong(a: Attribution | null, accounts: readonly string[]): AssetAmount[] | null {
  if (!a || a.start.address !== accounts[0]) return null;
  const sums = new Map<AssetKey, bigint>();
  for (const p of a.paths) {
    if (p.accounts.length < accounts.length) continue;
    if (!accounts.every((x, i) => p.accounts[i] === x)) continue;
    for (const x of p.amounts) sums.set(x.asset, (sums.get(x.asset) ?? 0n) + BigInt(x.amount));
  }
  return [...sums].map(([asset, v]) => ({ asset, amount: v.toString() }));
}
