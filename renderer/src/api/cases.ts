import { useQuery } from '@tanstack/react-query';
import type { Network } from '../../../shared/profiles';
import type { EventPayload } from '../../../shared/ipc/contract';
import { caller, onEvent } from './call';
import { queryKeys } from './keys';

const listCases = caller('workspace:cases-list');

/** Creates an empty case (`workspace:case-create`); resolves with it (id, name). */
export const createCase = caller('workspace:case-create');
/** Adds an address, transaction or trace to a case (`workspace:case-add-item`). */
export const addCaseItem = caller('workspace:case-add-item');
/** Renames a case or changes its note (`workspace:case-update`). */
export const updateCase = caller('workspace:case-update');
/** Changes the note of one item of a case (`workspace:case-item-note`). */
export const noteCaseItem = caller('workspace:case-item-note');
/** Removes one item from a case (`workspace:case-item-remove`). */
export const removeCaseItem = caller('workspace:case-item-remove');
/** Deletes a case with its items and canvases (`workspace:case-delete`). */
export const deleteCase = caller('workspace:case-delete');
/** Imports a case file (`workspace:case-import`); resolves with the case and any renaming. */
export const importCase = caller('workspace:case-import');
/** A case as a report file's name and text (`workspace:case-export`: HTML or JSON). */
export const exportCase = caller('workspace:case-export');
/** Stops the reads of a report export started with an `exportId` (`workspace:case-export-cancel`). */
export const cancelCaseExport = caller('workspace:case-export-cancel');

/** Every `workspace:case-export-progress` event; returns the unsubscribe. */
export function onCaseExportProgress(
  listener: (progress: EventPayload<'workspace:case-export-progress'>) => void,
) {
  return onEvent('workspace:case-export-progress', listener);
}

/** The network's cases (most recently changed first); re-read when cases change. */
export function useCases(network: Network) {
  return useQuery({
    queryKey: queryKeys.workspace.cases(network),
    queryFn: () => listCases({ network }),
  });
}

/** One case with its items; re-read when cases change. */
export function useCase(network: Network, id: number) {
  return useQuery({
    queryKey: queryKeys.workspace.case(network, id),
    queryFn: () => getCase({ network, id }),
  });
}

const getCase = caller('workspace:case-get');
