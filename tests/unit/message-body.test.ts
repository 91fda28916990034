import {
  storeJettonBurnMessage,
  storeJettonInternalTransferMessage,
  storeNftMintMessage,
  storeNftOwnerAssignedMessage,
} from '@ton-community/assets-sdk';
import { Address, beginCell, comment } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { addressForms, networkAddressForms } from '../../shared/ton/address';
import {
  decodeBody,
  decodeBodyCell,
  decodeMessageBody,
  NO_ADDRESS,
  opcodeName,
} from '../../shared/ton/message-body';
import { capturedTransactions, fixturesPresent } from '../helpers/toncenter-fixtures';

const A = Address.parse('0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8');
const B = new Address(0, Buffer.alloc(32, 7));

describe('decodeBodyCell (shared by the explorer and the send summary)', () => {
  it.each([
    {
      what: 'a TEP-74 internal transfer with its forwarded comment',
      body: storeJettonInternalTransferMessage({
        queryId: 3n,
        amount: 250n,
        from: A,
        responseAddress: null,
        forwardTonAmount: 10n,
        forwardPayload: comment('paid'),
      }),
      decoded: {
        kind: 'jetton-internal-transfer',
        opcode: '0x178d4519',
        name: 'Jetton internal transfer',
        comment: 'paid',
        fields: {
          query_id: '3',
          amount: '250',
          from: A.toRawString(),
          response_address: NO_ADDRESS,
          forward_ton_amount: '10',
        },
      },
    },
    {
      what: 'a TEP-74 burn',
      body: storeJettonBurnMessage({
        queryId: 1n,
        amount: 5n,
        responseDestination: B,
        customPayload: null,
      }),
      decoded: {
        kind: 'jetton-burn',
        opcode: '0x595f07bc',
        name: 'Jetton burn',
        fields: {
          query_id: '1',
          amount: '5',
          response_destination: B.toRawString(),
          custom_payload: 'none',
        },
      },
    },
    {
      what: 'a TEP-62 ownership notice',
      body: storeNftOwnerAssignedMessage({ queryId: 9n, previousOwner: B, payload: null }),
      decoded: {
        kind: 'nft-ownership-assigned',
        opcode: '0x05138d91',
        name: 'NFT ownership assigned',
        fields: { query_id: '9', prev_owner: B.toRawString() },
      },
    },
    {
      what: 'an NFT mint (the collection deploying item 4), no longer "Unknown 0x00000001"',
      body: storeNftMintMessage(
        { queryId: 2n, itemIndex: 4n, value: 50_000_000n, itemParams: null },
        () => (b) => b.storeUint(0, 1),
      ),
      decoded: {
        kind: 'nft-mint',
        opcode: '0x00000001',
        name: 'NFT mint',
        fields: { query_id: '2', item_index: '4', amount: '50000000', nft_content: 'present' },
      },
    },
  ])('reads $what, and nothing else', ({ body, decoded }) => {
    expect(decodeBodyCell(beginCell().store(body).endCell())).toEqual(decoded);
  });

  it('names empty, short, malformed and unknown bodies', () => {
    expect(decodeBodyCell(beginCell().endCell())).toMatchObject({ kind: 'empty', opcode: null });
    expect(decodeBodyCell(beginCell().storeUint(1, 8).endCell())).toMatchObject({
      kind: 'unknown',
      opcode: null,
    });
    const broken = decodeBodyCell(beginCell().storeUint(0x5fcc3d14, 32).storeUint(1, 8).endCell());
    expect(broken).toMatchObject({ kind: 'unknown', name: 'NFT transfer' });
    expect(broken.error).toMatch(/NFT transfer layout/);
    expect(opcodeName('0xD53276DB')).toBe('Excesses (change returned)');
    expect(opcodeName(0x12345678)).toBeNull();
  });
});

describe('decodeMessageBody (v3 opcode and decoding first, the BoC when they do not settle it)', () => {
  const base64 = (cell: ReturnType<typeof comment>) => cell.toBoc().toString('base64');

  it.skipIf(!fixturesPresent('message-body'))(
    'reads every captured message as the BoC decoder does',
    () => {
      const messages = capturedTransactions().flatMap(({ tx }) =>
        tx.in_msg ? [tx.in_msg, ...tx.out_msgs] : tx.out_msgs,
      );
      expect(messages.length).toBeGreaterThan(50);
      for (const msg of messages) {
        const full = decodeBody(msg.message_content?.body);
        const fast = decodeMessageBody(msg);
        // toncenter's decoded comment and the body's are the same text.
        expect({ ...fast, comment: fast.comment ?? full.comment }).toEqual(full);
      }
    },
  );

  it('takes a text comment from toncenter, an unknown opcode from v3, a jetton transfer from its BoC', () => {
    const message = (opcode: string | null, body: string, decoded: unknown = null) => ({
      opcode,
      message_content: { hash: 'h', body, decoded },
    });
    const text = base64(comment('thanks'));
    expect(
      decodeMessageBody(message('0x00000000', text, { type: 'text_comment', comment: 'thanks' })),
    ).toEqual({
      kind: 'comment',
      opcode: '0x00000000',
      name: 'Text comment',
      comment: 'thanks',
      fields: {},
    });
    // No decoding from toncenter: the BoC is read.
    expect(decodeMessageBody(message('0x00000000', text)).comment).toBe('thanks');
    const unknown = base64(beginCell().storeUint(0x12345678, 32).storeUint(1, 8).endCell());
    expect(decodeMessageBody(message('0x12345678', unknown))).toEqual({
      kind: 'unknown',
      opcode: '0x12345678',
      name: 'Unknown operation',
      fields: {},
    });
    const burn = base64(
      beginCell()
        .store(
          storeJettonBurnMessage({
            queryId: 1n,
            amount: 5n,
            responseDestination: A,
            customPayload: null,
          }),
        )
        .endCell(),
    );
    expect(decodeMessageBody(message('0x595f07bc', burn)).fields.amount).toBe('5');
    // A stated opcode that is not v3's form does not stand in for the body.
    expect(decodeMessageBody(message('7', burn)).kind).toBe('jetton-burn');
  });
});

describe('address forms (shared/ton/address)', () => {
  it('gives every flag combination, the same for any input form', () => {
    const all = addressForms(A);
    expect(all.raw).toBe(A.toRawString());
    expect(all.bounceable.startsWith('EQ')).toBe(true);
    expect(all.nonBounceable.startsWith('UQ')).toBe(true);
    expect(all.testnetBounceable.startsWith('kQ')).toBe(true);
    expect(all.testnetNonBounceable.startsWith('0Q')).toBe(true);
    expect(addressForms(all.testnetNonBounceable)).toEqual(all);
    expect(networkAddressForms(A.toRawString().toUpperCase(), 'testnet')).toEqual({
      raw: all.raw,
      bounceable: all.testnetBounceable,
      nonBounceable: all.testnetNonBounceable,
    });
    expect(() => addressForms('nope')).toThrow(/not a TON address/);
  });
});
