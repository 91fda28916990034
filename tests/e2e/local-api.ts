import { callShell } from './fixtures';

let counter = 0;

/**
 * Calls a v3 operation on the Local profile through the app's own IPC (`api:call`), so the
 * request carries the profile's key and is not held to the anonymous 1 request/s. For tests
 * that look up several demo facts before walking the UI.
 */
export async function appV3<T>(
  shellUrl: string,
  operation: string,
  params: Record<string, unknown>,
): Promise<T> {
  const res = await callShell<{ data: T }>(shellUrl, 'api:call', {
    profileId: 'local',
    api: 'v3',
    operation,
    params,
    requestId: `e2e-${Date.now().toString(36)}-${++counter}`,
    priority: 'interactive',
  });
  return res.data;
}
