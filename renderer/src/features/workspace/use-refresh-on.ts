import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EventName } from '../../../../shared/ipc/contract';
import type { Network } from '../../../../shared/profiles';
import { bridge } from '../../bridge';

/** The events by which main says that a network's workspace lists changed. */
type ChangedEvent = Extract<EventName, `workspace:${string}-changed`>;

/**
 * Re-reads the queries under `keyOf(network)` whenever main sends `event` for `network`.
 * `keyOf` is a module-level key builder (a stable function, so the listener stays put).
 */
export function useRefreshOn(
  event: ChangedEvent,
  network: Network,
  keyOf: (network: Network) => QueryKey,
) {
  const client = useQueryClient();
  useEffect(
    () =>
      bridge.on(event, (e) => {
        if (e.network === network) void client.invalidateQueries({ queryKey: keyOf(network) });
      }),
    [client, event, network, keyOf],
  );
}
