import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventBus } from '../../electron/core/ipc/event-bus';
import { createRouter } from '../../electron/core/ipc/router';
import { startWebShell, type WebShell } from '../../electron/hosts/web-shell/server';
import { recordingHandlers } from '../helpers/test-router';

let shell: WebShell;
const { handlers, calls } = recordingHandlers();
const bus = new EventBus();

beforeAll(async () => {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'webshell-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>TON Explorer</title>');
  shell = await startWebShell({ router: createRouter(handlers), bus, staticDir });
});
afterAll(() => shell.close());

/** Opens a socket; resolves with it when open, rejects with the HTTP status when refused. */
function connect(url: string, origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => reject(Object.assign(new Error(body), { status: res.statusCode })));
    });
    ws.once('error', reject);
  });
}

function call(
  ws: WebSocket,
  message: unknown,
): Promise<{
  id: number | null;
  result: { ok: boolean; error?: { code: string; message: string }; data?: unknown };
}> {
  return new Promise((resolve) => {
    ws.once('message', (raw) => resolve(JSON.parse(raw.toString())));
    ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  });
}

const socketUrl = (token: string) => `ws://127.0.0.1:${shell.port}/ipc?token=${token}`;

describe('web shell', () => {
  it('prints a URL on 127.0.0.1 that carries the token, and serves the renderer', async () => {
    expect(shell.url).toBe(`http://127.0.0.1:${shell.port}/?token=${shell.token}`);
    const res = await fetch(shell.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toContain('TON Explorer');
  });

  it('answers a contract call over the socket with the token and own origin', async () => {
    const ws = await connect(socketUrl(shell.token), shell.origin);
    const reply = await call(ws, { type: 'call', id: 7, channel: 'profiles:list', payload: {} });
    expect(reply).toEqual({
      type: 'result',
      id: 7,
      result: { ok: true, data: { handled: 'profiles:list' } },
    });
    ws.close();
  });

  it('refuses a socket without the token: 401, nothing executed', async () => {
    const before = calls.length;
    await expect(connect(`ws://127.0.0.1:${shell.port}/ipc`, shell.origin)).rejects.toMatchObject({
      status: 401,
    });
    await expect(connect(socketUrl('wrong-token'), shell.origin)).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('token'),
    });
    expect(calls.length).toBe(before);
  });

  it('refuses a socket from a foreign Origin even with the right token: 403', async () => {
    const before = calls.length;
    await expect(connect(socketUrl(shell.token), 'https://evil.example')).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Origin not allowed'),
    });
    await expect(connect(socketUrl(shell.token))).rejects.toMatchObject({ status: 403 });
    expect(calls.length).toBe(before);
  });

  it('answers malformed messages and unknown channels with clear errors, running nothing', async () => {
    const ws = await connect(socketUrl(shell.token), shell.origin);
    const before = calls.length;
    const notJson = await call(ws, '{not json');
    expect(notJson.id).toBeNull();
    expect(notJson.result.error?.code).toBe('INVALID_REQUEST');
    const unknown = await call(ws, { type: 'call', id: 1, channel: 'shell:exec', payload: {} });
    expect(unknown.result.error).toEqual({
      code: 'UNKNOWN_CHANNEL',
      message: 'Unknown channel "shell:exec".',
    });
    const wrongType = await call(ws, {
      type: 'call',
      id: 2,
      channel: 'profiles:use',
      payload: { profileId: 5 },
    });
    expect(wrongType.result.error?.code).toBe('INVALID_REQUEST');
    expect(calls.length).toBe(before);
    ws.close();
  });

  it('forwards contract events to connected sockets', async () => {
    const ws = await connect(socketUrl(shell.token), shell.origin);
    const got = new Promise((resolve) =>
      ws.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
    );
    bus.emit('profiles:changed', { profiles: [], activeId: 'local' });
    expect(await got).toEqual({
      type: 'event',
      event: 'profiles:changed',
      payload: { profiles: [], activeId: 'local' },
    });
    ws.close();
  });

  it('opens the browser with a one-time code, exchanged once for the token by its own page', async () => {
    const launch = new URL(shell.launchUrl);
    expect(shell.launchUrl).not.toContain(shell.token);
    const code = launch.searchParams.get('code')!;
    const exchange = (origin: string) =>
      fetch(`${shell.origin}/session`, { method: 'POST', body: code, headers: { origin } });
    expect((await exchange('http://evil.example')).status).toBe(403);
    const first = await exchange(shell.origin);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ token: shell.token });
    const again = await exchange(shell.origin);
    expect(again.status).toBe(401);
    expect(await again.text()).toMatch(/already used/);
  });
});

describe('web shell: a result that cannot be serialised', () => {
  it('fails that call alone with INTERNAL, and the next call is answered', async () => {
    const staticDir = mkdtempSync(path.join(os.tmpdir(), 'webshell-static-'));
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    let answer: unknown = deep;
    const own = await startWebShell({
      router: { dispatch: () => Promise.resolve({ ok: true, data: answer }) },
      bus: new EventBus(),
      staticDir,
    });
    try {
      const ws = await connect(
        `ws://127.0.0.1:${own.port}/ipc?token=${own.token}`,
        `http://127.0.0.1:${own.port}`,
      );
      const failed = await call(ws, { type: 'call', id: 7, channel: 'app:info', payload: {} });
      expect(failed.id).toBe(7);
      expect(failed.result.ok).toBe(false);
      expect(failed.result.error?.code).toBe('INTERNAL');
      expect(failed.result.error?.message).toMatch(/could not be sent to the window/);
      answer = { shell: 'web' };
      const next = await call(ws, { type: 'call', id: 8, channel: 'app:info', payload: {} });
      expect(next.result).toEqual({ ok: true, data: { shell: 'web' } });
      ws.close();
    } finally {
      await own.close();
    }
  });
});
