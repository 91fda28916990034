import { EventBus } from '../../electron/ipc/event-bus';
import { workspaceHandlers } from '../../electron/ipc/handlers/workspace';
import { createRouter, type CallContext, type Handlers } from '../../electron/ipc/router';
import { Workspace } from '../../electron/services/workspace/workspace';
import type { IpcResult } from '../../shared/ipc/errors';
import { recordingHandlers } from './test-router';

const ctx: CallContext = {
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
};

/**
 * Opens the workspace of `dir` (a real `workspace.sqlite`) behind the real router and
 * `workspace:*` handlers. `call` resolves with a channel's data or throws
 * `Error("CODE: message")`; every emitted event is pushed to `events`.
 */
export function openWorkspaceRouter(
  dir: string,
  events: Array<{ event: string; payload: unknown }>,
) {
  const ws = Workspace.open(dir);
  const bus = new EventBus();
  bus.subscribe((event, payload) => events.push({ event, payload }));
  const { handlers } = recordingHandlers(workspaceHandlers(ws, bus.emit) as Partial<Handlers>);
  const router = createRouter(handlers);
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const res = (await router.dispatch(channel, payload, ctx)) as IpcResult<T>;
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    return res.data;
  };
  return { ws, call };
}
