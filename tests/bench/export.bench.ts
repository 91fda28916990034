/**
 * `npm run bench:export [-- --rate R --history N --page-size N --format csv|jsonl|xlsx --runs N
 * --db FILE]`: an export's speed against its ceiling (rate limit x page size) at 1, 10, …, R
 * requests/s (every decade up to `--rate`, default 10), each with an API key of exactly that
 * rate on a real local network whose server enforces it, in its own process as a real server
 * would be: the export's process only walks, parses, maps and writes.
 *
 * The figure: rows written / the window from the start of the export's first HTTP request to
 * the moment its last row is on disk (the rows appended and the checkpoint saved), over the
 * ceiling. Every request the export makes is inside that window (the pin of the range, every
 * page, the short last one), so no figure can exceed 1.0 for a client that keeps its rate: the
 * bench refuses one (exit status 1), and also refuses a run that made no request, wrote no row,
 * or wrote more rows than its requests could carry. Target: ratio >= 0.9 at every rate.
 *
 * Each rate exports the newest `max(40, rate)` pages of the account with the longest history
 * (the range starts at that page's time), so every window spans at least 40 requests and the
 * fixed costs of an export (the pin, the last short page) weigh as in a real long export. The
 * history is sized for that (5 demo wallets share it) unless `--history` is given; `--db FILE`
 * keeps the built network for the next run (built when missing, reused when present).
 * Medians of `--runs` (default 3) per rate; the load average is printed beside each figure.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportRequestSchema, type ExportFormat } from '../../shared/exports/kinds';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import { runExport } from '../../electron/core/services/exports/export-job';
import { exportDepsFromServices } from '../../electron/core/services/exports/services-deps';
import { MemoryVault } from '../helpers/memory-vault';
import { BenchChecks, loadAverage, median } from './bench-checks';
import { BENCH_NETWORK } from './local-network-process';
import { startLocalNetworkProcess } from '../helpers/local-network-process';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '10' },
    history: { type: 'string' },
    'page-size': { type: 'string', default: '50' },
    format: { type: 'string', default: 'csv' },
    runs: { type: 'string', default: '3' },
    db: { type: 'string' },
  },
});
const pageSize = Number(values['page-size']);
const format = values.format as ExportFormat;
const runs = Number(values.runs);
const maxRate = Number(values.rate);
if (!(maxRate >= 1) || !(pageSize >= 1 && pageSize <= 1000) || !(runs >= 1)) {
  throw new Error('--rate must be >= 1, --page-size 1..1000, --runs >= 1');
}

/** 1, 10, 100, … up to `max`, and `max` itself when it is not a power of ten. */
function decades(max: number): number[] {
  const out: number[] = [];
  for (let r = 1; r <= max; r *= 10) out.push(r);
  if (out.at(-1) !== max) out.push(max);
  return out;
}
const rates = decades(maxRate);
/** Pages each rate's export spans: at least 40 requests, and about a second of them at 100+. */
const pagesFor = (rps: number) => Math.max(40, rps);
const rowsWanted = Math.max(...rates.map((r) => pagesFor(r) * pageSize));
// The history is spread over 5 demo wallets; 10% spare for the range's first block.
const history = values.history
  ? Number(values.history)
  : Math.ceil((rowsWanted * 5 * 1.1) / 1000) * 1000;
const keyOf = (rps: number) => `bench-plan-key-${rps}rps`;
/** The bench's own reads before it measures (the busiest account, the range): never rate-bound,
 * so `--rate 1` alone does not meet a 429 before its export starts. */
const SETUP_KEY = 'bench-setup-key';

const checks = new BenchChecks('bench:export');
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-export-'));
const files = {
  keys: path.join(dir, 'keys.json'),
  accounts: path.join(dir, 'accounts.json'),
  log: path.join(dir, 'requests.jsonl'),
};
await writeFile(
  files.keys,
  JSON.stringify([
    ...rates.map((rps) => ({ key: keyOf(rps), network: 'local', rps })),
    { key: SETUP_KEY, network: 'local', rps: 1000 },
  ]),
);
const net = await startServer();
const { v3Url } = net;
const account = await busiestAccount();

/** Starts `npm run localnet` with the history, the keys and a request log; resolves its URL. */
function startServer() {
  process.stderr.write(`building the local network with --history ${history}…\n`);
  return startLocalNetworkProcess(
    [
      '--history',
      String(history),
      '--anonymous-rps',
      '1',
      '--keys',
      files.keys,
      '--accounts-out',
      files.accounts,
      '--log',
      files.log,
      ...(values.db ? ['--db', values.db] : []),
    ],
    BENCH_NETWORK,
  );
}

/** A v3 GET of the bench's setup (its own key: not one the measured exports use). */
async function get<T>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${v3Url}${pathAndQuery}`, {
    headers: { 'X-API-Key': SETUP_KEY },
  });
  if (!res.ok) throw new Error(`${pathAndQuery}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** The demo wallet with the longest history (the most transactions, up to 1000 counted). */
async function busiestAccount(): Promise<string> {
  const { wallets } = JSON.parse(await readFile(files.accounts, 'utf8')) as {
    wallets: { address: string }[];
  };
  let best = wallets[0]!.address;
  let most = -1;
  for (const w of wallets) {
    const page = await get<{ transactions: unknown[] }>(
      `/transactions?account=${w.address}&limit=1000&offset=0&sort=desc`,
    );
    if (page.transactions.length > most) [most, best] = [page.transactions.length, w.address];
  }
  return best;
}

/** The start of the range that holds the account's newest `rows` transactions (ISO time). */
async function rangeStart(rows: number): Promise<string | undefined> {
  const page = await get<{ transactions: { now: number }[] }>(
    `/transactions?account=${account}&limit=1&offset=${rows - 1}&sort=desc`,
  );
  const oldest = page.transactions[0];
  return oldest ? new Date(oldest.now * 1000).toISOString() : undefined;
}

/** Entries of the server's request log from line `from` on (written asynchronously). */
async function serverLog(from: number): Promise<{ status: number }[]> {
  const text = await readFile(files.log, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .slice(from)
    .map((l) => JSON.parse(l) as { status: number });
}

/**
 * One measured export: rows, window (first request's start to last row written), requests, and
 * the CPU time this process spent in the export (parsing, validation, mapping, writing: the
 * client's own cost per row, which the load average inflates less than wall time).
 */
interface Run {
  rows: number;
  seconds: number;
  requests: number;
  status429: number;
  cpuMs: number;
}

/** A fetch that records when the first request of a run started and how many were made. */
function countingFetch() {
  const seen = { first: NaN, requests: 0 };
  const f: typeof fetch = (input, init) => {
    if (seen.requests++ === 0) seen.first = performance.now();
    return fetch(input, init);
  };
  return { seen, fetch: f, reset: () => Object.assign(seen, { first: NaN, requests: 0 }) };
}

/** Runs one export of the range at `rps` and measures it. */
async function measureRun(
  services: ProfileServices,
  counter: ReturnType<typeof countingFetch>,
  rps: number,
  from: string | undefined,
  n: number,
): Promise<Run> {
  await new Promise((r) => setTimeout(r, 1100)); // let the server's window clear
  const logStart = (await serverLog(0)).length;
  const request = exportRequestSchema.parse({
    profileId: 'local',
    address: account,
    kind: 'transactions',
    format,
    pageSize,
    from,
    outPath: path.join(dir, `bench-${rps}-${n}.${format}`),
  }) as ReturnType<typeof exportRequestSchema.parse> & { outPath: string };
  counter.reset();
  let lastWritten = NaN;
  const cpu0 = process.cpuUsage();
  const summary = await runExport({
    jobId: `bench-${rps}-${n}`,
    request,
    deps: exportDepsFromServices(services),
    signal: new AbortController().signal,
    resume: false,
    afterCommit: () => {
      lastWritten = performance.now();
    },
  });
  const cpu = process.cpuUsage(cpu0);
  await new Promise((r) => setTimeout(r, 300)); // the server's log file is written asynchronously
  const log = await serverLog(logStart);
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    rows: summary.rows,
    seconds: (lastWritten - counter.seen.first) / 1000,
    requests: counter.seen.requests,
    status429: log.filter((e) => e.status === 429).length,
  };
}

/** Checks that a run measured something and that its figure is physically possible. */
function checkRun(run: Run, rps: number): number {
  const ceiling = rps * pageSize;
  const ratio = run.rows / run.seconds / ceiling;
  const what = `${rps} rps, ${run.rows} rows, ${run.requests} requests, ${run.seconds.toFixed(3)} s`;
  checks.expect(run.requests >= 2 && run.rows > 0, `${what}: nothing was measured`);
  checks.expect(
    run.rows <= (run.requests - 1) * pageSize,
    `${what}: more rows than the requests could carry (the first request pins the range)`,
  );
  checks.expect(
    Number.isFinite(ratio) && ratio <= 1,
    `${what}: ratio ${ratio.toFixed(3)} is above the ceiling (${ceiling} rows/s)`,
  );
  return ratio;
}

/** The runs at one rate, with a key of that rate; returns the printed line and the median ratio. */
async function benchRate(rps: number): Promise<{ line: string; ratio: number }> {
  const counter = countingFetch();
  const services = await createProfileServices({
    userDataDir: path.join(dir, `ud-${rps}`),
    vault: new MemoryVault(),
    localnet: { ensureStarted: async () => ({ v2Url: net.v2Url, v3Url }) },
    fetch: counter.fetch,
  });
  try {
    await services.setKey('local', keyOf(rps), rps);
    const from = await rangeStart(pagesFor(rps) * pageSize);
    const measured: { run: Run; ratio: number }[] = [];
    for (let n = 0; n < runs; n++) {
      const run = await measureRun(services, counter, rps, from, n);
      measured.push({ run, ratio: checkRun(run, rps) });
    }
    const ratio = median(measured.map((m) => m.ratio));
    const mid = measured.find((m) => m.ratio === ratio)!.run;
    const line =
      `${String(rps).padStart(4)} rps  ceiling ${String(rps * pageSize).padStart(6)} rows/s  ` +
      `${(mid.rows / mid.seconds).toFixed(1).padStart(8)} rows/s, ratio ${ratio.toFixed(3)} ` +
      `(median of ${runs}: ${measured.map((m) => m.ratio.toFixed(3)).join(', ')})  ` +
      `${mid.rows} rows in ${mid.seconds.toFixed(2)} s, ${mid.requests} requests, ` +
      `client CPU ${median(measured.map((m) => (m.run.cpuMs * 1000) / m.run.rows)).toFixed(0)} µs/row, ` +
      `429s ${measured.reduce((s, m) => s + m.run.status429, 0)}  load ${loadAverage()}`;
    console.log(line);
    return { line, ratio };
  } finally {
    await services.close();
  }
}

try {
  console.log(
    `export benchmark: kind transactions, format ${format}, page size ${pageSize}, history ${history}, ` +
      `rates ${rates.join(', ')} requests/s, pages per export max(40, rate); load ${loadAverage()}`,
  );
  let target = true;
  for (const rps of rates) target = (await benchRate(rps)).ratio >= 0.9 && target;
  console.log(`target: ratio >= 0.9 at every rate: ${target ? 'PASS' : 'MISSED'}`);
} finally {
  checks.finish();
  await net.close();
  await rm(dir, { recursive: true, force: true });
}
