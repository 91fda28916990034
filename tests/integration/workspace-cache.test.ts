import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventBus } from '../../electron/core/ipc/event-bus';
import { workspaceHandlers } from '../../electron/core/ipc/handlers/workspace';
import { createRouter, type Handlers } from '../../electron/core/ipc/router';
import { startWebShell, type WebShell } from '../../electron/hosts/web-shell/server';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import {
  createStoreCachePersister,
  type CacheCalls,
} from '../../renderer/src/persistence/store-cache-persister';
import { recordingHandlers } from '../helpers/test-router';

/**
 * The offline cache lives in main's workspace database, not in the page's origin: what a page
 * saved through one web shell is restored by the next launch on another port (a new origin,
 * where localStorage would be empty), from the same user-data folder.
 */

let userData: string;
let staticDir: string;

beforeEach(() => {
  userData = mkdtempSync(path.join(os.tmpdir(), 'ws-cache-int-'));
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'ws-cache-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>TON Explorer</title>');
});
afterEach(() => {
  rmSync(userData, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

/** Opens the workspace of `userData` behind a fresh web shell on a random port. */
async function launch(): Promise<{ shell: WebShell; ws: Workspace }> {
  const ws = Workspace.open(userData);
  const bus = new EventBus();
  const { handlers } = recordingHandlers(workspaceHandlers(ws, bus.emit) as Partial<Handlers>);
  const shell = await startWebShell({ router: createRouter(handlers), bus, staticDir });
  return { shell, ws };
}

/** The renderer's cache calls over the shell's socket (token + own Origin), as the page makes them. */
async function socketCalls(shell: WebShell): Promise<{ calls: CacheCalls; close(): void }> {
  const sock = new WebSocket(`ws://127.0.0.1:${shell.port}/ipc?token=${shell.token}`, {
    origin: shell.origin,
  });
  await new Promise<void>((resolve, reject) => {
    sock.once('open', () => resolve());
    sock.once('error', reject);
  });
  let id = 0;
  const waiting = new Map<number, (r: { ok: boolean; data?: unknown; error?: unknown }) => void>();
  sock.on('message', (raw) => {
    const msg = JSON.parse(raw.toString()) as { type: string; id: number; result: never };
    if (msg.type === 'result') waiting.get(msg.id)?.(msg.result);
  });
  const call = <T>(channel: string, payload: unknown) =>
    new Promise<T>((resolve, reject) => {
      const n = ++id;
      waiting.set(n, (r) =>
        r.ok ? resolve(r.data as T) : reject(new Error(JSON.stringify(r.error))),
      );
      sock.send(JSON.stringify({ type: 'call', id: n, channel, payload }));
    });
  return {
    calls: {
      load: (maxAgeMs) => call('workspace:cache-load', { maxAgeMs }),
      save: (req) => call('workspace:cache-save', req),
      clear: () => call('workspace:cache-clear', {}),
    },
    close: () => sock.close(),
  };
}

describe('offline cache across web-shell launches', () => {
  it('survives a restart on another port', async () => {
    const first = await launch();
    const a = await socketCalls(first.shell);
    const persister = createStoreCachePersister({
      calls: a.calls,
      maxAgeMs: 86_400_000,
      throttleMs: 0,
    });
    const now = Date.now();
    const key = ['profile', 'local', 'v3', 'accountStates', { address: ['0:ab'] }];
    await persister.persistClient({
      timestamp: now,
      buster: 'v1',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['profile', 'local', 'v3', 'masterchainInfo', {}],
            queryHash: 'mc',
            state: { data: { last: { seqno: 77 } }, dataUpdatedAt: now - 10, status: 'success' },
          },
          {
            queryKey: key,
            queryHash: JSON.stringify(key),
            state: {
              data: { accounts: [{ balance: '123' }] },
              dataUpdatedAt: now,
              status: 'success',
            },
          },
        ] as never[],
      },
    });
    a.close();
    const firstPort = first.shell.port;
    await first.shell.close();
    first.ws.close();

    const second = await launch();
    try {
      expect(second.shell.port).not.toBe(firstPort);
      const b = await socketCalls(second.shell);
      const restored = await createStoreCachePersister({
        calls: b.calls,
        maxAgeMs: 86_400_000,
      }).restoreClient();
      b.close();
      const q = restored?.clientState.queries.find((x) => x.queryHash === JSON.stringify(key));
      expect(q?.state.data).toEqual({ accounts: [{ balance: '123' }] });
      expect(
        second.ws.cache.load(86_400_000).entries.find((e) => e.key === JSON.stringify(key)),
      ).toMatchObject({ profileId: 'local', fetchedAt: now, seqno: 77 });
    } finally {
      await second.shell.close();
      second.ws.close();
    }
  });
});
