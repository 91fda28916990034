import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventPayload } from '../../../shared/ipc/contract';
import type { Network } from '../../../shared/profiles';
import { caller, onEvent } from './call';
import { queryKeys } from './keys';

const replayTransaction = caller('replay:transaction');
const replayTrace = caller('replay:trace');
const listCaseReplays = caller('replay:case-list');
const getCaseReplay = caller('replay:case-get');

/** Runs a what-if (`replay:what-if`): the transaction again with changed inputs. */
export const runWhatIf = caller('replay:what-if');
/** Stops the run `replayId` (`replay:cancel`). */
export const stopReplay = caller('replay:cancel');
/** Replays a transaction or trace on the profile and keeps it in a case (`replay:case-save`). */
export const saveReplayToCase = caller('replay:case-save');
/** Removes a kept replay from its case (`replay:case-delete`). */
export const deleteCaseReplay = caller('replay:case-delete');

let runCounter = 0;
/** A fresh id to follow (`replay:progress`) and stop (`replay:cancel`) one run. */
export function newReplayId(kind: string): string {
  return `${kind}-${Date.now().toString(36)}-${++runCounter}`;
}

/**
 * A run that starts when asked (`start`), kept by react-query under `key` (a later visit
 * shows the result at once; main keeps it too, so a new run costs no request), and stops on
 * `cancel` (the run ends with CANCELLED). `replayId` is the running one's.
 */
function useReplayRun<T>(key: readonly unknown[], run: (replayId: string) => Promise<T>) {
  const client = useQueryClient();
  const [asked, setAsked] = useState(false);
  const [replayId, setReplayId] = useState<string | null>(null);
  const idRef = useRef<string | null>(null);
  const cached = client.getQueryData(key) !== undefined;
  const query = useQuery({
    queryKey: key,
    queryFn: () => {
      const id = newReplayId(String(key[2]));
      idRef.current = id;
      setReplayId(id);
      return run(id).finally(() => {
        if (idRef.current === id) idRef.current = null;
      });
    },
    enabled: asked || cached,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const start = useCallback(() => {
    if (!asked) setAsked(true);
    else void query.refetch();
  }, [asked, query]);
  const cancel = useCallback(() => {
    const id = idRef.current;
    if (id) void stopReplay({ replayId: id });
  }, []);
  return { query, start, cancel, replayId, started: asked || cached };
}

/** The replay of one transaction with its steps (`replay:transaction`), run on `start`. */
export function useTransactionReplay(profileId: string, hash: string) {
  return useReplayRun(queryKeys.replay.transaction(profileId, hash), (replayId) =>
    replayTransaction({ profileId, hash, steps: true, replayId }),
  );
}

/** Progress of a trace replay: transactions judged of the total, requests so far. */
export type TraceReplayProgress = EventPayload<'replay:progress'>;

/**
 * The replay of every transaction of a trace (`replay:trace`), run on `start`, with its
 * `replay:progress` as it comes.
 */
export function useTraceReplay(profileId: string, traceId: string) {
  const run = useReplayRun(queryKeys.replay.trace(profileId, traceId), (replayId) =>
    replayTrace({ profileId, traceId, replayId }),
  );
  const [progress, setProgress] = useState<TraceReplayProgress | null>(null);
  const { replayId } = run;
  useEffect(() => {
    if (!replayId) return;
    setProgress(null);
    return onEvent('replay:progress', (p) => {
      if (p.replayId === replayId) setProgress(p);
    });
  }, [replayId]);
  return { ...run, progress };
}

/** The replays kept in a case (`replay:case-list`); re-read when cases change. */
export function useCaseReplays(network: Network, caseId: number) {
  return useQuery({
    queryKey: queryKeys.workspace.caseReplays(network, caseId),
    queryFn: () => listCaseReplays({ network, caseId }),
  });
}

/** One kept replay with its result (`replay:case-get`), read when `enabled`. */
export function useSavedReplay(network: Network, id: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.workspace.savedReplay(network, id),
    queryFn: () => getCaseReplay({ network, id }),
    enabled,
    staleTime: Infinity,
  });
}
