import { plural } from '../../../../shared/plural';
import type { SendOutcome, TraceTransaction } from '../../../../shared/ipc/channels/send';
import { combineStatuses, transactionStatus } from '../../../../shared/status';
import type { ChainTransaction } from '../../../../shared/ledger/types';

/** The parts of a v3 Transaction the outcome needs, typed by the chain model. */
export type V3TransactionLike = Pick<
  ChainTransaction,
  'hash' | 'account' | 'lt' | 'description' | 'in_msg'
>;

/** Reads compute/action verdicts of one v3 transaction (`description.compute_ph`, `.action`). */
export function summarizeTransaction(tx: V3TransactionLike): TraceTransaction {
  const compute = tx.description.compute_ph;
  const action = tx.description.action;
  const skipped = compute?.skipped === true;
  return {
    hash: tx.hash,
    account: tx.account,
    lt: String(tx.lt),
    computeSuccess: compute && !skipped ? (compute.success ?? null) : null,
    exitCode: compute && !skipped ? (compute.exit_code ?? null) : null,
    actionSuccess: action?.success ?? null,
    bouncedIn: tx.in_msg?.bounced === true,
    status: transactionStatus(tx),
  };
}

/**
 * The outcome of a confirmed trace in words (transactions in lt order), from the shared status
 * of each transaction:
 * - `bounced`: a message bounced (a bounce phase, or an inbound bounced message); the compute
 *   failure that caused it is named when the trace holds it;
 * - `compute-failed`: a compute phase failed (with its exit code) and nothing bounced;
 * - `action-failed`: an action phase failed (result code), e.g. not enough balance to send;
 * - `success` when the trace is complete and nothing failed;
 * - `unfinished` when the trace was not read whole (following stopped first, or the server
 *   gives no trace id) and nothing had failed: a later transaction may still bounce or fail,
 *   so success is not claimed.
 * A failure seen in a partial trace is final and reported with a note that the trace was still
 * growing. `status` is the trace's status in the shared model (`pending` while incomplete, else
 * its first failure, else `complete`).
 */
export function traceOutcome(transactions: TraceTransaction[], complete: boolean): SendOutcome {
  const tail = complete ? '' : ' (the trace was not complete when following stopped)';
  const statuses = transactions.map((t) => t.status);
  // A failure already seen is final; without one, a partial trace is still pending.
  const seen = combineStatuses(statuses, true);
  const status = complete || seen.kind !== 'complete' ? seen : combineStatuses(statuses, false);
  const failed = transactions.find(
    (t) =>
      t.status.kind === 'compute_failed' ||
      (t.status.kind === 'bounced' && t.computeSuccess === false),
  );
  const bounce = transactions.find(
    (t) => t.status.kind === 'bounced' || t.status.kind === 'bounce_received',
  );
  if (bounce) {
    const cause = failed
      ? ` after the compute phase failed in ${failed.account} with exit code ${failed.exitCode}`
      : '';
    return {
      kind: 'bounced',
      message: `Bounced: a message came back to ${bounce.account}${cause}; its value was returned minus fees${tail}.`,
      account: failed?.account ?? bounce.account,
      ...(failed?.exitCode != null ? { exitCode: failed.exitCode } : {}),
      status,
    };
  }
  if (failed) {
    return {
      kind: 'compute-failed',
      message: `Compute phase failed in ${failed.account} with exit code ${failed.exitCode}${tail}.`,
      account: failed.account,
      ...(failed.exitCode != null ? { exitCode: failed.exitCode } : {}),
      status,
    };
  }
  const actionFailed = transactions.find((t) => t.status.kind === 'action_failed');
  if (actionFailed) {
    return {
      kind: 'action-failed',
      message: `The action phase failed in ${actionFailed.account}: the messages were not sent${tail}.`,
      account: actionFailed.account,
      status,
    };
  }
  const n = transactions.length;
  if (!complete) {
    return {
      kind: 'unfinished',
      message: `Unfinished: ${plural(n, 'transaction')} read and none failed, but not the whole trace; a later transaction may still fail or bounce.`,
      status,
    };
  }
  return {
    kind: 'success',
    message: `Success: ${plural(n, 'transaction')}, every compute and action phase succeeded${tail}.`,
    status,
  };
}

/** The outcome when no transaction received the message before the deadline. */
export function notFoundOutcome(seconds: number, seenPending: boolean): SendOutcome {
  return {
    kind: 'not-found',
    message:
      `Not found in time: no transaction received the message within ${seconds} s` +
      (seenPending ? ' (it was seen in the pending queue).' : '.') +
      " The wallet may have refused it (seqno, valid_until or signature) or the network is slow: check the wallet's history before sending again.",
  };
}
