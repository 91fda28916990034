import type { TraceRules } from '../canvas/auto-trace';
import { toBase64Hash } from '../ton/hash';
import { toRawUpper } from '../ton/address';
import type {
  AccountLedgerInput,
  AccountStop,
  AttributionInput,
  AttributionRule,
  StopReason,
} from './types';

/**
 * The engine's input from what auto-traces (and expansions) read: one place, so the canvas,
 * the CLI and the walk itself attribute the same way.
 */

/** A stop as a trace keeps it (`code` absent on traces kept before codes were). */
export interface KeptStop {
  account: string;
  reason: string;
  code?: StopReason;
}

/** The code of a stop kept without one, from its words (the walk's own phrases). */
export function stopCodeOf(stop: KeptStop): StopReason {
  if (stop.code) return stop.code;
  if (stop.reason.startsWith('labelled')) return 'label';
  if (stop.reason.startsWith('named')) return 'name';
  if (stop.reason.includes('a hot wallet')) return 'hot_wallet';
  if (stop.reason.startsWith('not read:')) return 'unreadable';
  return 'not_read';
}

/**
 * Stops by account, later ones winning; a stop of an account whose ledger was read since is
 * dropped, unless the read did not follow it (a hot wallet).
 */
export function mergeStops(
  stops: readonly KeptStop[],
  ledgers: ReadonlyMap<string, unknown> | ReadonlySet<string>,
): Record<string, AccountStop> {
  const out: Record<string, AccountStop> = {};
  for (const s of stops) {
    const reason = stopCodeOf(s);
    if (ledgers.has(s.account) && reason !== 'hot_wallet') continue;
    out[s.account] = { reason, detail: s.reason };
  }
  return out;
}

/** A transaction hash in base64 (as ledgers keep it) from hex or base64; null when none. */
function txHashOf(hash: string | undefined): string | null {
  if (!hash) return null;
  try {
    return toBase64Hash(hash);
  } catch {
    return hash;
  }
}

/**
 * The attribution input of a trace from `start` by `rules` (asset, one transaction, period,
 * rule; `rule` overrides the rules'), over the ledgers read and the stops met.
 */
export function traceAttributionInput(o: {
  start: string;
  rules: Pick<TraceRules, 'asset' | 'txHash' | 'fromUnix' | 'rule'>;
  ledgers: readonly AccountLedgerInput[];
  stops: readonly KeptStop[];
  rule?: AttributionRule;
}): AttributionInput {
  const ledgers = new Map(o.ledgers.map((l) => [l.address, l]));
  return {
    start: {
      address: toRawUpper(o.start),
      txHash: txHashOf(o.rules.txHash),
      asset: o.rules.asset,
      ...(o.rules.fromUnix !== undefined ? { fromUnix: o.rules.fromUnix } : {}),
    },
    rule: o.rule ?? o.rules.rule,
    accounts: [...ledgers.values()],
    stops: mergeStops(o.stops, ledgers),
  };
}
