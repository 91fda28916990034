import { rm } from 'node:fs/promises';
import type { ExportSummary } from '../../../../shared/exports/summary';
import { deleteCheckpoint, loadCheckpoint, partialPathFor } from './checkpoint-store';
import type { RunExportOptions } from './export-base';
import { EXPORT_KINDS } from './export-kinds';

/**
 * Runs (or resumes) one export to `request.outPath` with its kind's runner (`EXPORT_KINDS`):
 * rows go to a partial file, turned into the output at the end. Amounts and totals are exact
 * (BigInt nanotons / jetton units). Resolves with the summary. Rejects with `AppError`:
 * `INVALID_INPUT` (address, dates, destination folder), `CONFLICT` (a different export's
 * checkpoint is at this path), `CANCELLED` (signal; a paged kind's checkpoint and partial file
 * stay, see {@link discardExport}), or the client's error after the retries (a paged kind's
 * checkpoint stays: run again to resume).
 */
export function runExport(opts: RunExportOptions): Promise<ExportSummary> {
  return EXPORT_KINDS[opts.request.kind](opts);
}

/** Deletes the partial file and checkpoint of an export to `outPath` (a cancelled export). */
export async function discardExport(outPath: string): Promise<void> {
  const cp = await loadCheckpoint(outPath).catch(() => null);
  await rm(cp?.partialPath ?? partialPathFor(outPath), { force: true });
  await deleteCheckpoint(outPath);
}
