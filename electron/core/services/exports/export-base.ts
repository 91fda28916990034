import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExportRequest } from '../../../../shared/exports/kinds';
import type { ExportProgress } from '../../../../shared/exports/summary';
import { AppError } from '../../../../shared/ipc/errors';
import type { Priority } from '../../../../shared/ipc/channels/api';
import type { Network } from '../../../../shared/profiles';
import type { Checkpoint } from './checkpoint-store';
import type { LabelsOf } from './rows/label-cells';
import type { WalkState } from './walker';

/**
 * What the export runner (export-job.ts), each kind (the ledger's ledger-export.ts) and the
 * job plumbing (job-progress.ts, job-manager.ts) share: the services an export needs, the
 * options of one run, and the destination check. It imports none of them, so the exports
 * form no import circle.
 */

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
