// Hostile sockets against a RUNNING web shell process: each attack may fail its own request,
// never the process; afterwards a normal call still works.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { spawnWebShell, type ShellProcess } from '../helpers/web-shell-process';

let dir: string;
let shell: ShellProcess;
let url: URL;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'webshell-hostile-'));
  shell = spawnWebShell(dir);
  url = new URL(await shell.url);
}, 120_000);

afterAll(async () => {
  if (shell?.alive()) {
    shell.child.kill('SIGTERM');
    await shell.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

const token = () => url.searchParams.get('token') ?? '';
const socketUrl = () => `ws://${url.host}/ipc?token=${encodeURIComponent(token())}`;

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(socketUrl(), { origin: url.origin });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** One `app:info` call over a fresh socket: what the page does first. */
async function appInfo(): Promise<{ ok: boolean; data?: { shell: string } }> {
  const ws = await open();
  try {
    return await new Promise((resolve) => {
      ws.once('message', (raw) => resolve(JSON.parse(String(raw)).result));
      ws.send(JSON.stringify({ type: 'call', id: 1, channel: 'app:info', payload: {} }));
    });
  } finally {
    ws.close();
  }
}

/** Waits until the socket is closed (by either side) or errored. */
function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    ws.once('close', (code) => resolve(code));
    ws.once('error', () => undefined);
  });
}

/** Sends raw bytes on a TCP connection, then resets it (RST) as soon as anything happens. */
function sendThenReset(bytes: string): Promise<void> {
  return new Promise((resolve) => {
    const s = net.connect(Number(url.port), '127.0.0.1', () => {
      s.write(bytes);
      setImmediate(() => {
        s.resetAndDestroy();
        resolve();
      });
    });
    s.on('error', () => resolve());
  });
}

/** A raw HTTP exchange; resolves with the status line's code. */
function rawStatus(request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.connect(Number(url.port), '127.0.0.1', () => s.write(request));
    let text = '';
    s.on('data', (c) => (text += c.toString()));
    s.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
    s.on('error', reject);
  });
}

describe('web shell under hostile sockets', () => {
  it('survives refused upgrades followed by a TCP reset', async () => {
    const upgrade =
      `GET /ipc?token=wrong HTTP/1.1\r\nHost: ${url.host}\r\nConnection: Upgrade\r\n` +
      `Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    for (let i = 0; i < 30; i++) await sendThenReset(upgrade);
    // Half a request then a reset, on the plain HTTP side too.
    for (let i = 0; i < 10; i++) await sendThenReset(`GET / HTTP/1.1\r\nHost: ${url.host}\r\n`);
    expect((await appInfo()).ok).toBe(true);
    expect(shell.alive()).toBe(true);
  });

  it('closes a socket that sends a text frame of invalid UTF-8, and keeps running', async () => {
    const ws = await open();
    const done = closed(ws);
    ws.send(Buffer.from([0xc3, 0x28, 0xff]), { binary: false });
    expect(await done).toBe(1007);
    expect((await appInfo()).ok).toBe(true);
    expect(shell.alive()).toBe(true);
  });

  it('closes a socket that sends a message over the size limit, and keeps running', async () => {
    const ws = await open();
    const done = closed(ws);
    ws.send(Buffer.alloc(9 << 20, 0x61), { binary: false });
    expect(await done).toBe(1009);
    expect((await appInfo()).ok).toBe(true);
    expect(shell.alive()).toBe(true);
  });

  it('answers 421 to a Host that is not its own (DNS rebinding), on pages and on the socket', async () => {
    expect(
      await rawStatus(
        `GET / HTTP/1.1\r\nHost: evil.example:${url.port}\r\nConnection: close\r\n\r\n`,
      ),
    ).toBe(421);
    expect(
      await rawStatus(
        `GET /ipc?token=${token()} HTTP/1.1\r\nHost: evil.example:${url.port}\r\nOrigin: ${url.origin}\r\n` +
          `Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n` +
          `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      ),
    ).toBe(421);
    const own = await fetch(`${url.origin}/`);
    expect(own.status).not.toBe(421);
    expect((await appInfo()).ok).toBe(true);
  });
});

describe('one web shell per user-data folder', () => {
  it('refuses a second shell on the same folder with a clear message', async () => {
    const second = spawnWebShell(dir);
    const { code, output } = await second.exited;
    expect(code).not.toBe(0);
    expect(output).toMatch(
      new RegExp(`web shell \\(pid ${shell.child.pid}\\) already uses the user-data folder`),
    );
    expect(output).not.toMatch(/Web shell: http/);
  }, 120_000);

  it('starts after the first one was killed with kill -9 (stale lock)', async () => {
    shell.child.kill('SIGKILL');
    await shell.exited;
    const next = spawnWebShell(dir);
    try {
      await expect(next.url).resolves.toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  }, 120_000);
});
