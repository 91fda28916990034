import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { COLUMNS, columnKeys, NUMERIC_COLUMNS } from '../../../shared/exports/columns';
import { isoToUnix, type ExportRequest } from '../../../shared/exports/kinds';
import type { ExportProgress, ExportSummary } from '../../../shared/exports/summary';
import { AppError } from '../../../shared/ipc/errors';
import type { Priority } from '../../../shared/ipc/channels/api';
import type { Network } from '../../../shared/profiles';
import { normalizeAddress } from '../../../shared/ton/address';
import {
  checkpointPathFor,
  deleteCheckpoint,
  loadCheckpoint,
  partialPathFor,
  saveCheckpoint,
  type Checkpoint,
} from './checkpoint-store';
import {
  jettonInfoFromContent,
  jettonInfoFromMetadata,
  jettonInfoOfWallet,
  jettonMasterOfWallet,
  DEFAULT_JETTON_DECIMALS,
} from './jetton-info';
import { KIND_SOURCES } from './kind-sources';
import { runLedgerExport } from './ledger-export';
import { rawOf, type JettonInfo, type MapContext } from './rows/map-context';
import type { StatusTransaction } from '../../../shared/status';
import { movementToken, txMovement } from '../../../shared/ledger/tx-movement';
import type { OperationResponse } from '../../../shared/api/catalogue';
import type {
  ChainAction,
  ChainJettonTransfer,
  ChainTransaction,
} from '../../../shared/api/v3-rows';
import type { ExportRow } from './rows/row-types';
import { addLabelCells, addNameCells } from './rows/label-cells';
import { factsFromMaps, type BookRow, type MetadataEntry } from '../../../shared/ton/address-names';
import { addTextFlagCells } from './rows/text-flags';
import { backgroundV3 } from './job-progress';
import { addRows, assetTotals, emptyTotals, feesTon } from './summary-accumulator';
import { initialWalkState, walk, type WalkPage, type WalkState } from './walker';
import { csvHeader, csvRecord } from '../../../shared/csv/csv-writer';
import { jsonlRecord } from './writers/jsonl-encoder';
import { PartialFile } from './writers/partial-file';
import { writeXlsxFromJsonl } from './writers/xlsx-writer';

/**
 * What an export needs from the client services: one v3 call through the profile's throttle
 * (exports use the `background` priority), the profile's network (user-friendly flags) and
 * its rate (how many pages to queue ahead). `ClientServices` provides all three
 * (see `exportDepsFromServices`).
 */
export interface ExportDeps {
  call(req: {
    profileId: string;
    api: 'v3';
    operation: string;
    params: Record<string, unknown>;
    priority: Priority;
    signal?: AbortSignal;
  }): Promise<{ data: unknown }>;
  network(profileId: string): Network | Promise<Network>;
  rps?(profileId: string): Promise<number>;
  /** Resolves when the profile's server can be reached again (an export paused by `OFFLINE`
   * resumes then). */
  whenOnline?(profileId: string): Promise<void>;
  /** The user's labels of raw addresses on a network (workspace); label columns stay empty without. */
  labels?(network: Network, raws: string[]): Record<string, { label: string }>;
}

export interface RunExportOptions {
  jobId: string;
  /** The request with `outPath` set. */
  request: ExportRequest & { outPath: string };
  deps: ExportDeps;
  signal: AbortSignal;
  onProgress?(progress: ExportProgress): void;
  /** Continue from the checkpoint beside `outPath` when there is one (default true). */
  resume?: boolean;
  /** Pages queued ahead; default from the profile's rate (2 at 1 rps, up to 6). */
  concurrency?: number;
  pageAttempts?: number;
  retryDelayMs?: number;
  /** Test hook: called after each page is committed (rows and checkpoint on disk). */
  afterCommit?(state: WalkState, checkpoint: Checkpoint): void | Promise<void>;
}

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

/** Encodes rows for the partial file: CSV records, or JSON Lines (also for XLSX, converted at the end). */
function encoder(request: ExportRequest): { header: string; encode(rows: ExportRow[]): string } {
  const keys = columnKeys(request.kind);
  if (request.format === 'csv') {
    return {
      header: csvHeader(keys, request.bom),
      encode: (rows) => rows.map((r) => csvRecord(keys, r.cells, NUMERIC_COLUMNS)).join(''),
    };
  }
  return { header: '', encode: (rows) => rows.map((r) => jsonlRecord(keys, r.cells)).join('') };
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
 * Checks that the folder of a destination file exists: a user-chosen destination is never
 * created (a typo would scatter files), and a folder that cannot exist (under `/proc`) fails
 * now rather than at the first write.
 * @throws AppError `INVALID_INPUT` naming the folder.
 */
export async function assertDestinationFolder(outPath: string): Promise<void> {
  const folder = path.dirname(path.resolve(outPath));
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) {
    throw invalid(
      `Cannot write ${outPath}: the folder ${folder} does not exist${info ? ' (it is a file)' : ''}. Create it first or choose another destination.`,
    );
  }
}

/**
 * Runs (or resumes) one export to `request.outPath`: walks the pinned range page by page
 * (see `walk`), writes each page's rows to `<out>.partial` and then the checkpoint
 * `<out>.export-checkpoint.json` atomically, and at the end turns the partial file into the
 * output (rename; XLSX: built from the JSON Lines partial with a summary sheet) and deletes
 * the checkpoint. Amounts and totals are exact (BigInt nanotons / jetton units).
 * Resolves with the summary. Rejects with `AppError`: `INVALID_INPUT` (address, dates),
 * `CONFLICT` (a different export's checkpoint is at this path), `CANCELLED` (signal; the
 * checkpoint and partial file stay, see {@link discardExport}), or the client's error after
 * the retries (the checkpoint stays: run again to resume).
 */
export async function runExport(opts: RunExportOptions): Promise<ExportSummary> {
  const { request, deps, signal } = opts;
  if (request.kind === 'ledger') return runLedgerExport(opts);
  const source = KIND_SOURCES[request.kind];
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

  const enc = encoder(request);
  let cp = opts.resume === false ? null : await loadCheckpoint(outPath);
  if (cp && !sameExport(cp.request, request)) {
    throw new AppError({
      code: 'CONFLICT',
      message: `${checkpointPathFor(outPath)} belongs to a different export; choose another file or delete it to start over.`,
    });
  }
  let file: PartialFile;
  if (cp) {
    file = await PartialFile.open(cp.partialPath, cp.bytes);
  } else {
    const partialPath = partialPathFor(outPath);
    file = await PartialFile.open(partialPath, null);
    const bytes = await file.append(enc.header);
    const now = Date.now();
    cp = {
      version: 1,
      jobId: opts.jobId,
      request: { ...request, outPath },
      outPath,
      partialPath,
      network: await deps.network(request.profileId),
      createdAt: now,
      updatedAt: now,
      bytes,
      walk: initialWalkState(),
      totals: emptyTotals(),
      jettons: {},
      lastError: null,
    };
    await saveCheckpoint(cp);
  }

  const rps = deps.rps ? await deps.rps(request.profileId).catch(() => 1) : 1;
  const concurrency = opts.concurrency ?? Math.min(6, Math.max(2, Math.ceil(rps / 2) + 1));
  const startedAt = Date.now();
  const rowsAtStart = cp.totals.rows;
  const fractionAtStart = fractionOf(cp, fromUnix) ?? 0;
  const call = backgroundV3(deps, request.profileId);

  const progress = (
    state: ExportProgress['state'],
    error: string | null = null,
  ): ExportProgress => {
    const c = cp!;
    const elapsed = Math.max(0.001, (Date.now() - startedAt) / 1000);
    const fraction = fractionOf(c, fromUnix);
    const speed = fraction === null ? 0 : (fraction - fractionAtStart) / elapsed;
    return {
      jobId: opts.jobId,
      state,
      rows: c.totals.rows,
      pages: c.walk.pages,
      rate: Math.round(((c.totals.rows - rowsAtStart) / elapsed) * 10) / 10,
      etaSeconds: fraction !== null && speed > 0 ? Math.round((1 - fraction) / speed) : null,
      fraction,
      error,
    };
  };

  const resolveJettons = async (page: WalkPage) => {
    const masters = new Set<string>();
    for (const item of page.items) {
      // A jetton transfer names its master; a jetton action its `asset`.
      const i = item as Partial<ChainJettonTransfer & ChainAction>;
      const m = rawOf(i.jetton_master ?? (i.details as { asset?: unknown } | undefined)?.asset);
      if (m && !cp!.jettons[m]) masters.add(m);
    }
    for (const m of masters) {
      let info = jettonInfoFromMetadata(page.response.metadata, m);
      if (!info) {
        const data = await call(
          'jetton/masters',
          { address: [m], limit: 1, offset: 0 },
          signal,
        ).catch((err: unknown) => {
          if (signal.aborted) throw err;
          return null; // no metadata: TEP-64 default decimals rather than failing the export
        });
        const master = (data as OperationResponse<'v3', 'jetton/masters'> | null)
          ?.jetton_masters[0];
        info = master
          ? jettonInfoFromContent(master.jetton_content)
          : { symbol: '', decimals: DEFAULT_JETTON_DECIMALS };
      }
      cp!.jettons[m] = info;
    }
  };

  /**
   * The transactions behind a page of actions, for their status (`actionStatus` reads an
   * action with its transactions): v3 `traces` by trace id, 100 ids a request, only for the
   * actions whose word depends on them (TON transfers, which may be a credit to an undeployed
   * account, and actions the index marks unsuccessful, for their codes). On failure the
   * index's `success` flag decides alone.
   */
  const resolveActionTransactions = async (page: WalkPage) => {
    const ids = new Set<string>();
    for (const item of page.items) {
      const a = item as ChainAction;
      if (a.trace_id && (a.type === 'ton_transfer' || a.success !== true)) ids.add(a.trace_id);
    }
    const txs: Record<string, StatusTransaction> = {};
    const list = [...ids];
    for (let i = 0; i < list.length; i += 100) {
      const chunk = list.slice(i, i + 100);
      const data = await call('traces', { trace_id: chunk, limit: chunk.length }, signal).catch(
        (err: unknown) => {
          if (signal.aborted) throw err;
          return null;
        },
      );
      for (const t of (data as OperationResponse<'v3', 'traces'> | null)?.traces ?? []) {
        Object.assign(txs, t.transactions ?? {});
      }
    }
    return txs;
  };

  /**
   * v3 `metadata` of the jetton wallets and NFT items a page of transactions moved tokens
   * through (one request per page), for the jetton's symbol and decimals. On failure the
   * amounts stay in raw units.
   */
  const resolveTokenMetadata = async (page: WalkPage): Promise<unknown> => {
    const tokens = new Set<string>();
    for (const item of page.items) {
      const tx = item as ChainTransaction;
      const token = movementToken(txMovement(tx, account ?? tx.account));
      if (token) tokens.add(token);
    }
    if (tokens.size === 0) return null;
    return call('metadata', { address: [...tokens] }, signal).catch((err: unknown) => {
      if (signal.aborted) throw err;
      return null;
    });
  };

  const ctx = (
    response: Record<string, unknown>,
    transactions?: Record<string, StatusTransaction>,
  ): MapContext => ({
    network: cp!.network,
    account: request.scope === 'account' ? account : null,
    book: (response.address_book ?? {}) as MapContext['book'],
    jetton: (m: string): JettonInfo =>
      cp!.jettons[m] ?? { symbol: '', decimals: DEFAULT_JETTON_DECIMALS },
    transactions,
  });

  opts.onProgress?.(progress('running'));
  try {
    await walk({
      source,
      address: request.address,
      scope: request.scope,
      order: request.order,
      pageSize: request.pageSize,
      fromUnix,
      toUnix,
      concurrency,
      call,
      state: cp.walk,
      signal,
      pageAttempts: opts.pageAttempts,
      retryDelayMs: opts.retryDelayMs,
      onRetry: (err) =>
        opts.onProgress?.(progress('running', `retrying: ${(err as Error).message}`)),
      commit: async (page) => {
        await resolveJettons(page);
        const txs =
          source.operation === 'actions' ? await resolveActionTransactions(page) : undefined;
        const c = ctx(page.response, txs);
        let tokenMetadata: unknown = null;
        if (source.operation === 'transactions') {
          tokenMetadata = await resolveTokenMetadata(page);
          c.jettonOfWallet = (w) => jettonInfoOfWallet(tokenMetadata, w);
          c.masterOfWallet = (w) => jettonMasterOfWallet(tokenMetadata, w);
        }
        const rows = page.items.flatMap((item) => source.rows(item, c));
        type Maps = {
          address_book?: Record<string, BookRow>;
          metadata?: Record<string, MetadataEntry>;
        };
        const response = page.response as Maps;
        addNameCells(
          rows,
          c.network,
          factsFromMaps(
            [response.address_book],
            [response.metadata, (tokenMetadata as Maps['metadata'] | null) ?? undefined],
          ),
        );
        const labels = deps.labels;
        if (labels) addLabelCells(rows, (raws) => labels(c.network, raws));
        addTextFlagCells(rows);
        const bytes = await file.append(enc.encode(rows));
        cp = {
          ...cp!,
          bytes,
          walk: page.state,
          totals: addRows(cp!.totals, rows),
          updatedAt: Date.now(),
          lastError: null,
        };
        await saveCheckpoint(cp);
        await opts.afterCommit?.(page.state, cp);
        opts.onProgress?.(progress('running'));
      },
    });
  } catch (err) {
    await file.close();
    const message = err instanceof Error ? err.message : String(err);
    if (!(err instanceof AppError && err.code === 'CANCELLED')) {
      await saveCheckpoint({ ...cp, lastError: message, updatedAt: Date.now() }).catch(
        () => undefined,
      );
    }
    throw err;
  }

  const summary: ExportSummary = {
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
  if (request.format === 'xlsx') {
    await file.close();
    await writeXlsxFromJsonl(cp.partialPath, outPath, COLUMNS[request.kind], summary);
    await rm(cp.partialPath, { force: true });
  } else {
    await file.commit(outPath);
  }
  await deleteCheckpoint(outPath);
  opts.onProgress?.({ ...progress('done'), fraction: 1, etaSeconds: 0 });
  return summary;
}

/** Deletes the partial file and checkpoint of an export to `outPath` (a cancelled export). */
export async function discardExport(outPath: string): Promise<void> {
  const cp = await loadCheckpoint(outPath).catch(() => null);
  await rm(cp?.partialPath ?? partialPathFor(outPath), { force: true });
  await deleteCheckpoint(outPath);
}
