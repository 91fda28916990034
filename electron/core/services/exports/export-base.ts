import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { csvHeader, csvRecord } from '../../../../shared/csv/csv-writer';
import { COLUMNS, columnKeys, NUMERIC_COLUMNS } from '../../../../shared/exports/columns';
import type { ExportRequest } from '../../../../shared/exports/kinds';
import type { ExportProgress, ExportSummary } from '../../../../shared/exports/summary';
import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import type { TypedApi, TypedCallOptions } from '../../client/typed-api';
import type { Checkpoint } from './checkpoint-store';
import type { LabelsOf } from './rows/label-cells';
import type { ExportRow } from './rows/row-types';
import type { WalkState } from './walker';
import { jsonlRecord } from './writers/jsonl-encoder';
import type { PartialFile } from './writers/partial-file';
import { writeXlsxFromJsonl } from './writers/xlsx-writer';

/**
 * What the export runner (export-job.ts), each kind (the paged kinds' paged-export.ts, the
 * ledger's ledger-export.ts) and the job plumbing (job-progress.ts, job-manager.ts) share:
 * the services an export needs, the options of one run, what a kind is, the destination
 * check, the row encoder and the last step that turns the partial file into the output. It
 * imports none of them, so the exports form no import circle.
 */

/**
 * What an export needs from the profile services: the profile's typed v3 functions (through
 * its throttle; exports use the `background` priority), the profile's network (user-friendly
 * flags) and its rate (how many pages to queue ahead). `ProfileServices` provides all three
 * (see `exportDepsFromServices`).
 */
export interface ExportDeps {
  /**
   * The profile's typed v3 functions (`api.typed(profileId, defaults).v3`): each answer
   * validated once, against the catalogue's response schema; `defaults` are options of every
   * call (priority, signal), under each call's own.
   */
  v3(profileId: string, defaults: TypedCallOptions): TypedApi<'v3'>;
  network(profileId: string): Network | Promise<Network>;
  rps?(profileId: string): Promise<number>;
  /** Resolves when the profile's server can be reached again (an export paused by `OFFLINE`
   * resumes then). */
  whenOnline?(profileId: string): Promise<void>;
  /**
   * The labels of raw addresses on a network (the user's over the built-in set, with their
   * provenance); label columns stay empty without.
   */
  labels?(network: Network, raws: string[]): ReturnType<LabelsOf>;
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
  /** Pages queued ahead; default from the profile's rate and the page size (`concurrencyFor`). */
  concurrency?: number;
  pageAttempts?: number;
  retryDelayMs?: number;
  /** Test hook: called after each commit of one or more pages (rows and checkpoint on disk). */
  afterCommit?(state: WalkState, checkpoint: Checkpoint): void | Promise<void>;
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
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `Cannot write ${outPath}: the folder ${folder} does not exist${info ? ' (it is a file)' : ''}. Create it first or choose another destination.`,
    });
  }
}

/**
 * One export kind in the runner's table (export-kinds.ts): runs (or resumes, for a kind with
 * a checkpoint) the export of `opts.request` to its `outPath` and resolves with its summary.
 * Rejects with `AppError` (`INVALID_INPUT`, `CONFLICT`, `CANCELLED`, or the client's error).
 */
export type ExportKindRun = (opts: RunExportOptions) => Promise<ExportSummary>;

/** Encodes rows for a partial file: a CSV header and records, or JSON Lines (also for XLSX). */
export interface RowEncoder {
  /** The CSV header (with the BOM when asked for); empty for JSON Lines. */
  header: string;
  encode(rows: ExportRow[]): string;
}

/**
 * The encoder of a request's kind and format: CSV records (columns in `numeric` stay numbers,
 * never `'`-prefixed like text), or JSON Lines (also for XLSX, converted at the end).
 */
export function rowEncoder(
  request: ExportRequest,
  numeric: ReadonlySet<string> = NUMERIC_COLUMNS,
): RowEncoder {
  const keys = columnKeys(request.kind);
  if (request.format === 'csv') {
    return {
      header: csvHeader(keys, request.bom),
      encode: (rows) => rows.map((r) => csvRecord(keys, r.cells, numeric)).join(''),
    };
  }
  return { header: '', encode: (rows) => rows.map((r) => jsonlRecord(keys, r.cells)).join('') };
}

/**
 * Turns a finished partial file into the output at `outPath`: renamed (CSV, JSON Lines) or
 * converted (XLSX: built from the JSON Lines partial with the summary sheet, then the partial
 * deleted).
 */
export async function finishOutput(
  file: PartialFile,
  partialPath: string,
  outPath: string,
  summary: ExportSummary,
): Promise<void> {
  if (summary.format === 'xlsx') {
    await file.close();
    await writeXlsxFromJsonl(partialPath, outPath, COLUMNS[summary.kind], summary);
    await rm(partialPath, { force: true });
  } else {
    await file.commit(outPath);
  }
}
