import { ErrorState, Loading } from '../../components/States';
import { ChecksList } from './ChecksList';
import { FailureNote } from './FailureNote';
import { FeeView } from './FeeView';
import type { SendPageState } from './use-send-page';

/**
 * The checks against the network before sending: running, failed (with a retry), or their
 * list (hidden once the outcome is known: the checks run again then), and "Check again".
 */
export function SendChecks({ page }: { page: SendPageState }) {
  const { inspection } = page;
  return (
    <>
      {inspection.state === 'running' && <Loading label="Checking against the network…" />}
      {inspection.state === 'error' && (
        <ErrorState error={inspection.error} onRetry={page.recheck} />
      )}
      {inspection.state === 'done' && !page.outcomeKnown && (
        <ChecksList checks={inspection.data.checks} />
      )}
      {inspection.state === 'done' && inspection.data.decoded && (
        <div className="send-input-actions">
          <button type="button" onClick={page.checkAgain} disabled={page.sending}>
            Check again
          </button>
        </div>
      )}
    </>
  );
}

/** The fee estimate: running, failed, or its breakdown. */
export function FeeEstimate({ fee }: { fee: SendPageState['fee'] }) {
  if (fee.state === 'running') return <Loading label="Estimating the fee…" />;
  if (fee.state === 'error') {
    return <FailureNote title="The fee could not be estimated" message={fee.error.message} />;
  }
  return fee.state === 'done' ? <FeeView fee={fee.data} /> : null;
}
