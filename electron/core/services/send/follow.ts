import type { SendStatus, TraceTransaction } from '../../../../shared/ipc/channels/send';
import { toBase64Hash } from '../../../../shared/ton/hash';
import type { TypedApi } from '../../client/typed-api';
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
  const f: Following = {
    v3: client.typed(status.profileId).v3,
    status,
    seenPending: false,
    update: (patch) => {
      Object.assign(status, patch, { updatedAt: Date.now() });
      opts.onChange({ ...status, transactions: [...status.transactions] });
    },
  };
  while (!opts.signal.aborted) {
    let step: Step = 'wait';
    try {
      step = status.traceId ? await readTrace(f, status.traceId) : await findTransaction(f);
    } catch (e) {
      f.update({ message: `Following: the last read failed (${(e as Error).message}); retrying…` });
    }
    if (step === 'done') return status;
    if (step === 'again') continue;
    if (Date.now() >= status.deadline) break;
    await sleep(Math.min(opts.intervalMs, Math.max(0, status.deadline - Date.now())), opts.signal);
  }
  if (opts.signal.aborted && status.phase !== 'done') return status;
  return giveUp(f);
}

/** A message being followed: the v3 API, its status, and how it reports a change. */
interface Following {
  v3: TypedApi<'v3'>;
  status: SendStatus;
  /** Whether the message was ever seen in the pending queue (the not-found outcome says so). */
  seenPending: boolean;
  /** Applies a patch to the status and reports a copy (`onChange`). */
  update(patch: Partial<SendStatus>): void;
}

/** After one read: the outcome is decided, read again at once, or wait for the next poll. */
type Step = 'done' | 'again' | 'wait';

type V3Tx = Awaited<ReturnType<TypedApi<'v3'>['transactionsByMessage']>>['transactions'][number];

/**
 * Step 1: the transaction that received the message (emulated ones do not count); until it
 * exists, whether the message waits in the pending queue.
 */
async function findTransaction(f: Following): Promise<Step> {
  const found = await f.v3.transactionsByMessage({
    msg_hash: f.status.hash,
    direction: 'in',
    limit: 10,
  });
  const tx = found.transactions.find((t) => !t.emulated) ?? null;
  if (tx) return received(f, tx);
  await showPending(f);
  return 'wait';
}

/** The message is in a block: follow its trace next, or stop when the server gives no trace id. */
function received(f: Following, tx: V3Tx): Step {
  f.update({
    phase: 'confirming',
    traceId: tx.trace_id ?? null,
    transactions: [summarizeTransaction(tx as V3TransactionLike)],
    message: `In a block (transaction ${tx.hash}); waiting for the trace to complete…`,
  });
  if (tx.trace_id) return 'again';
  // No trace id from this server: only the one transaction can be read.
  f.update({
    phase: 'done',
    outcome: traceOutcome(f.status.transactions, false),
    message: 'In a block; this server gives no trace id, so only that transaction was read.',
  });
  return 'done';
}

/** Shows whether the message waits in the pending queue (v3 `pendingTraces`) or not yet seen. */
async function showPending(f: Following): Promise<void> {
  let pending: boolean;
  try {
    const p = await f.v3.pendingTraces({ ext_msg_hash: [f.status.hash] });
    pending = p.traces.length > 0;
  } catch {
    pending = false; // pendingTraces is optional on self-hosted indexers
  }
  if (pending && !f.seenPending) f.seenPending = true;
  const msg = pending
    ? 'Pending: in the queue for the next block…'
    : 'Sent: waiting for the message to appear on the network…';
  if (f.status.message !== msg || f.status.phase !== (pending ? 'pending' : 'sent')) {
    f.update({ phase: pending ? 'pending' : 'sent', message: msg });
  }
}

/** Step 2: the trace so far; once complete, its outcome decides. */
async function readTrace(f: Following, traceId: string): Promise<Step> {
  const res = await f.v3.traces({ trace_id: [traceId], limit: 1 });
  const trace = res.traces[0];
  if (!trace?.transactions) return 'wait';
  const txs = inOrder(
    Object.values(trace.transactions).map((t) => summarizeTransaction(t as V3TransactionLike)),
  );
  if (trace.trace_info.trace_state === 'complete') {
    f.update({
      phase: 'done',
      transactions: txs,
      outcome: traceOutcome(txs, true),
      message: 'Confirmed.',
    });
    return 'done';
  }
  f.update({
    transactions: txs,
    message: `In a block; trace ${trace.trace_info.trace_state}: ${txs.length} transaction(s) so far…`,
  });
  return 'wait';
}

/** The deadline passed: the partial trace's outcome when found, else not found. */
function giveUp(f: Following): SendStatus {
  const { status } = f;
  const seconds = Math.round((status.deadline - status.sentAt) / 1000);
  const outcome = status.traceId
    ? traceOutcome(status.transactions, false)
    : notFoundOutcome(seconds, f.seenPending);
  f.update({
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
