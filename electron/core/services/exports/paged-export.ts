import path from 'node:path';
import { isoToUnix, type ExportRequest } from '../../../../shared/exports/kinds';
import type { ExportProgress, ExportSummary } from '../../../../shared/exports/summary';
import { AppError } from '../../../../shared/ipc/errors';
import { normalizeAddress } from '../../../../shared/ton/address';
import {
  checkpointPathFor,
  deleteCheckpoint,
  loadCheckpoint,
  partialPathFor,
  saveCheckpoint,
  type Checkpoint,
} from './checkpoint-store';
import { ENRICH, resolveJettons, type EnrichEnv } from './enrich';
import type { KindSource } from './kind-sources';
import type { MapContext } from './rows/map-context';
import { assetFacts, type AssetFacts } from '../../../../shared/ton/asset-facts';
import type { ExportRow } from './rows/row-types';
import { addLabelCells, addNameCells } from './rows/label-cells';
import { factsFromMaps } from '../../../../shared/ton/address-names';
import { type BookRow, type MetadataEntry } from '../../../../shared/ton/metadata-map';
import { addTextFlagCells } from './rows/text-flags';
import { backgroundV3 } from './job-progress';
import { addRows, assetTotals, emptyTotals, feesTon } from './summary-accumulator';
import { initialWalkState, walk, type WalkPage, type WalkState } from './walker';
import { PartialFile } from './writers/partial-file';
import {
  assertDestinationFolder,
  finishOutput,
  rowEncoder,
  type ExportDeps,
  type ExportKindRun,
  type RowEncoder,
  type RunExportOptions,
} from './export-base';

/** The fields that must match for a checkpoint to continue an export. */
function sameExport(a: ExportRequest, b: ExportRequest): boolean {
  const keys = [
    'profileId',
    'kind',
    'format',
    'scope',
    'from',
    'to',
    'order',
    'bom',
    'pageSize',
  ] as const;
  if (keys.some((k) => a[k] !== b[k])) return false;
  try {
    return normalizeAddress(a.address) === normalizeAddress(b.address);
  } catch {
    return false;
  }
}

function invalid(message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message });
}

function fractionOf(cp: Checkpoint, fromUnix: number | undefined): number | null {
  const w = cp.walk;
  if (w.done) return 1;
  if (!w.pinned || w.pinnedEndLt === null || w.cursor.bound === null) return w.pinned ? 0 : null;
  if (cp.request.order === 'asc' && w.firstLt !== null) {
    const span = BigInt(w.pinnedEndLt) - BigInt(w.firstLt);
    if (span <= 0n) return 1;
    return Math.min(1, Number(BigInt(w.cursor.bound) - BigInt(w.firstLt)) / Number(span));
  }
  if (
    cp.request.order === 'desc' &&
    fromUnix !== undefined &&
    w.pinnedTime !== null &&
    cp.totals.firstTime !== null
  ) {
    const span = w.pinnedTime - fromUnix;
    return span <= 0 ? 1 : Math.min(1, (w.pinnedTime - cp.totals.firstTime) / span);
  }
  return null;
}

/**
 * The runner of a paged kind (its v3 list: `source`): runs (or resumes) one export to
 * `request.outPath`. It walks the pinned range page by page (see `walk`), writes each page's
 * rows to `<out>.partial` and then the checkpoint `<out>.export-checkpoint.json` atomically,
 * and at the end turns the partial file into the output (rename; XLSX: built from the JSON
 * Lines partial with a summary sheet) and deletes the checkpoint. Amounts and totals are
 * exact (BigInt nanotons / jetton units). Resolves with the summary. Rejects with `AppError`:
 * `INVALID_INPUT` (address, dates), `CONFLICT` (a different export's checkpoint is at this
 * path), `CANCELLED` (signal; the checkpoint and partial file stay, see `discardExport`), or
 * the client's error after the retries (the checkpoint stays: run again to resume).
 */
export function pagedExport(source: KindSource): ExportKindRun {
  return async (opts) => {
    const { request } = opts;
    const job = await openExport(opts);
    const concurrency =
      opts.concurrency ?? (await concurrencyFor(opts.deps, request.profileId, request.pageSize));
    const progress = progressReporter(opts.jobId, job);
    opts.onProgress?.(progress('running'));
    await walkExport(opts, job, source, concurrency, progress);
    const summary = summaryOf(request, job.cp);
    await finishOutput(job.file, job.cp.partialPath, job.outPath, summary);
    await deleteCheckpoint(job.outPath);
    opts.onProgress?.({ ...progress('done'), fraction: 1, etaSeconds: 0 });
    return summary;
  };
}

/**
 * An export under way: its validated request, the partial file, and its checkpoint (replaced
 * after each committed page).
 */
interface ExportJob {
  account: string;
  fromUnix: number | undefined;
  toUnix: number | undefined;
  outPath: string;
  enc: RowEncoder;
  file: PartialFile;
  cp: Checkpoint;
}

/** Reports a run's progress: `(state, error?) => ExportProgress` (see {@link progressReporter}). */
type ProgressOf = (state: ExportProgress['state'], error?: string | null) => ExportProgress;

/**
 * Validates the request (address, destination folder) and opens its partial file: resumed
 * from the checkpoint beside `outPath` (unless `resume` is false), else started afresh.
 * @throws AppError `INVALID_INPUT` (address, folder), `CONFLICT` (another export's checkpoint).
 */
async function openExport(opts: RunExportOptions): Promise<ExportJob> {
  const { request } = opts;
  let account: string;
  try {
    account = normalizeAddress(request.address);
  } catch (err) {
    throw invalid((err as Error).message);
  }
  const fromUnix = request.from ? isoToUnix(request.from) : undefined;
  const toUnix = request.to ? isoToUnix(request.to) : undefined;
  const outPath = path.resolve(request.outPath);
  await assertDestinationFolder(outPath);
  const enc = rowEncoder(request);
  const resumed = opts.resume === false ? null : await loadCheckpoint(outPath);
  if (resumed && !sameExport(resumed.request, request)) {
    throw new AppError({
      code: 'CONFLICT',
      message: `${checkpointPathFor(outPath)} belongs to a different export; choose another file or delete it to start over.`,
    });
  }
  const opened = resumed
    ? { file: await PartialFile.open(resumed.partialPath, resumed.bytes), cp: resumed }
    : await startExport(opts, outPath, enc.header);
  return { account, fromUnix, toUnix, outPath, enc, ...opened };
}

/** A fresh partial file holding the header, and its first checkpoint (saved). */
async function startExport(
  opts: RunExportOptions,
  outPath: string,
  header: string,
): Promise<{ file: PartialFile; cp: Checkpoint }> {
  const partialPath = partialPathFor(outPath);
  const file = await PartialFile.open(partialPath, null);
  const bytes = await file.append(header);
  const now = Date.now();
  const cp: Checkpoint = {
    version: 1,
    jobId: opts.jobId,
    request: { ...opts.request, outPath },
    outPath,
    partialPath,
    network: await opts.deps.network(opts.request.profileId),
    createdAt: now,
    updatedAt: now,
    bytes,
    walk: initialWalkState(),
    totals: emptyTotals(),
    jettons: {},
    lastError: null,
  };
  await saveCheckpoint(cp);
  return { file, cp };
}

/** Rows an export may have asked for ahead of what it has written (pages ahead x page size). */
const AHEAD_ROWS = 6000;

/**
 * Pages queued ahead: about half a second at the profile's rate (2 at 1 rps, 6 at 10; 1 rps
 * when unknown), so a slow answer or a slow write does not leave the rate unused, and at most
 * {@link AHEAD_ROWS} rows (6 pages of 1000) held in memory.
 */
async function concurrencyFor(deps: ExportDeps, profileId: string, pageSize: number) {
  const rps = deps.rps ? await deps.rps(profileId).catch(() => 1) : 1;
  return Math.max(2, Math.min(Math.ceil(rps / 2) + 1, Math.floor(AHEAD_ROWS / pageSize)));
}

/**
 * The progress of this run from the job's current checkpoint: rows per second since the run
 * started (a resumed run does not count earlier rows) and the ETA from the walked fraction
 * ({@link fractionOf}) gained since then.
 */
function progressReporter(jobId: string, job: ExportJob): ProgressOf {
  const startedAt = Date.now();
  const rowsAtStart = job.cp.totals.rows;
  const fractionAtStart = fractionOf(job.cp, job.fromUnix) ?? 0;
  return (state, error = null) => {
    const c = job.cp;
    const elapsed = Math.max(0.001, (Date.now() - startedAt) / 1000);
    const fraction = fractionOf(c, job.fromUnix);
    const speed = fraction === null ? 0 : (fraction - fractionAtStart) / elapsed;
    return {
      jobId,
      state,
      rows: c.totals.rows,
      pages: c.walk.pages,
      rate: Math.round(((c.totals.rows - rowsAtStart) / elapsed) * 10) / 10,
      etaSeconds: fraction !== null && speed > 0 ? Math.round((1 - fraction) / speed) : null,
      fraction,
      error,
    };
  };
}

/**
 * Walks the export's range, committing each page ({@link commitPage}). On failure the partial
 * file is closed and the checkpoint records the error (not for `CANCELLED`), then it rethrows.
 */
async function walkExport(
  opts: RunExportOptions,
  job: ExportJob,
  source: KindSource,
  concurrency: number,
  progress: ProgressOf,
): Promise<void> {
  const { request, signal } = opts;
  const v3 = backgroundV3(opts.deps, request.profileId);
  try {
    await walk({
      source,
      address: request.address,
      scope: request.scope,
      order: request.order,
      pageSize: request.pageSize,
      fromUnix: job.fromUnix,
      toUnix: job.toUnix,
      concurrency,
      v3,
      state: job.cp.walk,
      signal,
      pageAttempts: opts.pageAttempts,
      retryDelayMs: opts.retryDelayMs,
      onRetry: (err) =>
        opts.onProgress?.(progress('running', `retrying: ${(err as Error).message}`)),
      commit: async (pages) => {
        const env: EnrichEnv = { v3, signal, account: job.account, jettons: job.cp.jettons };
        const rows: ExportRow[] = [];
        for (const page of pages) rows.push(...(await pageRows(page, source, env, job, opts)));
        await commitPages(opts, job, rows, pages.at(-1)!.state);
        opts.onProgress?.(progress('running'));
      },
    });
  } catch (err) {
    await job.file.close();
    const message = err instanceof Error ? err.message : String(err);
    if (!(err instanceof AppError && err.code === 'CANCELLED')) {
      await saveCheckpoint({ ...job.cp, lastError: message, updatedAt: Date.now() }).catch(
        () => undefined,
      );
    }
    throw err;
  }
}

/**
 * The rows of one page: its kind's enrich step ({@link ENRICH}, after the page's jettons are
 * resolved), the kind's row mapper, then the shared name, label and text-flag cells.
 */
async function pageRows(
  page: WalkPage,
  source: KindSource,
  env: EnrichEnv,
  job: ExportJob,
  opts: RunExportOptions,
): Promise<ExportRow[]> {
  await resolveJettons(page, env);
  const enrichment = await ENRICH[source.operation](page, env);
  const network = job.cp.network;
  const ctx: MapContext = {
    network,
    account: opts.request.scope === 'account' ? job.account : null,
    book: (page.response.address_book ?? {}) as MapContext['book'],
    jetton: (m: string): AssetFacts => job.cp.jettons[m] ?? assetFacts({ type: 'jetton' }),
    ...enrichment.context,
  };
  const rows = page.items.flatMap((item) => source.rows(item, ctx));
  type Maps = {
    address_book?: Record<string, BookRow>;
    metadata?: Record<string, MetadataEntry>;
  };
  const response = page.response as Maps;
  const tokenMetadata = (enrichment.tokenMetadata as Maps['metadata'] | null) ?? undefined;
  addNameCells(
    rows,
    network,
    factsFromMaps([response.address_book], [response.metadata, tokenMetadata]),
  );
  const labels = opts.deps.labels;
  if (labels) addLabelCells(rows, (raws) => labels(network, raws));
  addTextFlagCells(rows);
  return rows;
}

/**
 * Appends the rows of one or more pages to the partial file (one write, one sync), then saves
 * the checkpoint after them (`state`: the walk after the last of those pages).
 */
async function commitPages(
  opts: RunExportOptions,
  job: ExportJob,
  rows: ExportRow[],
  state: WalkState,
): Promise<void> {
  const bytes = await job.file.append(job.enc.encode(rows));
  job.cp = {
    ...job.cp,
    bytes,
    walk: state,
    totals: addRows(job.cp.totals, rows),
    updatedAt: Date.now(),
    lastError: null,
  };
  await saveCheckpoint(job.cp);
  await opts.afterCommit?.(state, job.cp);
}

/** The summary of a finished walk (totals from the checkpoint; `finishedAt` now). */
function summaryOf(request: ExportRequest, cp: Checkpoint): ExportSummary {
  return {
    kind: request.kind,
    format: request.format,
    address: request.address,
    rows: cp.totals.rows,
    items: cp.walk.items,
    totals: assetTotals(cp.totals),
    feesNano: cp.totals.feesNano,
    fees: feesTon(cp.totals),
    firstTime: cp.totals.firstTime,
    lastTime: cp.totals.lastTime,
    pinnedEndLt: cp.walk.pinnedEndLt,
    from: request.from ?? null,
    to: request.to ?? null,
    pages: cp.walk.pages,
    duplicatesDropped: cp.walk.duplicates,
    startedAt: cp.createdAt,
    finishedAt: Date.now(),
  };
}
