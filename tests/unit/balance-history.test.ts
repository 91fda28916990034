import { describe, expect, it } from 'vitest';
import { fixturesPresent, traceAccounts } from '../helpers/toncenter-fixtures';
import {
  jettonBalanceHistory,
  pointsInRange,
  tonBalanceHistory,
  transactionDirection,
  type BalanceTransaction,
} from '../../shared/analytics/balance-history';
import { demoHistory, getV3 } from '../helpers/localnet';
import {
  jettonActionMovements,
  type ChainAction,
  type LedgerKind,
  type LedgerMovement,
} from '../../shared/ledger';
import { localNetworkForSuite } from '../helpers/localnet-suite';

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
    in_msg: { hash: `${hash}-in`, source, destination: ME },
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
  const m = (hash: string, lt: number, kind: LedgerKind, amount: string, master = MASTER) =>
    ({
      account: ME,
      asset: { type: 'jetton', master },
      kind,
      amount,
      counterparty: BOB,
      txHash: hash,
      lt: String(lt),
      utime: 2000 + lt,
      messageHash: null,
      balanceAfter: null,
    }) satisfies LedgerMovement;
  it('walks the ledger’s movements back from the current balance, mints and burns included', () => {
    const points = jettonBalanceHistory(
      [
        m('2', 2, 'jetton_sent', '-300'),
        m('1', 1, 'jetton_minted', '1000'),
        m('3', 3, 'jetton_burned', '-50'),
        m('4', 4, 'jetton_received', '9', BOB),
      ],
      MASTER,
      650n,
    );
    expect(points.map((p) => [p.hash, p.balance, p.change, p.direction])).toEqual([
      ['1', 1000n, 1000n, 'in'],
      ['2', 700n, -300n, 'out'],
      ['3', 650n, -50n, 'out'],
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
  const net = localNetworkForSuite({ scenario: 'demo' });

  it('alice: TON ends at her balance, changes add up; DEMO ends at her jetton balance', async () => {
    const { wallet: alice, transactions } = await demoHistory(net, 'alice');
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
    const { actions } = await getV3<{ actions: ChainAction[] }>(
      net,
      `actions?account=${encodeURIComponent(alice.address)}&limit=1000&action_type=jetton_transfer&action_type=jetton_mint&action_type=jetton_burn`,
    );
    const moves = actions.flatMap((a) => jettonActionMovements(a, alice.address));
    const jp = jettonBalanceHistory(moves, wallet.jetton, BigInt(wallet.balance));
    expect(jp.at(-1)!.balance).toBe(BigInt(wallet.balance));
    // The mint opens the line at +1,000,000 DEMO from nothing; the transfer to carol follows.
    expect(jp[0]!.change).toBe(1_000_000_000_000_000n);
    expect(jp[0]!.balance).toBe(1_000_000_000_000_000n);
    const out = jp.find((p) => p.direction === 'out')!;
    expect(out.change).toBe(-1_500_000_000_000n);
  });
});
