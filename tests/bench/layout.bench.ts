// The canvas's layered layout (shared/canvas/picture.ts `arrangeCanvas` over dagre), as
// `npm run bench:graph` runs it (pure code, no browser): the median time to lay out 500
// accounts (target < 500 ms) shaped as a trace draws them (hop by hop from one start, one or
// two senders per account, merges, 20 ends receiving from many), and, for comparison, the random
// 500-account / 2,500-flow canvas the drawing bench draws. Throws when it measured nothing.
import { performance } from 'node:perf_hooks';
import type { CanvasDocument } from '../../shared/canvas/document';
import { arrangeCanvas } from '../../shared/canvas/picture';
import { newCanvas } from '../../renderer/src/features/canvas/canvas-model';
import { median } from './bench-checks';

const addr = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const shown = {
  name: (a: string) => `acct-${a.slice(-5).toLowerCase()}.ton · UQAb…${a.slice(-4)}`,
  network: 'local' as const,
};

/** A seeded PRNG (LCG): the same canvas every run. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function edge(d: CanvasDocument, from: number, to: number, amount: number) {
  const id = `${addr(from)}>${addr(to)}|TON`;
  if (from === to || d.edges.some((e) => e.id === id)) return;
  d.edges.push({
    id,
    from: addr(from),
    to: addr(to),
    asset: 'TON',
    amount: String(BigInt(Math.floor(amount * 1e6)) * 1000n + 1n),
    count: 1,
    firstUtime: 1,
    lastUtime: 2,
    note: '',
  });
}

/**
 * `n` accounts over 10 hops from account 0: each receives from one or two accounts, mostly of
 * the hop before it (one in five from further back); the last 20 are ends (a stop label)
 * receiving from 10 accounts of any hop each.
 */
export function tracedCanvas(n: number): CanvasDocument {
  const rnd = lcg(11);
  const d = newCanvas(addr(0));
  const body = n - 20;
  const hopOf = (i: number) => Math.ceil((i / body) * 10);
  d.nodes = Array.from({ length: n }, (_, i) => ({
    address: addr(i),
    x: 0,
    y: 0,
    expanded: i < body ? [{ direction: 'out' as const, nextOffset: null }] : [],
    note: '',
  }));
  // The first account of each hop (account 0 is hop 0).
  const first = (h: number) => (h === 0 ? 0 : Math.floor((body * (h - 1)) / 10) + 1);
  for (let i = 1; i < body; i++) {
    const h = hopOf(i);
    // Mostly from the hop before (the money moves hop by hop), sometimes from further back.
    const from = () =>
      rnd() < 0.8 || h === 1
        ? first(h - 1) + Math.floor(rnd() * (first(h) - first(h - 1)))
        : Math.floor(rnd() * first(h - 1) || 0);
    for (let k = 0; k < 1 + Math.floor(rnd() * 2); k++) edge(d, from(), i, rnd() * 1e3);
  }
  for (let i = body; i < n; i++)
    for (let k = 0; k < 10; k++) edge(d, Math.floor(rnd() * body), i, rnd() * 1e3);
  d.traces = [
    {
      start: addr(0),
      direction: 'out',
      hops: 10,
      requests: 0,
      ended: 'done',
      stops: Array.from({ length: 20 }, (_, k) => ({
        account: addr(body + k),
        reason: 'labelled “exchange”',
        code: 'label' as const,
      })),
      at: 0,
    },
  ];
  return d;
}

/** `n` accounts and `m` flows between random pairs (the drawing bench's canvas). */
function randomCanvas(n: number, m: number): CanvasDocument {
  const rnd = lcg(7);
  const d = newCanvas(addr(0));
  d.nodes = Array.from({ length: n }, (_, i) => ({
    address: addr(i),
    x: 0,
    y: 0,
    expanded: [],
    note: '',
  }));
  while (d.edges.length < m) edge(d, Math.floor(rnd() * n), Math.floor(rnd() * n), rnd() * 1e3);
  return d;
}

/** Median wall and CPU time of `runs` layouts of `doc` (after one warm-up), ms. */
function timeLayout(doc: CanvasDocument, runs: number): { wall: number; cpu: number } {
  arrangeCanvas(doc, shown);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = arrangeCanvas(doc, shown);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (!Object.keys(out.routes).length) throw new Error('the layout routed no flow');
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/** Prints the layout's figures; throws when nothing was measured. */
export function benchLayout(): void {
  const traced = tracedCanvas(500);
  const a = timeLayout(traced, 5);
  console.log(
    `Layered layout (dagre), 500 accounts, ${traced.edges.length} flows shaped as a trace: ${a.wall.toFixed(0)} ms wall, ${a.cpu.toFixed(0)} ms CPU (medians of 5; target < 500 ms)`,
  );
  const random = randomCanvas(500, 2500);
  const b = timeLayout(random, 3);
  console.log(
    `Layered layout (dagre), 500 accounts, 2500 random flows (cycles, long edges): ${b.wall.toFixed(0)} ms wall, ${b.cpu.toFixed(0)} ms CPU (medians of 3)`,
  );
  if (!(a.wall > 0 && a.cpu > 0) || !(b.wall > 0))
    throw new Error('the layout bench measured nothing');
}
