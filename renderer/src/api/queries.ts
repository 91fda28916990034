import { queryOptions } from '@tanstack/react-query';
import type { Priority } from '../../../shared/ipc/channels/api';
import { bridge } from '../bridge';
import { caller } from './call';
import { queryKeys } from './keys';

export const appInfoQuery = queryOptions({
  queryKey: queryKeys.appInfo,
  queryFn: () => bridge.call('app:info', {}),
  staleTime: Infinity,
});

export const profilesQuery = queryOptions({
  queryKey: queryKeys.profiles,
  queryFn: () => bridge.call('profiles:list', {}),
  staleTime: Infinity,
});

/** Whether keys can be kept in the OS keychain (asked again each time Settings opens). */
export const keychainQuery = queryOptions({
  queryKey: queryKeys.keychain,
  queryFn: () => bridge.call('keys:keychain', {}),
  staleTime: 0,
});

let requestCounter = 0;

/**
 * Calls one v2/v3 operation through main (`api:call`) and returns the response data. Aborting
 * `signal` cancels the request in main (`api:cancel`) so its throttle slot is freed;
 * `background` requests wait behind interactive ones in the profile's queue. Throws the
 * bridge's `AppError` on failure.
 */
export async function fetchApi<T>(
  profileId: string,
  api: 'v2' | 'v3',
  operation: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
  priority: Priority = 'interactive',
): Promise<T> {
  const requestId = `r${Date.now().toString(36)}-${++requestCounter}`;
  const onAbort = () => void bridge.call('api:cancel', { requestId }).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await bridge.call('api:call', {
      profileId,
      api,
      operation,
      params,
      requestId,
      priority,
    });
    return res.data as T;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Options for one v2/v3 operation on a profile. The query's abort signal cancels the request in
 * main (its throttle slot is freed).
 */
export function apiQuery<T = unknown>(
  profileId: string,
  api: 'v2' | 'v3',
  operation: string,
  params: Record<string, unknown> = {},
) {
  return queryOptions({
    queryKey: queryKeys.api(profileId, api, operation, params),
    queryFn: ({ signal }) => fetchApi<T>(profileId, api, operation, params, signal),
  });
}

/**
 * One v2/v3 operation through main (`api:call`) as the contract answers it (data, status,
 * timing), for the console, which shows the whole answer and its own request id. Throws the
 * bridge's `AppError` on failure.
 */
export const callApi = caller('api:call');
