// The first start as a user lives it: `npm start` until it prints `Web shell: <url>`, then that
// URL in a browser until Home shows the Local profile's latest masterchain block (its data,
// from the local network). Used by `npm run bench:ui` (`-- --start-only` for this part alone).
//
// Three cases, median of `runs` each (env BENCH_START_RUNS, default 3):
// - fresh checkout: no build output (dist/renderer, dist/hosts removed before each run), so
//   `npm start` builds what it serves; a fresh user-data folder, the demo chain from the
//   machine's demo cache;
// - warm: the build output up to date (nothing may rebuild) and the same user-data folder
//   each run (a user's next start: the local network's database is there);
// - first start on a machine: a fresh user-data folder and no demo cache either (an empty
//   cache folder), so the local network builds the demo chain; what counts is when the Local
//   profile answers (Home's block is its answer).
// Targets: URL and Home's data within 5 s of the command (fresh checkout and warm, idle
// machine), the Local profile answering within 10 s on a first start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import { loadAverage, median, type BenchChecks } from '../bench-checks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One start: milliseconds from the command to its URL and to Home's data on screen. */
interface StartRun {
  urlMs: number;
  homeMs: number;
  /** When the status bar first said "Local network starting…"; null: it never did (the
   * network answered before the page asked). */
  startingMs: number | null;
  /** Lines printed before the URL. */
  before: string[];
}

/** Runs `npm start` (web shell, no browser of its own) until it prints its URL. */
function startShell(userData: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  // `npm start` as typed (no --web): without Electron's binary it tries the download, then
  // starts the web shell; --no-open: the bench opens the URL in its own browser.
  const child = spawn('npm', ['start', '--', '--no-open', '--user-data', userData], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm, the wrapper and the shell stop together
  });
  let out = '';
  const url = new Promise<{ url: string; ms: number; before: string[] }>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Web shell: (\S+)/.exec(out);
      if (!m) return;
      const at = out.indexOf('Web shell: ');
      const before = out.slice(0, at).split('\n').filter(Boolean);
      resolve({ url: m[1]!, ms: performance.now() - started, before });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${out}`)));
  });
  /** Stops npm and what it started (one process group) and waits until all of it is gone. */
  const stop = async () => {
    const alive = () => {
      try {
        process.kill(-child.pid!, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (alive()) process.kill(-child.pid!, 'SIGTERM');
    for (let waited = 0; alive() && waited < 30_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    if (alive()) process.kill(-child.pid!, 'SIGKILL');
  };
  return { started, url, stop };
}

/** One start on a fresh user-data folder, Home's data awaited in a fresh browser context. */
async function startOnce(
  browser: Browser,
  env: NodeJS.ProcessEnv,
  checks: BenchChecks,
  userDataDir?: string,
): Promise<StartRun> {
  const userData = userDataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  const shell = startShell(userData, env);
  try {
    const { url, ms: urlMs, before } = await shell.url;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      page.on('pageerror', (err) => checks.expect(false, `error in the app: ${err.message}`));
      await page.goto(url);
      // Until the Local network answers, the status bar says it is starting.
      let startingMs: number | null = null;
      void page
        .getByTestId('status-chain')
        .getByText('Local network starting…')
        .waitFor({ timeout: 120_000 })
        .then(() => (startingMs = performance.now() - shell.started))
        .catch(() => undefined);
      await page
        .locator('dl[aria-label="Latest masterchain block"]')
        .getByText('Seqno', { exact: true })
        .waitFor({ timeout: 120_000 });
      return { urlMs, homeMs: performance.now() - shell.started, startingMs, before };
    } finally {
      await context.close();
    }
  } finally {
    await shell.stop();
    if (!userDataDir) rmSync(userData, { recursive: true, force: true });
  }
}

/** Removes the build output `npm start` makes (the renderer and the web shell's bundle). */
function removeBuildOutput(): void {
  for (const dir of ['dist/renderer', 'dist/hosts']) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** Prints one case: medians of the URL and Home times, every run, and the load average. */
function report(label: string, runs: StartRun[], checks: BenchChecks): void {
  checks.expect(
    runs.length > 0 && runs.every((r) => r.homeMs > r.urlMs && r.urlMs > 0),
    `${label}: a start was not measured`,
  );
  console.log(
    `${label}: URL ${seconds(median(runs.map((r) => r.urlMs)))} s, Home's data on screen ` +
      `${seconds(median(runs.map((r) => r.homeMs)))} s after the command (median of ${runs.length}: ` +
      `${runs.map((r) => `${seconds(r.urlMs)}/${seconds(r.homeMs)}`).join(', ')} s; load ${loadAverage()})`,
  );
}

/**
 * The three start cases (see the module comment), `runs` starts each; prints medians and what
 * the first start printed before its URL.
 */
export async function benchFirstStarts(
  browser: Browser,
  checks: BenchChecks,
  runs = Number(process.env.BENCH_START_RUNS ?? 3),
): Promise<void> {
  const fresh: StartRun[] = [];
  for (let i = 0; i < runs; i++) {
    removeBuildOutput();
    fresh.push(await startOnce(browser, {}, checks));
  }
  report('npm start, fresh checkout (builds first)', fresh, checks);
  console.log(
    `  printed before the URL: ${fresh[0]!.before.map((l) => `"${l}"`).join(', ') || 'nothing'}`,
  );
  // Warm: the same user-data folder each time, as a user's next start (one start first).
  const warmData = mkdtempSync(path.join(tmpdir(), 'bench-start-warm-'));
  const warm: StartRun[] = [];
  try {
    await startOnce(browser, {}, checks, warmData);
    for (let i = 0; i < runs; i++) warm.push(await startOnce(browser, {}, checks, warmData));
  } finally {
    rmSync(warmData, { recursive: true, force: true });
  }
  report('npm start, warm (nothing to build, the same user data)', warm, checks);
  const first: StartRun[] = [];
  for (let i = 0; i < runs; i++) {
    const cache = mkdtempSync(path.join(tmpdir(), 'bench-demo-cache-'));
    try {
      first.push(await startOnce(browser, { TON_LOCALNET_DEMO_CACHE: cache }, checks));
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }
  report(
    'npm start, first on this machine (no demo cache: the demo chain is built)',
    first,
    checks,
  );
  checks.expect(
    first.every((r) => r.startingMs !== null && r.startingMs < r.homeMs),
    'the status bar did not say "Local network starting…" while the demo chain was built',
  );
  const said = first.map((r) => (r.startingMs === null ? 'never' : `${seconds(r.startingMs)} s`));
  console.log(`  "Local network starting…" on screen ${said.join(', ')} after the command`);
  console.log(
    '  targets: URL and Home within 5 s (fresh checkout, warm); Local answering within 10 s (first)',
  );
}
