import type { ProfileView } from '../../../../shared/profiles';
import type { SendStatus } from '../../../../shared/ipc/channels/send';
import { checksAfterSend } from '../../../../shared/send/after-send';
import { PreflightAgreement } from '../preflight';
import { ChecksList } from './ChecksList';
import { FailureNote } from './FailureNote';
import { SendProgress } from './SendProgress';
import type { SendPageState } from './use-send-page';

/** The explicit confirmation that sends the checked message once. */
export function ConfirmSend({
  page,
  profile,
}: {
  page: SendPageState;
  profile: Pick<ProfileView, 'name' | 'network'>;
}) {
  return (
    <div className="send-confirm" aria-label="Confirm sending">
      <p>
        Sends this message <strong>once</strong> to {profile.name} ({profile.network}). A sent
        message cannot be recalled; nothing is retried automatically.
      </p>
      <div className="send-actions">
        <button
          type="button"
          onClick={page.send}
          disabled={page.sending || page.fee.state === 'running'}
        >
          {page.sending ? 'Sending…' : 'Confirm and send'}
        </button>
      </div>
    </div>
  );
}

/**
 * What follows sending: the send's own error, the message's progress to its outcome, the
 * checks run again after it, the preflight's agreement with what happened, and what may be
 * done next ({@link SendAgain}).
 */
export function SendOutcome({ page, profileId }: { page: SendPageState; profileId: string }) {
  const { status, outcomeKnown, inspection } = page;
  return (
    <>
      {page.sendError && (
        <FailureNote title="Not sent" message={page.sendError.message} testId="send-error" />
      )}
      {status && <SendProgress status={status} />}
      {/* The result's own checks (run again): never the pre-send ones, stale, above "Done". */}
      {status && outcomeKnown && inspection.state === 'done' && (
        <ChecksList checks={checksAfterSend(inspection.data.checks, status.outcome?.kind)} after />
      )}
      {status && (
        <PreflightAgreement profileId={profileId} status={status} predicted={page.predictedHash} />
      )}
      {status && outcomeKnown && (
        <SendAgain
          status={status}
          canSend={page.canSend}
          sending={page.sending}
          checked={inspection.state === 'done'}
          onSend={page.send}
        />
      )}
    </>
  );
}

/**
 * What the page offers once a sent message's outcome is known. A message some transaction
 * received (success, failure, bounce) used its seqno: the same BoC cannot be sent again and
 * nothing is offered but signing a new one. Only a message no transaction received, whose
 * fresh checks pass again (seqno unused, still valid), may be sent again, by a second action.
 */
function SendAgain({
  status,
  canSend,
  sending,
  checked,
  onSend,
}: {
  status: SendStatus;
  canSend: boolean;
  sending: boolean;
  checked: boolean;
  onSend(): void;
}) {
  if (status.outcome?.kind !== 'not-found') {
    return (
      <p className="muted send-note" data-testid="send-done-note">
        This message was received on-chain, so its seqno is used: the same BoC cannot be sent again.
        To send more, sign a new message.
      </p>
    );
  }
  if (!checked) return null;
  if (!canSend) {
    return (
      <p className="muted send-note" data-testid="send-done-note">
        No transaction received this message, and the checks above no longer pass: the same BoC
        cannot be sent again. Sign a new message.
      </p>
    );
  }
  return (
    <div className="send-confirm" aria-label="Send again">
      <p className="muted">
        No transaction received this message and its checks pass again. Sending the same BoC again
        is a second request to the network; the wallet accepts each seqno once.
      </p>
      <div className="send-actions">
        <button type="button" onClick={onSend} disabled={sending}>
          {sending ? 'Sending…' : 'Send the same BoC again'}
        </button>
      </div>
    </div>
  );
}
