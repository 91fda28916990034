import { describe, expect, it } from 'vitest';
import {
  readAccountLedger,
  type LedgerApi,
} from '../../electron/core/services/ledger/read-account-ledger';
import { coins } from '../../shared/api/schema-kit';
import { StatementAccumulator, TON } from '../../shared/ledger';
import { typedV3 } from '../helpers/typed-v3';

/**
 * Chain numbers that cannot be (issue 36): a coin amount is 0 <= v < 2^120 (TL-B `Coins`), a
 * balance and a fee are never below 0. The schemas refuse them with the field and the value,
 * the ledger read declares that as a gap and never sums it, and no statement derives a
 * negative opening balance.
 */

const ACCOUNT = `0:${'A'.repeat(64)}`;
const OTHER = `0:${'B'.repeat(64)}`;
const hash = (i: number) => Buffer.alloc(32, i).toString('base64');

/** A v3 transaction of ACCOUNT receiving `value` from OTHER (one inbound message). */
function tx(
  i: number,
  value: string,
  opts: { before?: string | null; after?: string; totalFees?: string } = {},
) {
  return {
    account: ACCOUNT,
    hash: hash(i),
    lt: String(1000 * i),
    now: 1_700_000_000 + i,
    prev_trans_lt: i > 1 ? String(1000 * (i - 1)) : null,
    total_fees: opts.totalFees ?? '1000',
    description: {},
    in_msg: { hash: hash(100 + i), source: OTHER, destination: ACCOUNT, value },
    out_msgs: [],
    account_state_before: opts.before === null ? null : { balance: opts.before ?? '0' },
    account_state_after: { balance: opts.after ?? '0' },
  };
}

/**
 * A v3 server of one account (its transactions and its balance now) behind the client's own
 * validation (`validate` against the operation's response schema), as the app reads it.
 */
function server(txs: unknown[], balance: string): LedgerApi {
  return typedV3((operation) => {
    const body =
      operation === 'accountStates'
        ? {
            accounts: [
              { address: ACCOUNT, balance, status: 'active', last_transaction_lt: '9000' },
            ],
            address_book: {},
          }
        : operation === 'transactions'
          ? { transactions: txs, address_book: {} }
          : operation === 'jetton/wallets'
            ? { jetton_wallets: [], address_book: {}, metadata: {} }
            : { nft_transfers: [], address_book: {}, metadata: {} };
    return body;
  });
}

describe('coin amounts at the schema', () => {
  it('takes 0 to 2^120 - 1 and refuses the rest with the value', () => {
    expect(coins.parse('0')).toBe('0');
    expect(coins.parse((2n ** 120n - 1n).toString())).toBe((2n ** 120n - 1n).toString());
    expect(coins.parse(5)).toBe('5');
    for (const bad of [(2n ** 120n).toString(), '1' + '0'.repeat(40), '-1', '-0.5', '1e3', -3]) {
      const r = coins.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error!.issues[0]!.message).toContain(String(bad));
    }
  });
});

describe('a ledger read of impossible numbers', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    [
      'a message value of 10^40',
      tx(1, '1' + '0'.repeat(40)),
      /in_msg\.value: 1(0){40} is impossible/,
    ],
    ['a negative message value', tx(1, '-5000'), /in_msg\.value: -5000 is impossible/],
    ['a negative total fee', tx(1, '5000', { totalFees: '-25' }), /total_fees: -25 is impossible/],
    [
      'a negative balance before',
      tx(1, '5000', { before: '-6125700000000' }),
      /account_state_before\.balance: -6125700000000 is impossible/,
    ],
  ];
  for (const [what, bad, field] of cases) {
    it(`declares ${what} as a gap naming the field and value, and sums nothing of it`, async () => {
      const good = tx(2, '7000', { before: '7000', after: '13000' });
      const read = await readAccountLedger(server([bad, good], '13000'), { account: ACCOUNT });
      const ton = read.statements[0]!;
      expect(ton.gaps.map((g) => g.reason).join('\n')).toMatch(field);
      // Nothing of the refused page is summed, and the statement does not claim to add up.
      expect(read.movements).toEqual([]);
      expect(ton.in).toBe('0');
      expect(ton.difference).not.toBe('0');
      expect(BigInt(ton.opening)).toBeGreaterThanOrEqual(0n);
    });
  }

  it('refuses a negative balance now (the account cannot be read), naming it', async () => {
    await expect(
      readAccountLedger(server([tx(1, '5000', { after: '5000' })], '-6125700000000'), {
        account: ACCOUNT,
      }),
    ).rejects.toThrow(/balance: -6125700000000 is impossible/);
  });

  it('never derives a negative opening balance: it is declared and counted as 0', async () => {
    // No before-balance (a genesis account's first transaction): opening = after - moved = -4000.
    const first = tx(1, '5000', { before: null, after: '1000', totalFees: '0' });
    const read = await readAccountLedger(server([first], '1000'), { account: ACCOUNT });
    const ton = read.statements[0]!;
    expect(ton.opening).toBe('0');
    expect(ton.gaps.map((g) => g.reason).join('\n')).toMatch(
      /opening balance came out as -4000, which is impossible/,
    );
    expect(ton.difference).toBe('-4000');
  });
});

describe('the statement accumulator', () => {
  it('does not sum an impossible movement or a fee that pays; it declares each', () => {
    const acc = new StatementAccumulator();
    const base = {
      account: ACCOUNT,
      asset: TON,
      counterparty: OTHER,
      lt: '1',
      utime: 1,
      messageHash: null,
      balanceAfter: null,
    };
    acc.add({ ...base, kind: 'ton_received', amount: '5', txHash: hash(1) });
    acc.add({ ...base, kind: 'ton_received', amount: (2n ** 120n).toString(), txHash: hash(2) });
    acc.add({ ...base, kind: 'ton_sent', amount: (-(2n ** 121n)).toString(), txHash: hash(3) });
    acc.add({ ...base, kind: 'fee', amount: '25', txHash: hash(4) });
    const st = acc.statement(TON, 0n, 5n);
    expect([st.in, st.out, st.fees, st.difference, st.movements]).toEqual(['5', '0', '0', '0', 1]);
    const reasons = st.gaps.map((g) => g.reason);
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toMatch(
      new RegExp(`ton_received of transaction .*amount ${2n ** 120n} is impossible`),
    );
    expect(reasons[2]).toMatch(/fee .*a fee of -25 is impossible/);
    const negative = acc.statement(TON, 0n, -1n);
    expect(negative.difference).toBeNull();
    expect(negative.gaps.at(-1)!.reason).toMatch(/chain's balance came out as -1/);
  });
});
