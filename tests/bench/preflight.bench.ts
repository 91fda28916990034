/**
 * `npm run bench:preflight [-- --runs N]`: what a preflight costs on the local network (run in
 * its own process, as a real server would be, with no block producer so the pinned block stays
 * put): milliseconds and HTTP requests of predicting a wallet transfer (alice → bob, 0.1 TON)
 * and a jetton transfer (alice → carol, 5 DEMO: five transactions), medians over N runs (default
 * 5), in three cases:
 *
 * - first in the process: the emulator's WebAssembly instance is created and takes its first
 *   configuration (what the first preflight after starting the app costs);
 * - cold: an empty pinned-state store and a new service (the configuration, every account and
 *   the names read again), the emulator warm;
 * - cached: the same message again on the same block (only the latest block is read).
 *
 * Exits 1 when it measured nothing, a prediction was not accepted or failed, or a cached one
 * made more than one request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Address, beginCell, internal, type MessageRelaxed } from '@ton/core';
import { preflightServiceOf } from '../../electron/core/services/preflight/preflight-service';
import { pinnedStateReaderOf } from '../../electron/core/services/replay/replay-service';
import { median, printOutcome } from './bench-checks';
import { startKeyedBenchNetwork } from './local-network-process';
import { signTransfer, type TestWalletVersion } from '../helpers/sign-transfer';

const { values } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Math.max(1, Number(values.runs ?? 5));
const KEY = 'bench-preflight-key-000000000000';
const RPS = 1000;

const t0 = Date.now();
/** What a failure of this bench means (printed after their count). */
const FAILED_MEANS = 'predictions failed, made requests when cached, or nothing was measured';
const bench = await startKeyedBenchNetwork({
  prefix: 'bench-preflight-',
  key: KEY,
  rps: RPS,
  args: (dir) => ['--block-interval', '0', '--accounts-out', path.join(dir, 'accounts.json')],
});
const { dir, servicesIn } = bench;
const accountsFile = path.join(dir, 'accounts.json');

interface Doc {
  wallets: Array<{ name: string; version: string; address: string; mnemonic: string }>;
  jettonWallets: Array<{ address: string; owner: string }>;
}

/** The two messages, signed by alice at her current seqno (never sent). */
async function messages(doc: Doc): Promise<Array<[string, string]>> {
  const w = (name: string) => doc.wallets.find((x) => x.name === name)!;
  const alice = w('alice');
  const seqnoRes = await fetch(`${bench.net.v3Url}/walletStates?address=${alice.address}`, {
    headers: { 'X-API-Key': KEY },
  });
  const seqno = ((await seqnoRes.json()) as { wallets: Array<{ seqno: number }> }).wallets[0]!
    .seqno;
  const jw = doc.jettonWallets.find((j) =>
    Address.parse(j.owner).equals(Address.parse(alice.address)),
  )!;
  const sign = async (m: MessageRelaxed) =>
    (
      await signTransfer({
        mnemonic: alice.mnemonic,
        version: alice.version as TestWalletVersion,
        seqno,
        validUntil: Math.floor(Date.now() / 1000) + 3600,
        messages: [m],
      })
    ).boc.toString('base64');
  const body = beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(1, 64)
    .storeCoins(5_000_000_000n)
    .storeAddress(Address.parse(w('carol').address))
    .storeAddress(Address.parse(alice.address))
    .storeBit(false)
    .storeCoins(10_000_000n)
    .storeBit(false)
    .endCell();
  return [
    [
      'wallet transfer',
      await sign(internal({ to: Address.parse(w('bob').address), value: 10n ** 8n })),
    ],
    [
      'jetton transfer',
      await sign(internal({ to: Address.parse(jw.address), value: 10n ** 8n, body })),
    ],
  ];
}

let failures = 0;
const lines: string[] = [];
try {
  const doc = JSON.parse(await readFile(accountsFile, 'utf8')) as Doc;
  const services = await servicesIn('app');
  for (const [name, boc] of await messages(doc)) {
    const cold = { ms: [] as number[], requests: [] as number[] };
    const cached = { ms: [] as number[], requests: [] as number[] };
    let txs = 0;
    for (let i = 0; i < RUNS; i++) {
      // A store and a service of their own: nothing another run read is kept.
      const reader = pinnedStateReaderOf(services, path.join(dir, `${name}-${i}`));
      const preflight = preflightServiceOf(reader, services);
      let t = performance.now();
      const first = await preflight.predict('local', boc);
      const coldMs = performance.now() - t;
      t = performance.now();
      const again = await preflight.predict('local', boc);
      const cachedMs = performance.now() - t;
      reader.close();
      if (!first.accepted || first.transactions.some((x) => x.status.tone === 'bad')) failures++;
      if (again.requests > 1 || again.pin.seqno !== first.pin.seqno) failures++;
      txs = first.transactions.length;
      if (i === 0 && lines.length === 0) {
        lines.push(
          `first in the process (emulator created): ${coldMs.toFixed(0)} ms, ${first.requests} requests (${name})`,
        );
        continue;
      }
      cold.ms.push(coldMs);
      cold.requests.push(first.requests);
      cached.ms.push(cachedMs);
      cached.requests.push(again.requests);
    }
    lines.push(
      `${name} (${txs} transactions): cold median ${median(cold.ms).toFixed(0)} ms, ${median(cold.requests)} requests; cached median ${median(cached.ms).toFixed(0)} ms, ${median(cached.requests)} requests (over ${cold.ms.length} runs)`,
    );
    if (!Number.isFinite(median(cold.ms))) failures++;
  }
  await services.close();
} finally {
  await bench.stop();
}
printOutcome(lines, failures, FAILED_MEANS, t0);
