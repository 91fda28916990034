import type { SendStatus, TraceTransaction } from '../../../shared/ipc/channels/send';
import { toBase64Hash } from '../../../shared/ton/hash';
import type { SendClient } from './send-client';
import {
  notFoundOutcome,
  summarizeTransaction,
  traceOutcome,
  type V3TransactionLike,
} from './trace-outcome';

export interface FollowOptions {
  /** Pause between polls, ms. */
  intervalMs: number;
  /** Stop with `not-found` after this long without a transaction, ms. */
  timeoutMs: number;
  /** Called with every changed status (the `send:progress` event). */
  onChange(status: SendStatus): void;
  signal: AbortSignal;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

function inOrder(txs: TraceTransaction[]): TraceTransaction[] {
  return [...txs].sort((a, b) =>
    BigInt(a.lt) < BigInt(b.lt) ? -1 : BigInt(a.lt) > BigInt(b.lt) ? 1 : 0,
  );
}

/**
 * Follows a sent external message to its outcome, mutating and reporting `status`:
 * 1. v3 `transactionsByMessage` (msg_hash, direction in) finds the transaction that received it;
 *    until then v3 `pendingTraces` (ext_msg_hash) tells whether it waits in the pending queue;
 * 2. v3 `traces` (trace_id) gives the whole trace; once `trace_state` is `complete` the outcome
 *    is decided (success / compute failed / action failed / bounced).
 * Read errors are shown in the status line and polling goes on; the deadline ends it with
 * `not-found` (or with the outcome of the partial trace when the transaction was found).
 */
export async function followMessage(
  client: SendClient,
  status: SendStatus,
  opts: FollowOptions,
): Promise<SendStatus> {
  const { v3 } = client.typed(status.profileId);
  let seenPending = false;
  const update = (patch: Partial<SendStatus>) => {
    Object.assign(status, patch, { updatedAt: Date.now() });
    opts.onChange({ ...status, transactions: [...status.transactions] });
  };
  while (!opts.signal.aborted) {
    try {
      if (!status.traceId) {
        const found = await v3.transactionsByMessage({
          msg_hash: status.hash,
          direction: 'in',
          limit: 10,
        });
        const tx = found.transactions.find((t) => !t.emulated) ?? null;
        if (tx) {
          update({
            phase: 'confirming',
            traceId: tx.trace_id ?? null,
            transactions: [summarizeTransaction(tx as V3TransactionLike)],
            message: `In a block (transaction ${tx.hash}); waiting for the trace to complete…`,
          });
          if (!tx.trace_id) {
            // No trace id from this server: only the one transaction can be read.
            update({
              phase: 'done',
              outcome: traceOutcome(status.transactions, false),
              message:
                'In a block; this server gives no trace id, so only that transaction was read.',
            });
            return status;
          }
          continue;
        }
        let pending = false;
        try {
          const p = await v3.pendingTraces({ ext_msg_hash: [status.hash] });
          pending = p.traces.length > 0;
        } catch {
          pending = false; // pendingTraces is optional on self-hosted indexers
        }
        if (pending && !seenPending) seenPending = true;
        const msg = pending
          ? 'Pending: in the queue for the next block…'
          : 'Sent: waiting for the message to appear on the network…';
        if (status.message !== msg || status.phase !== (pending ? 'pending' : 'sent')) {
          update({ phase: pending ? 'pending' : 'sent', message: msg });
        }
      } else {
        const res = await v3.traces({ trace_id: [status.traceId], limit: 1 });
        const trace = res.traces[0];
        if (trace?.transactions) {
          const txs = inOrder(
            Object.values(trace.transactions).map((t) =>
              summarizeTransaction(t as V3TransactionLike),
            ),
          );
          const complete = trace.trace_info.trace_state === 'complete';
          if (complete) {
            update({
              phase: 'done',
              transactions: txs,
              outcome: traceOutcome(txs, true),
              message: 'Confirmed.',
            });
            return status;
          }
          update({
            transactions: txs,
            message: `In a block; trace ${trace.trace_info.trace_state}: ${txs.length} transaction(s) so far…`,
          });
        }
      }
    } catch (e) {
      update({ message: `Following: the last read failed (${(e as Error).message}); retrying…` });
    }
    if (Date.now() >= status.deadline) break;
    await sleep(Math.min(opts.intervalMs, Math.max(0, status.deadline - Date.now())), opts.signal);
  }
  if (opts.signal.aborted && status.phase !== 'done') return status;
  const seconds = Math.round((status.deadline - status.sentAt) / 1000);
  const outcome = status.traceId
    ? traceOutcome(status.transactions, false)
    : notFoundOutcome(seconds, seenPending);
  update({
    phase: 'done',
    outcome,
    message: status.traceId ? 'Confirmed (trace incomplete).' : 'Not found in time.',
  });
  return status;
}

/** Canonical base64 of a hash the API returned (any accepted form). */
export function canonicalHash(hash: string): string {
  return toBase64Hash(hash);
}
