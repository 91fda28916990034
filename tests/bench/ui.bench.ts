// `npm run bench:ui`: scroll frame times of the real 100k-row transaction list and the time to
// first paint, in Debian Chromium. Figures are printed, with the load average; no target is
// asserted, but the bench checks that each figure measured something (the list's 100 000 rows,
// the trace graph's 500 transactions drawn, the chart's points, frames recorded, no error in
// the page) and exits non-zero when one did not (tests/bench/bench-checks.ts).
// Then the pictures (tests/bench/ui/charts.tsx): a 500-transaction trace graph and the
// balance chart over 100 000 points.
//
// What runs: the account page's TransactionsTab (VirtualTable, the real row widgets) over 100k
// generated v3 transactions placed in the react-query cache (tests/bench/ui/main.tsx), built
// by Vite in production mode and served from 127.0.0.1. No network is involved, so the
// figures measure rendering only.
//
// Then page loads in the real app (tests/bench/ui/page-loads.ts): the account page vs the
// Config page on the Local profile, median of 5 runs, and their ratio. `-- --pages-only`
// runs only that part; `-- --list-only` runs only the 100k-row list; `-- --charts-only` only
// the trace graph and the balance chart.
//
// First, the first start (`-- --start-only` runs only it): `npm start` until its URL and until
// Home shows the Local profile's data, on a fresh checkout, warm, and with no demo cache
// (tests/bench/ui/first-start.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { BenchChecks, loadAverage, median } from './bench-checks';
import { benchFirstStarts } from './ui/first-start';
import { benchPageLoads } from './ui/page-loads';
import { buildBenchPages } from './ui/pages';
import { serveStatic } from './ui/static-server';

const checks = new BenchChecks('bench:ui');
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

function summary(label: string, frames: number[]): string {
  const s = [...frames].sort((a, b) => a - b);
  const over = frames.filter((f) => f > 1000 / 60 + 1).length;
  return (
    `${label.padEnd(28)} frames ${String(frames.length).padStart(4)}  ` +
    `p50 ${percentile(s, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(5)} ms  ` +
    `max ${s[s.length - 1]!.toFixed(1).padStart(5)} ms  over 17.7 ms: ${over}`
  );
}

async function main(): Promise<void> {
  console.log(`load average at the start: ${loadAverage()}`);
  if (process.argv.includes('--start-only')) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      await benchFirstStarts(browser, checks);
    } finally {
      await browser.close();
    }
    return;
  }
  if (process.argv.includes('--pages-only')) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      await benchPageLoads(browser);
    } finally {
      await browser.close();
    }
    return;
  }
  const listOnly = process.argv.includes('--list-only');
  const chartsOnly = process.argv.includes('--charts-only');
  const outDir = mkdtempSync(path.join(tmpdir(), 'ui-bench-'));
  const { server, url } = await serveStatic(outDir, 'index.html');
  // --expose-gc: the list page collects its generator's garbage before it mounts the list.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
  });
  try {
    if (!listOnly && !chartsOnly) await benchFirstStarts(browser, checks);
    process.stdout.write('Building the bench page (Vite, production)… ');
    const started = Date.now();
    await buildBenchPages(outDir);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (err) => checks.expect(false, `error in the bench page: ${err.message}`));
    // tsx compiles this file with esbuild's keepNames, which wraps functions passed to
    // page.evaluate in a `__name` helper the page does not have.
    await page.addInitScript('window.__name = (f) => f');
    if (chartsOnly) return await benchCharts(page, `${url}charts.html`);
    // The list is mounted LIST_RUNS times (a fresh page each time); the median is quoted.
    const mounts: ListMount[] = [];
    for (let i = 0; i < LIST_RUNS; i++) mounts.push(await mountList(page, url));
    const paint = mounts[mounts.length - 1]!;
    const rowCount = await page
      .getByRole('table', { name: 'Transactions' })
      .getAttribute('aria-rowcount');

    // Scrolls the list from JavaScript, one step per animation frame, recording the time
    // between frames: `steady` moves ~3 rows a frame (a fast wheel scroll), `jumps` moves to a
    // random place each frame (every visible row is replaced: the worst case).
    const run = (mode: 'steady' | 'jumps', frames: number) =>
      page.evaluate(
        ({ mode, frames }) =>
          new Promise<number[]>((resolve) => {
            const el = document.querySelector<HTMLElement>('.vtable');
            if (!el) throw new Error('list not found');
            el.scrollTop = 0;
            const times: number[] = [];
            let last = 0;
            let n = 0;
            let seed = 12345;
            const step = (t: number) => {
              if (last) times.push(t - last);
              last = t;
              if (mode === 'steady') el.scrollTop += 120;
              else {
                seed = (seed * 1103515245 + 12345) % 2147483648;
                el.scrollTop = (seed / 2147483648) * (el.scrollHeight - el.clientHeight);
              }
              if (++n <= frames) requestAnimationFrame(step);
              else resolve(times);
            };
            requestAnimationFrame(step);
          }),
        { mode, frames },
      );
    await run('steady', 30); // warm-up
    const steady = await run('steady', 600);
    const jumps = await run('jumps', 300);
    const endReached = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.vtable')!;
      el.scrollTop = el.scrollHeight;
      return new Promise<string | null>((resolve) =>
        setTimeout(
          () => resolve(document.querySelector('.vtable-footer')?.textContent ?? null),
          300,
        ),
      );
    });

    const rows = rowCount ? Number(rowCount) - 1 : 0;
    checks.expect(rows === 100_000, `the list holds ${rows} rows, not 100 000`);
    checks.expect(
      steady.length === 600 && jumps.length === 300,
      `scroll frames recorded: ${steady.length} of 600, ${jumps.length} of 300`,
    );
    checks.expect(
      mounts.every((m) => m.rowsVisibleAt > m.seededAt),
      'a mount of the list showed no row after its data',
    );
    console.log(`List: ${rows} rows (TransactionsTab, VirtualTable)`);
    console.log(`Footer at the end: ${endReached ?? '(none)'}`);
    console.log(
      `Time to first paint: ${paint.firstPaint?.toFixed(1) ?? 'n/a'} ms (first-paint), ` +
        `${paint.firstContentfulPaint?.toFixed(1) ?? 'n/a'} ms (first-contentful-paint)`,
    );
    const onScreen = mounts.map((m) => m.rowsVisibleAt - m.seededAt);
    console.log(
      `Rows generated in ${median(mounts.map((m) => m.generateMs)).toFixed(0)} ms (not part of the app); ` +
        `list of 100k rows on screen ${median(onScreen).toFixed(0)} ms after its data was ready ` +
        `(median of ${mounts.length} mounts: ${onScreen.map((x) => x.toFixed(0)).join(', ')} ms; target <= 100 ms; load ${loadAverage()})`,
    );
    const cpu = mounts.map((m) => m.cpuMs);
    checks.expect(
      cpu.every((c) => c > 0),
      "the main thread's CPU time around a mount was not read",
    );
    console.log(
      `  main-thread CPU time of the mount: median ${median(cpu).toFixed(0)} ms (${cpu.map((x) => x.toFixed(0)).join(', ')} ms; the load inflates it far less than the time on screen)`,
    );
    console.log(summary('Scroll, 3 rows per frame', steady));
    console.log(summary('Scroll, random jumps', jumps));
    console.log('(headless Chromium, --disable-gpu, 1280×800; a 60 Hz frame is 16.7 ms)');
    if (listOnly) return;
    await benchCharts(page, `${url}charts.html`);
    await benchPageLoads(browser);
    console.log(`load average after the page loads: ${loadAverage()}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Rows on a fresh page of the list bench: the page's own clock (performance.now(), ms). */
interface ListMount {
  firstPaint: number | null;
  firstContentfulPaint: number | null;
  generateMs: number;
  seededAt: number;
  rowsVisibleAt: number;
  /** CPU time of the page's main thread from the mount to the rows on screen (ms): what the
   * mount costs, which the machine's load inflates far less than the time it takes. */
  cpuMs: number;
}

/** Mounts of the 100k-row list whose time to the rows on screen is measured. */
const LIST_RUNS = 5;

/** The page's main-thread CPU time so far (Chromium's `ThreadTime` metric), ms. */
async function threadTimeMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

/**
 * Opens the list bench page, waits for its generated rows, then mounts the list and waits for
 * its first rows: the page places the rows in the query cache and records, in its own clock,
 * when the data was ready and the frame that first painted the rows (tests/bench/ui/main.tsx),
 * so round trips do not count; the main thread's CPU time is read around the mount.
 */
async function mountList(page: Page, url: string): Promise<ListMount> {
  await page.goto(url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.waitForFunction(
    () => (window as unknown as { benchGenerated?: boolean }).benchGenerated,
    null,
    { timeout: 120_000 },
  );
  const cpu0 = await threadTimeMs(cdp);
  await page.evaluate(() => (window as unknown as { benchMount(): Promise<void> }).benchMount());
  const cpuMs = (await threadTimeMs(cdp)) - cpu0;
  await cdp.detach();
  const times = await page.evaluate(() => {
    const w = window as unknown as {
      benchGenerateMs: number;
      benchSeededAt: number;
      benchRowsAt: number;
    };
    const entries = performance.getEntriesByType('paint');
    const get = (n: string) => entries.find((e) => e.name === n)?.startTime ?? null;
    return {
      firstPaint: get('first-paint'),
      firstContentfulPaint: get('first-contentful-paint'),
      generateMs: w.benchGenerateMs,
      seededAt: w.benchSeededAt,
      rowsVisibleAt: w.benchRowsAt,
    };
  });
  return { ...times, cpuMs };
}

/**
 * The pictures: a 500-transaction trace graph (model, dagre layout, React SVG render until the
 * frame is painted; layout alone as well) and the balance chart over 100 000 points (first
 * draw: series + uPlot setup + paint; then a zoom to 5% of the range). Medians of several runs
 * after one warm-up; targets 500 ms and 200 ms.
 */
async function benchCharts(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady);
  type G = { totalMs: number; layoutMs: number; nodes: number };
  type B = { firstMs: number; zoomMs: number; points: number; canvas: boolean };
  const graph = (n: number) =>
    page.evaluate(
      (n) => (window as unknown as { benchTraceGraph(n: number): Promise<G> }).benchTraceGraph(n),
      n,
    );
  const balance = (n: number) =>
    page.evaluate(
      (n) => (window as unknown as { benchBalance(n: number): Promise<B> }).benchBalance(n),
      n,
    );
  await graph(500); // warm-up (JIT, styles)
  const g: G[] = [];
  for (let i = 0; i < 7; i++) g.push(await graph(500));
  const drawn = g.map((x) => x.nodes);
  checks.expect(
    drawn.every((d) => d === 500),
    `the trace graph drew ${drawn.join(', ')} transactions, not 500`,
  );
  console.log(
    `Trace graph, ${median(drawn)} transactions drawn: laid out and drawn in ${median(g.map((x) => x.totalMs)).toFixed(0)} ms ` +
      `(median of ${g.length}; layout alone ${median(g.map((x) => x.layoutMs)).toFixed(0)} ms; target < 500 ms; load ${loadAverage()})`,
  );
  await balance(100_000); // warm-up
  const b: B[] = [];
  for (let i = 0; i < 5; i++) b.push(await balance(100_000));
  checks.expect(
    b.every((x) => x.points === 100_000 && x.canvas),
    `the balance chart drew ${b.map((x) => `${x.points} points${x.canvas ? '' : ' (no canvas)'}`).join(', ')}, not 100 000`,
  );
  console.log(
    `Balance chart, 100 000 points: first draw ${median(b.map((x) => x.firstMs)).toFixed(0)} ms ` +
      `(target < 200 ms), zoom to 5% ${median(b.map((x) => x.zoomMs)).toFixed(0)} ms (medians of ${b.length}; load ${loadAverage()})`,
  );
}

main()
  .then(() => checks.finish())
  .catch((err: unknown) => {
    console.error(`bench:ui failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
