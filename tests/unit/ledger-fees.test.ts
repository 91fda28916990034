import { describe, expect, it } from 'vitest';
import { transaction } from '../../shared/api/v3-schemas';
import { feeBreakdown, transactionFees } from '../../shared/ledger';
import { capturedTransactions, fixturesPresent } from '../helpers/toncenter-fixtures';

/**
 * The fee breakdown of the transaction page: on every captured transaction (v3 traces and
 * emulated traces in ../shared/fixtures/toncenter) its parts sum exactly to the ledger's fee.
 */
const present = fixturesPresent('ledger-fees');

const sum = (parts: Array<{ nanotons: bigint }>) => parts.reduce((s, p) => s + p.nanotons, 0n);

describe.runIf(present)('ledger: fee breakdown on real captures', () => {
  const all = present ? capturedTransactions().map((c) => c.tx) : [];

  it('sums exactly to total_fees + forward fees of the outbound messages, for each', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const tx of all) {
      const b = feeBreakdown(tx);
      expect({ hash: tx.hash, sum: sum(b.parts) }).toEqual({ hash: tx.hash, sum: b.total });
      expect(b.total).toBe(transactionFees(tx));
    }
  });

  it('itemises an internal message’s fee by phase, nothing left over', () => {
    const internal = all.filter((tx) => tx.in_msg?.source);
    expect(internal.length).toBeGreaterThanOrEqual(20);
    for (const tx of internal) {
      const unitemised = feeBreakdown(tx).parts.some((p) => p.kind === 'unitemised');
      expect({ hash: tx.hash, unitemised }).toEqual({ hash: tx.hash, unitemised: false });
    }
  });

  it('gives a wallet’s external message an import part and its messages’ forward fees', () => {
    const ext = all.find((tx) => tx.in_msg && !tx.in_msg.source && tx.out_msgs.length > 0)!;
    const parts = feeBreakdown(ext).parts;
    const imp = parts.find((p) => p.kind === 'import')!;
    expect(imp.nanotons).toBeGreaterThan(0n);
    const fwd = parts.find((p) => p.kind === 'forward')!;
    expect(fwd.nanotons).toBe(ext.out_msgs.reduce((s, m) => s + BigInt(m.fwd_fee ?? 0), 0n));
    expect(fwd.nanotons).toBeGreaterThan(0n);
    const gas = parts.find((p) => p.kind === 'compute')!;
    expect(gas.nanotons).toBe(BigInt(ext.description.compute_ph!.gas_fees!));
  });
});

describe('ledger: fee breakdown of a bounce', () => {
  it('lists the bounce phase and the returned message’s forward fee', () => {
    const tx = transaction.parse({
      account: '0:' + 'AB'.repeat(32),
      hash: 'A'.repeat(43) + '=',
      lt: '10',
      now: 1,
      total_fees: '1500',
      description: {
        type: 'ord',
        aborted: true,
        storage_ph: { storage_fees_collected: '100' },
        compute_ph: { skipped: false, success: false, exit_code: 9, gas_fees: '1000' },
        bounce: { type: 'ok', msg_fees: '400', fwd_fees: '800' },
      },
      in_msg: {
        hash: 'B'.repeat(43) + '=',
        source: '0:' + 'CD'.repeat(32),
        destination: '0:' + 'AB'.repeat(32),
        value: '1000000',
      },
      out_msgs: [
        {
          hash: 'C'.repeat(43) + '=',
          source: '0:' + 'AB'.repeat(32),
          destination: '0:' + 'CD'.repeat(32),
          value: '997700',
          fwd_fee: '800',
          bounced: true,
        },
      ],
    });
    const b = feeBreakdown(tx);
    expect(b.parts.map((p) => [p.kind, p.nanotons])).toEqual([
      ['storage', 100n],
      ['compute', 1000n],
      ['action', 0n],
      ['bounce', 400n],
      ['forward', 800n],
    ]);
    expect(b.total).toBe(2300n);
  });
});
