/**
 * `npm run bench:replay [-- --sample N]`: what replaying a transaction costs, on the demo chain
 * of a local network run in its own process (as a real server would be): HTTP requests and
 * milliseconds per transaction, medians over the demo chain's transactions, in three cases:
 *
 * - cold, alone: each transaction replayed into an empty pinned-state store (its recipe's
 *   every read: what the first replay of a transaction on mainnet costs);
 * - cold, whole chain: `replay --all` into an empty store (reads shared by the transactions of
 *   one block), per transaction on average;
 * - cached: each transaction replayed again (everything from the store: no request).
 *
 * `--sample N` replays every (total / N)-th transaction in the per-transaction cases (default:
 * all). Exits 1 when it measured nothing, when a replay did not match the chain, or when a
 * cached replay made a request.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { replayServiceOf } from '../../electron/core/services/replay/replay-service';
import type { ChainTransaction } from '../../shared/api/v3-rows';
import { median, printOutcome } from './bench-checks';
import { startKeyedBenchNetwork } from './local-network-process';

const { values } = parseArgs({ options: { sample: { type: 'string' } } });
const KEY = 'bench-replay-key-0000000000000000';
const RPS = 1000;

const t0 = Date.now();
/** What a failure of this bench means (printed after their count). */
const FAILED_MEANS = 'replays did not match, made requests when cached, or nothing was measured';
const bench = await startKeyedBenchNetwork({ prefix: 'bench-replay-', key: KEY, rps: RPS });
const { dir, servicesIn } = bench;

let failures = 0;
const lines: string[] = [];
try {
  // The whole chain, cold: `replay --all` into an empty store.
  const walkServices = await servicesIn('walk');
  const walkReplay = replayServiceOf(walkServices, path.join(dir, 'walk'));
  const s = walkReplay.session('local');
  const rows: ChainTransaction[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await s.listTransactions({ sort: 'asc', limit: 1000, offset });
    rows.push(...page);
    if (page.length < 1000) break;
  }
  const listed = s.requests;
  const w0 = performance.now();
  const walked = await walkReplay.walk(s, rows);
  const walkMs = performance.now() - w0;
  const walkMatched = walked.filter((r) => r.verdict === 'match').length;
  failures += rows.length - walkMatched;
  lines.push(
    `transactions: ${rows.length} (demo chain), whole-chain walk matched ${walkMatched} of ${rows.length}`,
    `cold, whole chain (replay --all): ${((s.requests - listed) / rows.length).toFixed(2)} requests and ${(walkMs / rows.length).toFixed(1)} ms per transaction (${s.requests - listed} requests, ${(walkMs / 1000).toFixed(1)} s; listing ${listed} request)`,
  );
  walkReplay.close();
  await walkServices.close();

  // Per transaction: alone into an empty store, then again from the store.
  const step = values.sample ? Math.max(1, Math.floor(rows.length / Number(values.sample))) : 1;
  const sample = rows.filter((_, i) => i % step === 0);
  const cold = { ms: [] as number[], requests: [] as number[] };
  const cached = { ms: [] as number[], requests: [] as number[] };
  const services = await servicesIn('each');
  for (const [i, row] of sample.entries()) {
    // A store of its own per transaction: nothing any other replay read is there.
    const replay = replayServiceOf(services, path.join(dir, 'each', `tx-${i}`));
    let t = performance.now();
    const first = await replay.transaction('local', row.hash, { steps: true });
    cold.ms.push(performance.now() - t);
    cold.requests.push(first.requests);
    t = performance.now();
    const again = await replay.transaction('local', row.hash, { steps: true });
    cached.ms.push(performance.now() - t);
    cached.requests.push(again.requests);
    if (first.verdict !== 'match' || again.verdict !== 'match') failures++;
    if (again.requests > 0) failures++;
    replay.close();
  }
  await services.close();
  lines.push(
    `cold, alone (empty store, with steps): median ${median(cold.requests)} requests (max ${Math.max(...cold.requests)}), median ${median(cold.ms).toFixed(1)} ms per transaction over ${sample.length}`,
    `cached (again, from the store, with steps): median ${median(cached.requests)} requests (max ${Math.max(...cached.requests)}), median ${median(cached.ms).toFixed(1)} ms per transaction over ${sample.length}`,
  );
  if (rows.length === 0 || sample.length === 0 || !Number.isFinite(median(cold.ms))) {
    lines.push('FAILED: nothing was measured');
    failures++;
  }
} finally {
  await bench.stop();
}
printOutcome(lines, failures, FAILED_MEANS, t0);
