import { describe, expect, it } from 'vitest';
import { Address, beginCell, Cell, external, storeMessage } from '@ton/core';
import type { ChainTransaction } from '../../shared/api/v3-rows';
import { compareTraces } from '../../shared/preflight/compare';
import { traceChanges } from '../../shared/preflight/changes';
import { traceOfRows } from '../../shared/preflight/trace';
import { consolePreflightBoc } from '../../renderer/src/features/preflight/console-boc';
import { decodeExternal } from '../../shared/send/decode-external';

/**
 * A prediction against the chain on hand-built v3 rows: the same rows agree; a missing
 * transaction, another exit code or a nanoton of balance is each a listed difference. The
 * changes are the ledger's (TON per account = after - before); the trace tree follows messages.
 * And the API console's preflight BoC: sendBoc's own, estimateFee's built from its fields.
 */

const A = '0:' + 'AA'.repeat(32);
const B = '0:' + 'BB'.repeat(32);

function row(
  account: string,
  lt: string,
  opts: {
    before: string;
    after: string;
    inValue?: string;
    out?: string;
    exit?: number;
    fees?: string;
  },
): ChainTransaction {
  return {
    account,
    hash: `${account.slice(2, 6)}${lt}`,
    lt,
    now: 1_800_000_000,
    total_fees: opts.fees ?? '100',
    description: {
      aborted: opts.exit !== undefined && opts.exit !== 0,
      compute_ph: { skipped: false, success: (opts.exit ?? 0) === 0, exit_code: opts.exit ?? 0 },
    },
    in_msg: {
      hash: `in-${account.slice(2, 6)}${lt}`,
      source: opts.inValue ? (account === A ? B : A) : null,
      destination: account,
      value: opts.inValue ?? null,
    },
    out_msgs: opts.out
      ? [
          {
            hash: `in-${(account === A ? B : A).slice(2, 6)}${Number(lt) + 1}`,
            source: account,
            destination: account === A ? B : A,
            value: opts.out,
            fwd_fee: '0',
          },
        ]
      : [],
    account_state_before: { balance: opts.before },
    account_state_after: { balance: opts.after },
  } as ChainTransaction;
}

const predicted = [
  row(A, '1', { before: '1000', after: '400', out: '500' }),
  row(B, '2', { before: '0', after: '400', inValue: '500' }),
];
const side = { rows: predicted, accounts: [], sender: A };

describe('preflight comparison', () => {
  it('the same rows agree; the changes are the ledger sums, the sender first', () => {
    expect(compareTraces(side, [...predicted].reverse()).differences).toEqual([]);
    expect(traceChanges(predicted, {}, A).map((c) => [c.address, c.deltaRaw])).toEqual([
      [A, '-600'],
      [B, '400'],
    ]);
    const trace = traceOfRows(predicted, false)!;
    expect(trace.transactions_order).toEqual(predicted.map((r) => r.hash));
    expect((trace.trace as { children: unknown[] }).children).toHaveLength(1);
  });

  it('a missing transaction, another exit code, a nanoton apart: each listed', () => {
    const missing = compareTraces(side, [predicted[0]!]).differences;
    expect(missing.map((d) => d.kind)).toEqual(['count', 'account', 'balance']);
    expect(missing[0]!.text).toBe('2 transactions were predicted, the chain made 1.');

    const failed = compareTraces(side, [
      predicted[0]!,
      row(B, '2', { before: '0', after: '400', inValue: '500', exit: 9 }),
    ]).differences;
    expect(failed).toHaveLength(1);
    expect(failed[0]!.kind).toBe('outcome');
    expect(failed[0]!.text).toContain('the chain: compute_failed (exit code 9)');

    const nanoton = compareTraces(side, [
      // One nanoton more of storage fee: the ledger counts it from the fees.
      row(A, '1', { before: '1000', after: '399', out: '500', fees: '101' }),
      predicted[1]!,
    ]).differences;
    expect(nanoton).toEqual([
      expect.objectContaining({ kind: 'balance', address: A, predicted: '-600', actual: '-601' }),
    ]);
  });
});

describe('API console preflight message', () => {
  const to = new Address(0, Buffer.alloc(32, 1));
  const body = beginCell().storeUint(7, 32).endCell();
  const ext = beginCell()
    .store(storeMessage(external({ to, body })))
    .endCell();

  it("sendBoc's boc (base64 or hex), and none for other operations or empty fields", () => {
    const b64 = ext.toBoc().toString('base64');
    expect(consolePreflightBoc({ api: 'v2', name: 'sendBoc' }, { boc: b64 })).toBe(b64);
    expect(
      consolePreflightBoc({ api: 'v3', name: 'message' }, { boc: ext.toBoc().toString('hex') }),
    ).toBe(b64);
    expect(consolePreflightBoc({ api: 'v2', name: 'sendBoc' }, {})).toBeNull();
    expect(consolePreflightBoc({ api: 'v2', name: 'getMasterchainInfo' }, { boc: b64 })).toBeNull();
    expect(() =>
      consolePreflightBoc({ api: 'v2', name: 'sendBoc' }, { boc: 'not a boc!' }),
    ).toThrow();
  });

  it("estimateFee's address, body and state init make the external message", () => {
    const code = beginCell().storeUint(1, 8).endCell();
    const data = beginCell().storeUint(2, 8).endCell();
    const boc = consolePreflightBoc(
      { api: 'v2', name: 'estimateFee' },
      {
        address: to.toString(),
        body: body.toBoc().toString('base64'),
        init_code: code.toBoc().toString('base64'),
        init_data: data.toBoc().toString('base64'),
      },
    )!;
    const decoded = decodeExternal(boc);
    expect(decoded.destination.raw.toUpperCase()).toBe(to.toRawString().toUpperCase());
    expect(decoded.bodyOpcode).toBe('0x00000007');
    expect(decoded.stateInit?.codeHash).toBe(code.hash().toString('hex'));
    expect(Cell.fromBase64(boc).hash().equals(ext.hash())).toBe(false);
  });
});
