/**
 * Workspace benchmark (prints medians with the load average; asserts no target, but checks that
 * each figure measured something: every label imported, labels found by the lookups, requests
 * made by the polls; exits non-zero when one did not):
 * - import of 100 000 labels (CSV parse + one transaction) into a fresh workspace.sqlite;
 * - label lookup for a 1000-row page (the batched lookup one page costs);
 * - a watch poll of 500 accounts against the local network at its real 1 request/s
 *   (requests per poll and time per poll).
 * Usage: npm run bench:workspace [-- --labels 100000 --watched 500 --polls 3]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createProfileServices } from '../../electron/core/services/profile-services';
import { MemoryVault } from '../helpers/memory-vault';
import { pollWatches } from '../../electron/core/services/workspace/watch-poller';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import { parseLabelsCsv } from '../../shared/workspace/label-file';
import { backgroundV3 } from '../helpers/background-call';
import { startLocalNetwork } from '../helpers/localnet';
import { BenchChecks, loadAverage, median } from './bench-checks';

const { values } = parseArgs({
  options: {
    labels: { type: 'string', default: '100000' },
    watched: { type: 'string', default: '500' },
    polls: { type: 'string', default: '3' },
  },
});
const LABELS = Number(values.labels);
const WATCHED = Number(values.watched);
const POLLS = Number(values.polls);

const checks = new BenchChecks('bench:workspace');
console.log(`load average at the start: ${loadAverage()}`);
const addr = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'ws-bench-'));

try {
  // 1. Import of LABELS labels (each run on a fresh file).
  const lines = ['address,label,category,note'];
  for (let i = 1; i <= LABELS; i++) lines.push(`${addr(i)},Wallet ${i},bench,note ${i}`);
  const csv = lines.join('\n');
  const importMs: number[] = [];
  let ws: Workspace | null = null;
  for (let run = 0; run < 3; run++) {
    ws?.close();
    const ud = path.join(dir, `import-${run}`);
    mkdirSync(ud, { recursive: true });
    ws = Workspace.open(ud);
    const t = performance.now();
    const report = ws.labels.importAll('local', parseLabelsCsv(csv));
    importMs.push(performance.now() - t);
    checks.expect(report.added === LABELS, `import ${run}: ${report.added} labels added`);
  }
  console.log(
    `labels import (${LABELS}, CSV parse + one transaction): median ${median(importMs).toFixed(0)} ms (target < 5000 ms; load ${loadAverage()})`,
  );

  // 2. Lookups for a 1000-row page (addresses spread over the table, half labelled).
  const lookupMs: number[] = [];
  let found = 0;
  for (let run = 0; run < 50; run++) {
    const page = Array.from({ length: 1000 }, (_, k) =>
      addr(1 + ((run * 7919 + k * 197) % (LABELS * 2))),
    );
    const t = performance.now();
    found += Object.keys(ws!.labels.lookup('local', page)).length;
    lookupMs.push(performance.now() - t);
  }
  checks.expect(found > 0, 'the lookups found no label');
  console.log(
    `label lookup for a 1000-row page: median ${median(lookupMs).toFixed(2)} ms (target < 5 ms; ${found} labels found in 50 pages; load ${loadAverage()})`,
  );
  ws!.close();

  // 3. Watch poll of WATCHED accounts through the profile's throttle at 1 request/s.
  const net = await startLocalNetwork({ anonymousRps: 1, blockIntervalMs: 1000 });
  try {
    const ud = path.join(dir, 'watch');
    mkdirSync(ud, { recursive: true });
    const services = await createProfileServices({
      userDataDir: ud,
      vault: new MemoryVault(),
      localnet: { ensureStarted: async () => ({ v2Url: net.v2Url, v3Url: net.v3Url }) },
    });
    const wws = Workspace.open(ud);
    const watched = [
      ...net.wallets.map((w) => w.address),
      ...Array.from({ length: Math.max(0, WATCHED - net.wallets.length) }, (_, i) =>
        addr(1_000_000 + i),
      ),
    ].slice(0, WATCHED);
    for (const a of watched) wws.watches.set('local', a, { anyTransaction: true });
    const call = backgroundV3(services);
    const perPoll: number[] = [];
    const pollMs: number[] = [];
    for (let p = 0; p < POLLS + 1; p++) {
      const t = performance.now();
      const { requests } = await pollWatches('local', wws.watches, call);
      if (p === 0) continue; // the first poll only records positions
      perPoll.push(requests);
      pollMs.push(performance.now() - t);
    }
    checks.expect(
      perPoll.length === POLLS && perPoll.every((n) => n > 0),
      `the polls made ${perPoll.join(', ')} requests`,
    );
    console.log(
      `watch poll of ${WATCHED} accounts at 1 request/s: median ${median(perPoll)} requests, ${(median(pollMs) / 1000).toFixed(1)} s per poll (target <= 2 requests; load ${loadAverage()})`,
    );
    wws.close();
    await services.close();
  } finally {
    await net.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  checks.finish();
}
