import { describe, expect, it } from 'vitest';
import { fixturesPresent, traceAccounts } from '../helpers/toncenter-fixtures';
import {
  jettonBalanceHistory,
  pointsInRange,
  tonBalanceHistory,
  transactionDirection,
  type BalanceJettonTransfer,
  type BalanceTransaction,
} from '../../shared/analytics/balance-history';
import { demoHistory, getV3 } from '../helpers/localnet';
import { localnetForSuite } from '../helpers/localnet-suite';

const present = fixturesPresent('balance-history');

const ME = `0:${'aa'.repeat(32)}`;
const BOB = `0:${'bb'.repeat(32)}`;
const MASTER = `0:${'dd'.repeat(32)}`;

function tx(
  hash: string,
  lt: number,
  balance: string | null,
  source: string | null,
  before?: string,
): BalanceTransaction {
  return {
    account: ME,
    hash,
    lt: String(lt),
    now: 1000 + lt,
    in_msg: { source, destination: ME },
    account_state_before: before === undefined ? null : { balance: before },
    account_state_after: { balance },
  };
}

describe('tonBalanceHistory', () => {
  it('orders by lt, one point per transaction with a balance, changes from the previous point', () => {
    const points = tonBalanceHistory([
      tx('c', 30, '700', null),
      tx('a', 10, '1000', BOB, '0'),
      tx('b', 20, '1500', BOB),
      tx('b', 20, '1500', BOB),
      tx('x', 25, null, BOB),
    ]);
    expect(points.map((p) => p.hash)).toEqual(['a', 'b', 'c']);
    expect(points.map((p) => p.balance)).toEqual([1000n, 1500n, 700n]);
    expect(points.map((p) => p.change)).toEqual([1000n, 500n, -800n]);
    expect(points.map((p) => p.direction)).toEqual(['in', 'in', 'out']);
    expect(pointsInRange(points, 1015, 1030).map((p) => p.hash)).toEqual(['b', 'c']);
    expect(pointsInRange(points, null, 1010).map((p) => p.hash)).toEqual(['a']);
  });

  it('a first point without a balance before has no change', () => {
    expect(tonBalanceHistory([tx('a', 1, '5', BOB)])[0]!.change).toBeNull();
    expect(transactionDirection(tx('s', 1, '5', ME))).toBe('self');
    expect(transactionDirection({ ...tx('t', 1, '5', null), in_msg: null })).toBe('none');
  });
});

describe('jettonBalanceHistory', () => {
  const t = (
    hash: string,
    lt: number,
    source: string,
    destination: string,
    amount: string,
    aborted = false,
  ): BalanceJettonTransfer => ({
    source,
    destination,
    amount,
    jetton_master: MASTER,
    transaction_hash: hash,
    transaction_lt: String(lt),
    transaction_now: 2000 + lt,
    transaction_aborted: aborted,
  });
  it('walks back from the current balance; aborted transfers move nothing', () => {
    const points = jettonBalanceHistory(
      [
        t('2', 2, ME, BOB, '300'),
        t('1', 1, BOB, ME, '1000'),
        t('3', 3, BOB, ME, '50', true),
        { ...t('4', 4, BOB, ME, '9'), jetton_master: BOB },
      ],
      ME,
      MASTER,
      700n,
    );
    expect(points.map((p) => [p.hash, p.balance, p.change, p.direction])).toEqual([
      ['1', 1000n, 1000n, 'in'],
      ['2', 700n, -300n, 'out'],
      ['3', 700n, 0n, 'in'],
    ]);
  });
});

describe.skipIf(!present)('tonBalanceHistory over real captures', () => {
  it('one point per transaction reporting its balance after, per account of each trace', () => {
    let points = 0;
    for (const { txs } of traceAccounts<BalanceTransaction>()) {
      const withBalance = txs.filter((t) => t.account_state_after?.balance != null);
      const history = tonBalanceHistory(txs);
      expect(history.map((p) => p.hash).sort()).toEqual(withBalance.map((t) => t.hash).sort());
      for (const p of history) {
        const t = txs.find((x) => x.hash === p.hash)!;
        expect(p.balance).toBe(BigInt(t.account_state_after!.balance!));
        expect(p.direction).toBe(t.in_msg?.source ? 'in' : 'out');
      }
      points += history.length;
    }
    expect(points).toBeGreaterThan(10);
  });
});

describe('balance history over the local network (demo scenario)', () => {
  const net = localnetForSuite({ scenario: 'demo' });

  it('alice: TON ends at her balance, changes add up; DEMO ends at her jetton balance', async () => {
    const { wallet: alice, transactions, jetton_transfers } = await demoHistory(net, 'alice');
    const { accounts } = await getV3<{ accounts: Array<{ balance: string }> }>(
      net,
      `accountStates?address=${encodeURIComponent(alice.address)}`,
    );
    const points = tonBalanceHistory(transactions);
    expect(points).toHaveLength(transactions.length);
    expect(points.at(-1)!.balance).toBe(BigInt(accounts[0]!.balance));
    // The first transaction is the 10 000 TON welcome to an empty account.
    expect(points[0]!.direction).toBe('in');
    const sum = points.reduce((s, p) => s + (p.change ?? p.balance), 0n);
    expect(sum).toBe(points.at(-1)!.balance);

    const { jetton_wallets } = await getV3<{
      jetton_wallets: Array<{ balance: string; jetton: string }>;
    }>(net, `jetton/wallets?owner_address=${encodeURIComponent(alice.address)}`);
    const wallet = jetton_wallets[0]!;
    const jp = jettonBalanceHistory(
      jetton_transfers,
      alice.address,
      wallet.jetton,
      BigInt(wallet.balance),
    );
    expect(jp.length).toBe(jetton_transfers.length);
    expect(jp.at(-1)!.balance).toBe(BigInt(wallet.balance));
    const out = jp.find((p) => p.direction === 'out')!;
    expect(out.change).toBe(-1_500_000_000_000n);
  });
});
