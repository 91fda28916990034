import { useEffect, useState } from 'react';
import { useOpenedBoc } from '../lib/opened-boc';
import type { SendStatus } from '../../../shared/ipc/channels/send';
import { ErrorState, Loading } from '../components/States';
import { bridge } from '../bridge';
import { useProfile } from '../lib/profile-context';
import type { Route } from '../routing/routes';
import { BocInput } from './send/BocInput';
import { ChecksList } from './send/ChecksList';
import { FeeView } from './send/FeeView';
import { MessageSummary } from './send/MessageSummary';
import { SendProgress } from './send/SendProgress';
import { useChecksAndFee, useLocalDecode, useSubmissionStatus } from './send/use-send-flow';
import './send/send.css';

/**
 * Send a message signed elsewhere: paste base64/hex or open a `.boc` file; the page decodes it
 * (external-in only), runs the checks against the active profile's network, estimates the fee,
 * and sends it once on an explicit confirmation, then follows it to its outcome in words.
 * Sending the same BoC again takes a second explicit action.
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
      setSubmitted(await bridge.call('send:submit', { profileId: profile.id, boc, confirm: true }));
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
      {inspection.state === 'done' && <ChecksList checks={inspection.data.checks} />}
      {inspection.state === 'done' && inspection.data.decoded && (
        <div className="send-input-actions">
          <button type="button" onClick={() => setNonce((n) => n + 1)} disabled={sending}>
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

      {status && (
        <>
          <SendProgress status={status} />
          <div className="send-confirm" aria-label="Send again">
            <p className="muted">
              Sending the same BoC again is a second request to the network. The wallet accepts each
              seqno once, so the checks run again first.
            </p>
            <div className="send-actions">
              <button type="button" onClick={() => void send()} disabled={sending}>
                {sending ? 'Sending…' : 'Send the same BoC again'}
              </button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
