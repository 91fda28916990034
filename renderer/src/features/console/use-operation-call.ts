import { useMutation } from '@tanstack/react-query';
import type { ApiCallResult } from '../../../../shared/ipc/channels/api';
import type { OperationSpec } from '../../../../shared/api/params';
import { callApi } from '../../api/queries';
import { refsInAnswer, useConsoleHistory } from './console-history';

/** What the response panel shows: the call's result, or its error with the time it took (ms). */
export type CallOutcome =
  | { ok: true; result: ApiCallResult; params: Record<string, string> }
  | {
      ok: false;
      error: { code?: string; message: string; status?: number };
      elapsedMs: number;
      params: Record<string, string>;
    };

let callCounter = 0;

/** One call of `op` through `api:call`, its failure caught as an outcome (never thrown). */
async function callOperation(
  op: OperationSpec,
  profileId: string,
  params: Record<string, string>,
): Promise<CallOutcome> {
  const started = performance.now();
  try {
    const result = await callApi({
      profileId,
      api: op.api,
      operation: op.name,
      params,
      requestId: `console-${Date.now().toString(36)}-${++callCounter}`,
      priority: 'interactive',
    });
    return { ok: true, result, params };
  } catch (e) {
    const err = e as { code?: string; message?: string; status?: number };
    return {
      ok: false,
      error: { code: err.code, message: err.message ?? String(e), status: err.status },
      elapsedMs: Math.round(performance.now() - started),
      params,
    };
  }
}

/**
 * Calls one catalogue operation on the profile (`api:call`, interactive priority, throttled
 * like every other request) and remembers each call in the console's history, with the
 * transactions and traces its answer names. The mutation's data is the last {@link CallOutcome}.
 */
export function useOperationCall(op: OperationSpec, profileId: string) {
  const remember = useConsoleHistory((s) => s.add);
  return useMutation<CallOutcome, never, Record<string, string>>({
    onSuccess: (o) =>
      remember({
        at: Date.now(),
        profileId,
        api: op.api,
        operation: op.name,
        params: o.params,
        status: o.ok ? o.result.status : (o.error.status ?? null),
        error: o.ok ? null : o.error.message,
        durationMs: o.ok ? o.result.durationMs : o.elapsedMs,
        ...(o.ok ? refsInAnswer(o.result.data) : { transactions: [], traces: [] }),
      }),
    mutationFn: (params) => callOperation(op, profileId, params),
  });
}
