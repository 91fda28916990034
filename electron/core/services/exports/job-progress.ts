import type { ExportProgress, ExportState } from '../../../../shared/exports/summary';
import type { TypedApi } from '../../client/typed-api';
import type { ExportDeps } from './export-base';

/**
 * Progress of a job without a rate or estimate (queued, finished, interrupted, or a kind that
 * cannot estimate): `fraction` is 1 when `done`, else unknown (null).
 */
export function plainProgress(
  jobId: string,
  state: ExportState,
  rows = 0,
  pages = 0,
  error: string | null = null,
): ExportProgress {
  return {
    jobId,
    state,
    rows,
    pages,
    rate: 0,
    etaSeconds: null,
    fraction: state === 'done' ? 1 : null,
    error,
  };
}

/**
 * The typed v3 functions of an export: through the profile's throttle at `background` priority
 * (an export never delays what the user is looking at), cancelled by `signal` (a call may pass
 * its own); each resolves to the validated answer. Errors are the client's `AppError`s.
 */
export function backgroundV3(
  deps: ExportDeps,
  profileId: string,
  signal?: AbortSignal,
): TypedApi<'v3'> {
  return deps.v3(profileId, { priority: 'background', signal });
}
