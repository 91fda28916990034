import { Address, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  depositorDeposit,
  INVESTIGATION_DEPOSITORS,
  INVESTIGATION_FLOWS,
  INVESTIGATION_WALLETS,
} from '../../electron/localnet/scenario/demo-roster';
import { runAutoTrace } from '../../electron/core/services/canvas/auto-trace';
import { CanvasService } from '../../electron/core/services/canvas/canvas-service';
import { planTrace } from '../../electron/core/services/canvas/trace-estimate';
import { readAccountLedger } from '../../electron/core/services/ledger/read-account-ledger';
import { traceRulesSchema } from '../../shared/canvas/auto-trace';
import { toRawUpper } from '../../shared/ton/address';
import { DemoWallet } from '../../electron/localnet/scenario/demo-wallet';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import type { StartedLocalNetwork } from '../helpers/localnet';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { BuiltinLabels } from '../../electron/core/services/labels/builtin-labels';
import { findDataDir } from '../../electron/core/services/labels/data-dir';
import { peelChains } from '../../shared/risk/peel-chain';
import {
  DEFAULT_DUST_THRESHOLD_NANO,
  genuineCounterparties,
  transactionFlags,
} from '../../shared/risk';
import { localNetworkEnv, recordingIo } from '../helpers/cli-io';
import { MemoryVault } from '../helpers/memory-vault';
import { tempDirForSuite } from '../helpers/temp-dir';
import { main as cli } from '../../electron/hosts/cli/main';
import type { AttributionReport } from '../../shared/attribution';
import { typedV3 } from '../helpers/typed-v3';

/**
 * The demo's investigation part on the local network: every role is in the `--accounts-out`
 * document and named `<role>.ton`, the theft's funds reach the exchange hop by hop (each hop
 * later, each amount a little smaller, part of it as DEMO from the swap desk), mule and mule-v5
 * (and stash and stash-v5) run one public key (their own `get_public_key`), the exchange takes
 * hundreds of unrelated deposits from distinct wallets, and an auto-trace from the theft stops
 * at the exchange once it is labelled (with the default rules through the smurfs, with 5 hops
 * down the whole peel chain), its requests within 20 % of the estimate shown before it, and a
 * budget is never passed.
 */

const CLI_KEY = 'investigation-cli-key-0000000000';

interface RoleDoc {
  name: string;
  version: string;
  address: string;
  publicKey: string;
}

async function getJson(ln: StartedLocalNetwork, op: string, params: Record<string, unknown>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.append(k, String(v));
  const r = await fetch(`${ln.v3Url}/${op}?${q}`);
  if (!r.ok) throw new Error(`${op}: HTTP ${r.status} ${await r.text()}`);
  return r.json() as Promise<unknown>;
}

// One network for the file. A key for the CLI's Local profile: its throttle runs at the key's
// rate, not 1 request/s.
const ln = localNetworkForSuite({ keys: [{ key: CLI_KEY, network: 'local', rps: 1000 }] }, 120_000);

describe('the investigation scenario of the local demo', () => {
  const roles = () =>
    (ln.accounts.investigation as { wallets: RoleDoc[] }).wallets.reduce(
      (m, w) => m.set(w.name, w),
      new Map<string, RoleDoc>(),
    );
  const raw = (role: string) => toRawUpper(roles().get(role)!.address);

  it('lists every role with its address; mule and mule-v5, stash and stash-v5 run one key', async () => {
    expect([...roles().keys()]).toEqual(INVESTIGATION_WALLETS.map(([role]) => role));
    const keyOf = async (role: string) => {
      const res = await ln.net.blockchain.runGetMethod(
        Address.parseRaw(raw(role)),
        'get_public_key',
      );
      return res.stackReader.readBigNumber().toString(16).padStart(64, '0');
    };
    for (const [v4, v5] of [
      ['mule', 'mule-v5'],
      ['stash', 'stash-v5'],
    ] as const) {
      const [a, b] = await Promise.all([keyOf(v4), keyOf(v5)]);
      expect(roles().get(v4)!.version).toBe('v4R2');
      expect(roles().get(v5)!.version).toBe('v5R1');
      expect(a).toBe(b);
      expect(a).toBe(roles().get(v4)!.publicKey);
    }
    expect(await keyOf('peel-1')).not.toBe(await keyOf('mule'));
    expect(await keyOf('stash')).not.toBe(await keyOf('mule'));
  });

  it('names every role <role>.ton in the address book, as alice.ton', async () => {
    for (const role of roles().keys()) {
      const book = (await getJson(ln, 'addressBook', { address: raw(role) })) as Record<
        string,
        { domain: string | null }
      >;
      expect(Object.values(book)[0]!.domain).toBe(`${role}.ton`);
    }
  });

  it('moves each flow once, each after its sender first got funds, from the ledger of the sender', async () => {
    const jetton = (ln.accounts.jettonMaster as { address: string }).address;
    const arrived = new Map<string, number>();
    for (const f of INVESTIGATION_FLOWS) {
      const ledger = await readAccountLedger(
        typedV3((op, p) => getJson(ln, op, p)),
        {
          account: raw(f.from),
        },
      );
      const kind = f.asset === 'TON' ? 'ton_sent' : 'jetton_sent';
      const out = ledger.movements.filter(
        (m) =>
          m.kind === kind &&
          m.counterparty === raw(f.to) &&
          (f.asset === 'TON' || (m.asset.type === 'jetton' && m.asset.master === jetton)),
      );
      expect(out, `${f.from} → ${f.to}`).toHaveLength(1);
      expect(BigInt(out[0]!.amount)).toBe(-toNano(f.amount));
      const got = arrived.get(f.from);
      if (got !== undefined) expect(out[0]!.utime).toBeGreaterThan(got);
      if (!arrived.has(f.to)) arrived.set(f.to, out[0]!.utime);
    }
  });

  it('gives the exchange hundreds of deposits, each from a depositor of its own', async () => {
    const ledger = await readAccountLedger(
      typedV3((op, p) => getJson(ln, op, p)),
      {
        account: raw('exchange'),
      },
    );
    const depositors = Array.from({ length: INVESTIGATION_DEPOSITORS }, (_, i) =>
      DemoWallet.withSeedKey(DEFAULT_SEED, `depositor-${i}`, i % 2 === 0 ? 'v4R2' : 'v5R1'),
    ).map((w) => toRawUpper(w.address.toRawString()));
    expect(toRawUpper(depositors[0]!)).toBe(
      (ln.accounts.investigation as { depositors: { first: RoleDoc } }).depositors.first.address,
    );
    const from = new Set(depositors);
    const deposits = ledger.movements.filter(
      (m) => m.kind === 'ton_received' && from.has(m.counterparty ?? ''),
    );
    expect(deposits.length).toBeGreaterThanOrEqual(200);
    expect(new Set(deposits.map((m) => m.counterparty)).size).toBe(INVESTIGATION_DEPOSITORS);
    expect(deposits.map((m) => BigInt(m.amount)).sort()).toEqual(
      depositors.map((_, i) => depositorDeposit(i)).sort(),
    );
  });

  it.each([
    [
      'the default rules follow every trail to its end',
      {},
      ['theft', 'peel-1', 'split', 'side-1', 'peel-3', 'mule', 'mule-v5', 'swap-desk', 'side-4'],
    ],
    ['5 hops follow the whole peel chain', { hops: 5 }, ['peel-3', 'mule', 'smurf-1']],
  ])(
    'auto-traces from the theft and stops at the labelled exchange: %s',
    async (_, over, through) => {
      const canvas = new CanvasService({ v3: (_, o) => typedV3((op, p) => getJson(ln, op, p), o) });
      const exchange = raw('exchange');
      const r = await runAutoTrace(
        {
          expand: (req) => canvas.expand(req),
          categoryOf: (a) => (a === exchange ? 'exchange' : null),
        },
        { profileId: 'p', start: raw('theft'), rules: traceRulesSchema.parse(over), traceId: 't' },
        () => undefined,
        new AbortController().signal,
      );
      expect(r.ended).toBe('done');
      // Where trails ended by a label or a name: the exchange alone (a hop limit cuts others).
      const ends = r.stops.filter((s) => s.code === 'label' || s.code === 'name');
      expect(ends).toEqual([{ account: exchange, reason: 'labelled “exchange”', code: 'label' }]);
      const read = r.expansions.map((x) => x.account);
      expect(read[0]).toBe(raw('theft'));
      expect(read).toEqual(expect.arrayContaining(through.map(raw)));
      expect(read).not.toContain(exchange);
    },
  );

  it('auto-traces from the theft and, with names on, stops at exchange.ton by its name alone (no label)', async () => {
    const canvas = new CanvasService({ v3: (_, o) => typedV3((op, p) => getJson(ln, op, p), o) });
    const exchange = raw('exchange');
    const run = (over: object) =>
      runAutoTrace(
        { expand: (req) => canvas.expand(req), categoryOf: () => null },
        { profileId: 'p', start: raw('theft'), rules: traceRulesSchema.parse(over), traceId: 't' },
        () => undefined,
        new AbortController().signal,
      );
    const named = await run({ stopNames: true });
    expect(named.stops).toEqual([
      {
        account: exchange,
        reason: 'named “exchange.ton” (a name holding “exchange”, from the address book)',
        code: 'name',
      },
    ]);
    expect(named.expansions.map((x) => x.account)).not.toContain(exchange);
    // With names off, the exchange is read and, with its hundreds of deposits, ends the trail
    // as a hot wallet instead.
    const unnamed = await run({});
    expect(unnamed.stops.find((s) => s.account === exchange)?.reason).toMatch(/a hot wallet/);
  });

  it('estimates the trace’s requests within 20 % before it starts, and never passes a budget', async () => {
    const exchange = raw('exchange');
    const categoryOf = (a: string) => (a === exchange ? 'exchange' : null);
    const counting = () => {
      const made = { n: 0 };
      const service = new CanvasService({
        v3: (_, o) =>
          typedV3((op, p) => {
            made.n++;
            return getJson(ln, op, p);
          }, o),
      });
      return { made, service };
    };
    // A hop limit makes the estimate's walk the trace's own (without one, it assumes where
    // trails end).
    const rules = traceRulesSchema.parse({ hops: 3, fanout: 5 });
    const { made, service } = counting();
    const req = { profileId: 'p', start: raw('theft'), rules };
    const plan = await planTrace(service, categoryOf, req);
    expect(plan.spent).toBe(made.n);
    made.n = 0;
    const r = await runAutoTrace(
      { expand: (x) => service.expand(x), categoryOf, swaps: (x) => service.swaps(x, x.signal) },
      { ...req, traceId: 't' },
      () => undefined,
      new AbortController().signal,
    );
    expect(made.n).toBe(r.requests);
    expect(Math.abs(plan.requests - r.requests)).toBeLessThanOrEqual(0.2 * r.requests);

    const poor = counting();
    const capped = await runAutoTrace(
      { expand: (x) => poor.service.expand(x), categoryOf },
      { ...req, rules: traceRulesSchema.parse({ budget: 10 }), traceId: 'c' },
      () => undefined,
      new AbortController().signal,
    );
    expect(capped.ended).toBe('budget');
    expect(poor.made.n).toBe(capped.requests);
    expect(poor.made.n).toBeLessThanOrEqual(10);
  });

  it('auto-trace stops at the exchange by its Local built-in label, naming its provenance; the peel chain shows in the flows', async () => {
    const builtin = new BuiltinLabels(findDataDir());
    const canvas = new CanvasService({ v3: (_, o) => typedV3((op, p) => getJson(ln, op, p), o) });
    const exchange = raw('exchange');
    const r = await runAutoTrace(
      { expand: (req) => canvas.expand(req), categoryOf: (a) => builtin.get('local', a) },
      {
        profileId: 'p',
        start: raw('theft'),
        rules: traceRulesSchema.parse({ hops: 5 }),
        traceId: 't',
      },
      () => undefined,
      new AbortController().signal,
    );
    const stop = r.stops.find((s) => s.account === exchange)!;
    expect(stop.reason).toBe(
      'labelled “CEX” (Local Exchange) by Local demo labels (built-in) · CEX · source electron/localnet/scenario/demo-roster.ts (role exchange) · by ton-explorer-demo, 2026-11-29',
    );
    // The peel chain, read from the trace's flows: peel-1 → peel-2 → peel-3 → mule → exchange.
    const flows = r.expansions.flatMap((x) => x.edges);
    const chains = peelChains(flows);
    expect(chains.map((c) => c.accounts)).toEqual([
      ['peel-1', 'peel-2', 'peel-3', 'mule', 'exchange'].map(raw),
    ]);
  });

  it('flags the address-poisoning attempt on alice, the lookalike beside carol', async () => {
    const doc = ln.accounts.poisoning as {
      wallet: { address: string };
      matchesFirstAndLast: boolean;
    };
    expect(doc.matchesFirstAndLast).toBe(true);
    const alice = ln.wallets.find((w) => w.name === 'alice')!.address;
    const carol = ln.wallets.find((w) => w.name === 'carol')!.address;
    const page = (await getJson(ln, 'transactions', { account: alice, limit: 256 })) as {
      transactions: Parameters<typeof transactionFlags>[0][];
    };
    const dust = DEFAULT_DUST_THRESHOLD_NANO;
    const genuine = genuineCounterparties(page.transactions, alice, dust, 'local');
    const ctx = { dustThresholdNano: dust, suspended: null, genuine };
    const flags = page.transactions
      .flatMap((tx) => transactionFlags(tx, alice, ctx))
      .filter((f) => f.rule === 'address-poisoning');
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      subject: doc.wallet.address.toLowerCase(),
      related: carol.toLowerCase(),
    });
    const [fake, real] = [doc.wallet.address, carol].map((a) =>
      Address.parseRaw(a).toString({ bounceable: false }),
    );
    expect(fake!.slice(0, 4)).toBe(real!.slice(0, 4));
    expect(fake!.slice(-2)).toBe(real!.slice(-2));
    expect(flags[0]!.evidence).toBe(fake);
  });
});

/**
 * `ton-explorer trace <local> --from theft.ton --json` with the default settings: the whole
 * answer, to the nanoton, from the demo's ledgers (the amounts each sender's ledger shows,
 * checked above to be the roster's): what reached exchange.ton in TON and, through the swap
 * desk, in DEMO; what sits at side-4.ton; the rest as remains and fees of the intermediate
 * wallets; nothing on the frontier, none of the exchange's unrelated deposits anywhere.
 */
describe('trace on the CLI attributes the theft to the nanoton', () => {
  const dir = tempDirForSuite('trace-cli-');
  const vault = new MemoryVault();
  const cliIo = (stdin = '') =>
    recordingIo({
      env: { ...process.env, ...localNetworkEnv(ln) },
      vault,
      readKey: async () => stdin,
    });
  const rawOf = (role: string) =>
    toRawUpper(
      (ln.accounts.investigation as { wallets: RoleDoc[] }).wallets.find((w) => w.name === role)!
        .address,
    );
  const nano = (role: string, to: string) =>
    INVESTIGATION_FLOWS.filter((f) => f.from === role && f.to === to && f.asset === 'TON').reduce(
      (n, f) => n + toNano(f.amount),
      0n,
    );

  it('attributes 990 TON: the exchange’s TON and DEMO, side-4’s, the rest kept or paid in fees', async () => {
    const key = cliIo(CLI_KEY);
    expect(await cli(['--user-data', dir(), 'keys', 'set', 'local', '--rps', '500'], key)).toBe(0);
    const io = cliIo();
    const t0 = Date.now();
    const code = await cli(
      ['--user-data', dir(), 'trace', 'local', '--from', 'theft.ton', '--json'],
      io,
    );
    expect(code, io.stderr.join('\n')).toBe(0);
    const report = JSON.parse(io.stdout.join('\n')) as AttributionReport;
    const seconds = (Date.now() - t0) / 1000;

    const sent = nano('theft', 'peel-1') + nano('theft', 'split');
    expect(report.start).toMatchObject({
      address: rawOf('theft'),
      asset: 'TON',
      amount_raw: `${sent}`,
    });
    expect(sent).toBe(990n * 10n ** 9n);
    const toExchange = INVESTIGATION_FLOWS.filter(
      (f) => f.to === 'exchange' && f.asset === 'TON',
    ).reduce((n, f) => n + toNano(f.amount), 0n);
    const demo = toNano(
      INVESTIGATION_FLOWS.find((f) => f.to === 'exchange' && f.asset === 'DEMO')!.amount,
    );
    const exchange = report.ends.find((e) => e.address === rawOf('exchange'))!;
    // The exchange's built-in Local label (category CEX) ends the trail before its name would.
    expect(exchange).toMatchObject({ name: 'exchange.ton', reason: 'label' });
    const jettonKey = `jetton:${toRawUpper((ln.accounts.jettonMaster as { address: string }).address)}`;
    expect(exchange.amounts.map((a) => [a.asset, a.amount_raw, a.amount])).toEqual([
      ['TON', `${toExchange}`, '817.7'],
      [jettonKey, `${demo}`, '120000'],
    ]);
    const side4 = report.ends.find((e) => e.address === rawOf('side-4'))!;
    expect(side4).toMatchObject({ reason: 'no_onward' });
    expect(side4.amounts.map((a) => a.amount_raw)).toEqual([`${nano('mule', 'side-4')}`]);
    expect(report.ends).toHaveLength(2);

    // The swap desk converted what side-1 paid it into the DEMO it sent to mule-v5.
    expect(report.conversions).toHaveLength(1);
    expect(report.conversions[0]).toMatchObject({
      address: rawOf('swap-desk'),
      kind: 'jetton_transfer',
      in: { asset: 'TON', amount_raw: `${nano('side-1', 'swap-desk')}`, amount: '115' },
      out: { asset: jettonKey, amount_raw: `${demo}`, amount: '120000' },
      to: { address: rawOf('mule-v5') },
    });

    // The rest stayed at the intermediate wallets or paid their fees, to the nanoton.
    const kept = report.remains.reduce((n, r) => n + BigInt(r.amounts[0]?.amount_raw ?? '0'), 0n);
    const fees = BigInt(report.fees_raw);
    expect(kept + fees).toBe(
      sent - toExchange - nano('mule', 'side-4') - nano('side-1', 'swap-desk'),
    );
    expect(kept + fees).toBe(49_300_000_000n);
    const intermediates = new Set(
      [
        'peel-1',
        'peel-2',
        'peel-3',
        'split',
        'side-1',
        'side-2',
        'side-3',
        'smurf-1',
        'smurf-2',
        'smurf-3',
        'mule',
        'mule-v5',
        'stash',
        'stash-v5',
      ].map(rawOf),
    );
    expect(new Set(report.remains.map((r) => r.address))).toEqual(intermediates);
    expect(report.frontier).toEqual([]);
    for (const r of report.reconciliation) expect(r.balanced, r.asset).toBe(true);
    const ton = report.reconciliation.find((r) => r.asset === 'TON')!;
    expect(ton).toMatchObject({
      start_raw: `${sent}`,
      frontier_raw: '0',
      converted_out_raw: `${nano('side-1', 'swap-desk')}`,
    });

    // The exchange's paths add up to what reached it; no unrelated depositor is on any.
    const roles = new Set(INVESTIGATION_WALLETS.map(([r]) => rawOf(r)));
    const onPaths = report.paths.flatMap((p) =>
      p.hops.flatMap((h) => [h.from.address, h.to.address]),
    );
    expect(onPaths.every((a) => roles.has(a))).toBe(true);
    const viaPaths = report.paths
      .filter((p) => p.to.address === rawOf('exchange') && p.amounts[0]!.asset === 'TON')
      .reduce((n, p) => n + BigInt(p.amounts[0]!.amount_raw), 0n);
    expect(viaPaths).toBe(toExchange);
    expect(report.summary).toContain('817.7 TON reached exchange.ton');
    expect(report.summary).toContain('into 120,000 DEMO');
    expect(report.walk).toMatchObject({ ended: 'done' });
    expect(report.requests).toBeLessThanOrEqual(200);
    console.info(
      `trace --json: ${report.requests} requests, ${report.walk!.reads} accounts read, ${seconds.toFixed(1)} s`,
    );

    // FIFO: the same ends (each hop here spends all it holds), other shares per route: side-1
    // paid the desk its oldest 115 TON, peel-1's 55 first, so 55/115 of the DEMO came that way.
    const fifoIo = cliIo();
    const args = ['--user-data', dir(), 'trace', 'local', '--from', 'theft.ton', '--rule', 'fifo'];
    expect(await cli([...args, '--json'], fifoIo), fifoIo.stderr.join('\n')).toBe(0);
    const fifo = JSON.parse(fifoIo.stdout.join('\n')) as AttributionReport;
    expect(fifo.rule).toBe('fifo');
    expect(fifo.ends.map((e) => e.amounts)).toEqual(report.ends.map((e) => e.amounts));
    const viaPeel1 = (r: AttributionReport) =>
      r.paths.find(
        (p) => p.amounts[0]!.asset === jettonKey && p.hops[0]!.to.address === rawOf('peel-1'),
      )!.amounts[0]!.amount_raw;
    expect(viaPeel1(fifo)).toBe(`${(demo * 55n) / 115n}`);
    expect(viaPeel1(report)).not.toBe(viaPeel1(fifo));
  });
});
