import type { SendStatus } from '../../../../shared/ipc/channels/send';
import { ErrorState, Loading } from '../../components/States';
import { ChangesTable } from './PreflightPanel';
import { useComparison } from './use-preflight';

/**
 * After sending: once the message's trace is complete, the chain's result beside the
 * prediction: "As predicted" (the same transactions, outcomes and balance changes) or each
 * difference listed. Shown only when a prediction of this message was made.
 */
export function PreflightAgreement({
  profileId,
  status,
  predicted,
}: {
  profileId: string;
  status: SendStatus;
  /** The message hash of the prediction shown before sending, or null when none was made. */
  predicted: string | null;
}) {
  const ready =
    status.phase === 'done' &&
    status.traceId !== null &&
    status.outcome?.kind !== 'not-found' &&
    status.outcome?.kind !== 'unfinished';
  const step = useComparison(profileId, predicted, status.traceId, ready);
  if (step.state === 'idle') return null;
  if (step.state === 'running') return <Loading label="Comparing with the prediction…" />;
  if (step.state === 'error') {
    return (
      <section className="send-section" aria-label="Prediction and result">
        <h2>Prediction and result</h2>
        <ErrorState error={step.error} />
      </section>
    );
  }
  const c = step.data;
  const differences = c.agreement === 'as predicted' ? [] : c.agreement;
  const same = differences.length === 0;
  return (
    <section
      className="send-section"
      aria-labelledby="preflight-agreement-title"
      data-testid="preflight-agreement"
      data-agreement={same ? 'as predicted' : 'differs'}
    >
      <h2 id="preflight-agreement-title">Prediction and result</h2>
      {same ? (
        <p className="preflight-same">
          <strong>As predicted:</strong> the chain made the same {c.actual.transactions.length}{' '}
          transaction(s) with the same outcomes, and every account's balance changed by the
          predicted amount, to the nanoton.
        </p>
      ) : (
        <>
          <p>
            <strong>Not as predicted:</strong> {differences.length} difference(s). Another message
            may have landed first, or the code read the time or randomness.
          </p>
          <ul data-testid="preflight-differences">
            {differences.map((d, i) => (
              <li key={i}>{d.text}</li>
            ))}
          </ul>
        </>
      )}
      {c.retimed && <p className="muted">{c.retimed.note}</p>}
      <ChangesTable changes={c.actual.changes} label="Changes on chain" />
    </section>
  );
}
