import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Network } from '../../../shared/profiles';
import { caller } from './call';
import { queryKeys } from './keys';

const lookupList = caller('workspace:labels-list');

/**
 * The labels of many addresses in one call (`workspace:labels-lookup`, raw addresses; at most
 * the channel's batch): what the label cache of `workspace/labels.tsx` asks for.
 */
export const lookupLabels = caller('workspace:labels-lookup');
/** Sets (creates or replaces) the label of an address (`workspace:label-set`). */
export const saveLabel = caller('workspace:label-set');
/** Removes the label of an address (`workspace:label-delete`). */
export const deleteLabel = caller('workspace:label-delete');
/** Imports a CSV or JSON labels file (`workspace:labels-import`); resolves with its report. */
export const importLabels = caller('workspace:labels-import');
/** The network's labels as a CSV or JSON file's name and text (`workspace:labels-export`). */
export const exportLabels = caller('workspace:labels-export');

const builtinInfo = caller('workspace:builtin-labels-info');

/**
 * Addresses whose label, category or note contains `text`: the user's labels of the network,
 * then its built-in set's (searchable alike), for the search page and the search box's
 * suggestions. Re-read when labels change.
 */
export function useLabelSearch(network: Network, text: string, limit = 20) {
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.workspace.labelSearch(network, q, limit),
    queryFn: () => lookupList({ network, query: q, limit, scope: 'all' }),
    enabled: q.length > 0,
    gcTime: 0,
  });
}

/**
 * One page of `pageSize` labels of the network matching `query` (the Labels page): the
 * user's (`user`) or the built-in set's (`builtin`); the page shown stays while the next one
 * loads, and it is re-read when labels change.
 */
export function useLabelsPage(
  network: Network,
  query: string,
  offset: number,
  pageSize: number,
  scope: 'user' | 'builtin' = 'user',
) {
  return useQuery({
    queryKey: queryKeys.workspace.labelsPage(network, query, offset, scope),
    queryFn: () => lookupList({ network, query, offset, limit: pageSize, scope }),
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
}

/** The network's built-in label set: name, version, licence, counts (null: none). */
export function useBuiltinLabelsInfo(network: Network) {
  return useQuery({
    queryKey: queryKeys.workspace.builtinLabelsInfo(network),
    queryFn: () => builtinInfo({ network }),
    staleTime: Infinity,
  });
}

/**
 * The labels shown for many addresses (the user's over the built-in set), keyed by raw
 * lower-case address, in one call; re-read when labels change.
 */
export function useLabelsOf(network: Network, addresses: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.workspace.labelsOf(network, addresses),
    queryFn: () => lookupLabels({ network, addresses: [...addresses] }),
    enabled: addresses.length > 0,
  });
}
