import { describe, expect, it } from 'vitest';
import { transaction } from '../../shared/api/v3-schemas';
import { bouncedPayments, nearbyBounces, nearbyReturns, tonMoved } from '../../shared/ledger';
import { headlineStatus, paymentBouncedStatus } from '../../shared/status';

/** A payment of 1 TON that bounced: alice's send and the return, as v3 rows (one trace). */
const ALICE = '0:' + 'AA'.repeat(32);
const NOBODY = '0:' + 'BB'.repeat(32);
const h = (c: string) => c.repeat(43) + '=';
const base = { account: ALICE, now: 1, trace_id: h('T'), description: { type: 'ord' } };
const sent = transaction.parse({
  ...base,
  hash: h('S'),
  lt: '10',
  total_fees: '1000',
  in_msg: { hash: h('E'), source: null, destination: ALICE, value: null },
  out_msgs: [
    {
      hash: h('P'),
      source: ALICE,
      destination: NOBODY,
      value: '1000000000',
      fwd_fee: '300',
      bounce: true,
    },
  ],
  account_state_before: { balance: '5000000000' },
  account_state_after: { balance: '3999998700' },
});
const back = transaction.parse({
  ...base,
  hash: h('R'),
  lt: '20',
  total_fees: '100',
  in_msg: { hash: h('B'), source: NOBODY, destination: ALICE, value: '999600000', bounced: true },
  out_msgs: [],
});

describe('ledger: a transaction’s TON net of what bounced', () => {
  it('the payment reads net of the return, linked to it', () => {
    const m = tonMoved(sent, [back]);
    expect(m.sent).toBe(1_000_000_000n);
    expect(m.fees).toBe(1300n);
    expect(m.bounced).toEqual([
      { counterparty: NOBODY, sent: 1_000_000_000n, returned: 999_600_000n, returnTx: h('R') },
    ]);
    expect(m.net).toBe(-400_000n);
    expect(tonMoved(back, [sent]).returnOf).toBe(h('S'));
  });

  it('without the return the payment reads as sent in full', () => {
    const m = tonMoved(sent, []);
    expect(m.bounced).toEqual([]);
    expect(m.net).toBe(-1_000_000_000n);
  });

  it('a list finds the bounced payment among its rows; its status says Bounced and what came back', () => {
    const map = bouncedPayments([back, sent]);
    expect([...map.keys()]).toEqual([h('S')]);
    const s = paymentBouncedStatus(1_000_000_000n, 999_600_000n);
    expect(s.label).toBe('Bounced');
    expect(s.reason).toContain('1 TON');
    expect(s.reason).toContain('0.9996 TON came back');
  });

  it('the headline of the payment is Bounced on every view, saying how the transaction itself ended', () => {
    const ok = {
      ...sent,
      description: {
        type: 'ord',
        aborted: false,
        compute_ph: { skipped: false, success: true, exit_code: 0 },
        action: { success: true, result_code: 0 },
      },
    };
    expect(headlineStatus(ok).label).toBe('Success');
    const h1 = headlineStatus(ok, tonMoved(sent, [back]).bounced);
    expect(h1.label).toBe('Bounced');
    expect(h1.reason).toContain('0.9996 TON came back');
    expect(h1.reason).toContain('This transaction itself: Success (exit code 0).');
    // A transaction that failed itself keeps its own failure as the headline.
    const failed = {
      ...ok,
      description: {
        ...ok.description,
        compute_ph: { skipped: false, success: false, exit_code: 33 },
      },
    };
    expect(headlineStatus(failed, [{ sent: 1n, returned: 0n }]).kind).toBe('compute_failed');
  });
});

describe('ledger: bounces of a long list, linked around the rows drawn', () => {
  /** `n` unrelated incoming rows of alice (distinct hashes and lts), newest first. */
  const filler = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) =>
      transaction.parse({
        ...base,
        hash: `${String(from + i).padStart(43, 'f')}=`,
        lt: String(1000 + from + i),
        total_fees: '0',
        trace_id: h('U'),
        in_msg: { hash: h('I'), source: NOBODY, destination: ALICE, value: '1' },
        out_msgs: [],
      }),
    );

  it('links a payment to its return a few rows away, even across a page edge', () => {
    // Page size 4: the return is row 3 (page 0), the payment row 5 (page 1).
    const rows = [...filler(3, 0), back, filler(1, 10)[0]!, sent, ...filler(6, 20)];
    const of = nearbyBounces(rows, 4);
    expect(of(sent, 5)).toEqual([
      { counterparty: NOBODY, sent: 1_000_000_000n, returned: 999_600_000n, returnTx: h('R') },
    ]);
    expect(of(rows[0]!, 0)).toBeUndefined();
  });

  it('does not link a return more than a page beyond the payment’s page', () => {
    const rows = [back, ...filler(8, 0), sent];
    expect(nearbyBounces(rows, 3)(sent, 9)).toBeUndefined();
    expect(nearbyBounces(rows, 10)(sent, 9)).toHaveLength(1);
  });

  it('finds a row of a filtered list by the row itself, not by its place in the filter', () => {
    const rows = [...filler(5, 0), back, sent, ...filler(5, 30)];
    const shown = rows.filter((r) => r === back || r === sent);
    expect(nearbyBounces(rows, 2)(sent, shown.indexOf(sent))).toHaveLength(1);
  });
});

describe('ledger: a return among list rows is linked to its payment, counted once', () => {
  it('names the payment of a listed return; rows without one get nothing', () => {
    const returnsOf = nearbyReturns([back, sent], 10);
    expect(returnsOf(back, 0)).toBe(h('S'));
    expect(returnsOf(sent, 1)).toBeUndefined();
    // Without its payment among the rows, a return stands on its own.
    expect(nearbyReturns([back], 10)(back, 0)).toBeUndefined();
  });
});
