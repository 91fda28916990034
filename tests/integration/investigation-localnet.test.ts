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
import type { StartedLocalnet } from '../helpers/localnet';
import { localnetForSuite } from '../helpers/localnet-suite';

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

interface RoleDoc {
  name: string;
  version: string;
  address: string;
  publicKey: string;
}

async function getJson(ln: StartedLocalnet, op: string, params: Record<string, unknown>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.append(k, String(v));
  const r = await fetch(`${ln.v3Url}/${op}?${q}`);
  if (!r.ok) throw new Error(`${op}: HTTP ${r.status} ${await r.text()}`);
  return r.json() as Promise<unknown>;
}

describe('the investigation scenario of the local demo', () => {
  const ln = localnetForSuite({}, 120_000);
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
      const ledger = await readAccountLedger((op, p) => getJson(ln, op, p), {
        account: raw(f.from),
      });
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
    const ledger = await readAccountLedger((op, p) => getJson(ln, op, p), {
      account: raw('exchange'),
    });
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
    ['the default rules reach it through split', {}, ['theft', 'peel-1', 'split', 'side-1']],
    ['5 hops follow the whole peel chain', { hops: 5 }, ['peel-3', 'mule', 'smurf-1']],
  ])(
    'auto-traces from the theft and stops at the labelled exchange: %s',
    async (_, over, through) => {
      const canvas = new CanvasService({ get: (_, op, p) => getJson(ln, op, p) });
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
      expect(r.stops).toEqual([{ account: exchange, reason: 'labelled “exchange”' }]);
      const read = r.expansions.map((x) => x.account);
      expect(read[0]).toBe(raw('theft'));
      expect(read).toEqual(expect.arrayContaining(through.map(raw)));
      expect(read).not.toContain(exchange);
    },
  );

  it('auto-traces from the theft and, with names on, stops at exchange.ton by its name alone (no label)', async () => {
    const canvas = new CanvasService({ get: (_, op, p) => getJson(ln, op, p) });
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
        get: (_, op, p) => {
          made.n++;
          return getJson(ln, op, p);
        },
      });
      return { made, service };
    };
    const rules = traceRulesSchema.parse({});
    const { made, service } = counting();
    const req = { profileId: 'p', start: raw('theft'), rules };
    const plan = await planTrace(service, categoryOf, req);
    expect(plan.spent).toBe(made.n);
    made.n = 0;
    const r = await runAutoTrace(
      { expand: (x) => service.expand(x), categoryOf },
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
});
