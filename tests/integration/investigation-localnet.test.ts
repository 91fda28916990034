import { Address, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { INVESTIGATION_FLOWS } from '../../electron/localnet/scenario/demo-roster';
import { runAutoTrace } from '../../electron/core/services/canvas/auto-trace';
import { CanvasService } from '../../electron/core/services/canvas/canvas-service';
import { planTrace } from '../../electron/core/services/canvas/trace-estimate';
import { readAccountLedger } from '../../electron/core/services/ledger/read-account-ledger';
import { traceRulesSchema } from '../../shared/canvas/auto-trace';
import { toRawUpper } from '../../shared/ton/address';
import type { StartedLocalnet } from '../helpers/localnet';
import { localnetForSuite } from '../helpers/localnet-suite';

/**
 * The demo's investigation part on the local network: every role is in the `--accounts-out`
 * document and named `<role>.ton`, the theft's funds reach the exchange hop by hop (each hop later, each amount a
 * little smaller), mule and mule-v5 run one public key (their own `get_public_key`), and an
 * auto-trace from the theft with the default rules stops at the exchange once it is labelled,
 * its requests within 20 % of the estimate shown before it, and a budget is never passed.
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

  it('lists every role with its address, and mule and mule-v5 run one public key', async () => {
    expect([...roles().keys()]).toEqual(['theft', 'hop-a', 'hop-b', 'mule', 'mule-v5', 'exchange']);
    const keyOf = async (role: string) => {
      const res = await ln.net.blockchain.runGetMethod(
        Address.parseRaw(raw(role)),
        'get_public_key',
      );
      return res.stackReader.readBigNumber().toString(16).padStart(64, '0');
    };
    const [mule, muleV5, hopA] = await Promise.all([
      keyOf('mule'),
      keyOf('mule-v5'),
      keyOf('hop-a'),
    ]);
    expect(roles().get('mule')!.version).toBe('v4R2');
    expect(roles().get('mule-v5')!.version).toBe('v5R1');
    expect(mule).toBe(muleV5);
    expect(mule).toBe(roles().get('mule')!.publicKey);
    expect(hopA).not.toBe(mule);
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

  it('moves each flow once, each hop after the one before, from the ledger of the sender', async () => {
    const sentAt = new Map<string, number>();
    for (const [from, to, ton] of INVESTIGATION_FLOWS) {
      const ledger = await readAccountLedger((op, p) => getJson(ln, op, p), {
        account: raw(from),
      });
      const out = ledger.movements.filter(
        (m) => m.kind === 'ton_sent' && m.counterparty === raw(to),
      );
      expect(out).toHaveLength(1);
      expect(BigInt(out[0]!.amount)).toBe(-toNano(ton));
      sentAt.set(to, out[0]!.utime);
      const got = sentAt.get(from);
      if (got !== undefined) expect(out[0]!.utime).toBeGreaterThan(got);
    }
  });

  it('auto-traces from the theft with the default rules and stops at the labelled exchange', async () => {
    const canvas = new CanvasService({ get: (_, op, p) => getJson(ln, op, p) });
    const exchange = raw('exchange');
    const r = await runAutoTrace(
      {
        expand: (req) => canvas.expand(req),
        categoryOf: (a) => (a === exchange ? 'exchange' : null),
      },
      { profileId: 'p', start: raw('theft'), rules: traceRulesSchema.parse({}), traceId: 't' },
      () => undefined,
      new AbortController().signal,
    );
    expect(r.ended).toBe('done');
    expect(r.stops).toEqual([{ account: exchange, reason: 'labelled “exchange”' }]);
    expect(r.expansions.map((x) => x.account)).toEqual(
      ['theft', 'hop-a', 'hop-b', 'mule', 'mule-v5'].map(raw),
    );
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
