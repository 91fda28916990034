import { accountEdges, topCounterparties, type CanvasEdge } from '../../shared/canvas/edges';
import type { LedgerMovement } from '../../shared/ledger';
import type { CanvasExpansion } from '../../shared/ipc/channels/canvas';
import type { ExpandRequest } from '../../electron/core/services/canvas/canvas-service';
import { attributionMovements } from '../../shared/attribution/movements';

/**
 * Hand-checked canvas graphs for the canvas tests: raw addresses from one character, edges,
 * ledgers built from a list of TON transfers, and the expansion the canvas service answers
 * from such a ledger.
 */

/** A raw address of workchain 0 whose 64 hex digits are `c` repeated (`c` one hex digit). */
export const rawAddress = (c: string): string => `0:${c.repeat(64)}`;

/** One {@link rawAddress} per digit given, in order (for naming a hand graph's accounts). */
export const rawAddresses = <T extends string[]>(...digits: T): { [K in keyof T]: string } =>
  digits.map(rawAddress) as { [K in keyof T]: string };

/**
 * A canvas edge `from` → `to` with its id as the canvas keys it (`from>to|asset`); `amount` in
 * the asset's smallest units (nanotons for TON); `count` moves from `firstUtime` to `lastUtime`
 * (unix seconds), 1 move at 10..20 unless given.
 */
export function canvasEdge(
  from: string,
  to: string,
  amount: bigint,
  { asset = 'TON', count = 1, firstUtime = 10, lastUtime = 20 } = {},
): CanvasEdge {
  return {
    id: `${from}>${to}|${asset}`,
    from,
    to,
    asset,
    amount: amount.toString(),
    count,
    firstUtime,
    lastUtime,
  };
}

/** A TON transfer of a hand graph: [from, to, nanotons, utime]. */
export type Transfer = [from: string, to: string, nanotons: bigint, utime: number];

/**
 * The ledger of `account` in `transfers`: its side of each transfer it takes part in
 * (`ton_sent` with a negative amount, `ton_received`), transaction hash `h<i>` and lt
 * `1000 + i` for the i-th transfer.
 */
export function ledgerOf(transfers: readonly Transfer[], account: string): LedgerMovement[] {
  return transfers.flatMap(([from, to, v, t], i): LedgerMovement[] => {
    const base = {
      asset: { type: 'ton' as const },
      txHash: `h${i}`,
      lt: String(1000 + i),
      utime: t,
      messageHash: null,
      balanceAfter: null,
      account,
    };
    if (from === account) {
      return [{ ...base, kind: 'ton_sent', amount: (-v).toString(), counterparty: to }];
    }
    if (to === account) {
      return [{ ...base, kind: 'ton_received', amount: v.toString(), counterparty: from }];
    }
    return [];
  });
}

/**
 * The expansion the canvas service answers for `req` from the account's ledger in `transfers`
 * (the request's period, asset, minimum amount, direction and page applied), costing
 * `requests` requests.
 */
export function expansionOf(
  transfers: readonly Transfer[],
  req: ExpandRequest,
  requests: number,
): CanvasExpansion {
  const moves = ledgerOf(transfers, req.account).filter(
    (m) =>
      (req.fromUnix === undefined || m.utime >= req.fromUnix) &&
      (req.toUnix === undefined || m.utime <= req.toUnix),
  );
  const edges = accountEdges(req.account, moves, { asset: req.asset, minAmount: req.minAmount });
  const page = topCounterparties(req.account, edges, req.direction, {
    limit: req.limit,
    rankAsset: req.asset,
  });
  return {
    account: req.account,
    counterparties: page.counterparties.map((c) => c.address),
    edges: page.counterparties.flatMap((c) => c.edges),
    total: page.total,
    allCounterparties: topCounterparties(req.account, accountEdges(req.account, moves), 'both', {
      limit: 0,
    }).total,
    nextOffset: page.nextOffset,
    assets: {},
    book: {},
    gaps: [],
    requests,
    ledger: { address: req.account, movements: attributionMovements(req.account, moves) },
  };
}
