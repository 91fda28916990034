import { FRONTIER_REASONS } from '../../../../shared/attribution';
import type { FlowDirection } from '../../../../shared/canvas/edges';
import type { TraceResult } from '../../../../shared/ipc/channels/canvas';
import { plural } from '../../../../shared/plural';
import type { KeysRead } from './GroupByKeyPanel';

/** A direction of flow in words, as the Expand buttons and the info line say it. */
export const DIRECTION_WORDS: Record<FlowDirection, string> = {
  in: 'funds in',
  out: 'funds out',
  both: 'in and out',
};

/**
 * What an Expand read, in one line: the account (its shown name), the direction, how many of
 * its counterparties are drawn, whether more can be loaded, and the requests spent.
 */
export function expansionInfo(
  account: string,
  direction: FlowDirection,
  x: {
    counterparties: readonly unknown[];
    total: number;
    nextOffset: number | null;
    requests: number;
  },
): string {
  return (
    `${account}, ${DIRECTION_WORDS[direction]}: ${x.counterparties.length} of ${plural(x.total, 'counterparty', 'counterparties')}` +
    `${x.nextOffset !== null ? ' (load more for the next)' : ''} · ${plural(x.requests, 'request')}`
  );
}

/**
 * What an auto-trace did, in one line: accounts read, requests, how it ended, and how many
 * accounts were not followed (each is listed with why under "Where the value went").
 */
export function traceInfo(r: TraceResult): string {
  const how = {
    done: 'every trail ended or was cut by a rule',
    budget: 'the request budget ran out',
    cancelled: 'cancelled',
  };
  const cut = r.stops.filter((s) =>
    (FRONTIER_REASONS as readonly string[]).includes(s.code ?? ''),
  ).length;
  const done = r.ended === 'done' && cut === 0 ? 'every trail ended' : how[r.ended];
  return (
    `Auto-trace: ${plural(r.expansions.length, 'account')} read over ${plural(r.hops, 'hop')}, ${plural(r.requests, 'request')}; ${done}` +
    (cut ? `; ${plural(cut, 'account')} not followed` : '')
  );
}

/**
 * What "Group wallets by key" did, in one line: how many of the canvas's `accounts` have a
 * readable key, how many entities were `grouped`, the requests, and where a cancel cut it.
 */
export function groupByKeyInfo(r: KeysRead, accounts: number, grouped: number): string {
  const found = [...r.keys.values()].filter((k) => k !== null).length;
  return (
    `Group by key: ${found} of ${plural(accounts, 'account')} have a readable public key; ` +
    `${grouped ? plural(grouped, 'entity', 'entities') + ' grouped' : 'no two share one'} · ${plural(r.requests, 'request')}` +
    (r.cancelled
      ? `; cancelled after ${r.read} of ${plural(r.toRead, 'account')} read: grouped by the keys read so far`
      : '')
  );
}
