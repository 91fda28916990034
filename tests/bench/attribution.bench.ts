// The attribution engine (shared/attribution) over a canvas of 2,000 accounts and 10,000
// flows, as `npm run bench:graph` runs it first (pure code, no browser): the median time of
// a whole attribution by each rule (target < 500 ms) and of the path finder between the
// start and the largest end. Throws when it measured nothing (the bench then exits non-zero).
import { performance } from 'node:perf_hooks';
import { attribute, findPaths, type AttributionRule } from '../../shared/attribution';
import { graphInput, jetton, type Step } from '../helpers/attribution-graph';
import { median } from './bench-checks';

/** A seeded PRNG (mulberry32): the same canvas every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `accounts` accounts and `flows` transfers in time order: the start pays 20 accounts, then
 * each transfer is sent by an account that has received something, to any account (cycles
 * and merges with unrelated money happen), one in twenty in a jetton (conversions happen).
 */
export function benchCanvas(accounts: number, flows: number) {
  const rand = prng(32);
  const addr = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
  const DEMO = jetton('d');
  const funded: number[] = [];
  const steps: Step[] = [];
  let transfers = 0;
  for (let i = 1; i <= 20; i++) {
    transfers++;
    steps.push([addr(0), addr(i), 1_000_000_000_000n]);
    funded.push(i);
  }
  while (transfers++ < flows) {
    const from = funded[Math.floor(rand() * funded.length)]!;
    const to = 1 + Math.floor(rand() * (accounts - 1));
    const amount = BigInt(1 + Math.floor(rand() * 50)) * 1_000_000_000n;
    steps.push(
      rand() < 0.05 ? [addr(from), addr(to), amount * 1000n, DEMO] : [addr(from), addr(to), amount],
    );
    if (rand() < 0.3) steps.push({ fee: addr(from), amount: 5_000_000n });
    funded.push(to);
  }
  const read = Array.from({ length: accounts - 1 }, (_, i) => addr(i + 1));
  return graphInput(steps, {
    start: addr(0),
    read,
    openings: Object.fromEntries(read.map((a) => [a, { TON: '7000000000' }])),
  });
}

/** CPU time of this process so far, ms (all its threads: what the work cost, load or not). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Runs the attribution bench; prints its figures. */
export function benchAttribution(): void {
  const accounts = 2000;
  const flows = 10_000;
  const input = benchCanvas(accounts, flows);
  const moves = input.accounts.reduce((n, a) => n + a.movements.length, 0);
  for (const rule of ['haircut', 'fifo'] as AttributionRule[]) {
    attribute({ ...input, rule }); // warm-up
    const runs: number[] = [];
    const cpu: number[] = [];
    let result = attribute({ ...input, rule });
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const c0 = cpuMs();
      result = attribute({ ...input, rule });
      runs.push(performance.now() - t0);
      cpu.push(cpuMs() - c0);
    }
    if (
      !runs.length ||
      result.accounts.length < 2 ||
      !result.reconciliation.every((r) => r.balanced)
    ) {
      throw new Error(`attribution bench (${rule}) measured nothing or did not balance`);
    }
    console.log(
      `Attribution (${rule}) over ${accounts} accounts and ${flows} flows (${moves} movements): ${median(runs).toFixed(0)} ms (median of ${runs.length}, ${median(cpu).toFixed(0)} ms of CPU; target < 500 ms); ${result.accounts.length} accounts reached, ${result.paths.length} routes listed`,
    );
  }
  const a = attribute(input);
  const to = a.frontier[0]?.address ?? a.ends[0]?.address ?? a.accounts[1]!.address;
  const runs: number[] = [];
  let found = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    found = findPaths({
      ledgers: input.accounts,
      from: input.start.address,
      to,
      attribution: a,
      maxHops: 4,
    }).length;
    runs.push(performance.now() - t0);
  }
  console.log(
    `Path finder, start to one account, up to 4 hops, same canvas: ${median(runs).toFixed(0)} ms (median of ${runs.length}); ${found} paths`,
  );
}
