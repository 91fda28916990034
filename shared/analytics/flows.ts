import type { LedgerMovement } from '../ledger/types';
import { rawOrEmpty as rawOf } from './address';

/**
 * Flows of one account over a period: inflow and outflow per counterparty and per asset (TON,
 * each jetton by master), summed from the ledger's movements (the one place movements are
 * computed; pages, charts, labels and exports reuse this sum):
 * - TON (`tonMovements` of the account's v3 transactions): each message's value from or to
 *   its counterparty (a bounce coming back is inflow from the one that bounced it); the
 *   ledger's `fee` of each transaction (`total_fees` plus the forward fees of its outbound
 *   messages) goes in the TON total, so in − out − fees is the balance change over the period.
 *   A message to oneself is both (counterparty: the account itself).
 * - Jettons (`jettonActionMovements` of v3 actions, `jettonWalletMovements`, or any owner-level
 *   jetton movement): mints and burns included, the master as their counterparty, so a
 *   period's jetton flows reconcile with the wallet's balance change.
 * - NFT movements are items, not amounts: left out.
 * Period bounds are inclusive unix seconds on the movement's time (its transaction's `now`), as
 * the export's `start_utime`/`end_utime`. A movement read twice (pages may repeat rows) counts
 * once. Amounts are bigint in the smallest unit; addresses raw lower-case (`0:abc…`).
 */

/** `TON` or the raw lower-case address of a jetton master. */
export type FlowAsset = string;
export const TON_ASSET: FlowAsset = 'TON';

/** Inflow and outflow between the account and one counterparty in one asset. */
export interface FlowRow {
  counterparty: string;
  asset: FlowAsset;
  /** Received from the counterparty, smallest units. */
  inflow: bigint;
  /** Sent to the counterparty, smallest units. */
  outflow: bigint;
  /** Messages (TON) or transfers (jettons) counted. */
  count: number;
}

/** Sums of one asset over all counterparties. */
export interface FlowTotal {
  asset: FlowAsset;
  inflow: bigint;
  outflow: bigint;
  /** Fees paid (TON only; 0 for jettons), smallest units. */
  fees: bigint;
  /** inflow − outflow − fees: the balance change the flows explain. */
  net: bigint;
  count: number;
}

/** Flows of an account: rows by counterparty and asset, totals by asset. */
export interface Flows {
  rows: FlowRow[];
  totals: FlowTotal[];
}

/** Inclusive period in unix seconds; null bounds are open. */
export interface FlowPeriod {
  from: number | null;
  to: number | null;
}

function inPeriod(t: number, p: FlowPeriod): boolean {
  return (p.from === null || t >= p.from) && (p.to === null || t <= p.to);
}

/** Accumulates rows by (counterparty, asset). */
class FlowTable {
  private readonly rows = new Map<string, FlowRow>();
  private readonly fees = new Map<FlowAsset, bigint>();

  addFee(asset: FlowAsset, fee: bigint): void {
    this.fees.set(asset, (this.fees.get(asset) ?? 0n) + fee);
  }

  add(counterparty: string, asset: FlowAsset, inflow: bigint, outflow: bigint): void {
    const key = `${asset}|${counterparty}`;
    let row = this.rows.get(key);
    if (!row) {
      row = { counterparty, asset, inflow: 0n, outflow: 0n, count: 0 };
      this.rows.set(key, row);
    }
    row.inflow += inflow;
    row.outflow += outflow;
    row.count += 1;
  }

  result(): Flows {
    const rows = [...this.rows.values()].sort((a, b) => {
      const va = a.inflow + a.outflow;
      const vb = b.inflow + b.outflow;
      if (a.asset !== b.asset)
        return a.asset === TON_ASSET ? -1 : b.asset === TON_ASSET ? 1 : a.asset < b.asset ? -1 : 1;
      return vb > va ? 1 : vb < va ? -1 : a.counterparty < b.counterparty ? -1 : 1;
    });
    const totals = new Map<FlowAsset, FlowTotal>();
    for (const r of rows) {
      const t = totals.get(r.asset) ?? this.total(r.asset);
      t.inflow += r.inflow;
      t.outflow += r.outflow;
      t.count += r.count;
      totals.set(r.asset, t);
    }
    for (const [asset, fee] of this.fees) {
      if (fee !== 0n && !totals.has(asset)) totals.set(asset, this.total(asset));
    }
    const list = [...totals.values()].sort((a, b) =>
      a.asset === b.asset ? 0 : a.asset === TON_ASSET ? -1 : b.asset === TON_ASSET ? 1 : 0,
    );
    for (const t of list) {
      t.fees = this.fees.get(t.asset) ?? 0n;
      t.net = t.inflow - t.outflow - t.fees;
    }
    return { rows, totals: list };
  }

  private total(asset: FlowAsset): FlowTotal {
    return { asset, inflow: 0n, outflow: 0n, fees: 0n, net: 0n, count: 0 };
  }
}

/**
 * Flows of `account` (any address form) in `period` from its ledger `movements` (any assets,
 * any order). Rows are grouped by asset (TON first) and ordered by volume (inflow + outflow),
 * largest first; `count` is the number of movements summed into a row.
 */
export function accountFlows(
  account: string,
  movements: readonly LedgerMovement[],
  period: FlowPeriod = { from: null, to: null },
): Flows {
  const me = rawOf(account);
  const table = new FlowTable();
  const seen = new Set<string>();
  for (const m of movements) {
    if (m.asset.type === 'nft' || !inPeriod(m.utime, period)) continue;
    const key = `${m.txHash}|${m.messageHash}|${m.kind}|${m.amount}|${m.counterparty}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const asset = m.asset.type === 'ton' ? TON_ASSET : rawOf(m.asset.master);
    const amount = BigInt(m.amount);
    if (m.kind === 'fee') {
      table.addFee(asset, -amount);
      continue;
    }
    const party = m.counterparty ? rawOf(m.counterparty) : me;
    if (amount >= 0n) table.add(party, asset, amount, 0n);
    else table.add(party, asset, 0n, -amount);
  }
  return table.result();
}

/**
 * The top `n` counterparties of one asset by volume, the rest summed into one row with
 * counterparty `''` (absent when there is no rest).
 */
export function topCounterparties(flows: Flows, asset: FlowAsset, n: number): FlowRow[] {
  const rows = flows.rows.filter((r) => r.asset === asset);
  if (rows.length <= n) return rows;
  const rest = rows.slice(n).reduce<FlowRow>(
    (acc, r) => ({
      ...acc,
      inflow: acc.inflow + r.inflow,
      outflow: acc.outflow + r.outflow,
      count: acc.count + r.count,
    }),
    { counterparty: '', asset, inflow: 0n, outflow: 0n, count: 0 },
  );
  return [...rows.slice(0, n), rest];
}
