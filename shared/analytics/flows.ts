import { transactionFees } from '../ledger/ton';
import type { LedgerMovement } from '../ledger/types';
import { rawOrEmpty as rawOf } from './address';

/**
 * Flows of one account over a period: inflow and outflow per counterparty and per asset (TON,
 * each jetton by master). The one place this is computed (pages, charts, labels and exports
 * reuse it). The rules are the CSV export's, so the sums match an export of the same account
 * and period:
 * - TON (`ton-transfers` rows, from v3 `/transactions?account=`): every internal message of a
 *   transaction moves its `value`; the inbound one is inflow from its source, each outbound one
 *   outflow to its destination; external messages (no source or no destination) move nothing.
 *   A message to oneself is both (counterparty: the account itself).
 * - Jettons (`jetton-transfers` rows, from v3 `/jetton/transfers?owner_address=`): `amount`
 *   from the `source` owner to the `destination` owner; inflow when the account receives,
 *   outflow when it sends, both for a transfer to itself. Aborted transfers count, as in the
 *   export (its rows keep them with status `aborted`).
 * - Jettons from the ledger (`jettonMovements`: owner-level movements of v3 actions, mints and
 *   burns included, the master as their counterparty), used instead of `jettonTransfers` when
 *   given, so a period's jetton flows reconcile with the wallet's balance change.
 * - Fees (TON): the ledger's fee of each transaction ({@link transactionFees}: `total_fees` plus
 *   the forward fees of its outbound messages) in the TON total, so in − out − fees is the
 *   balance change over the period.
 * Period bounds are inclusive unix seconds on the transaction's time (`now`,
 * `transaction_now`), as the export's `start_utime`/`end_utime`. Amounts are bigint in the
 * smallest unit; addresses raw lower-case (`0:abc…`).
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

/** The parts of a v3 Transaction read for TON flows. */
export interface FlowTransaction {
  hash: string;
  now: number;
  /** Nanotons; absent rows count no fee. */
  total_fees?: string;
  in_msg?: FlowMessage | null;
  out_msgs: readonly FlowMessage[];
}
interface FlowMessage {
  source?: string | null;
  destination?: string | null;
  value?: string | null;
  fwd_fee?: string | null;
  ihr_fee?: string | null;
}

/** The parts of a v3 JettonTransfer read for jetton flows. */
export interface FlowJettonTransfer {
  source?: string | null;
  destination?: string | null;
  amount: string;
  jetton_master?: string | null;
  transaction_hash: string;
  transaction_now: number;
}

function int(value: string | null | undefined): bigint {
  return value && /^-?\d+$/.test(value) ? BigInt(value) : 0n;
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
 * Flows of `account` (any address form) in `period` from its v3 transactions and jetton
 * transfers (each list deduplicated by transaction hash; pages may repeat rows). Rows are
 * grouped by asset (TON first) and ordered by volume (inflow + outflow), largest first.
 */
export function accountFlows(
  account: string,
  data: {
    transactions?: readonly FlowTransaction[];
    jettonTransfers?: readonly FlowJettonTransfer[];
    jettonMovements?: readonly LedgerMovement[];
  },
  period: FlowPeriod = { from: null, to: null },
): Flows {
  const me = rawOf(account);
  const table = new FlowTable();
  const seenTx = new Set<string>();
  for (const tx of data.transactions ?? []) {
    if (seenTx.has(tx.hash) || !inPeriod(tx.now, period)) continue;
    seenTx.add(tx.hash);
    const inMsg = tx.in_msg;
    if (inMsg?.source && inMsg.destination) {
      table.add(rawOf(inMsg.source), TON_ASSET, int(inMsg.value), 0n);
    }
    for (const m of tx.out_msgs) {
      if (m.source && m.destination) table.add(rawOf(m.destination), TON_ASSET, 0n, int(m.value));
    }
    if (tx.total_fees !== undefined) {
      table.addFee(
        TON_ASSET,
        transactionFees({ total_fees: tx.total_fees, out_msgs: tx.out_msgs }),
      );
    }
  }
  if (data.jettonMovements) {
    const seen = new Set<string>();
    for (const m of data.jettonMovements) {
      if (m.asset.type !== 'jetton' || !inPeriod(m.utime, period)) continue;
      const key = `${m.txHash}|${m.kind}|${m.amount}|${m.counterparty}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const amount = BigInt(m.amount);
      const party = m.counterparty ? rawOf(m.counterparty) : me;
      const asset = rawOf(m.asset.master);
      if (amount >= 0n) table.add(party, asset, amount, 0n);
      else table.add(party, asset, 0n, -amount);
    }
    return table.result();
  }
  const seenJetton = new Set<string>();
  for (const t of data.jettonTransfers ?? []) {
    if (seenJetton.has(t.transaction_hash) || !inPeriod(t.transaction_now, period)) continue;
    seenJetton.add(t.transaction_hash);
    const from = rawOf(t.source);
    const to = rawOf(t.destination);
    const amount = int(t.amount);
    const asset = rawOf(t.jetton_master);
    if (from === me && to === me) table.add(me, asset, amount, amount);
    else if (from === me) table.add(to, asset, 0n, amount);
    // Received, or a row where the account is neither side: the export counts it as "in".
    else table.add(from, asset, amount, 0n);
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
