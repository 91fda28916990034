import { useEffect, useState } from 'react';
import type { PreflightComparison, Prediction } from '../../../../shared/preflight/types';
import type { AppError } from '../../../../shared/ipc/errors';
import { comparePreflight, runPreflight } from '../../api/preflight';

/** A request's state: idle, running, done with data, or failed. */
export type PreflightStep<T> =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; data: T }
  | { state: 'error'; error: AppError | Error };

/**
 * The prediction of `boc` on the profile's latest block (`preflight:run`), run when `enabled`
 * (a BoC that decoded) after a short pause, and again when the BoC, the profile or `nonce`
 * changes. Never sends.
 */
export function usePrediction(
  profileId: string,
  boc: string,
  enabled: boolean,
  nonce: number,
): PreflightStep<Prediction> {
  const key = `${profileId}\n${nonce}\n${boc}`;
  const [step, setStep] = useState<{ key: string; step: PreflightStep<Prediction> }>({
    key: '',
    step: { state: 'idle' },
  });
  useEffect(() => {
    if (!enabled) {
      setStep({ key, step: { state: 'idle' } });
      return;
    }
    let cancelled = false;
    setStep({ key, step: { state: 'running' } });
    const timer = setTimeout(() => {
      runPreflight({ profileId, boc }).then(
        (data) => !cancelled && setStep({ key, step: { state: 'done', data } }),
        (error: Error) => !cancelled && setStep({ key, step: { state: 'error', error } }),
      );
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [profileId, boc, enabled, key]);
  // Another input's result is never shown, not even for one render.
  if (step.key !== key) return enabled ? { state: 'running' } : { state: 'idle' };
  return step.step;
}

/**
 * The comparison of the prediction of `messageHash` with the chain's trace `traceId`, once the
 * trace is complete (`ready`); null ids or not ready: idle.
 */
export function useComparison(
  profileId: string,
  messageHash: string | null,
  traceId: string | null,
  ready: boolean,
): PreflightStep<PreflightComparison> {
  const [step, setStep] = useState<PreflightStep<PreflightComparison>>({ state: 'idle' });
  useEffect(() => {
    if (!ready || !messageHash || !traceId) {
      setStep({ state: 'idle' });
      return;
    }
    let cancelled = false;
    setStep({ state: 'running' });
    comparePreflight({ profileId, messageHash, traceId }).then(
      (data) => !cancelled && setStep({ state: 'done', data }),
      (error: Error) => !cancelled && setStep({ state: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [profileId, messageHash, traceId, ready]);
  return step;
}
