import type { CanvasDocument, CanvasTrace } from '../canvas/document';
import type { TraceRules } from '../canvas/auto-trace';
import type { TraceResult } from '../ipc/channels/canvas';
import { attribute } from './engine';
import { traceAttributionInput } from './from-trace';
import type {
  AccountLedgerInput,
  Attribution,
  AttributionMovement,
  AttributionRule,
} from './types';

/**
 * Attribution of a canvas: the one path from what traces and expansions read to the answer,
 * for the canvas page, the CLI's `trace` and the case report alike. A canvas keeps the ledgers
 * read (one per account, repeated reads merged) and its traces' stops; its attribution
 * starts where its latest trace of outflows started.
 */

/** What of a canvas attribution reads. */
export type AttributedCanvas = Pick<CanvasDocument, 'start' | 'ledgers' | 'traces' | 'rule'> & {
  filters?: Pick<CanvasDocument['filters'], 'asset' | 'fromUnix'>;
};

/** A movement's identity (the same movement read twice is one). */
function movementKey(m: AttributionMovement): string {
  return `${m.txHash}|${m.lt}|${m.kind}|${m.asset}|${m.counterparty ?? ''}|${m.amount}|${m.messageHash ?? ''}`;
}

function firstLt(l: AccountLedgerInput): bigint | null {
  let min: bigint | null = null;
  for (const m of l.movements) {
    const v = BigInt(m.lt);
    if (min === null || v < min) min = v;
  }
  return min;
}

/**
 * One account's ledger from two reads: every movement once; the opening of the read that
 * starts earlier (its window holds the other's start); swaps once.
 */
export function mergeLedger(a: AccountLedgerInput, b: AccountLedgerInput): AccountLedgerInput {
  const fa = firstLt(a);
  const fb = firstLt(b);
  const [early, late] = fb !== null && (fa === null || fb < fa) ? [b, a] : [a, b];
  const seen = new Set(early.movements.map(movementKey));
  const movements = [
    ...early.movements,
    ...late.movements.filter((m) => !seen.has(movementKey(m))),
  ];
  const swapKey = (s: NonNullable<AccountLedgerInput['swaps']>[number]) =>
    `${s.startLt}|${s.txHashes.join(',')}`;
  const swaps = new Map(
    [...(early.swaps ?? []), ...(late.swaps ?? [])].map((s) => [swapKey(s), s]),
  );
  return {
    address: early.address,
    movements,
    ...(early.opening ? { opening: early.opening } : late.opening ? { opening: late.opening } : {}),
    ...(swaps.size ? { swaps: [...swaps.values()] } : {}),
  };
}

/** The canvas's ledgers with `incoming` merged in (by account). */
export function mergeLedgers(
  kept: readonly AccountLedgerInput[],
  incoming: readonly AccountLedgerInput[],
): AccountLedgerInput[] {
  const by = new Map(kept.map((l) => [l.address, l]));
  for (const l of incoming) {
    const old = by.get(l.address);
    by.set(l.address, old ? mergeLedger(old, l) : l);
  }
  return [...by.values()];
}

/** The trace a canvas keeps of a trace's result (`at`: unix ms). */
export function keptTrace(
  start: string,
  result: TraceResult,
  rules: Pick<TraceRules, 'asset' | 'txHash' | 'fromUnix'>,
  at: number,
): CanvasTrace {
  return {
    start,
    direction: result.direction,
    hops: result.hops,
    requests: result.requests,
    ended: result.ended,
    stops: result.stops.map((s) => ({
      account: s.account,
      reason: s.reason,
      ...(s.code ? { code: s.code } : {}),
    })),
    asset: rules.asset,
    ...(rules.txHash ? { txHash: rules.txHash } : {}),
    ...(rules.fromUnix !== undefined ? { fromUnix: rules.fromUnix } : {}),
    at,
  };
}

/** The canvas's ledgers and traces after a trace from `start` (its layout is the page's). */
export function withTrace<T extends Pick<CanvasDocument, 'ledgers' | 'traces'>>(
  doc: T,
  start: string,
  result: TraceResult,
  rules: Pick<TraceRules, 'asset' | 'txHash' | 'fromUnix'>,
  at: number,
): T {
  return {
    ...doc,
    ledgers: mergeLedgers(doc.ledgers, result.ledgers),
    traces: [...doc.traces, keptTrace(start, result, rules, at)],
  };
}

/**
 * The attribution of a canvas by `rule` (default: the canvas's): from the start of its latest
 * trace of outflows (its asset, transaction and period), over every ledger it holds and the
 * stops of all its traces from that start (later ones win; an account read since is no longer
 * stopped, unless it was a hot wallet). Without such a trace: from the canvas's start, its
 * filter's asset (TON when none) over what its expansions read. Null when the canvas holds no
 * ledger of the start.
 */
export function canvasAttribution(
  doc: AttributedCanvas,
  rule?: AttributionRule,
): Attribution | null {
  const trace = [...doc.traces].reverse().find((t) => t.direction === 'out');
  const start = trace?.start ?? doc.start;
  if (!doc.ledgers.some((l) => l.address === start)) return null;
  const asset = trace ? (trace.asset ?? 'TON') : (doc.filters?.asset ?? 'TON');
  const fromUnix = trace ? trace.fromUnix : (doc.filters?.fromUnix ?? undefined);
  const stops = doc.traces
    .filter((t) => t.direction === 'out' && t.start === start)
    .flatMap((t) => t.stops);
  return attribute(
    traceAttributionInput({
      start,
      rules: {
        asset,
        rule: doc.rule,
        ...(trace?.txHash ? { txHash: trace.txHash } : {}),
        ...(fromUnix !== undefined ? { fromUnix } : {}),
      },
      ledgers: doc.ledgers,
      stops,
      rule: rule ?? doc.rule,
    }),
  );
}
