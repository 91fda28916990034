import { planText, type TraceRules } from '../../../../shared/canvas/auto-trace';
import type { TraceProgress } from '../../../../shared/ipc/channels/canvas';
import type { useTracePlan } from '../../api/canvas';
import { errorGuidance } from '../../lib/errors';

/**
 * The estimate of a trace before it starts: its requests and time at `rps`, or why there is
 * none (the read failed: the budget still holds; the rules are not valid), and while it is
 * read, a button that cancels the read.
 */
export function TracePlanLine({
  plan,
  parsed,
  rps,
  budget,
  onCancel,
}: {
  plan: ReturnType<typeof useTracePlan>;
  parsed: { rules: TraceRules } | { error: string };
  rps: number;
  budget: number;
  onCancel(): void;
}) {
  return (
    <p className="muted" data-testid="trace-plan">
      {plan.data
        ? `Plan: ${planText(plan.data, rps)}`
        : plan.isError
          ? `No estimate: ${errorGuidance(plan.error).detail} The trace still keeps to the budget of ${budget} requests.`
          : 'rules' in parsed
            ? 'Estimating the requests (reading the start’s ledger)…'
            : `No estimate: ${parsed.error}`}
      {plan.isFetching && (
        <>
          {' '}
          <button type="button" className="link-button" onClick={onCancel}>
            Cancel the estimate
          </button>
        </>
      )}
    </p>
  );
}

/** Start (off while a trace runs), and while one runs: Cancel and its progress per hop. */
export function TraceRunBar({
  running,
  progress,
  onStart,
  onCancel,
}: {
  running: string | null;
  progress: TraceProgress | null;
  onStart(): void;
  onCancel(): void;
}) {
  return (
    <div className="toolbar">
      <button type="button" className="primary" disabled={running !== null} onClick={onStart}>
        Start auto-trace
      </button>
      {running && (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      )}
      {running && (
        <span role="status" className="muted" data-testid="trace-progress">
          {progress
            ? `Hop ${progress.hop}: ${progress.reads} accounts read, ${progress.requests} requests, ${progress.queued} waiting…`
            : 'Starting…'}
        </span>
      )}
    </div>
  );
}
