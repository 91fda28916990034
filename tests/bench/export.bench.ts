/**
 * `npm run bench:export [-- --history N --page-size N --format csv|jsonl|xlsx]`: export speed
 * against the ceiling (rate limit x page size) at 1 request/s (no key) and 10 requests/s (a
 * key of that plan), on a real local network whose server enforces those limits. Prints rows
 * per second, the ratio to the ceiling (target >= 0.9) and the server's 429 count.
 * Two rates are printed: steady (between the first and the last full page: what the walk
 * sustains, judged against the target) and end to end (including the fixed costs of one
 * export: the pin request and the last, short page, which weigh less the longer the export).
 * Defaults: --history 4000 (about 800 transactions per demo wallet), --page-size 50; the
 * full figure of the issue is `--history 20000 --page-size 1000` (building that history takes
 * about 3 minutes). The local network runs in its own process (`npm run localnet`), as a real
 * server would: the export's process only walks, maps and writes.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportRequestSchema, type ExportFormat } from '../../shared/exports/kinds';
import { createClientServices } from '../../electron/core/services/client-services';
import { runExport } from '../../electron/core/services/exports/export-job';
import { exportDepsFromServices } from '../../electron/core/services/exports/services-deps';
import { MemoryVault } from '../helpers/memory-vault';

const { values } = parseArgs({
  options: {
    history: { type: 'string', default: '4000' },
    'page-size': { type: 'string', default: '50' },
    format: { type: 'string', default: 'csv' },
  },
});
const history = Number(values.history);
const pageSize = Number(values['page-size']);
const format = values.format as ExportFormat;
const KEY = 'bench-plan-key-10rps';

const t0 = Date.now();
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-export-'));
const files = {
  keys: path.join(dir, 'keys.json'),
  accounts: path.join(dir, 'accounts.json'),
  log: path.join(dir, 'requests.jsonl'),
};
await writeFile(files.keys, JSON.stringify([{ key: KEY, network: 'local', rps: 10 }]));
process.stderr.write(`building the local network with --history ${history}…\n`);
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'electron/localnet/cli.ts',
    '--port',
    '0',
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
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const m = /Local network: (\S+)\/api\/v2 (\S+)\/api\/v3/.exec(out);
    if (m) resolve(m[1]!);
  });
  server.once('exit', (code) => reject(new Error(`the local network exited (${code}): ${out}`)));
});
const ln = { v2Url: `${base}/api/v2`, v3Url: `${base}/api/v3` };
process.stderr.write(`local network ready in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
const wallets = (
  JSON.parse(await readFile(files.accounts, 'utf8')) as {
    wallets: { name: string; address: string }[];
  }
).wallets;
const requestLog = async () =>
  (await readFile(files.log, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { status: number });

// The account with the longest history.
let account = wallets[0]!.address;
let most = -1;
for (const w of wallets) {
  const res = await fetch(
    `${ln.v3Url}/transactions?account=${w.address}&limit=1000&offset=0&sort=desc`,
    { headers: { 'X-API-Key': KEY } },
  );
  const n = ((await res.json()) as { transactions: unknown[] }).transactions.length;
  if (n > most) [most, account] = [n, w.address];
  await new Promise((r) => setTimeout(r, 150));
}

const results: string[] = [];
let ok = true;
for (const rps of [1, 10]) {
  const services = await createClientServices({
    userDataDir: path.join(dir, `ud-${rps}`),
    vault: new MemoryVault(),
    localnet: { ensureStarted: async () => ({ v2Url: ln.v2Url, v3Url: ln.v3Url }) },
  });
  if (rps > 1) await services.setKey('local', KEY, rps);
  await new Promise((r) => setTimeout(r, 1100)); // let the server's window clear
  const logStart = (await requestLog()).length;
  const request = exportRequestSchema.parse({
    profileId: 'local',
    address: account,
    kind: 'transactions',
    format,
    pageSize,
    outPath: path.join(dir, `bench-${rps}.${format}`),
  }) as ReturnType<typeof exportRequestSchema.parse> & { outPath: string };
  const started = performance.now();
  const fullPages: { at: number; items: number }[] = [];
  let lastItems = 0;
  const summary = await runExport({
    jobId: `bench-${rps}`,
    request,
    deps: exportDepsFromServices(services),
    signal: new AbortController().signal,
    afterCommit: (state) => {
      const items = state.items - lastItems;
      lastItems = state.items;
      if (items === pageSize) fullPages.push({ at: performance.now(), items });
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const steadySeconds =
    fullPages.length > 1 ? (fullPages.at(-1)!.at - fullPages[0]!.at) / 1000 : NaN;
  const steadyRate = ((fullPages.length - 1) * pageSize) / steadySeconds;
  await new Promise((r) => setTimeout(r, 300)); // the server's log file is written asynchronously
  const log = (await requestLog()).slice(logStart);
  const ceiling = rps * pageSize;
  const rate = summary.rows / seconds;
  const ratio = rate / ceiling;
  const steadyRatio = steadyRate / ceiling;
  ok &&= steadyRatio >= 0.9;
  results.push(
    `${String(rps).padStart(3)} rps  ceiling ${String(ceiling).padStart(6)} rows/s  steady ${steadyRate.toFixed(1).padStart(8)} rows/s (ratio ${steadyRatio.toFixed(3)})  end to end ${summary.rows} rows in ${seconds.toFixed(2)} s = ${rate.toFixed(1)} rows/s (ratio ${ratio.toFixed(3)})  requests ${log.length}  429s ${log.filter((e) => e.status === 429).length}`,
  );
  await services.close();
}

process.stdout.write(
  `export benchmark: kind transactions, format ${format}, page size ${pageSize}, history ${history}\n`,
);
for (const line of results) process.stdout.write(`${line}\n`);
process.stdout.write(`target: steady ratio >= 0.9 at both rates: ${ok ? 'PASS' : 'FAIL'}\n`);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await rm(dir, { recursive: true, force: true });
process.exitCode = ok ? 0 : 1;
