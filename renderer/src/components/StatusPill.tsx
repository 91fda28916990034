import type { Status, StatusTone } from '../../../shared/status';

/**
 * The one way a transaction, action or trace status is shown: its label in a pill of its tone,
 * the reason with codes as the tooltip (and for screen readers). The status comes from the
 * shared model (`transactionStatus`, `actionStatus`, `traceStatus`), never from a page.
 */
export function StatusPill({ status }: { status: Status }) {
  return (
    <span
      className={`pill pill-${status.tone}`}
      title={status.reason}
      aria-label={
        status.reason.startsWith(status.label) ? status.reason : `${status.label}: ${status.reason}`
      }
      data-status={status.kind}
      tabIndex={0}
    >
      {status.label}
    </span>
  );
}

/** Tones of account states (v3 `accountStates` status: active, uninit, frozen, nonexist). */
const STATE_TONE: Record<string, StatusTone> = {
  active: 'ok',
  frozen: 'bad',
  uninit: 'neutral',
  nonexist: 'neutral',
};

/**
 * A state that is not an outcome in a pill: an account's state (active, uninit, frozen,
 * nonexist) or a progress phase, with an explicit `tone` where the state is not an account's.
 */
export function StatePill({
  state,
  tone,
  label,
}: {
  state: string;
  tone?: StatusTone;
  label?: string;
}) {
  return (
    <span className={`pill pill-${tone ?? STATE_TONE[state] ?? 'neutral'}`}>{label ?? state}</span>
  );
}
