import { useEffect, useMemo, useState } from 'react';
import type { FeeEstimate, SendInspection, SendStatus } from '../../../../shared/ipc/channels/send';
import type { AppError } from '../../../../shared/ipc/errors';
import { parseFailure } from '../../../../shared/send/checks';
import { decodeExternal, type DecodedExternal } from '../../../../shared/send/decode-external';
import { estimateFees, inspectMessage, onSendProgress, readSendStatus } from '../../api/send';

/** Result of decoding the input in the renderer (instant, no request). */
export type LocalDecode =
  | { state: 'empty' }
  | { state: 'ok'; decoded: DecodedExternal }
  | { state: 'error'; message: string };

/** Decodes the pasted/opened BoC locally with the shared decoder (same as main's). */
export function useLocalDecode(boc: string): LocalDecode {
  return useMemo(() => {
    if (!boc.trim()) return { state: 'empty' };
    try {
      return { state: 'ok', decoded: decodeExternal(boc) };
    } catch (e) {
      return { state: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  }, [boc]);
}

/** An async step's state: idle, running, done with data, or failed with the bridge's error. */
export type Step<T> =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; data: T }
  | { state: 'error'; error: AppError | Error };

/**
 * Runs the checks (`send:inspect`) and then the fee (`send:estimate`) for a BoC that decoded
 * locally, after a short pause so pasting does not fire a request per keystroke. A BoC that
 * does not decode gets its failed parse check here, with no request. They run again whenever
 * the BoC, the profile or `nonce` changes (the page bumps it for "Check again" and once a sent
 * message's outcome is known); until then the page sees "running", never an older BoC's checks.
 */
export function useChecksAndFee(profileId: string, boc: string, local: LocalDecode, nonce: number) {
  const [inspection, setInspection] = useState<Step<SendInspection>>({ state: 'idle' });
  const [fee, setFee] = useState<Step<FeeEstimate>>({ state: 'idle' });
  // Which input (BoC, profile, run) the results above belong to: results of another input are
  // never shown, not even for the one render before the effect below starts the new run.
  const [ranFor, setRanFor] = useState<string | null>(null);
  const runKey = `${profileId}\n${nonce}\n${boc}`;

  useEffect(() => {
    setRanFor(runKey);
    if (local.state === 'empty') {
      setInspection({ state: 'idle' });
      setFee({ state: 'idle' });
      return;
    }
    if (local.state === 'error') {
      setInspection({
        state: 'done',
        data: {
          decoded: null,
          checks: [parseFailure(local.message)],
          canSend: false,
          wallet: null,
        },
      });
      setFee({ state: 'idle' });
      return;
    }
    let cancelled = false;
    setInspection({ state: 'running' });
    setFee({ state: 'idle' });
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const data = await inspectMessage({ profileId, boc });
          if (cancelled) return;
          setInspection({ state: 'done', data });
          if (!data.canSend) return;
          setFee({ state: 'running' });
          try {
            const f = await estimateFees({ profileId, boc });
            if (!cancelled) setFee({ state: 'done', data: f });
          } catch (e) {
            if (!cancelled) setFee({ state: 'error', error: e as Error });
          }
        } catch (e) {
          if (!cancelled) setInspection({ state: 'error', error: e as Error });
        }
      })();
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [profileId, boc, local, nonce, runKey]);

  if (ranFor !== runKey) {
    const running: Step<never> = local.state === 'ok' ? { state: 'running' } : { state: 'idle' };
    return {
      inspection: running as Step<SendInspection>,
      fee: { state: 'idle' } as Step<FeeEstimate>,
    };
  }
  return { inspection, fee };
}

/**
 * Follows one submission: the `send:progress` events, plus a `send:status` poll every 2 s in
 * case an event was missed (a reconnecting socket), until the outcome is known.
 */
export function useSubmissionStatus(initial: SendStatus | null): SendStatus | null {
  const [status, setStatus] = useState<SendStatus | null>(initial);
  useEffect(() => setStatus(initial), [initial]);
  const id = initial?.submissionId ?? null;
  const done = status?.phase === 'done';
  useEffect(() => {
    if (!id || done) return;
    const newer = (s: SendStatus) =>
      setStatus((cur) =>
        cur && cur.submissionId === s.submissionId && cur.updatedAt > s.updatedAt ? cur : s,
      );
    const off = onSendProgress((s) => {
      if (s.submissionId === id) newer(s);
    });
    const timer = setInterval(() => {
      void readSendStatus({ submissionId: id }).then(newer, () => undefined);
    }, 2000);
    return () => {
      off();
      clearInterval(timer);
    };
  }, [id, done]);
  return status;
}
