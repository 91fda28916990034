import type { ChainTrace, ChainTransaction } from '../api/v3-rows';
import { explainExitCode, explainResultCode, explainSkipReason } from '../replay/exit-explain';
import { transactionStatus } from '../status';
import type { PredictedTransaction } from './types';

/**
 * A list of v3 transaction rows (a prediction's, in the order they ran) as a v3 `Trace`: the
 * tree of transactions by the messages that caused them, `transactions_order` and the rows by
 * hash, so the trace graph draws a prediction as it draws the chain's traces.
 */

/** A v3 trace tree node. */
interface TraceNode {
  tx_hash: string;
  in_msg_hash: string | null;
  children: TraceNode[];
}

/**
 * The trace of `rows` (the first row is the root: the external message's transaction), as of
 * masterchain block `pinSeqno` (the block the prediction ran on).
 */
export function traceOfRows(
  rows: readonly ChainTransaction[],
  capped: boolean,
  pinSeqno = 0,
): ChainTrace | null {
  const root = rows[0];
  if (!root) return null;
  const nodes = new Map<string, TraceNode>();
  const parentOfMessage = new Map<string, string>();
  for (const r of rows) {
    nodes.set(r.hash, { tx_hash: r.hash, in_msg_hash: r.in_msg?.hash ?? null, children: [] });
    for (const m of r.out_msgs) parentOfMessage.set(m.hash, r.hash);
  }
  for (const r of rows.slice(1)) {
    const parent = r.in_msg ? parentOfMessage.get(r.in_msg.hash) : undefined;
    if (parent) nodes.get(parent)!.children.push(nodes.get(r.hash)!);
  }
  const last = rows[rows.length - 1]!;
  const messages = rows.reduce((n, r) => n + r.out_msgs.length, 1);
  return {
    trace_id: root.hash,
    external_hash: root.in_msg?.hash ?? null,
    mc_seqno_start: String(pinSeqno),
    mc_seqno_end: String(pinSeqno),
    start_lt: root.lt,
    start_utime: root.now,
    end_lt: last.lt,
    end_utime: last.now,
    trace_info: {
      trace_state: capped ? 'incomplete' : 'complete',
      transactions: rows.length,
      messages,
    },
    is_incomplete: capped,
    trace: nodes.get(root.hash),
    transactions_order: rows.map((r) => r.hash),
    transactions: Object.fromEntries(rows.map((r) => [r.hash, r])),
  };
}

/** One row's outcome in words (the shared status model and the exit code explained). */
export function predictedTransaction(r: ChainTransaction): PredictedTransaction {
  const c = r.description.compute_ph;
  const a = r.description.action;
  return {
    hash: r.hash,
    account: r.account,
    lt: r.lt,
    status: transactionStatus(r),
    exitCode: c && !c.skipped && c.exit_code != null ? explainExitCode(c.exit_code) : null,
    resultCode: a?.result_code != null ? explainResultCode(a.result_code) : null,
    skipped: c?.skipped ? explainSkipReason(c.reason ?? 'unknown') : null,
    aborted: r.description.aborted === true,
    feesNano: r.total_fees,
  };
}
