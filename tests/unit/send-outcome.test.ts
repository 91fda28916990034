import { describe, expect, it } from 'vitest';
import {
  notFoundOutcome,
  summarizeTransaction,
  traceOutcome,
} from '../../electron/core/services/send/trace-outcome';

function tx(
  account: string,
  lt: number,
  compute: Record<string, unknown> | null,
  extra: { bounced?: boolean; action?: boolean } = {},
) {
  return summarizeTransaction({
    hash: `h${lt}`,
    account,
    lt: String(lt),
    description: {
      type: 'ord',
      ...(compute ? { compute_ph: compute } : {}),
      ...(extra.action !== undefined
        ? { action: { success: extra.action, result_code: extra.action ? 0 : 37 } }
        : {}),
    },
    in_msg: { hash: 'm', bounced: extra.bounced ?? false },
  });
}

const ok = { skipped: false, success: true, exit_code: 0 };

describe('trace outcome in words', () => {
  it('success when every phase succeeded (a skipped compute on an empty account is fine)', () => {
    const o = traceOutcome(
      [tx('W', 1, ok, { action: true }), tx('B', 2, { skipped: true, reason: 'no_state' })],
      true,
    );
    expect(o).toMatchObject({ kind: 'success' });
    expect(o.message).toMatch(/2 transactions/);
  });

  it('compute failed names the account and exit code', () => {
    const o = traceOutcome(
      [
        tx('W', 1, ok, { action: true }),
        tx('J', 2, { skipped: false, success: false, exit_code: 65535 }),
      ],
      true,
    );
    expect(o).toMatchObject({ kind: 'compute-failed', exitCode: 65535, account: 'J' });
    expect(o.message).toMatch(/exit code 65535/);
  });

  it('bounced wins over the compute failure that caused it', () => {
    const o = traceOutcome(
      [
        tx('W', 1, ok, { action: true }),
        tx('J', 2, { skipped: false, success: false, exit_code: 0xffff }),
        tx('W', 3, ok, { bounced: true }),
      ],
      true,
    );
    expect(o).toMatchObject({ kind: 'bounced', exitCode: 0xffff, account: 'J' });
  });

  it('action failed', () => {
    expect(traceOutcome([tx('W', 1, ok, { action: false })], true).kind).toBe('action-failed');
  });

  it('a partial trace with nothing failed yet is unfinished and pending, never a success', () => {
    const o = traceOutcome([tx('W', 1, ok, { action: true })], false);
    expect(o.kind).toBe('unfinished');
    expect(o.status?.kind).toBe('pending');
    expect(o.message).toMatch(/^Unfinished: 1 transaction read and none failed, but not the whole/);
  });

  it('a failure already in a partial trace is final: bounced, with its own status', () => {
    const bounced = summarizeTransaction({
      hash: 'h2',
      account: 'N',
      lt: '2',
      description: { compute_ph: { skipped: true, reason: 'no_state' }, bounce: { type: 'ok' } },
    });
    const o = traceOutcome([tx('W', 1, ok, { action: true }), bounced], false);
    expect(o.kind).toBe('bounced');
    expect(o.status?.kind).toBe('bounced');
    expect(o.message).toMatch(/not complete when following stopped/);
  });

  it('not found says what to check before sending again', () => {
    const o = notFoundOutcome(60, true);
    expect(o.kind).toBe('not-found');
    expect(o.message).toMatch(/within 60 s.*pending queue.*before sending again/);
  });
});
