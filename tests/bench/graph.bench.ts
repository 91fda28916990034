// `npm run bench:graph`: the investigation canvas's drawing (the real CanvasGraph over
// cytoscape.js, tests/bench/ui/graph.tsx) in Debian Chromium: first layout and draw of 500
// and 2,000 accounts, pan/zoom frame times at 2,000 accounts and 10,000 flows as a user makes
// them (mouse drag and wheel, one input a frame, through cytoscape's own listeners; p50/p95;
// target p95 <= 16.7 ms), and the expansion of one account with 25 counterparties until drawn (target
// < 300 ms after the data arrived); first, the attribution over such a canvas
// (./attribution.bench.ts) and the layered layout of 500 accounts (./layout.bench.ts).
// Figures are printed with the load average; no target is asserted, but the bench checks that
// it measured something (every account and flow drawn, each expansion's 25 accounts and flows
// added, frames recorded) and exits non-zero when it did not. No network.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { BenchChecks, loadAverage, median } from './bench-checks';
import { buildBenchPages } from './ui/pages';
import { serveStatic } from './ui/static-server';
import { benchAttribution } from './attribution.bench';
import { benchLayout } from './layout.bench';

const checks = new BenchChecks('bench:graph');
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

type W = {
  benchFirstDraw(n: number, m: number): Promise<{ ms: number; drawn: number }>;
  benchPanZoom(frames: number): Promise<number[]>;
  benchExpand(k: number): Promise<number>;
  benchElements(): number;
  benchFramesStart(): void;
  benchFramesStop(): number[];
  benchGesture(kind: 'drag' | 'wheel', steps: number, settleMs: number): Promise<number[]>;
  benchReady?: boolean;
};

async function main(): Promise<void> {
  console.log(`load average at start: ${loadAverage()}`);
  benchAttribution();
  benchLayout();
  const outDir = mkdtempSync(path.join(tmpdir(), 'graph-bench-'));
  const { server, url } = await serveStatic(outDir, 'graph.html');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await buildBenchPages(outDir);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (err) => checks.expect(false, `error in the bench page: ${err.message}`));
    await page.addInitScript('window.__name = (f) => f');
    await page.goto(`${url}graph.html`);
    await page.waitForFunction(() => (window as unknown as W).benchReady);
    const first = (n: number, m: number) =>
      page.evaluate(([n, m]) => (window as unknown as W).benchFirstDraw(n!, m!), [n, m]);
    for (const [n, m] of [
      [500, 2500],
      [2000, 10_000],
    ] as const) {
      await first(n, m); // warm-up
      const runs: number[] = [];
      let drawn = 0;
      for (let i = 0; i < 3; i++) {
        const r = await first(n, m);
        runs.push(r.ms);
        drawn = r.drawn;
        checks.expect(r.drawn === n + m, `first draw of ${n} + ${m}: ${r.drawn} elements drawn`);
      }
      console.log(
        `First layout and draw, ${n} accounts, ${m} flows: ${median(runs).toFixed(0)} ms (median of ${runs.length}; ${drawn} elements drawn; load ${loadAverage()})`,
      );
    }
    const gesture = (kind: 'drag' | 'wheel', settleMs = 1000) =>
      page.evaluate(([k, s]) => (window as unknown as W).benchGesture(k, 120, s), [
        kind,
        settleMs,
      ] as const);
    const drag = await gesture('drag');
    const wheel = await gesture('wheel');
    const all = [...drag, ...wheel];
    checks.expect(drag.length >= 120 && wheel.length >= 120, 'pan/zoom frames not recorded');
    const slow = (xs: number[]) => xs.filter((t) => t > 25).length;
    console.log(
      `Pan/zoom by mouse at 2000 accounts and 10000 flows, all in view, from 1 s after the drawing changed (120 drag moves, then 120 wheel notches; one input a frame): ${all.length} frames, p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target p95 <= 16.7 ms); ${slow(all)} frames over 25 ms (a missed vsync), the longest ${Math.max(...all).toFixed(0)} ms`,
    );
    console.log(
      `  drag: p50 ${percentile(drag, 50).toFixed(1)} ms, p95 ${percentile(drag, 95).toFixed(1)} ms; wheel: p50 ${percentile(wheel, 50).toFixed(1)} ms, p95 ${percentile(wheel, 95).toFixed(1)} ms`,
    );
    await first(2000, 10_000);
    const early = await gesture('drag', 0);
    console.log(
      `  a drag the moment a new drawing shows (cytoscape still building its layer textures): ${slow(early)} of ${early.length} frames over 25 ms, p95 ${percentile(early, 95).toFixed(1)} ms`,
    );
    const api = await page.evaluate(() => (window as unknown as W).benchPanZoom(120));
    console.log(
      `  the view moved by cytoscape's API (panBy/zoom, one step a frame), textures built: p50 ${percentile(api, 50).toFixed(1)} ms, p95 ${percentile(api, 95).toFixed(1)} ms`,
    );
    const expands: number[] = [];
    const elements = () => page.evaluate(() => (window as unknown as W).benchElements());
    for (let i = 0; i < 5; i++) {
      const before = await elements();
      expands.push(await page.evaluate(() => (window as unknown as W).benchExpand(25)));
      const added = (await elements()) - before;
      checks.expect(added === 50, `an expansion by 25 added ${added} elements, not 50`);
    }
    console.log(
      `Expansion of one account with 25 counterparties until drawn (at 2000 accounts): ${median(expands).toFixed(0)} ms (median of ${expands.length}; target < 300 ms; load ${loadAverage()})`,
    );
    console.log('(headless Chromium, --disable-gpu, 1280×800, cytoscape.js canvas renderer)');
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main()
  .then(() => checks.finish())
  .catch((err: unknown) => {
    console.error(`bench:graph failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
