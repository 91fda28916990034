// A hostile "TON Center" against a RUNNING web shell process, through the real client: an
// answer nested 10,000 levels deep, and one that never ends. Each fails its own call with
// BAD_RESPONSE; the shell keeps serving (the next normal answer arrives).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_BODY_BYTES } from '../../electron/core/client/transport';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';
import { spawnWebShell, type ShellProcess } from '../helpers/web-shell-process';

const haveFixtures = fixturesPresent('web shell hostile answers');
let dir: string;
let shell: ShellProcess;
let url: URL;
let hostile: Server;
let profileId = '';
/** What the hostile server answers to the next `getMasterchainInfo`. */
let mode: 'normal' | 'deep' | 'endless' = 'normal';
/** Bytes the endless answer managed to send before the client stopped reading. */
let endlessSent = 0;

interface Envelope {
  ok: boolean;
  result: Record<string, unknown>;
}

function deepNesting(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

beforeAll(async () => {
  if (!haveFixtures) return;
  const info = loadFixture<Envelope>('docs-v2-getMasterchainInfo-01.json');
  hostile = createServer((req, res) => {
    res.on('error', () => undefined);
    if (mode === 'deep') {
      // About 50 KB: a field the loose schemas let through, 10,000 levels deep.
      const body = JSON.stringify({ ...info, result: { ...info.result, extra: 0 } }).replace(
        '"extra":0',
        `"extra":${deepNesting(10_000)}`,
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    if (mode === 'endless') {
      // No Content-Length, and no end: only a client that stops reading gets an answer.
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1 << 20, 0x20);
      res.write('{"ok":true,"result":{"pad":"');
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) endlessSent += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      req.socket.on('close', () => res.destroy());
      pump();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(info));
  });
  await new Promise<void>((r) => hostile.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;

  dir = mkdtempSync(path.join(os.tmpdir(), 'webshell-answers-'));
  shell = spawnWebShell(dir);
  url = new URL(await shell.url);
  const added = await call('profiles:add', {
    name: 'Hostile',
    network: 'mainnet',
    v2Url: `${base}/api/v2`,
    v3Url: `${base}/api/v3`,
  });
  const state = added.data as { profiles: { id: string; name: string }[] };
  profileId = state.profiles.find((p) => p.name === 'Hostile')!.id;
}, 120_000);

afterAll(async () => {
  if (shell?.alive()) {
    shell.child.kill('SIGTERM');
    await shell.exited;
  }
  hostile?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Result {
  ok: boolean;
  data?: unknown;
  error?: { code: string; message: string };
}

/** One contract call over a fresh socket, as the page makes it. */
async function call(channel: string, payload: unknown): Promise<Result> {
  const ws = new WebSocket(
    `ws://${url.host}/ipc?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`,
    { origin: url.origin },
  );
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  try {
    return await new Promise<Result>((resolve, reject) => {
      ws.on('message', (raw) => {
        const msg = JSON.parse(String(raw)) as { type: string; result?: Result };
        if (msg.type === 'result') resolve(msg.result!);
      });
      ws.once('close', () => reject(new Error('the socket closed before an answer')));
      ws.send(JSON.stringify({ type: 'call', id: 1, channel, payload }));
    });
  } finally {
    ws.close();
  }
}

const masterchainInfo = () =>
  call('api:call', { profileId, api: 'v2', operation: 'getMasterchainInfo', params: {} });

describe.runIf(haveFixtures)('web shell against a hostile server', () => {
  it('answers BAD_RESPONSE to an answer nested 10,000 levels deep, and keeps serving', async () => {
    mode = 'deep';
    const deep = await masterchainInfo();
    expect(deep.ok).toBe(false);
    expect(deep.error?.code).toBe('BAD_RESPONSE');
    expect(deep.error?.message).toMatch(/nested more than \d+ levels/);
    // Opening the page again (a new socket, the same answer) fails the same way, no worse.
    expect((await masterchainInfo()).error?.code).toBe('BAD_RESPONSE');
    expect(shell.alive()).toBe(true);

    mode = 'normal';
    const next = await masterchainInfo();
    expect(next.ok).toBe(true);
    expect((next.data as { data: { last: { seqno: number } } }).data.last.seqno).toBe(51148696);
  }, 60_000);

  it('stops reading an answer that never ends at the size limit: BAD_RESPONSE, and keeps serving', async () => {
    mode = 'endless';
    const huge = await masterchainInfo();
    expect(huge.ok).toBe(false);
    expect(huge.error?.code).toBe('BAD_RESPONSE');
    expect(huge.error?.message).toMatch(/answers over 32 MiB are not read/);
    // Stopped near the limit, not read on (the server's socket buffers add a few MiB at most).
    expect(endlessSent).toBeLessThan(MAX_BODY_BYTES + (16 << 20));
    expect(shell.alive()).toBe(true);

    mode = 'normal';
    expect((await masterchainInfo()).ok).toBe(true);
  }, 120_000);
});
