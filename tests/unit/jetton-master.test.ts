import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyTransferVolume,
  holderShares,
  percentOf,
  utcDate,
  type VolumeTransfer,
} from '../../shared/analytics/jetton-master';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';
import { getV3, startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';

const present = fixturesPresent('jetton-master');

const MASTER = '0:' + 'AB'.repeat(32);
const OTHER = '0:' + 'CD'.repeat(32);
const wallet = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
const owner = (n: number) => `0:${(n + 1000).toString(16).padStart(64, '0')}`;

describe('holderShares', () => {
  const holders = [5n, 100n, 40n, 40n, 7n, 1n].map((b, i) => ({
    address: wallet(i),
    owner: owner(i),
    balance: b.toString(),
  }));

  it('keeps the largest n, largest first, and the rest of the supply as one slice', () => {
    const s = holderShares(holders, 250n, 3);
    expect(s.top.map((r) => [r.rank, r.units])).toEqual([
      [1, 100n],
      [2, 40n],
      [3, 40n],
    ]);
    // Ties by wallet address: wallet 2 before wallet 3.
    expect(s.top[1]!.wallet).toBe(wallet(2));
    expect(s.top[0]!.owner).toBe(owner(1));
    expect(s.rest).toEqual({ rank: 0, owner: '', wallet: '', units: 70n });
    expect(s.top.reduce((a, r) => a + r.units, 0n) + s.rest!.units).toBe(s.totalUnits);
    expect(s.excessUnits).toBe(0n);
  });

  it('has no rest when the top holders hold it all; a repeated wallet counts once', () => {
    const s = holderShares([...holders, holders[1]!], 193n, 10);
    expect(s.top).toHaveLength(6);
    expect(s.rest).toBeNull();
    expect(s.excessUnits).toBe(0n);
  });

  it('reports balances beyond the supply instead of a negative rest', () => {
    const s = holderShares(holders, 120n, 2);
    expect(s.rest).toBeNull();
    expect(s.excessUnits).toBe(20n);
  });

  it('rejects bad input with a clear error', () => {
    expect(() =>
      holderShares([{ address: wallet(1), owner: owner(1), balance: '-1' }], 1n),
    ).toThrow(/not a non-negative integer/);
    expect(() => holderShares(holders, 1n, 0)).toThrow(/positive integer/);
    expect(() => holderShares(holders, -1n)).toThrow(/negative/);
  });
});

describe('percentOf', () => {
  it('is exact to the digits asked, rounded half up', () => {
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(2n, 3n)).toBe('66.67');
    expect(percentOf(2n, 3n, 0)).toBe('67');
    expect(percentOf(1n, 8n, 1)).toBe('12.5');
    expect(percentOf(1n, 200000n, 2)).toBe('0.00');
    expect(percentOf(1n, 200000n, 4)).toBe('0.0005');
    expect(percentOf(5n, 5n)).toBe('100.00');
    expect(percentOf(0n, 0n)).toBe('0.00');
    expect(() => percentOf(1n, 2n, -1)).toThrow(RangeError);
  });
});

describe.skipIf(!present)('holderShares over a real supply (v3 jetton/masters capture)', () => {
  it('stays exact beyond 2^64 units: slices sum to the captured total supply', () => {
    const m = loadFixture<{ total_supply: string }>('v3-jetton-masters-01.json');
    const supply = BigInt(m.total_supply);
    expect(supply > 2n ** 64n).toBe(true);
    // Holders of a third, a tenth and a single unit of it: floats would lose these digits.
    const parts = [supply / 3n, supply / 10n, 1n];
    const s = holderShares(
      parts.map((p, i) => ({ address: wallet(i), owner: owner(i), balance: p.toString() })),
      supply,
    );
    expect(s.top.map((r) => r.units)).toEqual(parts);
    expect(s.rest!.units).toBe(supply - parts[0]! - parts[1]! - 1n);
    expect(s.top.reduce((a, r) => a + r.units, 0n) + s.rest!.units).toBe(supply);
    expect(percentOf(s.top[0]!.units, supply)).toBe('33.33');
    expect(percentOf(s.top[2]!.units, supply, 20)).toBe('0.00000000000000000097');
  });
});

describe('dailyTransferVolume', () => {
  const DAY = 86_400;
  const t0 = 20_000 * DAY; // 2024-10-04 00:00 UTC
  const tr = (
    hash: string,
    at: number,
    amount: string,
    more: Partial<VolumeTransfer> = {},
  ): VolumeTransfer => ({
    amount,
    jetton_master: MASTER,
    transaction_hash: hash,
    transaction_now: at,
    ...more,
  });
  const transfers = [
    tr('a', t0 + 10, '100'),
    tr('b', t0 + DAY - 1, '23'),
    tr('c', t0 + 3 * DAY, '5'),
    tr('d', t0 + 3 * DAY + 5, '999', { transaction_aborted: true }),
    tr('e', t0 + 3 * DAY + 6, '7', { jetton_master: OTHER }),
    tr('a', t0 + 10, '100'),
  ];

  it('sums each UTC day, zero days included, aborted transfers apart', () => {
    const days = dailyTransferVolume(transfers, { from: null, to: null }, MASTER);
    expect(days.map((d) => [d.date, d.volumeUnits, d.count, d.aborted])).toEqual([
      [utcDate(t0), 123n, 2, 0],
      [utcDate(t0 + DAY), 0n, 0, 0],
      [utcDate(t0 + 2 * DAY), 0n, 0, 0],
      [utcDate(t0 + 3 * DAY), 5n, 1, 1],
    ]);
    expect(days[0]!.date).toBe('2024-10-04');
    expect(days[0]!.dayStart).toBe(t0);
  });

  it('covers the whole period asked (inclusive bounds), empty days and all', () => {
    const days = dailyTransferVolume(transfers, { from: t0 + DAY - 1, to: t0 + 5 * DAY }, MASTER);
    expect(days).toHaveLength(6);
    expect(days[0]!.volumeUnits).toBe(23n);
    expect(days.at(-1)!.date).toBe(utcDate(t0 + 5 * DAY));
    expect(days.reduce((s, d) => s + d.volumeUnits, 0n)).toBe(28n);
  });

  it('without a master counts every jetton; nothing in range gives no days', () => {
    const all = dailyTransferVolume(transfers, { from: null, to: null });
    expect(all.at(-1)!.volumeUnits).toBe(12n);
    expect(dailyTransferVolume([], { from: null, to: null })).toEqual([]);
    expect(dailyTransferVolume(transfers, { from: t0 + 9 * DAY, to: null })).toEqual([]);
  });

  it('rejects an amount that is not an integer', () => {
    expect(() => dailyTransferVolume([tr('x', t0, '1.5')], { from: null, to: null })).toThrow(
      /not an integer/,
    );
  });
});

interface Masters {
  jetton_masters: Array<{ address: string; total_supply: string }>;
}
interface Wallets {
  jetton_wallets: Array<{ address: string; owner: string; balance: string }>;
}
interface Transfers {
  jetton_transfers: Array<VolumeTransfer & { jetton_master: string }>;
}

describe('the demo jetton of the local network', () => {
  let net: StartedLocalNetwork;
  beforeAll(async () => {
    net = await startLocalNetwork({ scenario: 'demo' });
  }, 120_000);
  afterAll(async () => {
    await net?.close();
  });

  it('holders’ slices sum to the total supply, top holders in the index’s order', async () => {
    const { jetton_masters } = await getV3<Masters>(net, 'jetton/masters?limit=1');
    const m = jetton_masters[0]!;
    const { jetton_wallets } = await getV3<Wallets>(
      net,
      `jetton/wallets?jetton_address=${m.address}&sort=desc&exclude_zero_balance=true&limit=50`,
    );
    expect(jetton_wallets.length).toBeGreaterThan(1);
    const s = holderShares(jetton_wallets, BigInt(m.total_supply));
    expect(s.excessUnits).toBe(0n);
    expect(s.top.map((r) => r.wallet)).toEqual(jetton_wallets.slice(0, 10).map((w) => w.address));
    const sum = s.top.reduce((a, r) => a + r.units, 0n) + (s.rest?.units ?? 0n);
    expect(sum).toBe(BigInt(m.total_supply));
    // Every holder is listed (fewer than 10): what the wallets hold is the supply.
    const held = jetton_wallets.reduce((a, w) => a + BigInt(w.balance), 0n);
    expect(held).toBe(BigInt(m.total_supply));
    expect(s.rest).toBeNull();
  });

  it('the daily volume adds up to the transfers the index lists', async () => {
    const { jetton_masters } = await getV3<Masters>(net, 'jetton/masters?limit=1');
    const m = jetton_masters[0]!;
    const { jetton_transfers } = await getV3<Transfers>(
      net,
      `jetton/transfers?jetton_master=${m.address}&sort=desc&limit=1000`,
    );
    expect(jetton_transfers.length).toBeGreaterThan(0);
    const days = dailyTransferVolume(jetton_transfers, { from: null, to: null }, m.address);
    const moved = jetton_transfers.filter((t) => !t.transaction_aborted);
    expect(days.reduce((s, d) => s + d.volumeUnits, 0n)).toBe(
      moved.reduce((s, t) => s + BigInt(t.amount), 0n),
    );
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(moved.length);
    for (const d of days) {
      const ofDay = moved.filter((t) => utcDate(t.transaction_now) === d.date);
      expect(d.volumeUnits).toBe(ofDay.reduce((s, t) => s + BigInt(t.amount), 0n));
    }
  });
});
