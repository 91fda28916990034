import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ExportJobManager,
  type ExportJobManagerOptions,
} from '../../electron/core/services/exports/job-manager';
import type { ExportJobView } from '../../shared/exports/summary';
import { tempDirForSuite } from '../helpers/temp-dir';
import { typedV3 } from '../helpers/typed-v3';

/**
 * A ledger export stopped by a crash (issue 36). It keeps no checkpoint (it reads the whole
 * ledger before it writes), so before, after `kill -9` and a restart the job was not listed
 * at all. Now the job manager keeps the request in its registry: the job comes back
 * `interrupted`, saying there is nothing to resume from, and starting it again finishes it.
 */

const dir = tempDirForSuite('export-interrupted-');
const ACCOUNT = `0:${'a'.repeat(64)}`;
const root = path.resolve(__dirname, '../..');

/** An account with no transaction yet: a ledger export of it finishes at once. */
const emptyAccount: ExportJobManagerOptions['deps'] = {
  network: () => 'local',
  v3: (_profileId, defaults) =>
    typedV3(
      (operation) =>
        operation === 'accountStates'
          ? {
              accounts: [{ address: ACCOUNT.toUpperCase(), balance: '0', status: 'uninit' }],
              address_book: {},
            }
          : operation === 'jetton/wallets'
            ? { jetton_wallets: [], address_book: {}, metadata: {} }
            : { nft_transfers: [], transactions: [], address_book: {}, metadata: {} },
      defaults,
    ),
};

describe('a ledger export killed mid-run', () => {
  it('is listed after a restart as interrupted, and "Start again" finishes it', async () => {
    const exportsDir = path.join(dir(), 'exports');
    const outPath = path.join(dir(), 'ledger.csv');
    // The app, in a process of its own: it starts the export, whose reads never answer, and
    // is killed while it runs.
    const script = `
      import { ExportJobManager } from './electron/core/services/exports/job-manager.ts';
      const m = new ExportJobManager({
        exportsDir: ${JSON.stringify(exportsDir)},
        deps: { network: () => 'local', v3: () => ({ accountStates: () => new Promise(() => {}) }) },
      });
      await m.init();
      const job = await m.start({
        profileId: 'p', address: ${JSON.stringify(ACCOUNT)}, scope: 'account', kind: 'ledger',
        format: 'csv', order: 'asc', bom: false, pageSize: 1000, outPath: ${JSON.stringify(outPath)},
      });
      process.stdout.write('running ' + job.jobId + '\\n');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const jobId = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${out}`)), 60_000);
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /running (\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('close', r));
    expect(child.signalCode).toBe('SIGKILL');
    expect(readFileSync(path.join(exportsDir, 'jobs.json'), 'utf8')).toContain(jobId);

    // The restart: the job is listed, interrupted, and says why it cannot resume.
    const views: ExportJobView[] = [];
    const app = new ExportJobManager({
      exportsDir,
      deps: emptyAccount,
      emit: (v) => views.push(v),
    });
    await app.init();
    const [listed] = app.list();
    expect(listed).toMatchObject({
      jobId,
      outPath,
      request: { kind: 'ledger', address: ACCOUNT },
      progress: { state: 'interrupted' },
    });
    expect(listed!.progress.error).toMatch(/nothing to resume from .* start it again/);

    // "Start again": the export runs from the beginning and finishes.
    app.resume(jobId);
    await expect.poll(() => app.get(jobId).progress.state, { timeout: 30_000 }).toBe('done');
    expect(existsSync(outPath)).toBe(true);
    expect(app.get(jobId).summary?.statements?.[0]?.difference).toBe('0');
    await app.shutdown();
    // Done: it is no longer kept for a restart.
    const again = new ExportJobManager({ exportsDir, deps: emptyAccount });
    await again.init();
    expect(again.list()).toEqual([]);
  });
});
