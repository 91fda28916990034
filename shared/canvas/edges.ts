import { inPeriod } from '../ledger/period';
import { assetKey, type LedgerKind, type LedgerMovement } from '../ledger/types';

/**
 * The canvas's edges: one account's ledger movements (shared/ledger) summed per counterparty,
 * direction and asset. Accounts are owners (the ledger names jetton moves by owner, never by
 * jetton wallet); assets are `TON` or `jetton:<MASTER>` ({@link assetKey}). Addresses raw
 * upper-case `wc:HEX`, amounts decimal strings in the asset's smallest unit (nanotons, jetton
 * units).
 *
 * What counts as a flow: `ton_sent` / `ton_received` / `jetton_sent` / `jetton_received`.
 * A payment that bounced moved nothing, so a send with `bouncedBy` and every
 * `bounce_returned` are left out; fees, mints and burns (counterparty: the jetton master, not
 * an owner) and NFTs (items, not amounts) are not edges. TON sent to or received from a jetton
 * wallet (the caller names them in `carriers`) only carries a jetton move, which is drawn as the
 * jetton's edge between the owners, so it is not an edge either.
 */

/** Which side of a node to expand: funds that came in, went out, or both. */
export const FLOW_DIRECTIONS = ['in', 'out', 'both'] as const;
export type FlowDirection = (typeof FLOW_DIRECTIONS)[number];

/** The flow of one asset from one account to another, summed over a period. */
export interface CanvasEdge {
  /** `<from>><to>|<asset>`: the same flow read from either side has the same id. */
  id: string;
  from: string;
  to: string;
  /** `TON` or `jetton:<MASTER>`. */
  asset: string;
  /** Σ of the movements, smallest unit (decimal string, > 0). */
  amount: string;
  /** Movements summed. */
  count: number;
  /** Unix seconds of the first and the last movement. */
  firstUtime: number;
  lastUtime: number;
}

/** Filters of an expansion. Absent fields filter nothing. */
export interface EdgeFilters {
  /** Only this asset (`TON` or `jetton:<MASTER>`). */
  asset?: string;
  /**
   * Smallest edge kept, in the smallest unit of `asset` (TON when no asset is chosen); edges
   * of other assets are not filtered by it (their units differ).
   */
  minAmount?: string;
  /** Period, unix seconds, inclusive. */
  fromUnix?: number;
  toUnix?: number;
  /**
   * Jetton wallets (raw upper-case): TON to or from them carries jetton moves (the transfer's
   * forward TON, the excess back), not a flow between owners.
   */
  carriers?: ReadonlySet<string>;
}

const OUT_KINDS: ReadonlySet<LedgerKind> = new Set(['ton_sent', 'jetton_sent']);
const IN_KINDS: ReadonlySet<LedgerKind> = new Set(['ton_received', 'jetton_received']);

/** The id of the edge of `asset` from `from` to `to`. */
export function edgeId(from: string, to: string, asset: string): string {
  return `${from}>${to}|${asset}`;
}

/**
 * Whether a movement is a flow between owners (see the module comment), and which way:
 * `out` (the account paid the counterparty), `in`, or null (not a flow).
 */
export function flowSide(m: LedgerMovement): 'in' | 'out' | null {
  if (!m.counterparty || m.bouncedBy) return null;
  if (OUT_KINDS.has(m.kind)) return 'out';
  if (IN_KINDS.has(m.kind)) return 'in';
  return null;
}

/**
 * Edges of one account from its ledger movements (any order; movements of other accounts are
 * ignored), after `filters`. Sorted by amount (largest first) within each asset, TON first.
 * Throws only when a movement's amount is not an integer (the ledger never writes one).
 */
export function accountEdges(
  account: string,
  movements: readonly LedgerMovement[],
  filters: EdgeFilters = {},
): CanvasEdge[] {
  const edges = new Map<string, CanvasEdge & { sum: bigint }>();
  for (const m of movements) {
    if (m.account !== account) continue;
    const side = flowSide(m);
    if (!side || !inPeriod(m.utime, filters)) continue;
    if (m.asset.type === 'ton' && filters.carriers?.has(m.counterparty!)) continue;
    const asset = assetKey(m.asset);
    if (filters.asset !== undefined && asset !== filters.asset) continue;
    const from = side === 'out' ? account : m.counterparty!;
    const to = side === 'out' ? m.counterparty! : account;
    const id = edgeId(from, to, asset);
    const v = BigInt(m.amount);
    const abs = v < 0n ? -v : v;
    const e = edges.get(id);
    if (e) {
      e.sum += abs;
      e.count += 1;
      e.firstUtime = Math.min(e.firstUtime, m.utime);
      e.lastUtime = Math.max(e.lastUtime, m.utime);
    } else {
      edges.set(id, {
        id,
        from,
        to,
        asset,
        amount: '',
        sum: abs,
        count: 1,
        firstUtime: m.utime,
        lastUtime: m.utime,
      });
    }
  }
  const minAsset = filters.asset ?? 'TON';
  const min = filters.minAmount !== undefined ? BigInt(filters.minAmount) : 0n;
  return [...edges.values()]
    .filter((e) => e.asset !== minAsset || e.sum >= min)
    .sort(byAssetThenAmount)
    .map(({ sum, ...e }) => ({ ...e, amount: sum.toString() }));
}

function byAssetThenAmount(
  a: { asset: string; sum: bigint; id: string },
  b: { asset: string; sum: bigint; id: string },
): number {
  if (a.asset !== b.asset) {
    if (a.asset === 'TON') return -1;
    if (b.asset === 'TON') return 1;
    return a.asset < b.asset ? -1 : 1;
  }
  return a.sum > b.sum ? -1 : a.sum < b.sum ? 1 : a.id < b.id ? -1 : 1;
}

/** One counterparty of a node with its edges (in the direction asked) and its rank. */
export interface Counterparty {
  address: string;
  edges: CanvasEdge[];
}

/** A page of a node's counterparties, ranked (see {@link topCounterparties}). */
export interface CounterpartyPage {
  counterparties: Counterparty[];
  /** Counterparties matching in all (the page is `offset`..`offset + limit` of them). */
  total: number;
  /** Offset of the next page ("load more"); null when this was the last. */
  nextOffset: number | null;
}

/**
 * The top counterparties of `account` in `direction`, ranked by amount: by the TON sum of
 * their edges (or the sum in `rankAsset` when the expansion is filtered to one asset), then by
 * the number of movements, then by address (a stable order for paging). The account's flows
 * to itself are not counterparties.
 */
export function topCounterparties(
  account: string,
  edges: readonly CanvasEdge[],
  direction: FlowDirection,
  page: { limit: number; offset?: number; rankAsset?: string },
): CounterpartyPage {
  const rankAsset = page.rankAsset ?? 'TON';
  const by = new Map<string, { address: string; edges: CanvasEdge[]; rank: bigint; n: number }>();
  for (const e of edges) {
    const out = e.from === account;
    const inn = e.to === account;
    if (out && inn) continue;
    if (!(direction === 'both' || (direction === 'out' ? out : inn))) continue;
    if (!out && !inn) continue;
    const other = out ? e.to : e.from;
    let c = by.get(other);
    if (!c) {
      c = { address: other, edges: [], rank: 0n, n: 0 };
      by.set(other, c);
    }
    c.edges.push(e);
    if (e.asset === rankAsset) c.rank += BigInt(e.amount);
    c.n += e.count;
  }
  const ranked = [...by.values()].sort((a, b) =>
    a.rank !== b.rank
      ? a.rank > b.rank
        ? -1
        : 1
      : a.n !== b.n
        ? b.n - a.n
        : a.address < b.address
          ? -1
          : 1,
  );
  const offset = page.offset ?? 0;
  const slice = ranked.slice(offset, offset + page.limit);
  const next = offset + slice.length;
  return {
    counterparties: slice.map(({ address, edges: es }) => ({ address, edges: es })),
    total: ranked.length,
    nextOffset: next < ranked.length ? next : null,
  };
}

/** One movement of an edge, as the edge's list shows it. */
export interface EdgeMovement {
  /** Hash (base64) of the transaction the ledger read it from. */
  txHash: string;
  lt: string;
  utime: number;
  /** Smallest unit, positive. */
  amount: string;
  kind: LedgerKind;
}

/**
 * The movements an edge sums, read from either end's ledger (`movements` of `from` or of
 * `to`), lt order. Same rules and filters as {@link accountEdges}.
 */
export function edgeMovements(
  edge: Pick<CanvasEdge, 'from' | 'to' | 'asset'>,
  movements: readonly LedgerMovement[],
  filters: Pick<EdgeFilters, 'fromUnix' | 'toUnix'> = {},
): EdgeMovement[] {
  const out: EdgeMovement[] = [];
  for (const m of movements) {
    const side = flowSide(m);
    if (!side || assetKey(m.asset) !== edge.asset || !inPeriod(m.utime, filters)) continue;
    const from = side === 'out' ? m.account : m.counterparty;
    const to = side === 'out' ? m.counterparty : m.account;
    if (from !== edge.from || to !== edge.to) continue;
    const v = BigInt(m.amount);
    out.push({
      txHash: m.txHash,
      lt: m.lt,
      utime: m.utime,
      amount: (v < 0n ? -v : v).toString(),
      kind: m.kind,
    });
  }
  return out.sort((a, b) =>
    BigInt(a.lt) < BigInt(b.lt) ? -1 : BigInt(a.lt) > BigInt(b.lt) ? 1 : 0,
  );
}
