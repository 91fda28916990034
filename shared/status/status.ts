import { exitCodeMeaning, resultCodeMeaning } from './exit-codes';

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
  /** Compute phase skipped because the message did not carry enough value for gas. */
  | 'no_gas'
  /** Compute phase skipped for another reason (`bad_state`, `suspended`), or aborted otherwise. */
  | 'aborted'
  /** Not final yet: an emulated/pending transaction, or a trace/action still running. */
  | 'pending'
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
  no_gas: { label: 'No gas', tone: 'bad' },
  aborted: { label: 'Aborted', tone: 'bad' },
  pending: { label: 'Pending', tone: 'pending' },
  incomplete: { label: 'Incomplete', tone: 'warn' },
};

/** Every status kind with its label and tone, for legends and tests. */
export const STATUS_KINDS = LABEL;

function make(kind: StatusKind, reason: string, codes: Partial<Status> = {}): Status {
  return { kind, ...LABEL[kind], reason, ...codes };
}

/**
 * The parts of a v3 Transaction (toncenter `/api/v3/transactions`, TransactionDescr) the model
 * reads. Every field is optional: older index versions omit sub-keys that are null.
 */
export interface StatusTransaction {
  description: {
    type?: string;
    aborted?: boolean;
    destroyed?: boolean;
    compute_ph?: {
      skipped?: boolean;
      reason?: string | null;
      success?: boolean;
      exit_code?: number | null;
    } | null;
    action?: {
      success?: boolean;
      valid?: boolean;
      no_funds?: boolean;
      result_code?: number | null;
    } | null;
    bounce?: { type?: string } | null;
  } & Record<string, unknown>;
  in_msg?: { bounced?: boolean | null; source?: string | null } | null;
  emulated?: boolean;
  end_status?: string | null;
}

function describeCode(prefix: string, code: number | null | undefined, meaning?: string): string {
  if (code === null || code === undefined) return prefix;
  return meaning
    ? `${prefix} with exit code ${code}: ${meaning}`
    : `${prefix} with exit code ${code}`;
}

/**
 * The status of one v3 transaction. Order of checks: pending (emulated), bounce phase,
 * compute phase (skipped: `no_state` is a completed deposit, `no_gas` lacks gas, other
 * reasons abort; ran: failed with exit code), action phase (result code), other aborts,
 * a received bounce, success.
 */
export function transactionStatus(tx: StatusTransaction): Status {
  const d = tx.description ?? {};
  if (tx.emulated) return make('pending', 'Emulated: not yet in a block.');
  const c = d.compute_ph ?? undefined;
  const a = d.action ?? undefined;
  const exitCode = c && !c.skipped && typeof c.exit_code === 'number' ? c.exit_code : undefined;
  const resultCode = a && typeof a.result_code === 'number' ? a.result_code : undefined;
  const codes = { exitCode, resultCode };
  if (d.bounce) {
    const why =
      c && !c.skipped && c.success === false
        ? describeCode(
            'compute phase failed',
            exitCode,
            exitCode !== undefined ? exitCodeMeaning(exitCode) : undefined,
          )
        : c?.skipped
          ? `compute phase skipped (${c.reason ?? 'unknown reason'})`
          : a && a.success === false
            ? `action phase failed with result code ${resultCode ?? '?'}`
            : 'the transaction failed';
    const how =
      d.bounce.type === 'ok'
        ? 'the value was sent back'
        : `bounce phase: ${d.bounce.type ?? 'unknown'}`;
    return make('bounced', `Bounced: ${why}; ${how}.`, codes);
  }
  if (c?.skipped) {
    if (c.reason === 'no_state') {
      return make(
        'credited',
        'Value credited to an account with no code yet (compute phase skipped: no_state). A completed deposit.',
        codes,
      );
    }
    if (c.reason === 'no_gas') {
      return make(
        'no_gas',
        'Compute phase skipped (no_gas): the message carried too little value to pay for gas.',
        codes,
      );
    }
    return make('aborted', `Compute phase skipped (${c.reason ?? 'unknown reason'}).`, codes);
  }
  if (c && c.success === false) {
    const meaning = exitCode !== undefined ? exitCodeMeaning(exitCode) : undefined;
    return make(
      'compute_failed',
      `${describeCode('Compute phase failed', exitCode, meaning)}.`,
      codes,
    );
  }
  if (a && a.success === false) {
    const meaning = resultCode !== undefined ? resultCodeMeaning(resultCode) : undefined;
    const base = `Action phase failed with result code ${resultCode ?? '?'}`;
    return make('action_failed', `${meaning ? `${base}: ${meaning}` : base}.`, codes);
  }
  if (d.aborted) return make('aborted', 'The transaction was aborted.', codes);
  if (tx.in_msg?.bounced) {
    return make(
      'bounce_received',
      'Received a bounced message: an earlier transfer from this account failed and its value came back.',
      codes,
    );
  }
  return make(
    'success',
    exitCode !== undefined ? `Success (exit code ${exitCode}).` : 'Success.',
    codes,
  );
}

/** Kinds that count as "the transaction did what it was meant to". */
export function isSuccessful(status: Status): boolean {
  return (
    status.kind === 'success' || status.kind === 'credited' || status.kind === 'bounce_received'
  );
}

/** The parts of a v3 Trace (`/api/v3/traces`) the model reads. */
export interface StatusTrace {
  is_incomplete?: boolean;
  trace_info?: { trace_state?: string } | null;
  transactions?: Record<string, StatusTransaction> | null;
}

/**
 * The status of a trace: pending while `trace_state` is `pending`, incomplete when the index
 * says so (`is_incomplete`, or `trace_state` `broken`), else the worst status among its
 * transactions when any failed (one failed transaction makes the trace `Failed` etc.), else
 * `Complete` (kind `success`).
 */
export function traceStatus(trace: StatusTrace): Status {
  const state = trace.trace_info?.trace_state;
  if (state === 'pending')
    return make('pending', 'The trace is still running: some messages are not processed yet.');
  if (trace.is_incomplete || state === 'broken') {
    return make('incomplete', 'Some transactions of this trace are missing from the index.');
  }
  const txs = Object.values(trace.transactions ?? {});
  const failed = txs.map(transactionStatus).filter((s) => s.tone === 'bad');
  if (failed.length > 0) {
    const first = failed[0]!;
    return {
      ...first,
      reason: `${failed.length} of ${txs.length} transactions failed. First: ${first.reason}`,
    };
  }
  return { ...make('success', `All ${txs.length} transactions completed.`), label: 'Complete' };
}

/** The parts of a v3 Action (`/api/v3/actions`, also inside traces) the model reads. */
export interface StatusAction {
  success?: boolean | null;
  type?: string;
  transactions?: string[];
  trace_end_lt?: string | null;
}

/**
 * The status of an action, read together with the transactions it covers (by hash) when they
 * are at hand. The indexer's `success` flag is false for a TON transfer credited to an account
 * with no code (its compute phase is skipped), yet the value arrived: when every covered
 * transaction that failed is such a credit, the action is `credited`, not failed. Without the
 * transactions, `success` decides; `null` means not classified yet (pending).
 */
export function actionStatus(
  action: StatusAction,
  txs?: Record<string, StatusTransaction>,
): Status {
  const covered = (action.transactions ?? [])
    .map((h) => txs?.[h])
    .filter((t): t is StatusTransaction => !!t);
  const statuses = covered.map(transactionStatus);
  const failed = statuses.filter((s) => s.tone === 'bad' || s.kind === 'bounced');
  if (failed.length > 0) return failed[0]!;
  if (statuses.some((s) => s.kind === 'pending'))
    return make('pending', 'Some transactions are not final yet.');
  if (action.success === false) {
    if (statuses.length > 0 && statuses.some((s) => s.kind === 'credited')) {
      return make(
        'credited',
        'Value credited to an account with no code yet: a completed deposit.',
      );
    }
    return make('compute_failed', 'The action failed (the index marks it unsuccessful).');
  }
  if (action.success === null || action.success === undefined) {
    return make('pending', 'The action is not classified yet.');
  }
  if (statuses.some((s) => s.kind === 'credited')) {
    return make('credited', 'Value credited to an account with no code yet: a completed deposit.');
  }
  return make('success', 'Success.');
}
