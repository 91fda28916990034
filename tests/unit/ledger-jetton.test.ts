import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { action, transaction } from '../../shared/api/v3-schemas';
import {
  jettonActionMovements,
  jettonWalletMovements,
  readJettonBounce,
  type ChainAction,
  type ChainTransaction,
  type JettonWalletRef,
} from '../../shared/ledger';
import { beginCell } from '@ton/core';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

/**
 * Jetton movements at the owner level on real captures: from v3 actions (the emulated trace
 * with a `jetton_transfer` action) and from the jetton wallets' own transactions (the
 * ft-sent / ft-received traces), the jetton master as the asset.
 */
const present = fixturesPresent('ledger-jetton');

interface TraceDoc {
  traces: Array<{ transactions: Record<string, unknown> }>;
  metadata: Record<
    string,
    { token_info?: Array<{ type?: string; extra?: { owner?: string; jetton?: string } }> }
  >;
}

/** The jetton wallets a capture's `metadata` describes (owner and master from v3). */
function walletsOf(doc: TraceDoc): JettonWalletRef[] {
  return Object.entries(doc.metadata).flatMap(([address, m]) =>
    (m.token_info ?? [])
      .filter((t) => t.type === 'jetton_wallets' && t.extra?.owner && t.extra.jetton)
      .map((t) => ({ address, owner: t.extra!.owner!, jetton: t.extra!.jetton! })),
  );
}

const parseTxs = (rows: unknown[]): ChainTransaction[] => z.array(transaction).parse(rows);

/** The jetton_transfer action of the emulated trace capture, parsed by the v3 action schema. */
function capturedJettonTransfer(): ChainAction {
  const doc = loadFixture<{ actions: unknown[] }>('emulate-v1-emulateTrace-01.json');
  const [transfer] = z
    .array(action)
    .parse(doc.actions.filter((a) => (a as { type: string }).type === 'jetton_transfer'));
  return transfer!;
}

describe.runIf(present)('ledger: jetton movements on real captures', () => {
  it('a jetton_transfer action: sent by one owner, received by the other, the master as asset', () => {
    const transfer = capturedJettonTransfer();
    const d = transfer.details as Record<string, string>;
    const sent = jettonActionMovements(transfer, d.sender!);
    const received = jettonActionMovements(transfer, d.receiver!);
    expect(sent).toMatchObject([
      {
        kind: 'jetton_sent',
        amount: `-${d.amount}`,
        counterparty: d.receiver,
        asset: { type: 'jetton', master: d.asset },
      },
    ]);
    expect(received).toMatchObject([
      {
        kind: 'jetton_received',
        amount: d.amount,
        counterparty: d.sender,
        asset: { type: 'jetton', master: d.asset },
      },
    ]);
    // Never the jetton wallets: neither as asset nor as counterparty.
    for (const m of [...sent, ...received]) {
      expect([m.counterparty, (m.asset as { master: string }).master]).not.toContain(
        d.sender_jetton_wallet,
      );
      expect([m.counterparty, (m.asset as { master: string }).master]).not.toContain(
        d.receiver_jetton_wallet,
      );
    }
    // A third account of the trace moved no jetton.
    expect(jettonActionMovements(transfer, d.sender_jetton_wallet!)).toEqual([]);
  });

  it('a failed action moves nothing', () => {
    const transfer = capturedJettonTransfer();
    const d = transfer.details as Record<string, string>;
    expect(jettonActionMovements({ ...transfer, success: false }, d.sender!)).toEqual([]);
  });

  for (const [file, scenario] of [
    ['v3-traces-04.json', 'ft-sent'],
    ['v3-traces-05.json', 'ft-received'],
  ] as const) {
    it(`${scenario}: the jetton wallets' transactions give one send and one receipt between owners`, () => {
      const doc = loadFixture<TraceDoc>(file);
      const txs = parseTxs(Object.values(doc.traces[0]!.transactions));
      const wallets = walletsOf(doc);
      expect(wallets.length).toBe(2);
      const moves = wallets.flatMap((w) =>
        jettonWalletMovements(
          txs.filter((t) => t.account === w.address),
          w,
        ),
      );
      const sent = moves.filter((m) => m.kind === 'jetton_sent');
      const received = moves.filter((m) => m.kind === 'jetton_received');
      expect(sent).toHaveLength(1);
      expect(received).toHaveLength(1);
      // The same amount leaves one owner and reaches the other; the master is the asset.
      expect(BigInt(sent[0]!.amount) + BigInt(received[0]!.amount)).toBe(0n);
      expect(sent[0]!.counterparty).toBe(received[0]!.account);
      expect(received[0]!.counterparty).toBe(sent[0]!.account);
      const master = wallets[0]!.jetton;
      expect(sent[0]!.asset).toEqual({ type: 'jetton', master });
      expect(wallets.map((w) => w.address)).not.toContain(sent[0]!.counterparty);
      expect(wallets.map((w) => w.address)).not.toContain(received[0]!.counterparty);
      // The amount is the one the transfer notification announced to the receiver.
      const notify = txs.find((t) => t.in_msg?.opcode === '0x7362d09c')!;
      const decoded = notify.in_msg!.message_content!.decoded as { amount: { value: string } };
      expect(received[0]!.amount).toBe(decoded.amount.value);
    });
  }
});

describe('ledger: bounced jetton bodies', () => {
  it('reads op, query id and amount of a bounced internal_transfer', () => {
    const body = beginCell()
      .storeUint(0xffffffff, 32)
      .storeUint(0x178d4519, 32)
      .storeUint(77n, 64)
      .storeCoins(123456789n)
      .endCell()
      .toBoc()
      .toString('base64');
    expect(readJettonBounce(body)).toEqual({ op: 0x178d4519, queryId: '77', amount: 123456789n });
  });

  it('is null for a bounce of anything else, a plain body or no body', () => {
    const other = beginCell().storeUint(0xffffffff, 32).storeUint(0xdeadbeef, 32).endCell();
    const plain = beginCell().storeUint(0x178d4519, 32).storeUint(0, 64).storeCoins(1n).endCell();
    expect(readJettonBounce(other.toBoc().toString('base64'))).toBeNull();
    expect(readJettonBounce(plain.toBoc().toString('base64'))).toBeNull();
    expect(readJettonBounce(null)).toBeNull();
  });
});
