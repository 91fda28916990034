// A workspace backup larger than the web shell's 8 MiB socket message, exported and imported
// back through the real socket: the import travels in chunks, the export in one answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventBus } from '../../electron/core/ipc/event-bus';
import { workspaceHandlers } from '../../electron/core/ipc/handlers/workspace';
import { createRouter, type Handlers } from '../../electron/core/ipc/router';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import { startWebShell, type WebShell } from '../../electron/hosts/web-shell/server';
import type { IpcResult } from '../../shared/ipc/errors';
import { importSourceOf, UPLOAD_CHUNK_CHARS } from '../../shared/workspace/file-upload';
import { recordingHandlers } from '../helpers/test-router';

interface Side {
  dir: string;
  ws: Workspace;
  shell: WebShell;
  socket: WebSocket;
  call<T>(channel: string, payload: unknown): Promise<T>;
}

const sides: Side[] = [];

/** A workspace in a fresh folder behind the real router, served by a web shell, and a socket. */
async function openSide(): Promise<Side> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'large-import-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  const ws = Workspace.open(dir);
  const bus = new EventBus();
  const { handlers } = recordingHandlers(workspaceHandlers(ws, bus.emit) as Partial<Handlers>);
  const shell = await startWebShell({ router: createRouter(handlers), bus, staticDir: dir });
  const socket = new WebSocket(`ws://127.0.0.1:${shell.port}/ipc?token=${shell.token}`, {
    origin: shell.origin,
    maxPayload: 256 << 20,
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const waiting = new Map<number, (r: IpcResult<unknown>) => void>();
  socket.on('message', (raw) => {
    const msg = JSON.parse(String(raw)) as { type: string; id: number; result: IpcResult<unknown> };
    if (msg.type === 'result') waiting.get(msg.id)?.(msg.result);
  });
  socket.on('close', () => {
    for (const done of waiting.values()) {
      done({ ok: false, error: { code: 'NETWORK', message: 'socket closed' } });
    }
  });
  const call = <T>(channel: string, payload: unknown) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (r) => {
        waiting.delete(id);
        if (r.ok) resolve(r.data as T);
        else reject(new Error(`${r.error.code}: ${r.error.message}`));
      });
      socket.send(JSON.stringify({ type: 'call', id, channel, payload }));
    });
  const side = { dir, ws, shell, socket, call };
  sides.push(side);
  return side;
}

const LABELS = 70_000;
const address = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;

let source: Side;
let target: Side;

beforeAll(async () => {
  source = await openSide();
  target = await openSide();
  // About 30 MiB of backup: labels with long notes (their own characters, some outside the
  // BMP and some escaped in JSON, so chunk edges fall inside them), and three cases.
  const note = (i: number) => `note ${i} — 💎 "quoted" \u0001 ${'x'.repeat(300)}`;
  source.ws.labels.importAll(
    'local',
    Array.from({ length: LABELS }, (_, i) => ({
      line: i + 1,
      address: address(i),
      label: `label ${i}`,
      category: i % 2 ? 'exchange' : '',
      note: note(i),
      color: null,
    })),
  );
  for (const name of ['Case A', 'Case B', 'Case C']) {
    const c = source.ws.cases.create('local', name, `${name} note`);
    for (let i = 0; i < 50; i++)
      source.ws.cases.addItem('local', c.id, 'address', address(i), `item ${i}`);
  }
}, 120_000);

afterAll(async () => {
  for (const s of sides) {
    s.socket.close();
    await s.shell.close();
    s.ws.close();
    rmSync(s.dir, { recursive: true, force: true });
  }
});

describe('a workspace backup over 8 MiB', () => {
  it('round-trips through the web shell: export in one answer, import in chunks', async () => {
    const exported = await source.call<{ text: string; counts: { labels: number; cases: number } }>(
      'workspace:backup-export',
      { network: 'local' },
    );
    expect(exported.counts).toMatchObject({ labels: LABELS, cases: 3 });
    expect(Buffer.byteLength(exported.text)).toBeGreaterThan(30 << 20);

    const upload = await importSourceOf(exported.text, {
      begin: (totalChars) => target.call('workspace:upload-begin', { totalChars }),
      append: (uploadId, offset, text) =>
        target.call('workspace:upload-append', { uploadId, offset, text }),
    });
    expect('uploadId' in upload).toBe(true);
    const report = await target.call<{ labels: { added: number }; cases: { added: number } }>(
      'workspace:backup-import',
      { network: 'local', ...upload },
    );
    expect(report.labels.added).toBe(LABELS);
    expect(report.cases.added).toBe(3);

    // What the target holds now exports to the same file.
    const back = await target.call<{ text: string }>('workspace:backup-export', {
      network: 'local',
    });
    // The same labels, and the same cases with the same items and notes (times and order
    // are the import's own).
    type Backup = {
      labels: Array<{ address: string }>;
      cases: Array<{
        name: string;
        note: string;
        items: Array<{ kind: string; ref: string; note: string }>;
      }>;
    };
    const strip = (t: string) => {
      const v = JSON.parse(t) as Backup;
      return {
        labels: [...v.labels].sort((a, b) => a.address.localeCompare(b.address)),
        cases: v.cases
          .map((c) => ({
            name: c.name,
            note: c.note,
            items: c.items.map(({ kind, ref, note }) => ({ kind, ref, note })),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    };
    expect(strip(back.text)).toEqual(strip(exported.text));
  }, 300_000);

  it('refuses a file over the import limit at once, with its size and the limit', async () => {
    await expect(
      target.call('workspace:upload-begin', { totalChars: 200 * (1 << 20) }),
    ).rejects.toThrow(
      /INVALID_INPUT: The file is 200\.0 MiB; the largest file the app imports is 64\.0 MiB/,
    );
    // A text too large for one message is not taken inline either.
    await expect(
      target.call('workspace:backup-import', {
        network: 'local',
        text: 'x'.repeat(UPLOAD_CHUNK_CHARS + 1),
      }),
    ).rejects.toThrow(/INVALID_REQUEST/);
  });
});
