import { existsSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportRequestSchema, type ExportRequestInput } from '../../shared/exports/kinds';
import type { ExportJobView } from '../../shared/exports/summary';
import type { AppError } from '../../shared/ipc/errors';
import type { ProfileServices } from '../../electron/core/services/profile-services';
import { servicesOnLocalNetwork } from '../helpers/local-profile';
import { tempDirForSuite } from '../helpers/temp-dir';
import {
  checkpointPathFor,
  loadCheckpoint,
  partialPathFor,
} from '../../electron/core/services/exports/checkpoint-store';
import { runExport } from '../../electron/core/services/exports/export-job';
import type { RunExportOptions } from '../../electron/core/services/exports/export-base';
import { ExportJobManager } from '../../electron/core/services/exports/job-manager';
import { exportDepsFromServices } from '../../electron/core/services/exports/services-deps';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';
import { fetchReference, readCsv, readJsonl, REFERENCE_KEY } from '../helpers/export-reference';

/**
 * Exports against the real local network with the seed's anonymous limit (1 request/s, no
 * key): the file holds exactly what v3 holds (same count, same hash set), with no 429, under
 * injected faults, and after a run stopped halfway and resumed.
 */

// The full run: EXPORT_TEST_HISTORY=20000 EXPORT_TEST_PAGE_SIZE=1000 (about 3 minutes
// to build the history, then about 4000 transactions per account at 1 request/s).
const HISTORY = Number(process.env.EXPORT_TEST_HISTORY ?? 600);
const PAGE = Number(process.env.EXPORT_TEST_PAGE_SIZE ?? 40);

let ln: StartedLocalNetwork;
let services: ProfileServices;
const dir = tempDirForSuite('export-it-');
let alice: string;
let reference: Record<string, unknown>[];

function request(input: Partial<ExportRequestInput> & Pick<ExportRequestInput, 'kind' | 'format'>) {
  return exportRequestSchema.parse({
    profileId: 'local',
    address: alice,
    pageSize: PAGE,
    ...input,
  }) as ReturnType<typeof exportRequestSchema.parse> & { outPath: string };
}

function run(req: ReturnType<typeof request>, extra: Partial<RunExportOptions> = {}) {
  return runExport({
    jobId: 'test',
    request: req,
    deps: exportDepsFromServices(services),
    signal: new AbortController().signal,
    retryDelayMs: 100,
    ...extra,
  });
}

const count429 = (from: number) =>
  ln.server.requestLog.slice(from).filter((e) => e.status === 429).length;
const txKeys = (rows: Record<string, unknown>[]) =>
  rows.map((r) => `${String(r.tx_hash ?? r.hash)}|${String(r.lt)}`);

beforeAll(async () => {
  ln = await startLocalNetwork({
    history: HISTORY,
    anonymousRps: 1,
    keys: [REFERENCE_KEY],
  });
  const wallets = ln.accounts.wallets as { name: string; address: string }[];
  alice = wallets.find((w) => w.name === 'alice')!.address;
  services = await servicesOnLocalNetwork(ln, dir(), {
    retry: { baseDelayMs: 100, maxDelayMs: 2000 },
  });
  reference = await fetchReference(ln, '/transactions', { account: alice }, 'transactions');
}, 600_000);

afterAll(async () => {
  await services?.close();
  await ln?.close();
});

describe('export against the local network at 1 request/s (no key)', () => {
  it('holds exactly the transactions v3 holds for the account, with zero 429', async () => {
    expect(reference.length).toBeGreaterThan(3 * PAGE); // several pages
    const logStart = ln.server.requestLog.length;
    const out = path.join(dir(), 'alice.csv');
    const summary = await run(
      request({ kind: 'transactions', format: 'csv', outPath: out, bom: true }),
    );

    const rows = await readCsv(out);
    const ref = txKeys(reference);
    expect(rows).toHaveLength(reference.length);
    expect(new Set(txKeys(rows)).size).toBe(rows.length);
    expect(new Set(txKeys(rows))).toEqual(new Set(ref));
    // Oldest first, as accounting tools expect.
    const lts = rows.map((r) => BigInt(r.lt!));
    expect(lts.every((lt, i) => i === 0 || lt > lts[i - 1]!)).toBe(true);
    // Exact totals (BigInt nanotons) against the reference.
    const fees = reference.reduce((s, t) => s + BigInt(t.total_fees as string), 0n);
    expect(summary.feesNano).toBe(fees.toString());
    expect(summary.rows).toBe(reference.length);
    expect(count429(logStart)).toBe(0);
    expect(existsSync(partialPathFor(out))).toBe(false);
    expect(existsSync(checkpointPathFor(out))).toBe(false);
    const raw = await readFile(out);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('is still exact under injected 429, 5xx, connection resets and malformed JSON', async () => {
    ln.server.injectFaults([
      { kind: '503', count: 2, path: '/api/v3/transactions' },
      { kind: 'reset', count: 2, path: '/api/v3/transactions' },
      { kind: 'malformed', count: 2, path: '/api/v3/transactions' },
      { kind: '429', count: 2, path: '/api/v3/transactions', retryAfter: 1 },
      { kind: '500', count: 4, path: '/api/v3/transactions' }, // beyond the throttle's own retries
    ]);
    const logStart = ln.server.requestLog.length;
    const out = path.join(dir(), 'alice-faults.jsonl');
    await run(request({ kind: 'transactions', format: 'jsonl', outPath: out }));
    const faults = ln.server.requestLog.slice(logStart).filter((e) => e.fault);
    expect(faults.length).toBe(12);
    const rows = await readJsonl(out);
    expect(rows).toHaveLength(reference.length);
    expect(new Set(txKeys(rows))).toEqual(new Set(txKeys(reference)));
  });

  it('a run stopped halfway (with rows written after its last checkpoint) resumes and ends exact', async () => {
    const out = path.join(dir(), 'alice-resume.xlsx');
    const req = request({ kind: 'transactions', format: 'xlsx', outPath: out });
    const controller = new AbortController();
    let stoppedAt = 0;
    await expect(
      run(req, {
        signal: controller.signal,
        afterCommit: async (state, cp) => {
          // Pages that arrive together are committed together: stop at the first commit
          // from page 2 on.
          if (state.pages >= 2 && !stoppedAt) {
            stoppedAt = state.pages;
            // A crash between writing rows and saving the checkpoint: bytes beyond it.
            await appendFile(cp.partialPath, '{"tx_hash":"half-written');
            controller.abort();
          }
        },
      }),
    ).rejects.toMatchObject({ code: 'CANCELLED' });
    const cp = await loadCheckpoint(out);
    expect(cp?.walk.pages).toBe(stoppedAt);
    expect(cp?.totals.rows).toBe(stoppedAt * PAGE);

    const summary = await run(req);
    expect(summary.rows).toBe(reference.length);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const sheet = wb.getWorksheet('Rows')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, string>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const vals = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(header.map((h, i) => [h, String(vals[i] ?? '')])));
    });
    expect(rows).toHaveLength(reference.length);
    expect(new Set(txKeys(rows))).toEqual(new Set(txKeys(reference)));
    expect(wb.getWorksheet('Summary')).toBeDefined();
    expect(existsSync(checkpointPathFor(out))).toBe(false);
  });

  it('exports TON transfers, jetton transfers, NFT transfers and actions exactly', async () => {
    const owner = { owner_address: alice };
    const refJettons = await fetchReference(ln, '/jetton/transfers', owner, 'jetton_transfers');
    const refNfts = await fetchReference(ln, '/nft/transfers', owner, 'nft_transfers');
    const refActions = await fetchReference(ln, '/actions', { account: alice }, 'actions');
    const master = (ln.accounts.jettonMaster as { address: string }).address;
    const refMaster = await fetchReference(
      ln,
      '/jetton/transfers',
      { jetton_master: master },
      'jetton_transfers',
    );

    const jet = await run(
      request({ kind: 'jetton-transfers', format: 'csv', outPath: path.join(dir(), 'j.csv') }),
    );
    const jrows = await readCsv(path.join(dir(), 'j.csv'));
    expect(jrows.map((r) => r.tx_hash).sort()).toEqual(
      refJettons.map((t) => t.transaction_hash as string).sort(),
    );
    const jetSum = refJettons.reduce((s, t) => s + BigInt(t.amount as string), 0n);
    const demo = jet.totals.find((t) => t.symbol === 'DEMO');
    expect(BigInt(demo?.inUnits ?? 0) + BigInt(demo?.outUnits ?? 0)).toBe(jetSum);

    await run(
      request({
        kind: 'jetton-transfers',
        scope: 'jetton-master',
        address: master,
        format: 'jsonl',
        outPath: path.join(dir(), 'm.jsonl'),
      }),
    );
    expect((await readJsonl(path.join(dir(), 'm.jsonl'))).length).toBe(refMaster.length);

    await run(
      request({ kind: 'nft-transfers', format: 'csv', outPath: path.join(dir(), 'n.csv') }),
    );
    const nrows = await readCsv(path.join(dir(), 'n.csv'));
    expect(nrows.map((r) => r.tx_hash).sort()).toEqual(
      refNfts.map((t) => t.transaction_hash as string).sort(),
    );

    await run(request({ kind: 'actions', format: 'jsonl', outPath: path.join(dir(), 'a.jsonl') }));
    const arows = await readJsonl(path.join(dir(), 'a.jsonl'));
    expect(arows.map((r) => r.action_id).sort()).toEqual(
      refActions.map((a) => a.action_id as string).sort(),
    );

    const tsum = await run(
      request({ kind: 'ton-transfers', format: 'jsonl', outPath: path.join(dir(), 't.jsonl') }),
    );
    let inSum = 0n;
    for (const tx of reference as { in_msg?: { source?: string; value?: string } }[]) {
      if (tx.in_msg?.source) inSum += BigInt(tx.in_msg.value ?? '0');
    }
    expect(tsum.totals.find((t) => t.asset === 'TON')?.inUnits).toBe(inSum.toString());
  });

  it('a time range holds exactly the transactions of that range; newest-first order too', async () => {
    const times = reference.map((t) => t.now as number);
    const from = times[Math.floor(times.length / 3)]!;
    const to = times[Math.floor((2 * times.length) / 3)]!;
    const iso = (t: number) => new Date(t * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const expected = reference.filter((t) => (t.now as number) >= from && (t.now as number) <= to);
    expect(expected.length).toBeGreaterThan(PAGE); // more than one page
    const out = path.join(dir(), 'range.jsonl');
    const summary = await run(
      request({
        kind: 'transactions',
        format: 'jsonl',
        from: iso(from),
        to: iso(to),
        order: 'desc',
        outPath: out,
      }),
    );
    const rows = await readJsonl(out);
    expect(rows).toHaveLength(expected.length);
    expect(new Set(txKeys(rows))).toEqual(new Set(txKeys(expected)));
    const lts = rows.map((r) => BigInt(r.lt!));
    expect(lts.every((lt, i) => i === 0 || lt < lts[i - 1]!)).toBe(true);
    expect(summary.firstTime).toBe(Math.min(...expected.map((t) => t.now as number)));
    expect(summary.lastTime).toBe(Math.max(...expected.map((t) => t.now as number)));
  });

  it('refuses a bad address and a checkpoint of another export at the same path', async () => {
    await expect(
      run(
        request({
          kind: 'transactions',
          format: 'csv',
          address: 'not-an-address',
          outPath: path.join(dir(), 'x.csv'),
        }),
      ),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    const out = path.join(dir(), 'conflict.csv');
    const controller = new AbortController();
    await run(request({ kind: 'transactions', format: 'csv', outPath: out }), {
      signal: controller.signal,
      afterCommit: () => controller.abort(),
    }).catch((e: unknown) => expect((e as AppError).code).toBe('CANCELLED'));
    await expect(
      run(request({ kind: 'actions', format: 'csv', outPath: out })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('export jobs (the app)', () => {
  it('streams progress, ends with a summary, and resumes an export interrupted by a quit', async () => {
    const exportsDir = path.join(dir(), 'exports');
    const views: ExportJobView[] = [];
    /** A job manager as the app makes one (after a start or a restart), its views to `views`. */
    const newManager = () =>
      new ExportJobManager({
        deps: exportDepsFromServices(services),
        exportsDir,
        emit: (v) => views.push(v),
        runOptions: { retryDelayMs: 100 },
      });
    const manager = newManager();
    await manager.init();
    const job = await manager.start(request({ kind: 'transactions', format: 'csv' }));
    expect(path.dirname(job.outPath)).toBe(exportsDir);
    // Quit after two pages: the job is kept as interrupted.
    await vi.waitFor(
      () => expect(manager.get(job.jobId).progress.pages).toBeGreaterThanOrEqual(2),
      { timeout: 120_000, interval: 50 },
    );
    await manager.shutdown();
    expect(manager.get(job.jobId).progress.state).toBe('interrupted');

    const again = newManager();
    await again.init();
    expect(again.list().map((j) => [j.jobId, j.progress.state])).toEqual([
      [job.jobId, 'interrupted'],
    ]);
    again.resume(job.jobId);
    await vi.waitFor(() => expect(again.get(job.jobId).progress.state).not.toBe('running'), {
      timeout: 300_000,
      interval: 100,
    });
    const done = again.get(job.jobId);
    expect(done.progress.state).toBe('done');
    expect(done.summary?.rows).toBe(reference.length);
    expect(
      views.some(
        (v) => v.progress.state === 'running' && v.progress.rows > 0 && v.progress.rate > 0,
      ),
    ).toBe(true);
    const rows = await readCsv(job.outPath);
    expect(new Set(txKeys(rows))).toEqual(new Set(txKeys(reference)));
    expect(rows).toHaveLength(reference.length);

    // The web shell's download: the file's bytes in base64 chunks.
    const chunk = await again.readChunk(job.jobId, 0);
    expect(Buffer.from(chunk.base64, 'base64').equals(await readFile(job.outPath))).toBe(true);
    expect(chunk.nextOffset).toBeNull();
  });

  it('cancel stops the export and deletes its partial file', async () => {
    const manager = new ExportJobManager({
      deps: exportDepsFromServices(services),
      exportsDir: path.join(dir(), 'exports2'),
    });
    await manager.init();
    const job = await manager.start(request({ kind: 'transactions', format: 'csv' }));
    // Cancel once it has written rows (a partial file exists to delete).
    await vi.waitFor(() => expect(manager.get(job.jobId).progress.rows).toBeGreaterThan(0), {
      timeout: 60_000,
    });
    const view = await manager.cancel(job.jobId);
    expect(view.progress.state).toBe('cancelled');
    expect(existsSync(partialPathFor(job.outPath))).toBe(false);
    expect(existsSync(checkpointPathFor(job.outPath))).toBe(false);
    expect(existsSync(job.outPath)).toBe(false);
  });
});
