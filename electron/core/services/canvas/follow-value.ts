import {
  MAX_REQUESTS_PER_READ,
  REQUESTS_PER_READ,
  REQUESTS_PER_SWAP_READ,
  stopByFanIn,
  stopByLabel,
  stopByName,
  type TraceRules,
} from '../../../../shared/canvas/auto-trace';
import { attribute } from '../../../../shared/attribution/engine';
import { traceAttributionInput } from '../../../../shared/attribution/from-trace';
import { mergeLedger } from '../../../../shared/attribution/canvas';
import type {
  AccountLedgerInput,
  AccountStop,
  Attribution,
  AttributionMovement,
  FrontierEntry,
  SwapRecord,
} from '../../../../shared/attribution/types';
import type {
  CanvasExpansion,
  TraceProgress,
  TraceResult,
  TraceStop,
} from '../../../../shared/ipc/channels/canvas';
import type { BookRow } from '../../../../shared/ton/metadata-map';
import { toRawUpper } from '../../../../shared/ton/address';
import type { StopLabel } from '../../../../shared/canvas/auto-trace';
import { RequestCapReached, type ExpandRequest } from './canvas-service';

/** What the walk needs: the canvas service's expansion and swaps, and the user's labels. */
export interface FollowValueDeps {
  expand(req: ExpandRequest): Promise<CanvasExpansion>;
  /**
   * The label of `raw` on the profile's network (the user's over the built-in set: its
   * category, text and provenance), or its category alone; null when none.
   */
  categoryOf(raw: string): string | StopLabel | null;
  /** The DEX swaps an account sent in a period (one request); absent: swaps are not read. */
  swaps?(req: {
    profileId: string;
    account: string;
    fromUnix?: number;
    signal: AbortSignal;
  }): Promise<SwapRecord[]>;
}

/** The request of a walk (the `canvas:trace` channel's). */
export interface FollowValueRequest {
  profileId: string;
  start: string;
  rules: TraceRules;
  traceId: string;
}

/**
 * Follows the value sent from `start` to where it went (shared/attribution): reads the start,
 * then again and again the account not read yet that holds the most traced value at the
 * fewest hops, until every trail ends or is cut short by a rule, the budget or a cancel:
 *
 * - a trail ends (not read) at an account labelled with a stop category or named with one in
 *   an address book (`exchange.ton`), and (read, not followed) at a hot wallet;
 * - it is cut short (the frontier) beyond the hop limit, past the fan-out cap, below the
 *   minimum, when a read fails, when the budget would be passed (each read gets the budget
 *   left as its cap: never a request more), or when cancelled.
 *
 * Each account is read from the time traced value first reached it. Attribution by the
 * rules' rule decides what is traced after each read. The expansions keep only the
 * counterparties traced value reached. Rejects only when the start cannot be read.
 */
export async function followValue(
  deps: FollowValueDeps,
  req: FollowValueRequest,
  onProgress: (p: TraceProgress) => void,
  signal: AbortSignal,
): Promise<TraceResult> {
  const w = newWalk(deps, req, onProgress, signal);
  await readStart(w);
  let a = attributeNow(w);
  while (w.ended === 'done') {
    const next = staleRead(w, a) ?? nextToRead(w, a);
    if (!next) break;
    await readOne(w, next);
    a = attributeNow(w);
  }
  if (w.ended !== 'done') {
    for (const f of a.frontier) if (f.stop.reason === 'not_read') stopAt(w, f.address, cut(w));
  }
  return resultOf(w, attributeNow(w));
}

/** A walk under way. */
interface Walk {
  deps: FollowValueDeps;
  req: FollowValueRequest;
  start: string;
  onProgress: (p: TraceProgress) => void;
  signal: AbortSignal;
  ledgers: Map<string, AccountLedgerInput>;
  /** Where each account's read began (unix seconds; undefined: its whole history). */
  windows: Map<string, number | undefined>;
  expansions: Map<string, CanvasExpansion>;
  stops: Map<string, TraceStop>;
  /** Every address book row seen (names that end trails). */
  book: Record<string, BookRow>;
  requests: number;
  /** Accounts known to hold traced value and waiting to be read (for progress). */
  queued: number;
  ended: TraceResult['ended'];
  /** Deepest hop read (1 = the start). */
  hops: number;
}

function newWalk(
  deps: FollowValueDeps,
  req: FollowValueRequest,
  onProgress: (p: TraceProgress) => void,
  signal: AbortSignal,
): Walk {
  return {
    deps,
    req,
    start: toRawUpper(req.start),
    onProgress,
    signal,
    ledgers: new Map(),
    windows: new Map(),
    expansions: new Map(),
    stops: new Map(),
    book: {},
    requests: 0,
    queued: 0,
    ended: 'done',
    hops: 0,
  };
}

function attributeNow(w: Walk): Attribution {
  return attribute(
    traceAttributionInput({
      start: w.start,
      rules: w.req.rules,
      ledgers: [...w.ledgers.values()],
      stops: [...w.stops.values()],
    }),
  );
}

/** Reads the start (throws when it cannot be read; the budget and a cancel end the walk). */
async function readStart(w: Walk): Promise<void> {
  const x = await expandOne(w, w.start, w.req.rules.fromUnix, true);
  if (x) await keep(w, w.start, x, w.req.rules.fromUnix, 0);
}

/** Why the accounts left unread are: the budget ran out, or the walk was cancelled. */
function cut(w: Walk): AccountStop {
  return w.ended === 'cancelled'
    ? { reason: 'cancelled', detail: 'the trace was cancelled before it was read' }
    : { reason: 'budget', detail: 'the request budget ran out before it was read' };
}

function stopAt(w: Walk, account: string, stop: AccountStop): void {
  w.stops.set(account, { account, reason: stop.detail, code: stop.reason });
}

/**
 * The next account to read: of the frontier not read yet (fewest hops, then most traced value
 * in the start asset), the first no rule stops; the others on the way get their stop. Null
 * when none is left.
 */
function nextToRead(w: Walk, a: Attribution): Next | null {
  capFanout(w, a);
  const hopOf = new Map(a.accounts.map((x) => [x.address, x]));
  const asset = w.req.rules.asset === 'all' ? 'TON' : w.req.rules.asset;
  const amountOf = (f: FrontierEntry) =>
    BigInt(f.amounts.find((x) => x.asset === asset)?.amount ?? '0');
  const open = a.frontier
    .filter((f) => f.stop.reason === 'not_read' && !w.stops.has(f.address))
    .sort((x, y) => {
      const dh = hopOf.get(x.address)!.hop - hopOf.get(y.address)!.hop;
      const dx = amountOf(x);
      const dy = amountOf(y);
      return dh || (dx > dy ? -1 : dx < dy ? 1 : x.address < y.address ? -1 : 1);
    });
  for (const [i, f] of open.entries()) {
    const info = hopOf.get(f.address)!;
    const stop = ruleStop(w, f, info.hop, amountOf(f));
    if (stop) {
      stopAt(w, f.address, stop);
      continue;
    }
    const senders = a.accounts.flatMap((s) =>
      s.left
        .filter((l) => l.to === f.address)
        .map((l) => ({
          from: s.address,
          asset: l.asset,
          amount: l.amount,
          utime: info.firstUtime ?? 0,
        })),
    );
    w.queued = open.length - i - 1;
    return { entry: f, hop: info.hop, from: info.firstUtime ?? undefined, senders };
  }
  return null;
}

/** The rule that stops a trail at `f` before reading it; null: read it. */
function ruleStop(w: Walk, f: FrontierEntry, hop: number, amount: bigint): AccountStop | null {
  const { rules } = w.req;
  const label = stopByLabel(w.deps.categoryOf(f.address), rules);
  if (label) return { reason: 'label', detail: label };
  const name = stopByName(w.book[f.address]?.domain, rules);
  if (name) return { reason: 'name', detail: name };
  if (rules.hops !== null && hop >= rules.hops) {
    return { reason: 'hop_limit', detail: `beyond the hop limit (${rules.hops})` };
  }
  const min = BigInt(rules.minAmount);
  if (
    min > 0n &&
    amount < min &&
    f.amounts.every((x) => x.asset === (rules.asset === 'all' ? 'TON' : rules.asset))
  ) {
    return { reason: 'below_minimum', detail: 'less than the smallest amount followed arrived' };
  }
  return null;
}

/**
 * The fan-out cap: of the accounts each followed account sent traced value to, those past
 * the `fanout` largest (in the start asset) are not followed.
 */
function capFanout(w: Walk, a: Attribution): void {
  const cap = w.req.rules.fanout;
  if (cap === null) return;
  for (const acc of a.accounts) {
    const to = [...new Set(acc.left.map((l) => l.to))];
    for (const c of to.slice(cap)) {
      if (w.ledgers.has(c) || w.stops.has(c)) continue;
      stopAt(w, c, {
        reason: 'fan_out_cap',
        detail: `not among the ${cap} accounts followed from its sender`,
      });
    }
  }
}

/**
 * A followed account that traced value reached before its read began (found by a later read
 * of an account that paid it earlier): read again from then, first; null when none.
 */
function staleRead(w: Walk, a: Attribution): Next | null {
  for (const acc of a.accounts) {
    const window = w.windows.get(acc.address);
    if (acc.role === 'start' || window === undefined || acc.firstUtime === null) continue;
    if (acc.firstUtime >= window || w.stops.has(acc.address)) continue;
    const entry: FrontierEntry = {
      address: acc.address,
      stop: { reason: 'not_read', detail: 'read again from an earlier arrival' },
      amounts: acc.arrived,
    };
    return { entry, hop: acc.hop, from: acc.firstUtime, senders: [] };
  }
  return null;
}

/** The next account to read: its frontier entry, hop, window start, and who sent it what. */
interface Next {
  entry: FrontierEntry;
  hop: number;
  from?: number;
  senders: Sent[];
}

/** Reads one account of the frontier, if the budget and the signal allow. */
async function readOne(w: Walk, next: Next): Promise<void> {
  const account = next.entry.address;
  if (w.signal.aborted) {
    w.ended = 'cancelled';
    return;
  }
  if (w.requests + REQUESTS_PER_READ > w.req.rules.budget) {
    w.ended = 'budget';
    return;
  }
  const x = await expandOne(w, account, next.from, false);
  if (!x) return;
  await keep(w, account, x, next.from, next.hop, next.senders);
  const hot = stopByFanIn(x.allCounterparties, w.req.rules);
  if (hot) stopAt(w, account, { reason: 'hot_wallet', detail: hot });
}

/**
 * One account's expansion (every counterparty, every asset) from `fromUnix`, capped at the
 * budget left; null when it was not read (the walk's end or a stop says why). Throws when the
 * start cannot be read.
 */
async function expandOne(
  w: Walk,
  account: string,
  fromUnix: number | undefined,
  isStart: boolean,
): Promise<CanvasExpansion | null> {
  const left = w.req.rules.budget - w.requests;
  // One read past MAX_REQUESTS_PER_READ is a history of tens of thousands of transactions
  // since the value arrived: a service, not a wallet a trail runs through. The start is
  // read whatever its size (within the budget).
  const cap = isStart ? left : Math.min(left, MAX_REQUESTS_PER_READ);
  try {
    return await w.deps.expand({
      profileId: w.req.profileId,
      account,
      direction: 'out',
      limit: 1000,
      offset: 0,
      fromUnix,
      signal: w.signal,
      maxRequests: cap,
    });
  } catch (err) {
    if (err instanceof RequestCapReached) {
      w.requests += err.requests;
      if (cap < left) {
        stopAt(w, account, {
          reason: 'hot_wallet',
          detail: `more history since the value arrived than ${MAX_REQUESTS_PER_READ} requests read (a busy service: a hot wallet)`,
        });
      } else w.ended = 'budget';
      return null;
    }
    if (w.signal.aborted) {
      w.ended = 'cancelled';
      return null;
    }
    if (isStart) throw err;
    stopAt(w, account, { reason: 'unreadable', detail: `not read: ${(err as Error).message}` });
    return null;
  }
}

/** Keeps a read: its ledger (with its swaps, when read), expansion, names; reports progress. */
async function keep(
  w: Walk,
  account: string,
  x: CanvasExpansion,
  fromUnix: number | undefined,
  hop: number,
  senders: readonly Sent[] = [],
): Promise<void> {
  w.requests += x.requests;
  Object.assign(w.book, x.book);
  const ledger: AccountLedgerInput = x.ledger ?? ledgerFromEdges(x, senders, hop);
  const swaps = await readSwaps(w, account, fromUnix);
  const read = swaps.length ? { ...ledger, swaps } : ledger;
  const old = w.ledgers.get(account);
  w.ledgers.set(account, old ? mergeLedger(old, read) : read);
  w.windows.set(account, fromUnix);
  w.expansions.set(account, x);
  w.hops = Math.max(w.hops, hop + 1);
  w.onProgress({
    traceId: w.req.traceId,
    hop: hop + 1,
    reads: w.ledgers.size,
    requests: w.requests,
    queued: w.queued,
  });
}

/** The account's DEX swaps when the rules read them and the budget allows (one request). */
async function readSwaps(
  w: Walk,
  account: string,
  fromUnix: number | undefined,
): Promise<SwapRecord[]> {
  if (!w.req.rules.swaps || !w.deps.swaps) return [];
  if (w.requests + REQUESTS_PER_SWAP_READ > w.req.rules.budget) return [];
  w.requests += REQUESTS_PER_SWAP_READ;
  try {
    return await w.deps.swaps({ profileId: w.req.profileId, account, fromUnix, signal: w.signal });
  } catch {
    // Without its swaps the account is still followed in the assets it moved.
    return [];
  }
}

/** Traced value an account was sent: by whom, in what, how much, when. */
interface Sent {
  from: string;
  asset: string;
  amount: string;
  utime: number;
}

/**
 * A ledger from an expansion without movements (an estimate's): what the walk knows was sent
 * to it, then its outgoing edges, sharing what arrived evenly (an estimate assumes the funds
 * go on; its edges' amounts are placeholders). Their lts order them by time, then by `hop`
 * (an account's receipts after its senders' payments of the same second), above any chain's.
 */
function ledgerFromEdges(
  x: CanvasExpansion,
  senders: readonly Sent[],
  hop: number,
): AccountLedgerInput {
  const lt = (utime: number, out: boolean) =>
    String(BigInt(utime) * 1_000_000n + BigInt(hop * 10 + (out ? 5 : 0)));
  const got = new Map<string, bigint>();
  for (const s of senders) got.set(s.asset, (got.get(s.asset) ?? 0n) + BigInt(s.amount));
  const outs = x.edges.filter((e) => e.from === x.account);
  const share = (asset: string, fallback: string) => {
    const n = BigInt(outs.filter((e) => e.asset === asset).length);
    const total = got.get(asset) ?? 0n;
    return total >= n && n > 0n ? (total / n).toString() : fallback;
  };
  const movements: AttributionMovement[] = [
    ...senders.map((s, i) => ({
      account: x.account,
      asset: s.asset,
      kind: 'in' as const,
      amount: s.amount,
      counterparty: s.from,
      txHash: `${x.account}/in/${i}`,
      lt: lt(s.utime, false),
      utime: s.utime,
      messageHash: null,
    })),
    ...outs.map((e, i) => ({
      account: x.account,
      asset: e.asset,
      kind: 'out' as const,
      amount: share(e.asset, e.amount),
      counterparty: e.to,
      txHash: `${x.account}/${i}`,
      lt: lt(e.firstUtime, true),
      utime: e.firstUtime,
      messageHash: null,
    })),
  ];
  return { address: x.account, movements };
}

/** The walk's answer: expansions narrowed to where traced value went, stops, ledgers. */
function resultOf(w: Walk, a: Attribution): TraceResult {
  const reached = new Map(a.accounts.map((x) => [x.address, new Set(x.left.map((l) => l.to))]));
  const expansions = [...w.expansions.values()].map((x) => {
    const to = reached.get(x.account) ?? new Set<string>();
    const counterparties = x.counterparties.filter((c) => to.has(c));
    return {
      ...x,
      counterparties,
      edges: x.edges.filter((e) => e.from === x.account && to.has(e.to)),
    };
  });
  return {
    expansions,
    direction: 'out',
    stops: [...w.stops.values()],
    ledgers: [...w.ledgers.values()],
    requests: w.requests,
    ended: w.ended,
    hops: w.hops,
  };
}
