import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ThrottleState } from '../../../shared/ipc/channels/api';
import { bridge, type TransportStatus } from '../bridge';
import { onEvent } from './call';
import { queryKeys } from './keys';

export type { TransportStatus };

/** Which shell the window runs in: the desktop app (Electron) or a browser on the web shell. */
export function hostKind(): 'electron' | 'web' {
  return bridge.kind;
}

/** The link to main (always open in Electron; the WebSocket's state in the web shell). */
export function useLinkStatus(): TransportStatus {
  const [link, setLink] = useState<TransportStatus>({ state: 'connecting' });
  useEffect(() => bridge.onStatus(setLink), []);
  return link;
}

/**
 * Live request state of a profile (throttle counters and connectivity): `api:throttle` once,
 * then every `throttle:changed` event. Null until the first answer.
 */
export function useThrottleState(profileId: string | null, enabled = true): ThrottleState | null {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: queryKeys.throttle(profileId ?? '-'),
    queryFn: () => bridge.call('api:throttle', { profileId: profileId! }),
    enabled: enabled && profileId !== null,
    staleTime: Infinity,
  });
  useEffect(
    () =>
      onEvent('throttle:changed', (state) =>
        client.setQueryData(queryKeys.throttle(state.profileId), state),
      ),
    [client],
  );
  return q.data ?? null;
}

/**
 * The profile's request log (`api:log`), oldest first, refreshed every `pollMs` and on every
 * `throttle:changed` of the profile (a burst joins the fetch under way).
 */
export function useRequestLog(profileId: string, pollMs: number) {
  const client = useQueryClient();
  const log = useQuery({
    queryKey: queryKeys.requestLog(profileId),
    queryFn: () => bridge.call('api:log', { profileId }),
    refetchInterval: pollMs,
    staleTime: 0,
  });
  useEffect(
    () =>
      onEvent('throttle:changed', (state) => {
        if (state.profileId === profileId)
          void client.invalidateQueries(
            { queryKey: queryKeys.requestLog(profileId) },
            { cancelRefetch: false },
          );
      }),
    [client, profileId],
  );
  return log;
}
