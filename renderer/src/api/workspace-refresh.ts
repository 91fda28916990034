import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EventName } from '../../../shared/ipc/contract';
import type { Network } from '../../../shared/profiles';
import { onEvent } from './call';
import { queryKeys } from './keys';

/** The events by which main says that a network's workspace changed. */
export type WorkspaceChange = Extract<EventName, `workspace:${string}-changed`>;

/**
 * What each workspace change makes stale: the query keys (and everything under them) that
 * are re-read. The one place that knows it; a new workspace query adds its key here.
 */
const STALE_ON: Record<WorkspaceChange, (network: Network) => QueryKey[]> = {
  'workspace:cases-changed': (n) => [queryKeys.workspace.cases(n)],
  'workspace:watches-changed': (n) => [queryKeys.workspace.watches(n)],
  'workspace:alerts-changed': (n) => [queryKeys.workspace.alerts(n)],
  // A "trusted" label is a risk override: the risk settings are read again with the labels.
  'workspace:labels-changed': (n) => [
    queryKeys.workspace.labels(n),
    queryKeys.workspace.riskSettings(n),
  ],
  // A backup import can bring lookalikes with the overrides.
  'workspace:risk-changed': (n) => [
    queryKeys.workspace.riskSettings(n),
    queryKeys.workspace.lookalikes(n),
  ],
};

const WORKSPACE_CHANGES = Object.keys(STALE_ON) as WorkspaceChange[];

/** Caches outside react-query (the batched label cache) that a change also makes stale. */
const outsideListeners = new Set<(change: WorkspaceChange, network: Network) => void>();

/**
 * The one refresh mechanism for workspace changes: while mounted (once, for the active
 * profile's network), every `workspace:*-changed` event of `network` invalidates the query
 * keys {@link STALE_ON} lists and tells the caches registered with
 * {@link useOnWorkspaceChange}. Queries on screen are re-read at once, the others when next
 * shown.
 */
export function useWorkspaceRefresh(network: Network | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!network) return;
    const offs = WORKSPACE_CHANGES.map((change) =>
      onEvent(change, (e) => {
        if (e.network !== network) return;
        for (const queryKey of STALE_ON[change](network))
          void client.invalidateQueries({ queryKey });
        for (const listener of outsideListeners) listener(change, network);
      }),
    );
    return () => offs.forEach((off) => off());
  }, [client, network]);
}

/**
 * Calls `onChange` when {@link useWorkspaceRefresh} passes on `change` for `network`: for a
 * cache that is not react-query's (the label cache batches lookups of many addresses).
 * `onChange` should be stable (a memoised cache's method).
 */
export function useOnWorkspaceChange(
  change: WorkspaceChange,
  network: Network,
  onChange: () => void,
): void {
  useEffect(() => {
    const listener = (c: WorkspaceChange, n: Network) => {
      if (c === change && n === network) onChange();
    };
    outsideListeners.add(listener);
    return () => void outsideListeners.delete(listener);
  }, [change, network, onChange]);
}
