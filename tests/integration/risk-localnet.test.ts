import { Address } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTep64 } from '../../shared/ton/jetton-metadata';
import {
  DEFAULT_DUST_THRESHOLD_NANO,
  accountFlags,
  jettonFlags,
  parseSuspendedList,
  transactionFlags,
  type RiskContext,
} from '../../shared/risk';
import type { ChainTransaction } from '../../shared/api/v3-rows';
import { demoSends, demoWallet, getV3 } from '../helpers/localnet';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { DUST_NANO, FAKE_TON, SPAM_COMMENT, hostileBatch } from '../helpers/hostile-chain';

/**
 * The risk rules on what the local network really holds: the demo scenario's own jetton and
 * payments raise nothing; a fake TON jetton, a spam comment and a dust payment that eve puts
 * on-chain are flagged with their rule and evidence; parameter 44 decodes from v2
 * `getConfigParam`.
 */

const ln = localNetworkForSuite({}, 300_000);

interface JettonMasterRow {
  address: string;
  jetton_content: unknown;
}
type Tx = ChainTransaction & { in_msg: { source: string | null; value: string | null } | null };

let fakeMaster: string;
let ctx: RiskContext;

async function jettonIdentity(master: string) {
  const { jetton_masters } = await getV3<{ jetton_masters: JettonMasterRow[] }>(
    ln,
    `jetton/masters?address=${encodeURIComponent(master)}`,
  );
  const row = jetton_masters[0];
  if (!row) throw new Error(`no jetton master ${master}`);
  return { master: row.address, ...readTep64(row.jetton_content) };
}

beforeAll(async () => {
  const eve = demoWallet(ln, 'eve');
  const carol = Address.parse(demoWallet(ln, 'carol').address);
  const fake = await hostileBatch(Address.parse(eve.address), carol);
  fakeMaster = fake.master.toRawString();
  await demoSends(ln, eve, fake.messages);

  const config = await (await fetch(`${ln.v2Url}/getConfigParam?config_id=44`)).json();
  ctx = {
    dustThresholdNano: DEFAULT_DUST_THRESHOLD_NANO,
    suspended: parseSuspendedList(
      (config as { result: { config: { bytes: string } } }).result.config.bytes,
    ),
  };
}, 300_000);

describe('jettons on the local network', () => {
  it('the fake TON jetton is flagged on its symbol and name, with the on-chain texts', async () => {
    const id = await jettonIdentity(fakeMaster);
    expect(id).toMatchObject({ symbol: FAKE_TON.symbol, name: FAKE_TON.name });
    const flags = jettonFlags(id);
    expect(flags.map((f) => [f.rule, f.field, f.evidence, f.subject])).toEqual([
      ['impersonates-ton', 'symbol', 'TON', fakeMaster],
      ['impersonates-ton', 'name', 'Toncoin', fakeMaster],
    ]);
  });

  it('the demo\'s own fake "TON" jetton (eve\'s, minted to dave) is flagged as it is', async () => {
    const master = Address.parse(
      (ln.accounts.fakeTonJetton as { address: string }).address,
    ).toRawString();
    const flags = jettonFlags(await jettonIdentity(master));
    expect(flags.map((f) => [f.rule, f.field, f.evidence, f.subject])).toEqual([
      ['impersonates-ton', 'symbol', 'TON', master],
      ['impersonates-ton', 'name', 'Toncoin', master],
    ]);
  });

  it("the demo scenario's DEMO jetton raises nothing", async () => {
    const master = Address.parse(
      (ln.accounts.jettonMaster as { address: string }).address,
    ).toRawString();
    expect(jettonFlags(await jettonIdentity(master))).toEqual([]);
  });
});

describe("carol's history", () => {
  async function carolsTransactions(): Promise<Tx[]> {
    const a = encodeURIComponent(demoWallet(ln, 'carol').address);
    return (await getV3<{ transactions: Tx[] }>(ln, `transactions?account=${a}&limit=100`))
      .transactions;
  }
  const eve = () => Address.parse(demoWallet(ln, 'eve').address).toRawString();

  it("flags eve's spam comment and dust payment, about eve, with the comment and the nanotons", async () => {
    const carol = demoWallet(ln, 'carol').address;
    const flagged = (await carolsTransactions())
      .map((tx) => ({ tx, flags: transactionFlags(tx, carol, ctx) }))
      .filter((r) => r.flags.length > 0);
    const byRule = new Map(flagged.flatMap((r) => r.flags.map((f) => [f.rule, f])));
    expect(byRule.get('comment-spam')).toMatchObject({ evidence: SPAM_COMMENT, subject: eve() });
    expect(byRule.get('dust')).toMatchObject({ evidence: String(DUST_NANO), subject: eve() });
    // Only eve's two payments are flagged: the demo's welcome, book club and jetton rows are not.
    expect(
      flagged.map((r) => r.tx.in_msg?.source && Address.parse(r.tx.in_msg.source).toRawString()),
    ).toEqual([eve(), eve()]);
  });

  it('flags the fake TON arriving in her jetton wallet when the moved jetton is looked up', async () => {
    const carol = demoWallet(ln, 'carol').address;
    const { jetton_wallets } = await getV3<{
      jetton_wallets: Array<{ address: string; jetton: string }>;
    }>(ln, `jetton/wallets?owner_address=${encodeURIComponent(carol)}&limit=50`);
    const masters = new Map(
      jetton_wallets.map((w) => [Address.parse(w.address).toRawString(), w.jetton]),
    );
    const identities = new Map<string, Awaited<ReturnType<typeof jettonIdentity>>>();
    for (const m of new Set(masters.values())) identities.set(m, await jettonIdentity(m));
    const lookup = (wallet: string) => {
      const master = masters.get(Address.parse(wallet).toRawString());
      return (master && identities.get(master)) || null;
    };
    const jettonRules = (await carolsTransactions())
      .flatMap((tx) => transactionFlags(tx, carol, ctx, lookup))
      .filter((f) => f.rule === 'impersonates-ton');
    expect(jettonRules.length).toBeGreaterThan(0);
    expect(new Set(jettonRules.map((f) => f.subject))).toEqual(new Set([fakeMaster]));
  });
});

describe('configuration parameter 44 of the local network', () => {
  it('decodes from v2 getConfigParam; listed addresses are flagged, demo wallets are not', () => {
    const listed = [...ctx.suspended!.addresses];
    // The emulator's configuration is mainnet's, which suspends early miners' addresses.
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed.slice(0, 3)) {
      expect(accountFlags(a, ctx)).toMatchObject([{ rule: 'suspended-address', evidence: a }]);
    }
    for (const w of ln.wallets) expect(accountFlags(w.address, ctx)).toEqual([]);
  });
});
