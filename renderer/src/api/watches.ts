import { useQuery } from '@tanstack/react-query';
import type { Network } from '../../../shared/profiles';
import { caller } from './call';
import { queryKeys } from './keys';

const listWatches = caller('workspace:watch-list');

/** Watches an account with these rules, or changes them (`workspace:watch-set`). */
export const setWatch = caller('workspace:watch-set');
/** Stops watching an account (`workspace:watch-remove`). */
export const removeWatch = caller('workspace:watch-remove');
/** Marks the given alerts (all when no ids) as read (`workspace:alerts-mark-read`). */
export const markAlertsRead = caller('workspace:alerts-mark-read');

/** The network's watchlist; re-read when it changes. */
export function useWatches(network: Network) {
  return useQuery({
    queryKey: queryKeys.workspace.watches(network),
    queryFn: () => listWatches({ network }),
  });
}

/** The network's alerts and unread count; re-read when they change. */
export function useAlerts(network: Network) {
  return useQuery({
    queryKey: queryKeys.workspace.alerts(network),
    queryFn: () => listAlerts({ network }),
  });
}

const listAlerts = caller('workspace:alerts-list');
