// First: its rules come before the preflight panel's (imported by the parts), as they did.
import './send.css';
import { useProfile } from '../../lib/profile-context';
import type { Route } from '../../routing/routes';
import { BocInput } from './BocInput';
import { MessageSummary } from './MessageSummary';
import { FeeEstimate, SendChecks } from './SendChecks';
import { ConfirmSend, SendOutcome } from './SendOutcome';
import { useSendPage } from './use-send-page';
import { PreflightPanel } from '../preflight';

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
  const page = useSendPage(profile.id);
  return (
    <div className="send-page">
      <h1>Send a signed message</h1>
      <p className="muted">
        Paste a message signed elsewhere (hardware wallet, offline signer, script). It is checked
        against <strong>{profile.name}</strong> ({profile.network}) and sent only when you confirm.
      </p>
      <BocInput value={page.boc} onChange={page.changeBoc} />
      {page.decoded && <MessageSummary decoded={page.decoded} network={profile.network} />}
      <SendChecks page={page} />
      <FeeEstimate fee={page.fee} />
      <PreflightPanel step={page.prediction} onRetry={page.retryPrediction} />
      {page.canSend && !page.status && <ConfirmSend page={page} profile={profile} />}
      <SendOutcome page={page} profileId={profile.id} />
    </div>
  );
}
