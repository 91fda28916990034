import { useQuery } from '@tanstack/react-query';
import type { EventPayload, RequestOf } from '../../../shared/ipc/contract';
import type { Network } from '../../../shared/profiles';
import { caller, onEvent } from './call';
import { queryKeys } from './keys';

/** One hop of the ledger of an account, as nodes and flows to add (`canvas:expand`). */
export const expandCanvas = caller('canvas:expand');
/** Stops an Expand started with an `expandId` (`canvas:expand-cancel`). */
export const cancelExpand = caller('canvas:expand-cancel');
/** The public keys of up to 500 accounts (`canvas:public-keys`), for grouping by shared key. */
export const readPublicKeys = caller('canvas:public-keys');
/** Which accounts have their public key kept (`canvas:public-keys-kept`): no request. */
export const keptPublicKeys = caller('canvas:public-keys-kept');
/** Stops a public-key read started with a `readId` (`canvas:public-keys-cancel`). */
export const cancelPublicKeys = caller('canvas:public-keys-cancel');
/** Runs an auto-trace (`canvas:trace`); progress arrives as `canvas:trace-progress`. */
export const runTrace = caller('canvas:trace');
/** Stops a running auto-trace (`canvas:trace-cancel`). */
export const cancelTrace = caller('canvas:trace-cancel');
/** Saves a canvas to a case (`canvas:save`). */
export const saveCanvas = caller('canvas:save');

const getCanvas = caller('canvas:get');
const listCanvases = caller('canvas:list');
const readEdgeMovements = caller('canvas:edge-movements');
const readTracePlan = caller('canvas:trace-plan');
/** Ids of plans read in this window (each cancellable by `cancelTrace`). */
let planSeq = 0;

/** A saved canvas (`canvas:get`); read once (it changes only when saved again). */
export function useSavedCanvas(network: Network, id: number) {
  return useQuery({
    queryKey: queryKeys.canvas.saved(network, id),
    queryFn: () => getCanvas({ network, id }),
    staleTime: Infinity,
  });
}

/** The canvases saved in a case (`canvas:list`); re-read when cases change. */
export function useCaseCanvases(network: Network, caseId: number) {
  return useQuery({
    queryKey: queryKeys.workspace.caseCanvases(network, caseId),
    queryFn: () => listCanvases({ network, caseId }),
  });
}

/** The movements behind one drawn flow (`canvas:edge-movements`) over the canvas's period. */
export function useEdgeMovements(
  profileId: string,
  edge: { id: string } & Pick<RequestOf<'canvas:edge-movements'>, 'from' | 'to' | 'asset'>,
  period: Pick<RequestOf<'canvas:edge-movements'>, 'fromUnix' | 'toUnix'>,
) {
  return useQuery({
    queryKey: queryKeys.canvas.edgeMovements(profileId, edge.id, period),
    queryFn: () =>
      readEdgeMovements({ profileId, from: edge.from, to: edge.to, asset: edge.asset, ...period }),
  });
}

/**
 * What an auto-trace from `start` with these rules would cost (`canvas:trace-plan`); none
 * while `rules` is null (the form is not valid). A failed read is not asked again unseen:
 * each try would cost requests. The plan is read under an id of its own, kept in `running`
 * while it runs, so `cancelTrace` stops it.
 */
export function useTracePlan(
  profileId: string,
  network: Network,
  start: string,
  rules: RequestOf<'canvas:trace-plan'>['rules'] | null,
  /** Holds the id of the plan being read (for `cancelTrace`), null when none is. */
  running?: { current: string | null },
) {
  return useQuery({
    queryKey: queryKeys.canvas.tracePlan(profileId, network, start, rules),
    queryFn: async () => {
      const traceId = `plan-${++planSeq}`;
      if (running) running.current = traceId;
      try {
        return await readTracePlan({ profileId, network, start, rules: rules!, traceId });
      } finally {
        if (running?.current === traceId) running.current = null;
      }
    },
    enabled: rules !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** Every `canvas:trace-progress` event (hops, reads, requests, queue); returns the unsubscribe. */
export function onTraceProgress(
  listener: (progress: EventPayload<'canvas:trace-progress'>) => void,
) {
  return onEvent('canvas:trace-progress', listener);
}

/** Every `canvas:public-keys-progress` event (accounts read, requests); returns the unsubscribe. */
export function onPublicKeyProgress(
  listener: (progress: EventPayload<'canvas:public-keys-progress'>) => void,
) {
  return onEvent('canvas:public-keys-progress', listener);
}
