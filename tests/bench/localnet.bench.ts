/**
 * Local network benchmark (`npm run bench:localnet`):
 * 1. Throughput: the same pre-signed workload (TON transfers between the demo wallets) run by
 *    raw @ton/sandbox (`sendMessage`) and by the local network (queue → tick → emulate + index).
 *    Prints transactions/s of both and the ratio (target ≥ 0.75). Chunks alternate between the
 *    two so machine load affects both alike.
 * 2. Latency: a network built with `--history` (BENCH_HISTORY, default 100000) serves v3
 *    `/transactions?limit=1000` pages over HTTP; prints the median time to the last byte
 *    (target < 100 ms) and, apart, the median client-side JSON.parse of a page.
 * Env: BENCH_TX (transactions in the throughput workload, default 4200), BENCH_HISTORY,
 * BENCH_DB (a `--db` file for the latency network: built and saved when missing, reused when
 * present, so page latency can be re-measured without the ~11 min 100k build),
 * BENCH_ONLY (`throughput`, `latency` or `start` to run one part). The demo cache is off unless
 * TON_LOCALNET_DEMO_CACHE is set: the builds are part of what is measured.
 * 3. Start (`BENCH_ONLY=start`, not in the default run): the time `createLocalNetwork` takes
 *    with the demo scenario and with the empty one, each in a fresh process (key derivation is
 *    cached per process, and every test file or e2e worker starts cold), median of
 *    BENCH_START_RUNS (default 3); the difference is what building the demo costs each start.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { Address, Cell, comment, internal, toNano } from '@ton/core';
import { Blockchain } from '@ton/sandbox';
import { createLocalNetwork, describeAccounts } from '../../electron/localnet/local-network';
import { registerV3Routes } from '../../electron/localnet/server/v3/index';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import type { LocalIndex } from '../../electron/localnet/index/local-index';
import { DemoWallet } from '../../electron/localnet/scenario/demo-wallet';
import type { DemoWalletVersion } from '../../electron/localnet/scenario/demo-wallet';
import { BenchChecks, loadAverage, median } from './bench-checks';

process.env.TON_LOCALNET_DEMO_CACHE ??= '0';
const TX = Number(process.env.BENCH_TX ?? 4200);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 100000);
const DB = process.env.BENCH_DB;
const ONLY = process.env.BENCH_ONLY;
const CHUNK = 100;
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 3);

// No target is asserted, but each figure must have measured something (transactions emulated
// by both paths, rows in every page read, a history built): the bench exits non-zero otherwise.
const checks = new BenchChecks('bench:localnet');

async function throughput(): Promise<void> {
  const net = await createLocalNetwork({
    scenario: 'demo',
    seed: DEFAULT_SEED,
    history: 0,
    blockIntervalMs: 0,
    network: 'bench',
  });
  const raw = await Blockchain.create();
  await raw.loadFrom(net.blockchain.snapshot());
  const docs = (
    describeAccounts(net).wallets as Array<{ name: string; version: DemoWalletVersion }>
  ).filter((w) => w.name !== 'faucet');
  const wallets = await Promise.all(
    docs.map((d) => DemoWallet.create(DEFAULT_SEED, d.name, d.version)),
  );
  for (const w of wallets)
    w.seqno = (await net.blockchain.runGetMethod(w.address, 'seqno')).stackReader.readNumber();
  const now = Math.floor(Date.now() / 1000);
  const bocs: Buffer[] = [];
  for (let i = 0; i < TX / 2; i++) {
    const from = wallets[i % wallets.length]!;
    const to = wallets[(i + 1) % wallets.length]!;
    bocs.push(
      await from.signTransfer(
        [
          internal({
            to: to.address,
            value: toNano('0.001'),
            bounce: false,
            body: comment(`bench #${i}`),
          }),
        ],
        now,
      ),
    );
  }
  raw.now = now;
  let rawMs = 0;
  let rawTx = 0;
  let netMs = 0;
  let netTx = 0;
  let statsAtStart = { ...net.stats };
  // The first chunk warms both paths up (JIT, caches) and is not counted.
  for (let c = 0; c < bocs.length; c += CHUNK) {
    const chunk = bocs.slice(c, c + CHUNK);
    if (c === 0) {
      for (const b of chunk) await raw.sendMessage(Cell.fromBoc(b)[0]!);
      for (const b of chunk) net.enqueueExternal(b);
      await net.tickAt(now);
      statsAtStart = { ...net.stats };
      continue;
    }
    let t = performance.now();
    for (const b of chunk)
      rawTx += (await raw.sendMessage(Cell.fromBoc(b)[0]!)).transactions.length;
    rawMs += performance.now() - t;
    t = performance.now();
    for (const b of chunk) net.enqueueExternal(b);
    netTx += (await net.tickAt(now)).transactionHashes.length;
    netMs += performance.now() - t;
  }
  const emulateMs = net.stats.emulateMs - statsAtStart.emulateMs;
  const indexMs = net.stats.indexMs - statsAtStart.indexMs;
  await net.close();
  checks.expect(
    rawTx > 0 && netTx === rawTx,
    `throughput: raw @ton/sandbox ran ${rawTx} transactions, the local network ${netTx}`,
  );
  const rawRate = (rawTx / rawMs) * 1000;
  const netRate = (netTx / netMs) * 1000;
  console.log(
    `throughput workload: ${bocs.length} transfers (first ${CHUNK} warm up, not counted)`,
  );
  console.log(
    `  raw @ton/sandbox:            ${rawTx} tx in ${rawMs.toFixed(0)} ms = ${rawRate.toFixed(1)} tx/s`,
  );
  console.log(
    `  local network (emulate+index): ${netTx} tx in ${netMs.toFixed(0)} ms = ${netRate.toFixed(1)} tx/s`,
  );
  console.log(
    `    of which emulate ${emulateMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms, queueing ${(netMs - emulateMs - indexMs).toFixed(0)} ms`,
  );
  console.log(`  ratio: ${(netRate / rawRate).toFixed(3)} (target >= 0.75; load ${loadAverage()})`);
}

/**
 * What the chain's history (`electron/localnet/history/`: each block's seed and context, every
 * changed account's state after each masterchain block) takes on disk: its tables' pages
 * (SQLite's dbstat), per transaction of the chain.
 */
function historySize(index: LocalIndex, transactions: number): string {
  const rows = index.all(
    "SELECT name, sum(pgsize) AS bytes FROM dbstat WHERE name LIKE 'history_%' GROUP BY name",
  );
  const total = rows.reduce((n, r) => n + Number(r.bytes), 0);
  const states = Number(index.one('SELECT count(*) AS n FROM history_states')!.n);
  const parts = rows.map((r) => `${r.name} ${(Number(r.bytes) / 1024).toFixed(0)} KiB`);
  return `chain history ${(total / 2 ** 20).toFixed(1)} MiB (${parts.join(', ')}; ${states} account states): ${(total / transactions).toFixed(0)} bytes per transaction`;
}

async function latency(): Promise<void> {
  const reuse = DB !== undefined && existsSync(DB);
  const t0 = performance.now();
  const net = await createLocalNetwork({
    scenario: 'demo',
    seed: DEFAULT_SEED,
    history: HISTORY,
    blockIntervalMs: 0,
    network: 'bench',
    dbPath: DB,
  });
  const buildMs = performance.now() - t0;
  const total = Number(net.index.one('SELECT count(*) AS n FROM transactions')!.n);
  checks.expect(total >= HISTORY, `the history holds ${total} transactions, not ${HISTORY}`);
  if (reuse) {
    console.log(
      `history network: ${total} transactions loaded from ${DB} in ${(buildMs / 1000).toFixed(1)} s`,
    );
  } else {
    console.log(
      `history network: ${total} transactions built in ${(buildMs / 1000).toFixed(1)} s (emulate ${(net.stats.emulateMs / 1000).toFixed(1)} s, index ${(net.stats.indexMs / 1000).toFixed(1)} s)`,
    );
  }
  const pages = Number(net.index.one('PRAGMA page_count')!.page_count);
  const pageSize = Number(net.index.one('PRAGMA page_size')!.page_size);
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const mem = process.memoryUsage();
  console.log(
    `  index size ${mib(pages * pageSize)}, process RSS ${mib(mem.rss)} (target < 400 MB at 100 000 transactions; V8 heap ${mib(mem.heapUsed)}, external and array buffers ${mib(mem.external)}; load ${loadAverage()})`,
  );
  console.log(`  ${historySize(net.index, total)}`);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    console.log(`  after a full GC: process RSS ${mib(process.memoryUsage().rss)}`);
  }
  const app = Fastify();
  await app.register(registerV3Routes, { prefix: '/api/v3', net });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const alice = (
    describeAccounts(net).wallets as Array<{ name: string; userFriendly: string }>
  ).find((w) => w.name === 'alice')!;
  const aliceTotal = net.index.accountTransactions(
    Address.parse(alice.userFriendly).toRawString().toUpperCase(),
    { limit: 1e9 },
  ).length;
  /**
   * The SQL alone of 1000-row pages, each read once (offsets no other read touched; the page is
   * read as the v3 route reads it: JSON strings and address-book addresses), apart from HTTP
   * and the client's parse.
   */
  const measureSql = (label: string, where: string, params: string[], offsets: number[]) => {
    const times: number[] = [];
    let rows = 0;
    for (const o of offsets) {
      const t = performance.now();
      rows += net.index.transactionJson(where, params, 'lt ASC', 1000, o).length;
      times.push(performance.now() - t);
    }
    checks.expect(rows > 0, `${label}: the SQL read no rows`);
    console.log(
      `  ${label}, SQL alone, each page read once: median ${median(times).toFixed(1)} ms over ${times.length} pages (target < 50 ms; load ${loadAverage()})`,
    );
  };
  const measure = async (label: string, paths: string[]) => {
    // Latency is request to last byte; the client's JSON.parse of the page (which runs in
    // this same process, not in the server) is timed apart so neither hides the other.
    const times: number[] = [];
    const parses: number[] = [];
    let bytes = 0;
    for (const p of paths) {
      const t = performance.now();
      const r = await fetch(base + p);
      const text = await r.text();
      times.push(performance.now() - t);
      const t2 = performance.now();
      const body = JSON.parse(text) as { transactions: unknown[] };
      parses.push(performance.now() - t2);
      bytes = Math.max(bytes, text.length);
      checks.expect(
        r.status === 200 && body.transactions.length > 0,
        `${p}: HTTP ${r.status}, ${body.transactions?.length ?? 0} transactions`,
      );
    }
    console.log(
      `  ${label}: median ${median(times).toFixed(1)} ms to the last byte over ${times.length} requests (target < 100 ms); client JSON.parse median ${median(parses).toFixed(1)} ms; pages up to ${(bytes / 2 ** 20).toFixed(1)} MiB; load ${loadAverage()}`,
    );
  };
  const offsets = (n: number) =>
    Array.from({ length: 21 }, (_, i) => Math.floor(((n - 1000) * i) / 20)).map((o) =>
      Math.max(0, o),
    );
  console.log('v3 /transactions, limit=1000:');
  // Offsets halfway between those the HTTP reads below use: no page is read twice.
  const sqlOffsets = (n: number) =>
    offsets(n)
      .slice(0, -1)
      .map((o, i) => Math.floor((o + offsets(n)[i + 1]!) / 2));
  measureSql('whole chain', '', [], sqlOffsets(total));
  const aliceRaw = Address.parse(alice.userFriendly).toRawString().toUpperCase();
  measureSql(
    `account (${aliceTotal} tx)`,
    'WHERE t.account = ?',
    [aliceRaw],
    sqlOffsets(aliceTotal),
  );
  await measure(
    'whole chain',
    offsets(total).map((o) => `/api/v3/transactions?limit=1000&offset=${o}`),
  );
  await measure(
    `account (${aliceTotal} tx)`,
    offsets(aliceTotal).map(
      (o) => `/api/v3/transactions?account=${alice.userFriendly}&limit=1000&offset=${o}&sort=asc`,
    ),
  );
  await app.close();
  await net.close();
}

/** Child of `start`: one cold `createLocalNetwork` of `scenario`; prints its milliseconds. */
async function startOnce(scenario: 'demo' | 'empty'): Promise<void> {
  const t = performance.now();
  const net = await createLocalNetwork({
    scenario,
    seed: DEFAULT_SEED,
    history: 0,
    blockIntervalMs: 0,
    network: 'bench',
  });
  console.log(JSON.stringify({ ms: performance.now() - t }));
  await net.close();
}

/** Median cold start of the demo and of the empty scenario, each in a fresh process. */
function start(): void {
  const run = (scenario: string) => {
    const out = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url)],
      { env: { ...process.env, BENCH_ONLY: `start-once:${scenario}` }, encoding: 'utf8' },
    );
    return (JSON.parse(out.trim().split('\n').pop()!) as { ms: number }).ms;
  };
  const demo: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < START_RUNS; i++) {
    demo.push(run('demo'));
    empty.push(run('empty'));
  }
  const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  checks.expect(
    [...demo, ...empty].every((ms) => ms > 0),
    'a start was not measured',
  );
  console.log(`createLocalNetwork, cold process, median of ${START_RUNS} (load ${loadAverage()}):`);
  console.log(`  demo:  ${median(demo).toFixed(0)} ms (${fmt(demo)})`);
  console.log(`  empty: ${median(empty).toFixed(0)} ms (${fmt(empty)})`);
  console.log(`  demo build: ${(median(demo) - median(empty)).toFixed(0)} ms per start`);
}

if (ONLY?.startsWith('start-once:')) await startOnce(ONLY.slice(11) as 'demo' | 'empty');
else {
  console.log(`load average at the start: ${loadAverage()}`);
  if (ONLY === 'start') start();
  else {
    if (ONLY !== 'latency') await throughput();
    if (ONLY !== 'throughput') await latency();
  }
  checks.finish();
}
