import { describe, expect, it } from 'vitest';
import {
  StatementAccumulator,
  tonEquation,
  tonMovements,
  transactionFees,
  type ChainTransaction,
} from '../../shared/ledger';
import { capturedTransactions, fixturesPresent } from '../helpers/toncenter-fixtures';

/**
 * The per-transaction TON equation on every real capture that carries transactions
 * (../shared/fixtures/toncenter: v3 traces and emulated traces), read through the v3 schema.
 */
const present = fixturesPresent('ledger-ton');

const withBoth = (tx: ChainTransaction) =>
  tx.account_state_before?.balance != null && tx.account_state_after?.balance != null;

describe.runIf(present)('ledger: TON equation on real captures', () => {
  const all = present ? capturedTransactions() : [];
  const both = all.filter(({ tx }) => withBoth(tx));

  it('finds captured transactions with both balances (bounced, aborted and ordinary ones)', () => {
    expect(both.length).toBeGreaterThanOrEqual(35);
    expect(both.some(({ tx }) => tx.description.aborted)).toBe(true);
    expect(both.some(({ tx }) => !tx.in_msg?.source)).toBe(true);
  });

  it('before + in - Σ(out value + fwd_fee + ihr_fee) - total_fees = after, exactly, for each', () => {
    for (const { file, tx } of both) {
      const eq = tonEquation(tx);
      expect({ file, hash: tx.hash, difference: eq.difference }).toEqual({
        file,
        hash: tx.hash,
        difference: 0n,
      });
    }
  });

  it('the ledger movements of each sum to after - before, with fees explicit', () => {
    for (const { file, tx } of both) {
      const ms = tonMovements(tx);
      const sum = ms.reduce((s, m) => s + BigInt(m.amount), 0n);
      const delta =
        BigInt(tx.account_state_after!.balance!) - BigInt(tx.account_state_before!.balance!);
      expect({ file, hash: tx.hash, sum }).toEqual({ file, hash: tx.hash, sum: delta });
      const fee = ms.filter((m) => m.kind === 'fee').reduce((s, m) => s - BigInt(m.amount), 0n);
      expect(fee).toBe(transactionFees(tx));
      for (const m of ms) {
        expect(m.balanceAfter).toBe(tx.account_state_after!.balance);
        expect(m.txHash).toBe(tx.hash);
        expect(m.lt).toBe(tx.lt);
        expect(m.utime).toBe(tx.now);
      }
    }
  });

  it('counts forward fees of outgoing messages as fees, not as value sent', () => {
    const sender = both.find(({ tx }) => tx.out_msgs.some((m) => BigInt(m.fwd_fee ?? 0) > 0n))!;
    const ms = tonMovements(sender.tx);
    const sent = ms.filter((m) => m.kind === 'ton_sent').reduce((s, m) => s - BigInt(m.amount), 0n);
    expect(sent).toBe(sender.tx.out_msgs.reduce((s, m) => s + BigInt(m.value ?? 0), 0n));
    const fee = BigInt(ms.find((m) => m.kind === 'fee')!.amount);
    expect(-fee).toBeGreaterThan(BigInt(sender.tx.total_fees));
  });

  it('a statement over each captured account (all its rows carry balances) has difference 0', () => {
    const byAccount = new Map<string, ChainTransaction[]>();
    for (const { file, tx } of all) {
      const key = `${file} ${tx.account}`;
      byAccount.set(key, [...(byAccount.get(key) ?? []), tx]);
    }
    let checked = 0;
    for (const [key, txs] of byAccount) {
      if (!txs.every(withBoth)) continue;
      txs.sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
      const acc = new StatementAccumulator();
      acc.addAll(txs.flatMap(tonMovements));
      const s = acc.statement(
        { type: 'ton' },
        BigInt(txs[0]!.account_state_before!.balance!),
        BigInt(txs.at(-1)!.account_state_after!.balance!),
      );
      expect({ key, difference: s.difference }).toEqual({ key, difference: '0' });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});
