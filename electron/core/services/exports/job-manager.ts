import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FORMAT_EXTENSIONS,
  exportRequestSchema,
  type ExportRequest,
} from '../../../../shared/exports/kinds';
import type { ExportJobView } from '../../../../shared/exports/summary';
import { AppError, isRetryable } from '../../../../shared/ipc/errors';
import { normalizeAddress } from '../../../../shared/ton/address';
import { writeFileAtomic } from '../atomic-file';
import { loadCheckpoint } from './checkpoint-store';
import { plainProgress } from './job-progress';
import { assertDestinationFolder, type ExportDeps, type RunExportOptions } from './export-base';
import { discardExport, runExport } from './export-job';
import { orInvalidInput } from '../invalid-input';

export interface ExportJobManagerOptions {
  deps: ExportDeps;
  /** Folder for default output files and the job list (`<userData>/exports`). */
  exportsDir: string;
  /** Every change of a job (progress, end): the `exports:progress` event. */
  emit?(view: ExportJobView): void;
  /** Passed to each run (tests: fast retries). */
  runOptions?: Pick<RunExportOptions, 'pageAttempts' | 'retryDelayMs' | 'concurrency'>;
}

interface Job {
  view: ExportJobView;
  controller: AbortController | null;
  /** Why the run is being stopped: the user cancelled (discard) or the app quits (keep). */
  stopReason: 'cancel' | 'quit' | null;
  running: Promise<void> | null;
  /** Set while the job waits for its profile to come back online (paused by `OFFLINE`). */
  waitingOnline: boolean;
}

interface RegistryEntry {
  jobId: string;
  outPath: string;
  createdAt: number;
  /**
   * The request, so a job that left no checkpoint (a ledger export keeps none; any export
   * killed before its first page) is still listed after a crash, to start again.
   */
  request?: ExportRequest & { outPath: string };
}

/** What an export stopped by a crash without a checkpoint says. */
const NO_CHECKPOINT =
  'The app stopped before this export finished, and there is nothing to resume from (a ledger export keeps no checkpoint): start it again.';

const REGISTRY = 'jobs.json';
/** Largest chunk `readChunk` returns (base64 over IPC / the web socket). */
export const MAX_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The export jobs of the app: starts them in the main process (requests at `background`
 * priority behind the profile's throttle, so the UI's requests go first), streams progress,
 * cancels (deletes the partial file), and keeps interrupted jobs (crash, quit, failure) in a
 * small registry so they can be resumed from their checkpoint after a restart.
 *
 * How a run ends on an error (the throttle already retried it; the walker planned the page
 * again where that can help): an error `isRetryable` accepts leaves the job `interrupted`
 * (resumable: the cause may pass); `OFFLINE` leaves it `interrupted` and resumes it on its own
 * when the profile is reachable again; any other error (bad key, bad input, `NOT_FOUND`, a
 * response of the wrong shape) makes it `failed` with that reason, since a resume would hit it
 * again.
 */
export class ExportJobManager {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly opts: ExportJobManagerOptions) {}

  /** Loads the registry: jobs whose checkpoint is still on disk come back as `interrupted`. */
  async init(): Promise<void> {
    // The default destination folder; a user-chosen one must already exist.
    await mkdir(this.opts.exportsDir, { recursive: true });
    let entries: RegistryEntry[];
    try {
      entries = JSON.parse(
        await readFile(path.join(this.opts.exportsDir, REGISTRY), 'utf8'),
      ) as RegistryEntry[];
    } catch {
      entries = [];
    }
    for (const e of entries) {
      const view = await interruptedView(e);
      if (!view) continue;
      this.jobs.set(e.jobId, {
        view,
        controller: null,
        stopReason: null,
        running: null,
        waitingOnline: false,
      });
    }
    await this.saveRegistry();
  }

  /** A default output path in the exports folder: `<kind>-<address start>-<UTC stamp>.<ext>`. */
  defaultPath(request: Pick<ExportRequest, 'kind' | 'format' | 'address'>): string {
    let tag = 'account';
    try {
      tag = normalizeAddress(request.address).replace(':', '_').slice(0, 12);
    } catch {
      // Invalid addresses are refused when the export starts.
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
    return path.join(
      this.opts.exportsDir,
      `${request.kind}-${tag}-${stamp}${FORMAT_EXTENSIONS[request.format]}`,
    );
  }

  list(): ExportJobView[] {
    return [...this.jobs.values()].map((j) => j.view).sort((a, b) => b.createdAt - a.createdAt);
  }

  get(jobId: string): ExportJobView {
    return this.job(jobId).view;
  }

  /**
   * Starts an export. Throws `AppError` `INVALID_INPUT` for a bad address and `CONFLICT` when
   * another running job writes the same file. Resolves at once with the job (it runs on).
   */
  async start(request: ExportRequest): Promise<ExportJobView> {
    orInvalidInput(() => normalizeAddress(request.address));
    const outPath = path.resolve(request.outPath ?? this.defaultPath(request));
    await assertDestinationFolder(outPath);
    for (const j of this.jobs.values()) {
      if (j.view.outPath === outPath && (j.running || j.view.progress.state === 'interrupted')) {
        throw new AppError({
          code: 'CONFLICT',
          message: `An export to ${outPath} is ${j.running ? 'running' : 'interrupted (resume or discard it)'}.`,
        });
      }
    }
    const jobId = randomUUID();
    const job: Job = {
      view: {
        jobId,
        request: { ...request, outPath },
        outPath,
        progress: plainProgress(jobId, 'running'),
        summary: null,
        createdAt: Date.now(),
      },
      controller: null,
      stopReason: null,
      running: null,
      waitingOnline: false,
    };
    this.jobs.set(jobId, job);
    await this.saveRegistry();
    this.launch(job, false);
    return job.view;
  }

  /** Resumes an interrupted or failed job from its checkpoint. */
  resume(jobId: string): ExportJobView {
    const job = this.job(jobId);
    if (job.running) return job.view;
    if (job.view.progress.state !== 'interrupted' && job.view.progress.state !== 'failed') {
      throw new AppError({
        code: 'CONFLICT',
        message: `The export is ${job.view.progress.state}; only an interrupted or failed one can resume.`,
      });
    }
    this.launch(job, true);
    return job.view;
  }

  /** Cancels a running job (its partial file and checkpoint are deleted) or discards an
   * interrupted one. Resolves when it has stopped. */
  async cancel(jobId: string): Promise<ExportJobView> {
    const job = this.job(jobId);
    job.waitingOnline = false;
    if (job.running) {
      job.stopReason = 'cancel';
      job.controller?.abort();
      await job.running;
    } else if (job.view.progress.state === 'interrupted' || job.view.progress.state === 'failed') {
      await discardExport(job.view.outPath);
      this.update(job, { progress: { ...job.view.progress, state: 'cancelled' } });
    }
    await this.saveRegistry();
    return job.view;
  }

  /**
   * A chunk of a finished export's file, base64 (the web shell's download: the renderer
   * cannot read the disk). At most {@link MAX_CHUNK_BYTES} per call; `nextOffset` null at the end.
   */
  async readChunk(
    jobId: string,
    offset: number,
    length = MAX_CHUNK_BYTES,
  ): Promise<{ fileName: string; totalBytes: number; base64: string; nextOffset: number | null }> {
    const job = this.job(jobId);
    if (job.view.progress.state !== 'done') {
      throw new AppError({ code: 'CONFLICT', message: 'The export has not finished.' });
    }
    const info = await stat(job.view.outPath).catch(() => null);
    if (!info)
      throw new AppError({ code: 'NOT_FOUND', message: `${job.view.outPath} no longer exists.` });
    const size = Math.min(Math.max(1, length), MAX_CHUNK_BYTES);
    const handle = await open(job.view.outPath, 'r');
    try {
      const buf = Buffer.alloc(Math.max(0, Math.min(size, info.size - offset)));
      const { bytesRead } = await handle.read(buf, 0, buf.length, offset);
      const end = offset + bytesRead;
      return {
        fileName: path.basename(job.view.outPath),
        totalBytes: info.size,
        base64: buf.subarray(0, bytesRead).toString('base64'),
        nextOffset: end < info.size ? end : null,
      };
    } finally {
      await handle.close();
    }
  }

  /** Stops every running job, keeping their checkpoints (app quit): they come back as
   * `interrupted` on the next start. */
  async shutdown(): Promise<void> {
    const running = [...this.jobs.values()].filter((j) => j.running);
    for (const j of this.jobs.values()) j.waitingOnline = false;
    for (const j of running) {
      j.stopReason = 'quit';
      j.controller?.abort();
    }
    await Promise.all(running.map((j) => j.running));
    await this.saveRegistry();
  }

  private job(jobId: string): Job {
    const job = this.jobs.get(jobId);
    if (!job) throw new AppError({ code: 'NOT_FOUND', message: `No export job ${jobId}.` });
    return job;
  }

  private update(job: Job, patch: Partial<ExportJobView>): void {
    job.view = { ...job.view, ...patch };
    this.opts.emit?.(job.view);
  }

  private launch(job: Job, resume: boolean): void {
    const controller = new AbortController();
    job.controller = controller;
    job.stopReason = null;
    job.waitingOnline = false;
    this.update(job, { progress: { ...job.view.progress, state: 'running', error: null } });
    job.running = (async () => {
      try {
        const summary = await runExport({
          ...this.opts.runOptions,
          jobId: job.view.jobId,
          request: { ...job.view.request, outPath: job.view.outPath },
          deps: this.opts.deps,
          signal: controller.signal,
          resume,
          onProgress: (progress) => this.update(job, { progress }),
        });
        this.update(job, {
          summary,
          progress: { ...job.view.progress, state: 'done', fraction: 1, etaSeconds: 0 },
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (job.stopReason === 'cancel') {
          await discardExport(job.view.outPath).catch(() => undefined);
          this.update(job, { progress: { ...job.view.progress, state: 'cancelled', error: null } });
        } else if (job.stopReason === 'quit') {
          this.update(job, {
            progress: { ...job.view.progress, state: 'interrupted', error: null },
          });
        } else {
          const code = err instanceof AppError ? err.code : 'INTERNAL';
          const offline = code === 'OFFLINE';
          this.update(job, {
            progress: {
              ...job.view.progress,
              state: offline || isRetryable(code) ? 'interrupted' : 'failed',
              error: offline
                ? `${message.replace(/\.?$/, '.')} It resumes when the network is back.`
                : message,
            },
          });
          if (offline) this.resumeWhenOnline(job);
        }
      } finally {
        job.running = null;
        job.controller = null;
        await this.saveRegistry().catch(() => undefined);
      }
    })();
  }

  /** Resumes a job paused by `OFFLINE` once its profile answers again, unless it was
   * cancelled, resumed by hand or the app is quitting meanwhile. */
  private resumeWhenOnline(job: Job): void {
    const whenOnline = this.opts.deps.whenOnline;
    if (!whenOnline) return;
    job.waitingOnline = true;
    void whenOnline(job.view.request.profileId)
      .then(() => {
        if (!job.waitingOnline || job.running || job.view.progress.state !== 'interrupted') return;
        this.launch(job, true);
      })
      .catch(() => {
        job.waitingOnline = false; // the profile is gone: the job stays interrupted
      });
  }

  private async saveRegistry(): Promise<void> {
    const entries: RegistryEntry[] = [...this.jobs.values()]
      // A running job is kept too (written before it starts): a crash leaves it listed.
      .filter(
        (j) =>
          j.running ||
          j.view.progress.state === 'running' ||
          j.view.progress.state === 'interrupted' ||
          j.view.progress.state === 'failed',
      )
      .map((j) => ({
        jobId: j.view.jobId,
        outPath: j.view.outPath,
        createdAt: j.view.createdAt,
        request: { ...j.view.request, outPath: j.view.outPath },
      }));
    await writeFileAtomic(
      path.join(this.opts.exportsDir, REGISTRY),
      `${JSON.stringify(entries, null, 1)}\n`,
    );
  }
}

/**
 * How a job of the registry comes back after a restart: `interrupted`, from its checkpoint
 * (resumable where it stopped), or, with no checkpoint but its request kept, to start again
 * (a ledger export keeps none: the user still learns it did not finish). Null: nothing to list.
 */
async function interruptedView(e: RegistryEntry): Promise<ExportJobView | null> {
  const cp = await loadCheckpoint(e.outPath).catch(() => null);
  // The registry is the app's own file, but a damaged one must not list a bad request.
  const kept = exportRequestSchema.safeParse(e.request);
  const request = cp?.request ?? (kept.success ? kept.data : null);
  if (!request) return null;
  return {
    jobId: e.jobId,
    request,
    outPath: cp?.outPath ?? e.outPath,
    progress: cp
      ? plainProgress(e.jobId, 'interrupted', cp.totals.rows, cp.walk.pages, cp.lastError)
      : plainProgress(e.jobId, 'interrupted', 0, 0, NO_CHECKPOINT),
    summary: null,
    createdAt: e.createdAt,
  };
}
