import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { EventBus } from '../../electron/core/ipc/event-bus';
import { workspaceHandlers } from '../../electron/core/ipc/handlers/workspace';
import { createRouter, type CallContext, type Handlers } from '../../electron/core/ipc/router';
import { Workspace } from '../../electron/core/services/workspace/workspace';
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

/**
 * {@link openWorkspaceRouter} over a fresh temp folder (`prefix` + random) for each test of the
 * calling file: opened in `beforeEach`, closed and removed in `afterEach`. `call` and `events`
 * always speak for the workspace open now; `reopen()` opens the same folder again (a restart),
 * `startOver()` replaces it with a new empty one.
 */
export function workspaceForEachTest(prefix: string) {
  const events: Array<{ event: string; payload: unknown }> = [];
  let dir = '';
  let opened: ReturnType<typeof openWorkspaceRouter> | undefined;
  const current = () => {
    if (!opened) throw new Error('no workspace is open (used outside a test?)');
    return opened;
  };
  const create = () => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    opened = openWorkspaceRouter(dir, events);
  };
  const discard = () => {
    current().ws.close();
    rmSync(dir, { recursive: true, force: true });
  };
  beforeEach(() => {
    events.length = 0;
    create();
  });
  afterEach(discard);
  return {
    events,
    /** The open workspace's folder. */
    dir: () => dir,
    /** The open workspace. */
    ws: () => current().ws,
    call: <T>(channel: string, payload: unknown): Promise<T> => current().call<T>(channel, payload),
    reopen() {
      current().ws.close();
      opened = openWorkspaceRouter(dir, events);
    },
    startOver() {
      discard();
      create();
    },
  };
}
