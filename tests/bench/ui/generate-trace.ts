import type { BalancePoint } from '../../../shared/analytics/balance-history';
import { hash32 } from './generate-rows';
import type { V3Trace, V3Transaction } from '../../../renderer/src/lib/v3-types';

const hash = hash32;

function account(n: number): string {
  return `0:${(n + 1).toString(16).padStart(64, '0').toUpperCase()}`;
}

/**
 * A v3 trace of `count` transactions shaped like a large real one: an external message starts
 * it, each transaction sends 1–3 internal messages (breadth-first until `count`), 60
 * accounts take part (so letters repeat), every 40th transaction failed. For the UI bench.
 */
export function generateTrace(count: number): V3Trace {
  const txs: Record<string, V3Transaction> = {};
  const msgHash = (i: number) => hash(i, 7);
  const tx = (i: number, parent: number | null): V3Transaction =>
    ({
      account: account(i % 60),
      hash: hash(i, 1),
      lt: String(1_000_000 + i),
      now: 1_750_000_000,
      total_fees: String(1_000_000 + i),
      description: {
        type: 'ord',
        aborted: i % 40 === 39,
        compute_ph: { skipped: false, success: i % 40 !== 39, exit_code: i % 40 === 39 ? 9 : 0 },
        action: { success: true, result_code: 0 },
      },
      in_msg: {
        hash: msgHash(i),
        source: parent === null ? null : account(parent % 60),
        destination: account(i % 60),
        value: parent === null ? null : String(1_000_000_000 + i),
        bounced: false,
        opcode: null,
        message_content: { hash: hash(i, 9), body: null, decoded: null },
      },
      out_msgs: [],
      emulated: false,
    }) as unknown as V3Transaction;
  const queue: number[] = [0];
  txs[hash(0, 1)] = tx(0, null);
  let next = 1;
  for (let q = 0; q < queue.length && next < count; q++) {
    const parent = queue[q]!;
    const kids = 1 + ((parent * 7) % 3);
    for (let k = 0; k < kids && next < count; k++, next++) {
      const child = tx(next, parent);
      txs[child.hash] = child;
      (txs[hash(parent, 1)]!.out_msgs as unknown[]).push({ ...child.in_msg });
      queue.push(next);
    }
  }
  return {
    trace_id: hash(0, 5),
    external_hash: msgHash(0),
    start_utime: 1_750_000_000,
    trace_info: { trace_state: 'complete', transactions: count, messages: count },
    is_incomplete: false,
    trace: null,
    transactions: txs,
    transactions_order: Object.keys(txs),
  } as unknown as V3Trace;
}

/** `count` balance points a minute apart, alternating in and out. */
export function generateBalancePoints(count: number): BalancePoint[] {
  const out: BalancePoint[] = new Array(count);
  let balance = 10_000_000_000_000n;
  for (let i = 0; i < count; i++) {
    const change = BigInt(((i * 7919) % 5_000_000_000) - 2_400_000_000);
    balance += change;
    out[i] = {
      utime: 1_700_000_000 + i * 60,
      lt: String(1_000_000 + i),
      hash: hash(i, 3),
      balance,
      change,
      direction: change >= 0n ? 'in' : 'out',
    };
  }
  return out;
}
