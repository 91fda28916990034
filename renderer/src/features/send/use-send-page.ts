import { useEffect, useState } from 'react';
import type { SendStatus } from '../../../../shared/ipc/channels/send';
import { submitMessage } from '../../api/send';
import { useOpenedBoc } from '../../stores/opened-boc';
import { usePrediction } from '../preflight';
import { useChecksAndFee, useLocalDecode, useSubmissionStatus } from './use-send-flow';

/**
 * The Send page's state: the BoC in the input, its local decode, the checks and fee against
 * the profile's network, the preflight prediction, and the one submission with its followed
 * status. `send` submits the BoC once (`send:submit` with `confirm`); nothing retries it.
 */
export function useSendPage(profileId: string) {
  const [boc, setBoc] = useState('');
  const [nonce, setNonce] = useState(0);
  const [submitted, setSubmitted] = useState<SendStatus | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<Error | null>(null);
  const local = useLocalDecode(boc);
  const { inspection, fee } = useChecksAndFee(profileId, boc, local, nonce);
  const status = useSubmissionStatus(submitted);
  const outcomeKnown = status?.phase === 'done';
  // The prediction is made once per BoC (and on "Check again"), not again after sending.
  const [preflightNonce, setPreflightNonce] = useState(0);
  const prediction = usePrediction(profileId, boc, local.state === 'ok', preflightNonce);
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
      setSubmitted(await submitMessage({ profileId, boc, confirm: true }));
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
  return {
    boc,
    changeBoc,
    decoded,
    inspection,
    fee,
    prediction,
    predictedHash,
    status,
    outcomeKnown,
    sending,
    sendError,
    canSend: inspection.state === 'done' && inspection.data.canSend,
    send: () => void send(),
    /** Runs the checks (and the fee) again. */
    recheck: () => setNonce((n) => n + 1),
    /** "Check again": the checks, and the prediction while nothing is sent yet. */
    checkAgain: () => {
      setNonce((n) => n + 1);
      if (!submitted) setPreflightNonce((n) => n + 1);
    },
    retryPrediction: () => setPreflightNonce((n) => n + 1),
  };
}

/** What {@link useSendPage} gives the page's parts. */
export type SendPageState = ReturnType<typeof useSendPage>;
