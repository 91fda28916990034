import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportHandlers } from '../../electron/core/ipc/handlers/exports';
import { ExportJobManager } from '../../electron/core/services/exports/job-manager';
import { exportRequestSchema } from '../../shared/exports/kinds';
import { AppError } from '../../shared/ipc/errors';
import type { CallContext } from '../../electron/core/ipc/router';
import { rawV3 } from '../helpers/typed-v3';

/**
 * The `exports:*` handlers decide where files may be written: only a path the save dialog
 * returned, or the user-data exports folder. No request reaches the network in these tests
 * (the deps refuse every call).
 */

let dir: string;
const ctx = {
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
} as CallContext;
const alice = '0:c7b4f1c310bb8dcc68bd28e2fd3551d2e9aac12eb0f4712f805cd640f8c8c93b';
const noNetwork = {
  v3: () =>
    rawV3(() =>
      Promise.reject(new AppError({ code: 'NETWORK', message: 'no network in this test' })),
    ),
  network: () => 'local' as const,
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-handlers-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function setup(chooseSavePath?: (p: string) => Promise<string | null>) {
  const exportsDir = path.join(dir, 'exports');
  const manager = new ExportJobManager({
    deps: noNetwork,
    exportsDir,
    runOptions: { pageAttempts: 1 },
  });
  return { exportsDir, manager, h: exportHandlers({ manager, exportsDir, chooseSavePath }) };
}

const req = (outPath?: string) =>
  exportRequestSchema.parse({
    profileId: 'local',
    address: alice,
    kind: 'transactions',
    format: 'csv',
    ...(outPath ? { outPath } : {}),
  });

describe('exports handlers', () => {
  it('refuses a destination the save dialog did not return, outside the exports folder', async () => {
    const { h, manager } = setup();
    await manager.init();
    await expect(
      Promise.resolve().then(() => h['exports:start'](req('/etc/passwd'), ctx)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(manager.list()).toEqual([]);
  });

  it('without a dialog (web shell) proposes a file in the exports folder', async () => {
    const { h, exportsDir } = setup();
    const r = await h['exports:choose-path'](
      { kind: 'actions', format: 'xlsx', address: alice },
      ctx,
    );
    expect(r.dialog).toBe(false);
    expect(path.dirname(r.path!)).toBe(exportsDir);
    expect(r.path!.endsWith('.xlsx')).toBe(true);
  });

  it('accepts the path the save dialog returned, and nothing when it was cancelled', async () => {
    // A save dialog returns a file in a folder that exists.
    mkdirSync(path.join(dir, 'elsewhere'));
    const picked = path.join(dir, 'elsewhere', 'mine.csv');
    let answer: string | null = picked;
    const { h, manager } = setup(async () => answer);
    await manager.init();
    expect(
      await h['exports:choose-path']({ kind: 'transactions', format: 'csv', address: alice }, ctx),
    ).toEqual({ path: picked, dialog: true });
    const job = await h['exports:start'](req(picked), ctx);
    expect(job.outPath).toBe(picked);
    await manager.shutdown();
    answer = null;
    expect(
      await h['exports:choose-path']({ kind: 'transactions', format: 'csv', address: alice }, ctx),
    ).toEqual({ path: null, dialog: true });
  });

  it('refuses at once a chosen destination whose folder is gone, and creates nothing', async () => {
    const picked = path.join(dir, 'removed-after-dialog', 'mine.csv');
    const { h, manager } = setup(async () => picked);
    await manager.init();
    await h['exports:choose-path']({ kind: 'transactions', format: 'csv', address: alice }, ctx);
    await expect(
      Promise.resolve().then(() => h['exports:start'](req(picked), ctx)),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining(`folder ${path.dirname(picked)} does not exist`),
    });
    expect(existsSync(path.dirname(picked))).toBe(false);
    expect(manager.list()).toEqual([]);
  });

  it('refuses a bad address with INVALID_INPUT', async () => {
    const { h, manager } = setup();
    await manager.init();
    const bad = { ...req(), address: 'nope' };
    await expect(Promise.resolve().then(() => h['exports:start'](bad, ctx))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
