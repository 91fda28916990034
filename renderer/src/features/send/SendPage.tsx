import { useEffect, useState } from 'react';
import { useOpenedBoc } from '../../stores/opened-boc';
import type { SendStatus } from '../../../../shared/ipc/channels/send';
import { ErrorState, Loading } from '../../components/States';
import { useProfile } from '../../lib/profile-context';
import type { Route } from '../../routing/routes';
import { BocInput } from './BocInput';
import { ChecksList } from './ChecksList';
import { checksAfterSend } from '../../../../shared/send/after-send';
import { FeeView } from './FeeView';
import { MessageSummary } from './MessageSummary';
import { SendProgress } from './SendProgress';
import { useChecksAndFee, useLocalDecode, useSubmissionStatus } from './use-send-flow';
import './send.css';
import { submitMessage } from '../../api/send';
import { PreflightAgreement, PreflightPanel, usePrediction } from '../preflight';

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

/**
 * Send a message signed elsewhere: paste base64/hex or open a `.boc` file; the page decodes it
 * (external-in only), runs the checks against the active profile's network, estimates the fee,
 * and sends it once on an explicit confirmation, then follows it to its outcome in words and
 * runs the checks again. Sending the same BoC again is offered only when no transaction
 * received it and the fresh checks pass, and takes a second explicit action.
 */
export function SendPage({ route }: { route: Extract<Route, { name: 'send' }> }) {
  void route;
  const profile = useProfile();
  const [boc, setBoc] = useState('');
  const [nonce, setNonce] = useState(0);
  const [submitted, setSubmitted] = useState<SendStatus | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<Error | null>(null);
  const local = useLocalDecode(boc);
  const { inspection, fee } = useChecksAndFee(profile.id, boc, local, nonce);
  const status = useSubmissionStatus(submitted);
  const outcomeKnown = status?.phase === 'done';
  // The prediction is made once per BoC (and on "Check again"), not again after sending.
  const [preflightNonce, setPreflightNonce] = useState(0);
  const prediction = usePrediction(profile.id, boc, local.state === 'ok', preflightNonce);
  const predictedHash = prediction.state === 'done' ? prediction.data.messageHash : null;

  // Once the outcome is known the checks are run again: the wallet's seqno and balance have
  // moved, and the page must not keep showing the checks as they were before sending.
  useEffect(() => {
    if (outcomeKnown) setNonce((n) => n + 1);
  }, [outcomeKnown, status?.submissionId]);

  const changeBoc = (value: string) => {
    setBoc(value);
    setSubmitted(null);
    setSendError(null);
  };

  // A .boc file opened with the desktop app (or dropped on it) lands in the input, unsent.
  const opened = useOpenedBoc((s) => s.boc);
  useEffect(() => {
    if (opened === null) return;
    changeBoc(opened);
    useOpenedBoc.getState().set(null);
  }, [opened]);

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      setSubmitted(await submitMessage({ profileId: profile.id, boc, confirm: true }));
    } catch (e) {
      setSendError(e as Error);
    } finally {
      setSending(false);
    }
  };

  const decoded =
    inspection.state === 'done' && inspection.data.decoded
      ? inspection.data.decoded
      : local.state === 'ok'
        ? local.decoded
        : null;
  const canSend = inspection.state === 'done' && inspection.data.canSend;

  return (
    <div className="send-page">
      <h1>Send a signed message</h1>
      <p className="muted">
        Paste a message signed elsewhere (hardware wallet, offline signer, script). It is checked
        against <strong>{profile.name}</strong> ({profile.network}) and sent only when you confirm.
      </p>
      <BocInput value={boc} onChange={changeBoc} />

      {decoded && <MessageSummary decoded={decoded} network={profile.network} />}

      {inspection.state === 'running' && <Loading label="Checking against the network…" />}
      {inspection.state === 'error' && (
        <ErrorState error={inspection.error} onRetry={() => setNonce((n) => n + 1)} />
      )}
      {inspection.state === 'done' && !outcomeKnown && (
        <ChecksList checks={inspection.data.checks} />
      )}
      {inspection.state === 'done' && inspection.data.decoded && (
        <div className="send-input-actions">
          <button
            type="button"
            onClick={() => {
              setNonce((n) => n + 1);
              if (!submitted) setPreflightNonce((n) => n + 1);
            }}
            disabled={sending}
          >
            Check again
          </button>
        </div>
      )}

      {fee.state === 'running' && <Loading label="Estimating the fee…" />}
      {fee.state === 'error' && (
        <div className="state state-error" role="alert">
          <strong>The fee could not be estimated</strong>
          <div>{fee.error.message}</div>
        </div>
      )}
      {fee.state === 'done' && <FeeView fee={fee.data} />}

      <PreflightPanel step={prediction} onRetry={() => setPreflightNonce((n) => n + 1)} />

      {canSend && !status && (
        <div className="send-confirm" aria-label="Confirm sending">
          <p>
            Sends this message <strong>once</strong> to {profile.name} ({profile.network}). A sent
            message cannot be recalled; nothing is retried automatically.
          </p>
          <div className="send-actions">
            <button
              type="button"
              onClick={() => void send()}
              disabled={sending || fee.state === 'running'}
            >
              {sending ? 'Sending…' : 'Confirm and send'}
            </button>
          </div>
        </div>
      )}

      {sendError && (
        <div className="state state-error" role="alert" data-testid="send-error">
          <strong>Not sent</strong>
          <div>{sendError.message}</div>
        </div>
      )}

      {status && <SendProgress status={status} />}
      {/* The result's own checks (run again): never the pre-send ones, stale, above "Done". */}
      {status && outcomeKnown && inspection.state === 'done' && (
        <ChecksList checks={checksAfterSend(inspection.data.checks, status.outcome?.kind)} after />
      )}
      {status && (
        <PreflightAgreement profileId={profile.id} status={status} predicted={predictedHash} />
      )}
      {status && outcomeKnown && (
        <SendAgain
          status={status}
          canSend={canSend}
          sending={sending}
          checked={inspection.state === 'done'}
          onSend={() => void send()}
        />
      )}
    </div>
  );
}
