import { describe, expect, it } from 'vitest';
import { actionRows } from '../../electron/core/services/exports/rows/action-rows';
import type { MapContext } from '../../electron/core/services/exports/rows/map-context';
import {
  tonTransferRows,
  transactionRows,
} from '../../electron/core/services/exports/rows/transaction-rows';
import { jettonTransferRows } from '../../electron/core/services/exports/rows/transfer-rows';
import type { ChainTransaction } from '../../shared/api/v3-rows';
import {
  addRows,
  assetTotals,
  emptyTotals,
  totalsStateSchema,
} from '../../electron/core/services/exports/summary-accumulator';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

const haveFixtures = fixturesPresent('export-rows');

interface TraceFile {
  traces?: { transactions: Record<string, ChainTransaction> }[];
  transactions?: Record<string, ChainTransaction>;
  address_book?: MapContext['book'];
}

function load(name: string): { txs: ChainTransaction[]; book: MapContext['book'] } {
  const doc = loadFixture<TraceFile>(name);
  const trace = doc.traces?.[0] ?? (doc as { transactions: Record<string, ChainTransaction> });
  return { txs: Object.values(trace.transactions), book: doc.address_book ?? {} };
}

const ctxFor = (account: string | null, book: MapContext['book'] = {}): MapContext => ({
  network: 'mainnet',
  account,
  book,
  jetton: () => ({ symbol: 'USDT', decimals: 6 }),
});

describe.skipIf(!haveFixtures)('rows from real v3 transactions (fixtures)', () => {
  it('maps an incoming text-comment transfer: parties, amounts, fee, comment, operation', () => {
    const { txs, book } = load('v3-traces-02.json');
    const tx = txs.find((t) => t.hash.startsWith('tM6'))!;
    const account = '0:9da971af38d2f03abdf308d5f91636a97e5a2b07a66c39d71d7cbae3b032eddc';
    const [row] = transactionRows(tx, ctxFor(account, book));
    expect(row!.cells).toMatchObject({
      time_utc: '2025-04-28T21:34:28Z',
      unix_time: '1745876068',
      lt: '56572595000003',
      direction: 'in',
      from: 'UQCLcEJJ4Bj6pZvcNW9GOno0_AIB27-nRBo4e-g-n_-_xGUY',
      from_raw: '0:8b704249e018faa59bdc356f463a7a34fc0201dbbfa7441a387be83e9fffbfc4',
      to: 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
      amount_in: '0.25',
      amount_in_raw: '250000000',
      amount_out_raw: '0',
      fee: '0.000396408',
      fee_raw: '396408',
      comment: 'На покупку Dust',
      status: 'Success',
      status_detail: 'Success (exit code 0).',
      operation: 'Text comment',
      moved_asset: 'TON',
      moved_amount: '0.25',
      moved_amount_raw: '250000000',
      counterparty_raw: '0:8b704249e018faa59bdc356f463a7a34fc0201dbbfa7441a387be83e9fffbfc4',
    });
  });

  it('reads the comment from the BoC when toncenter sent no decoded body', () => {
    const { txs } = load('v3-traces-02.json');
    const tx = structuredClone(txs.find((t) => t.hash.startsWith('tM6'))!);
    delete (tx.in_msg!.message_content as { decoded?: unknown }).decoded;
    expect(transactionRows(tx, ctxFor(null))[0]!.cells.comment).toBe('На покупку Dust');
  });

  it('sums every fixture transaction exactly: in = internal in_msg values, out = outgoing values, fees', () => {
    const files = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '11', '12'].map(
      (n) => `v3-traces-${n}.json`,
    );
    const txs = files.flatMap((f) => load(f).txs);
    let expectIn = 0n;
    let expectOut = 0n;
    let expectFees = 0n;
    let expectTransfers = 0;
    for (const tx of txs) {
      if (tx.in_msg?.source) {
        expectIn += BigInt(tx.in_msg.value ?? '0');
        expectTransfers++;
      }
      for (const m of tx.out_msgs) {
        if (m.destination) {
          expectOut += BigInt(m.value ?? '0');
          expectTransfers++;
        }
      }
      expectFees += BigInt(tx.total_fees);
    }
    const rows = txs.flatMap((tx) => transactionRows(tx, ctxFor(null)));
    const totals = addRows(emptyTotals(), rows);
    const ton = assetTotals(totals).find((t) => t.asset === 'TON')!;
    expect(rows).toHaveLength(txs.length);
    expect(ton.inUnits).toBe(expectIn.toString());
    expect(ton.outUnits).toBe(expectOut.toString());
    expect(totals.feesNano).toBe(expectFees.toString());

    // ton-transfers: one row per internal message; fees once per transaction that has rows.
    const transfers = txs.flatMap((tx) => tonTransferRows(tx, ctxFor(null)));
    expect(transfers).toHaveLength(expectTransfers);
    const tt = addRows(emptyTotals(), transfers);
    expect(assetTotals(tt)[0]!.inUnits).toBe(expectIn.toString());
    expect(assetTotals(tt)[0]!.outUnits).toBe(expectOut.toString());
  });

  it('words aborted transactions by the shared status model (a notification that could not pay for gas)', () => {
    const { txs } = load('v3-traces-04.json');
    const aborted = txs.filter((t) => t.description.aborted);
    expect(aborted.length).toBeGreaterThan(0);
    for (const tx of aborted) {
      const cells = transactionRows(tx, ctxFor(null))[0]!.cells;
      expect(cells.status).toBe('No gas');
      expect(cells.status_detail).toContain('no_gas');
    }
  });
});

describe('jetton and action rows', () => {
  const alice = '0:c7b4f1c310bb8dcc68bd28e2fd3551d2e9aac12eb0f4712f805cd640f8c8c93b';
  const bob = '0:d057b48a30b22ba8dd281ab17fb02b3c604b0fa8ecf7dd32509fd17723a7afee';
  const master = '0:0a0571c27295dd11d69d5083e6f2c49fe4919f0f35c1e3e1628245b1a3ee63b4';

  it('applies the master decimals and takes the direction from the owner', () => {
    const transfer = {
      query_id: '7',
      source: alice.toUpperCase(),
      destination: bob.toUpperCase(),
      amount: '1234567',
      jetton_master: master.toUpperCase(),
      transaction_hash: 'x'.repeat(43) + '=',
      transaction_lt: '100',
      transaction_now: 1714521600,
      transaction_aborted: false,
      decoded_forward_payload: { type: 'text_comment', comment: 'thanks' },
    };
    const out = jettonTransferRows(transfer, ctxFor(alice))[0]!;
    expect(out.cells).toMatchObject({
      direction: 'out',
      amount: '1.234567',
      amount_raw: '1234567',
      jetton_symbol: 'USDT',
      jetton_decimals: '6',
      jetton_master_raw: master,
      comment: 'thanks',
    });
    expect(out.money[0]).toMatchObject({ in: 0n, out: 1234567n });
    const inn = jettonTransferRows(transfer, ctxFor(bob))[0]!;
    expect(inn.cells.direction).toBe('in');
    expect(inn.money[0]).toMatchObject({ in: 1234567n, out: 0n });
  });

  it('extracts parties and amounts from action details and keeps the details as JSON', () => {
    const action = {
      action_id: 'a'.repeat(43) + '=',
      trace_id: 't'.repeat(43) + '=',
      start_lt: '10',
      end_lt: '12',
      start_utime: 1714521600,
      end_utime: 1714521601,
      transactions: ['h1', 'h2'],
      success: true,
      type: 'ton_transfer',
      details: {
        source: alice.toUpperCase(),
        destination: bob.toUpperCase(),
        value: '2500000000',
        comment: 'rent',
        encrypted: false,
      },
    };
    const row = actionRows(action, ctxFor(bob))[0]!;
    expect(row.cells).toMatchObject({
      direction: 'in',
      amount: '2.5',
      amount_raw: '2500000000',
      asset: 'TON',
      comment: 'rent',
      tx_hashes: 'h1 h2',
      lt: '12',
    });
    expect(JSON.parse(row.cells.details!)).toEqual(action.details);
    const failed = actionRows({ ...action, success: false }, ctxFor(alice))[0]!;
    expect(failed.cells.status).toBe('Failed');
    expect(failed.cells.status_detail).toMatch(/unsuccessful/);
    expect(failed.money[0]).toMatchObject({ in: 0n, out: 2500000000n });
  });
});

describe('export totals in a checkpoint', () => {
  /** The same totals (3 rows, fees 5, in 1 and out 2 TON units) under the given field names. */
  const totals = (fees: string, inName: string, outName: string) => ({
    rows: 3,
    [fees]: '5',
    firstTime: 10,
    lastTime: 20,
    assets: { TON: { symbol: 'TON', decimals: 9, [inName]: '1', [outName]: '2' } },
  });
  const current = totals('feesNano', 'inUnits', 'outUnits');
  it('read back as written', () => {
    expect(totalsStateSchema.parse(current)).toEqual(current);
  });
  it('read from a checkpoint written under the old names (feesRaw, inRaw, outRaw)', () => {
    const legacy = totals('feesRaw', 'inRaw', 'outRaw');
    expect(totalsStateSchema.parse(legacy)).toEqual(current);
  });
  it('refuse amounts that are not whole numbers', () => {
    expect(totalsStateSchema.safeParse({ ...current, feesNano: '1.5' }).success).toBe(false);
  });
});
