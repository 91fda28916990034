import type { CallContext, Handlers, Router } from '../../electron/core/ipc/router';
import type { IpcResult } from '../../shared/ipc/errors';

/**
 * A full handler set for transport tests that records every call, so a test can assert that a
 * refused request executed nothing. Channels not given answer with a recognisable marker.
 */
export function recordingHandlers(overrides: Partial<Handlers> = {}) {
  const calls: Array<{ channel: string; request: unknown }> = [];
  const handlers = new Proxy({} as Handlers, {
    get(_target, channel: string) {
      const custom = (overrides as Record<string, unknown>)[channel] as
        ((req: unknown, ctx: unknown) => unknown) | undefined;
      return (request: unknown, ctx: unknown) => {
        calls.push({ channel, request });
        return custom ? custom(request, ctx) : { handled: channel };
      };
    },
  });
  return { handlers, calls };
}

/** The context of a call from the app's own window (a trusted sender), never cancelled. */
export function trustedContext(): CallContext {
  return {
    sender: { trusted: true, description: 'test' },
    signal: new AbortController().signal,
  };
}

/**
 * One IPC call through `router` as the renderer makes it (the contract's schema checks the
 * request): resolves with the answer's data, or throws `CODE: message` for an error answer.
 */
export async function ipcCall<T>(
  router: Router,
  channel: string,
  payload: unknown,
  ctx: CallContext = trustedContext(),
): Promise<T> {
  const res = (await router.dispatch(channel, payload, ctx)) as IpcResult<T>;
  if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
  return res.data;
}
