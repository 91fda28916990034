import { describe, expect, it } from 'vitest';
import { Address, beginCell } from '@ton/core';
import { storeJettonMintMessage } from '@ton-community/assets-sdk';
import {
  mayMoveToken,
  mintOrders,
  movementToken,
  txMovement,
  type MovementTransaction,
} from '../../shared/ledger/tx-movement';
import { decodeBody } from '../../shared/ton/message-body';
import { transactionRows } from '../../electron/core/services/exports/rows/transaction-rows';
import type { ChainTransaction } from '../../shared/api/v3-rows';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

/**
 * What a transaction moved, on real toncenter captures: a wallet sending a jetton (ft-sent),
 * a wallet receiving one (ft-received), an NFT sent and its ownership assigned (nft-sent).
 */
const present = fixturesPresent('tx-movement');

function txs(file: string): ChainTransaction[] {
  const doc = loadFixture<{ traces: Array<{ transactions: Record<string, ChainTransaction> }> }>(
    file,
  );
  return Object.values(doc.traces[0].transactions);
}
const byInOp = (list: ReturnType<typeof txs>, op: string | null) =>
  list.find((t) => (op === null ? !t.in_msg?.source : t.in_msg?.opcode === op))!;

describe.skipIf(!present)('txMovement on real captures', () => {
  it('a wallet sending a jetton: jetton amount, the receiving OWNER, not the jetton wallet', () => {
    const root = byInOp(txs('v3-traces-04.json'), null);
    const body = decodeBody(root.out_msgs[0]!.message_content?.body);
    const m = txMovement(root, root.account);
    expect(m).toMatchObject({
      direction: 'out',
      asset: { kind: 'jetton', wallet: root.out_msgs[0]!.destination },
      amount: body.fields.amount,
      counterparty: body.fields.destination,
      operation: 'Jetton transfer',
    });
    expect(m.counterparty).not.toBe(root.out_msgs[0]!.destination);
    // The export row says the same, with the master's decimals applied.
    const [row] = transactionRows(root, {
      network: 'mainnet',
      account: root.account.toLowerCase(),
      book: {},
      jetton: () => ({ symbol: '', decimals: 9 }),
      jettonOfWallet: () => ({ symbol: 'USD₮', decimals: 6 }),
    });
    expect(row!.cells).toMatchObject({
      moved_asset: 'USD₮',
      moved_amount_raw: body.fields.amount,
      operation: 'Jetton transfer',
      counterparty_raw: body.fields.destination,
    });
  });

  it('a wallet receiving a jetton notification: + amount from the sending owner', () => {
    const list = txs('v3-traces-05.json');
    const notify = byInOp(list, '0x7362d09c');
    const body = decodeBody(notify.in_msg!.message_content?.body);
    expect(txMovement(notify, notify.account)).toMatchObject({
      direction: 'in',
      asset: { kind: 'jetton', wallet: notify.in_msg!.source },
      amount: body.fields.amount,
      counterparty: body.fields.sender,
      operation: 'Jetton notification',
    });
    expect(txMovement(byInOp(list, '0xd53276db'), notify.account).operation).toBe('Excesses');
    expect(txMovement(byInOp(list, '0x178d4519'), notify.account).operation).toBe(
      'Internal transfer',
    );
  });

  it('an NFT sent and its ownership assigned name the item and the owners', () => {
    const list = txs('v3-traces-06.json');
    const root = byInOp(list, null);
    const sent = txMovement(root, root.account);
    expect(sent).toMatchObject({
      direction: 'out',
      asset: { kind: 'nft', item: root.out_msgs[0]!.destination },
      operation: 'NFT transfer',
    });
    const assigned = byInOp(list, '0x05138d91');
    expect(txMovement(assigned, assigned.account)).toMatchObject({
      direction: 'in',
      asset: { kind: 'nft', item: assigned.in_msg!.source },
      operation: 'Ownership assigned',
    });
  });
});

describe.skipIf(!present)('mayMoveToken on real captures (v3 opcodes, no body parsed)', () => {
  it('agrees with txMovement: every capture moving a token is flagged', () => {
    const all = ['v3-traces-04.json', 'v3-traces-05.json', 'v3-traces-06.json'].flatMap((f) =>
      txs(f),
    );
    for (const tx of all) {
      const token = movementToken(txMovement(tx, tx.account));
      if (token) expect(mayMoveToken(tx)).toBe(true);
    }
    expect(all.some((tx) => mayMoveToken(tx))).toBe(true);
  });

  it('a plain TON transfer with stated opcodes is not flagged; a message without one is', () => {
    const hash = 'A'.repeat(43) + '=';
    const plain: MovementTransaction = {
      account: '0:' + '1'.repeat(64),
      in_msg: { hash, source: null, opcode: null },
      out_msgs: [{ hash, destination: '0:' + '2'.repeat(64), value: '1', opcode: '0x00000000' }],
    };
    expect(mayMoveToken(plain)).toBe(false);
    expect(
      mayMoveToken({ ...plain, out_msgs: [{ hash, destination: '0:' + '2'.repeat(64) }] }),
    ).toBe(true);
    expect(
      mayMoveToken({ ...plain, out_msgs: [{ hash, destination: 'x', opcode: '0x0f8a7ea5' }] }),
    ).toBe(true);
  });
});

describe('mintOrders: a TEP-74 minter’s mint order, on its own line', () => {
  it('reads the owner minted to and the jettons of its master_msg, not the TON it carries', () => {
    const minter = Address.parse('0:' + '3'.repeat(64));
    const owner = Address.parse('0:' + '4'.repeat(64));
    const body = beginCell()
      .store(
        storeJettonMintMessage({
          queryId: 1n,
          amount: 1_000_000_000_000_000n,
          from: minter,
          to: owner,
          responseAddress: null,
          forwardPayload: null,
          forwardTonAmount: 0n,
          walletForwardValue: 50_000_000n,
        }),
      )
      .endCell()
      .toBoc()
      .toString('base64');
    expect(decodeBody(body)).toMatchObject({
      kind: 'jetton-mint',
      fields: { destination: owner.toRawString(), ton_amount: '50000000' },
    });
    const hash = 'A'.repeat(43) + '=';
    const msg = { hash, destination: minter.toRawString(), message_content: { body } };
    expect(mintOrders({ out_msgs: [msg, { hash, destination: owner.toRawString() }] })).toEqual([
      {
        master: minter.toRawString(),
        to: owner.toRawString(),
        amount: '1000000000000000',
        messageHash: hash,
      },
    ]);
  });
});

describe('a deploy named by what it carried', () => {
  const owner = Address.parse('0:' + '11'.repeat(32));
  const wallet = '0:' + '22'.repeat(32);
  const deploy = (body: string | null): MovementTransaction => ({
    account: wallet.toUpperCase(),
    orig_status: 'uninit',
    end_status: 'active',
    in_msg: {
      hash: 'A'.repeat(43) + '=',
      source: '0:' + '33'.repeat(32),
      destination: wallet.toUpperCase(),
      value: '50000000',
      init_state: { hash: 'B'.repeat(43) + '=', body: 'te6cckEBAQEAAgAAAEysuc0=' },
      message_content: body ? { hash: 'C'.repeat(43) + '=', body } : null,
    },
    out_msgs: [],
  });

  it("a jetton wallet's first internal transfer reads as the transfer, not as a contract deploy", () => {
    const transfer = beginCell()
      .storeUint(0x178d4519, 32)
      .storeUint(0, 64)
      .storeCoins(1000n)
      .storeAddress(owner)
      .storeAddress(owner)
      .storeCoins(0n)
      .storeBit(false)
      .endCell()
      .toBoc()
      .toString('base64');
    expect(txMovement(deploy(transfer), wallet).operation).toBe('Internal transfer');
  });

  it('a deploy with nothing else to say stays a contract deploy', () => {
    expect(txMovement(deploy(null), wallet).operation).toBe('Contract deploy');
  });
});
