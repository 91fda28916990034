import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportDeps } from '../../electron/core/services/exports/export-base';
import { ExportJobManager } from '../../electron/core/services/exports/job-manager';
import type { ExportJobView } from '../../shared/exports/summary';
import { exportRequestSchema } from '../../shared/exports/kinds';
import { AppError, type ErrorCode } from '../../shared/ipc/errors';
import { rawV3 } from '../helpers/typed-v3';

/**
 * How an export job ends on an error its requests could not get past (the throttle retried,
 * the walker planned the page again where that helps): failed with the reason when a resume
 * would hit the same error, interrupted when it may pass, and paused by OFFLINE until the
 * profile is reachable again, then resumed on its own.
 */

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-job-errors-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const alice = '0:c7b4f1c310bb8dcc68bd28e2fd3551d2e9aac12eb0f4712f805cd640f8c8c93b';
const request = exportRequestSchema.parse({
  profileId: 'local',
  address: alice,
  kind: 'transactions',
  format: 'csv',
});

/** A manager whose every v3 call fails with `code` while `failing` is set, else answers an
 * empty history; `whenOnline` resolves when the test says the network is back. */
function setup(code: ErrorCode) {
  const state = { failing: true, calls: 0 };
  let online: () => void = () => undefined;
  const onlineAgain = new Promise<void>((resolve) => (online = resolve));
  const deps: ExportDeps = {
    v3: (_profileId, defaults) =>
      rawV3(async () => {
        state.calls++;
        if (state.failing) throw new AppError({ code, message: `${code} from the server` });
        return { transactions: [], address_book: {} };
      }, defaults),
    network: () => 'local',
    whenOnline: () => onlineAgain,
  };
  const views: ExportJobView[] = [];
  const manager = new ExportJobManager({
    deps,
    exportsDir: path.join(dir, 'exports'),
    emit: (v) => views.push(v),
    runOptions: { retryDelayMs: 0 },
  });
  /** Resolves with the first view of the job in one of `states`. */
  const reaches = (states: string[]) =>
    new Promise<ExportJobView>((resolve) => {
      const check = () => {
        const v = views.find((x) => states.includes(x.progress.state));
        if (v) resolve(v);
        else setImmediate(check);
      };
      check();
    });
  return { manager, state, online: () => online(), reaches, views };
}

describe('export job errors', () => {
  for (const code of ['NOT_FOUND', 'BAD_RESPONSE', 'INVALID_KEY'] as const) {
    it(`${code} fails the job with its reason (no resumable loop)`, async () => {
      const { manager, state, reaches } = setup(code);
      await manager.init();
      await manager.start(request);
      const end = await reaches(['failed', 'interrupted']);
      expect(end.progress).toMatchObject({ state: 'failed', error: `${code} from the server` });
      expect(state.calls).toBe(1);
    });
  }

  it('a retryable error the throttle gave up on interrupts the job (resumable)', async () => {
    const { manager, state, reaches } = setup('RATE_LIMITED');
    await manager.init();
    await manager.start(request);
    const end = await reaches(['failed', 'interrupted']);
    expect(end.progress).toMatchObject({
      state: 'interrupted',
      error: 'RATE_LIMITED from the server',
    });
    expect(state.calls).toBe(3); // three plans (the walker's bound), each a full throttled request
  });

  it('OFFLINE pauses the job and resumes it when the profile is reachable again', async () => {
    const { manager, state, online, reaches, views } = setup('OFFLINE');
    await manager.init();
    const job = await manager.start(request);
    const paused = await reaches(['interrupted', 'failed']);
    expect(paused.progress.state).toBe('interrupted');
    expect(paused.progress.error).toMatch(
      /OFFLINE from the server\. It resumes when the network is back\./,
    );
    expect(state.calls).toBe(1); // not asked again while offline
    state.failing = false;
    online();
    const done = await reaches(['done']);
    expect(done.jobId).toBe(job.jobId);
    expect(views.at(-1)!.progress.state).toBe('done');
  });

  it('an OFFLINE job cancelled while paused stays cancelled when the network returns', async () => {
    const { manager, state, online, reaches } = setup('OFFLINE');
    await manager.init();
    const job = await manager.start(request);
    await reaches(['interrupted']);
    await manager.cancel(job.jobId);
    state.failing = false;
    online();
    await new Promise((r) => setImmediate(r));
    expect(manager.get(job.jobId).progress.state).toBe('cancelled');
    expect(state.calls).toBe(1);
  });
});
