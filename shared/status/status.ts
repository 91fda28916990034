import type { z } from 'zod';
import type { description as descriptionSchema } from '../api/v3-schemas';
import type { ChainAction, ChainMessage } from '../api/v3-rows';
import { exitCodeMeaning, resultCodeMeaning } from './exit-codes';
import { tonText } from '../ton/asset-facts';

/**
 * One status model for every page, list, tree, chart, export column and CLI line: a pure
 * function of a v3 transaction (and of an action or a trace read with its transactions).
 * No page computes a status on its own.
 */

/** What happened to a transaction, action or trace. */
export type StatusKind =
  /** Compute and action phases succeeded (or the transaction needs neither). */
  | 'success'
  /** Value credited to an account with no code yet (compute skipped: `no_state`): a completed deposit. */
  | 'credited'
  /** Compute phase failed with an exit code. */
  | 'compute_failed'
  /** Compute phase succeeded, action phase failed with a result code. */
  | 'action_failed'
  /** The inbound message failed and its value was sent back (bounce phase). */
  | 'bounced'
  /** The transaction received a bounced message: an earlier transfer of this account failed. */
  | 'bounce_received'
  /**
   * Compute phase skipped (`no_gas`): the message's value could not pay for gas, so the code did
   * not run; a non-bounceable message's value stays with the account.
   */
  | 'no_gas'
  /** Compute phase skipped for another reason (`bad_state`, `suspended`), or aborted otherwise. */
  | 'aborted'
  /** Not final yet: an emulated/pending transaction, or a trace/action still running. */
  | 'pending'
  /** Trace: every transaction is in and none failed. */
  | 'complete'
  /** Trace or action: some of its transactions are missing from the index. */
  | 'incomplete';

/** Colour family of a status (the same in light and dark themes; CSS maps tone → colour). */
export type StatusTone = 'ok' | 'bad' | 'warn' | 'pending' | 'neutral';

/** A status with its one label, one tone and one reason (tooltip), and the codes behind it. */
export interface Status {
  kind: StatusKind;
  /** Short word shown in pills and in the export's `status` column. */
  label: string;
  tone: StatusTone;
  /** One sentence with the reason and codes (tooltip; export `status_detail`). */
  reason: string;
  /** Compute-phase exit code when the compute phase ran. */
  exitCode?: number;
  /** Action-phase result code when the action phase ran. */
  resultCode?: number;
}

const LABEL: Record<StatusKind, { label: string; tone: StatusTone }> = {
  success: { label: 'Success', tone: 'ok' },
  credited: { label: 'Credited', tone: 'ok' },
  compute_failed: { label: 'Failed', tone: 'bad' },
  action_failed: { label: 'Action failed', tone: 'bad' },
  bounced: { label: 'Bounced', tone: 'warn' },
  bounce_received: { label: 'Bounce returned', tone: 'warn' },
  no_gas: { label: 'No gas', tone: 'warn' },
  aborted: { label: 'Aborted', tone: 'bad' },
  pending: { label: 'Pending', tone: 'pending' },
  complete: { label: 'Complete', tone: 'ok' },
  incomplete: { label: 'Incomplete', tone: 'warn' },
};

/** Every status kind with its label and tone, for legends and tests. */
export const STATUS_KINDS: Readonly<Record<StatusKind, { label: string; tone: StatusTone }>> =
  LABEL;

function make(kind: StatusKind, reason: string, codes: Partial<Status> = {}): Status {
  const out: Status = { kind, ...LABEL[kind], reason };
  if (codes.exitCode !== undefined) out.exitCode = codes.exitCode;
  if (codes.resultCode !== undefined) out.resultCode = codes.resultCode;
  return out;
}

/**
 * A v3 transaction's description as the chain model's schema validates it (TL-B
 * `TransactionDescr`, shared/api/v3-schemas.ts); sub-keys an older index omits are optional.
 */
export type TransactionDescription = z.output<typeof descriptionSchema>;

/**
 * The parts of a v3 Transaction (toncenter `/api/v3/transactions`, TransactionDescr) the model
 * reads, typed by the chain model, so any v3 transaction row fits.
 */
export interface StatusTransaction {
  description?: TransactionDescription | null;
  in_msg?: Pick<ChainMessage, 'bounced'> | null;
  emulated?: boolean | null;
  end_status?: string | null;
}

/** The phases of a TransactionDescr the model reads, typed. */
interface Phases {
  aborted: boolean;
  compute?: { skipped: boolean; reason?: string; success?: boolean; exitCode?: number };
  action?: { success?: boolean; resultCode?: number };
  bounce?: { type?: string };
}

function phases(d: TransactionDescription | null | undefined): Phases {
  const c = d?.compute_ph;
  const a = d?.action;
  const b = d?.bounce;
  return {
    aborted: d?.aborted === true,
    compute: c
      ? {
          skipped: c.skipped === true,
          reason: c.reason ?? undefined,
          success: c.success ?? undefined,
          exitCode: c.skipped === true ? undefined : (c.exit_code ?? undefined),
        }
      : undefined,
    action: a
      ? { success: a.success ?? undefined, resultCode: a.result_code ?? undefined }
      : undefined,
    bounce: b ? { type: b.type ?? undefined } : undefined,
  };
}

/** "exit code N: meaning" (meaning left out for a contract's own code). */
function exitText(code: number | undefined): string {
  if (code === undefined) return 'no exit code';
  const meaning = exitCodeMeaning(code);
  return meaning ? `exit code ${code}: ${meaning}` : `exit code ${code}`;
}

function resultText(code: number | undefined): string {
  if (code === undefined) return 'no result code';
  const meaning = resultCodeMeaning(code);
  return meaning ? `result code ${code}: ${meaning}` : `result code ${code}`;
}

/**
 * The status of one v3 transaction. Order of checks: pending (emulated), bounce phase,
 * compute phase skipped (`no_state` is a completed deposit, `no_gas` lacks gas, other reasons
 * abort), compute phase failed (exit code), action phase failed (result code), other aborts,
 * a received bounce, success. A compute phase that is skipped always marks the transaction
 * `aborted` in TON, so `aborted` alone never decides.
 */
export function transactionStatus(tx: StatusTransaction): Status {
  if (tx.emulated) return make('pending', 'Emulated: not yet in a block.');
  const { aborted, compute: c, action: a, bounce } = phases(tx.description);
  const exitCode = c?.exitCode;
  const resultCode = a?.resultCode;
  const codes = { exitCode, resultCode };
  if (bounce) {
    const why = c?.skipped
      ? `the compute phase was skipped (${c.reason ?? 'unknown reason'}${c.reason === 'no_state' ? ': the destination has no code' : ''})`
      : c && c.success === false
        ? `the compute phase failed with ${exitText(exitCode)}`
        : a && a.success === false
          ? `the action phase failed with ${resultText(resultCode)}`
          : 'the transaction failed';
    const how =
      bounce.type === 'ok'
        ? 'the value was sent back to the sender'
        : `bounce phase ${bounce.type ?? 'unknown'}: the value could not be sent back in full`;
    return make('bounced', `Bounced: ${why}; ${how}.`, codes);
  }
  if (c?.skipped) {
    if (c.reason === 'no_state') return make('credited', CREDITED, codes);
    if (c.reason === 'no_gas') {
      return make(
        'no_gas',
        'No gas: the message carried too little value to pay for gas, so the contract code did not run (compute phase skipped: no_gas); the value stayed with the account.',
        codes,
      );
    }
    return make(
      'aborted',
      `Aborted: the compute phase was skipped (${c.reason ?? 'unknown reason'}).`,
      codes,
    );
  }
  if (c && c.success === false) {
    return make('compute_failed', `Failed in the compute phase with ${exitText(exitCode)}.`, codes);
  }
  if (a && a.success === false) {
    return make(
      'action_failed',
      `The compute phase succeeded (${exitText(exitCode)}) but the action phase failed with ${resultText(resultCode)}; no outbound message was sent.`,
      codes,
    );
  }
  if (aborted) return make('aborted', 'Aborted: the transaction was aborted.', codes);
  if (tx.in_msg?.bounced) {
    return make(
      'bounce_received',
      'Bounce returned: this transaction received a bounced message; an earlier message from this account failed and its value came back.',
      codes,
    );
  }
  return make(
    'success',
    exitCode !== undefined ? `Success (exit code ${exitCode}).` : 'Success.',
    codes,
  );
}

/**
 * The status of a transaction whose outgoing payment bounced later (the ledger's bounce link:
 * `sent` and `returned` in nanotons, summed over its bounced payments). The transaction itself
 * succeeded; its payment did not, so its row says "Bounced" with what came back.
 */
export function paymentBouncedStatus(sent: bigint, returned: bigint): Status {
  const ton = tonText;
  return make(
    'bounced',
    `Bounced: the payment of ${ton(sent)} failed at the destination and ${ton(returned)} came back in a later transaction (the destination kept ${ton(sent - returned)} for its fees).`,
  );
}

/** A payment a transaction sent that bounced later: what went out and came back, nanotons. */
export interface BouncedSums {
  sent: bigint;
  returned: bigint;
}

/**
 * The one headline status of a transaction, the same on its list row, its page, the block
 * page, the trace tree and the case page: "Bounced" ({@link paymentBouncedStatus}) when a
 * payment it sent bounced later (`bounced`: the ledger's bounce link, e.g. `tonMoved().bounced`
 * or `bouncedPayments()`), its own status ({@link transactionStatus}) otherwise. The reason of a
 * bounced payment also says how the transaction itself ended, so the two are told apart
 * ("… came back … This transaction itself: Success (exit code 0).").
 */
export function headlineStatus(
  tx: StatusTransaction,
  bounced?: readonly BouncedSums[] | null,
): Status {
  const own = transactionStatus(tx);
  // A transaction that failed itself sent nothing that could bounce: its own failure leads.
  if (!bounced?.length || isFailure(own) || own.kind === 'pending') return own;
  const sent = bounced.reduce((s, p) => s + p.sent, 0n);
  const returned = bounced.reduce((s, p) => s + p.returned, 0n);
  const payment = paymentBouncedStatus(sent, returned);
  return { ...payment, reason: `${payment.reason} This transaction itself: ${own.reason}` };
}

const CREDITED =
  'Credited: the value was added to an account with no code yet (compute phase skipped: no_state). A completed deposit, not a failure.';

/**
 * The status of a transaction known only by its `aborted` flag (v3 `jetton/transfers`,
 * `nft/transfers`: `transaction_aborted`). Those transactions run on jetton wallets and NFT
 * items, which have code, so an abort there is a real failure; the flag carries no codes.
 */
export function abortedFlagStatus(aborted: boolean | null | undefined): Status {
  if (aborted === null || aborted === undefined)
    return make('pending', 'Pending: the index has no outcome for this transaction yet.');
  return aborted
    ? make(
        'aborted',
        'Aborted: the index marks this transaction aborted (this list has no phase details; the transaction page shows the exit code).',
      )
    : make('success', 'Success.');
}

/** Kinds that count as "did what it was meant to" (filters, charts). */
export function isSuccessful(status: Status): boolean {
  return (
    status.kind === 'success' ||
    status.kind === 'credited' ||
    status.kind === 'complete' ||
    status.kind === 'bounce_received' ||
    status.kind === 'no_gas'
  );
}

/** Kinds that make a trace or an action fail: a failed phase, an abort or a bounce. */
function isFailure(status: Status): boolean {
  return status.tone === 'bad' || status.kind === 'bounced';
}

/** The parts of a v3 Trace (`/api/v3/traces`) the model reads. */
export interface StatusTrace {
  is_incomplete?: boolean;
  trace_info?: { trace_state?: string } | null;
  transactions?: Record<string, StatusTransaction> | null;
}

/**
 * The status of a trace: `pending` while `trace_state` is `pending`, `incomplete` when the
 * index says so (`is_incomplete`, or `trace_state` `broken`), else the status of its first
 * failed transaction (failed phase, abort or bounce) when any failed, else `complete`.
 * A `no_gas` transaction (a tiny notification nobody pays gas for) does not fail a trace.
 */
export function traceStatus(trace: StatusTrace): Status {
  const state = trace.trace_info?.trace_state;
  if (state === 'pending')
    return make('pending', 'Pending: some messages of this trace are not processed yet.');
  if (trace.is_incomplete || state === 'broken') {
    return make(
      'incomplete',
      'Incomplete: some transactions of this trace are missing from the index.',
    );
  }
  return combineStatuses(Object.values(trace.transactions ?? {}).map(transactionStatus), true);
}

/**
 * The status of a group of transactions (a trace, or the part of one a caller followed) from
 * their statuses: `pending` when `complete` is false or any is pending, else the first failure
 * (failed phase, abort or bounce) with the count in its reason, else `complete`.
 */
export function combineStatuses(statuses: Status[], complete: boolean): Status {
  if (!complete || statuses.some((s) => s.kind === 'pending')) {
    return make('pending', 'Pending: some transactions are not in a block yet.');
  }
  const failed = statuses.filter(isFailure);
  if (failed.length > 0) {
    const first = failed[0]!;
    return {
      ...first,
      reason: `${failed.length} of ${statuses.length} transactions did not succeed. First: ${first.reason}`,
    };
  }
  return make('complete', `Complete: all ${statuses.length} transactions are in and none failed.`);
}

/** The parts of a v3 Action (`/api/v3/actions`, also inside traces) the model reads. */
export interface StatusAction {
  success?: boolean | null;
  type?: string;
  transactions?: string[];
  trace_end_lt?: ChainAction['trace_end_lt'] | null;
  finality?: string | null;
}

/**
 * The status of an action, read together with the transactions it covers (by hash) when they
 * are at hand.
 *
 * toncenter's indexer (ton-indexer's action classifier) sets `success` to `!failed`, where a
 * block fails when its first transaction is aborted, with exceptions for `ton_transfer`: a
 * non-bounceable transfer to an account that stays `uninit` (compute skipped: `no_state`, value
 * credited) and an internal transfer skipped for `no_gas` both count as successful; a
 * bounceable one that aborted counts as failed. Older index versions and other indexers may
 * still report `false` for the credited case, so a `false` flag over transactions whose only
 * trouble is such a credit reads as `credited` here too.
 *
 * Without transactions: `success` decides; `null`/absent means not classified yet (pending).
 */
export function actionStatus(
  action: StatusAction,
  txs?: Record<string, StatusTransaction>,
): Status {
  const covered = (action.transactions ?? [])
    .map((h) => txs?.[h])
    .filter((t): t is StatusTransaction => !!t);
  const statuses = covered.map(transactionStatus);
  if (action.finality === 'pending' || statuses.some((s) => s.kind === 'pending')) {
    return make('pending', 'Pending: the transactions of this action are not final yet.');
  }
  const credited = statuses.some((s) => s.kind === 'credited');
  if (action.success === false) {
    const failed = statuses.find(isFailure);
    if (failed) return failed;
    if (credited) return make('credited', CREDITED);
    return make(
      'compute_failed',
      statuses.length > 0
        ? 'Failed: the index marks this action unsuccessful.'
        : 'Failed: the index marks this action unsuccessful (its transactions are not loaded).',
    );
  }
  if (action.success === null || action.success === undefined) {
    if (statuses.length === 0) return make('pending', 'Pending: the action is not classified yet.');
    const failed = statuses.find(isFailure);
    if (failed) return failed;
  }
  if (credited && (action.type === 'ton_transfer' || action.type === undefined)) {
    return make('credited', CREDITED);
  }
  return make('success', 'Success.');
}
