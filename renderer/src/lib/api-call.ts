import { useQuery } from '@tanstack/react-query';
import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { apiQuery } from '../api/queries';
import { bridge } from '../bridge';
import { useProfile } from './profile-context';

let counter = 0;

/**
 * Calls one v2/v3 operation through main (`api:call`) and returns the response data. Aborting
 * `signal` cancels the request in main (`api:cancel`) so its throttle slot is freed. Throws the
 * bridge's `AppError` on failure.
 */
export async function fetchApi<T>(
  profileId: string,
  api: 'v2' | 'v3',
  operation: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const requestId = `r${Date.now().toString(36)}-${++counter}`;
  const onAbort = () => void bridge.call('api:cancel', { requestId }).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await bridge.call('api:call', { profileId, api, operation, params, requestId });
    return res.data as T;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * react-query hook for one v3 operation of the active profile, typed by the catalogue. The key
 * starts with the profile id (see `apiQuery`).
 */
export function useV3<N extends OperationName<'v3'>>(
  operation: N,
  params: Record<string, unknown>,
  opts: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const profile = useProfile();
  return useQuery({
    ...apiQuery<OperationResponse<'v3', N>>(profile.id, 'v3', operation, params),
    enabled: opts.enabled ?? true,
    ...(opts.refetchInterval ? { refetchInterval: opts.refetchInterval } : {}),
  });
}
