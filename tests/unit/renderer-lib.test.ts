import { formatUnits } from '../../shared/ton/units';
import { storeJettonTransferMessage, storeNftTransferMessage } from '@ton-community/assets-sdk';
import { Address, beginCell, comment } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { describeAction } from '../../renderer/src/lib/actions';
import { addressForms } from '../../renderer/src/lib/address-forms';
import { errorGuidance } from '../../renderer/src/lib/errors';
import { ERROR_CODES, isRetryable } from '../../shared/ipc/errors';
import { decodeBody, messageComment } from '../../shared/ton/message-body';
import { classifySearch } from '../../renderer/src/features/search/search';
import { decodeStackEntry, toV3Stack } from '../../renderer/src/features/account/stack';
import { tokenDisplay } from '../../renderer/src/lib/token-info';
import { imageDataUri } from '../../shared/ton/image-data';
import { summarizeTx } from '../../renderer/src/features/account/tx-summary';
import type { V3Transaction } from '../../renderer/src/lib/v3-types';

const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const ADDR = Address.parseRaw(RAW);
const OTHER = Address.parseRaw(`0:${'11'.repeat(32)}`);
const HASH_HEX = 'e9fb666fd65e2d70479c5a2c2ec412ad08d68fcdf57676b3baa34aada3c95db8';
const HASH_B64 = Buffer.from(HASH_HEX, 'hex').toString('base64');

describe('formatUnits', () => {
  it('applies decimals exactly, without floats, grouping thousands on request', () => {
    expect(formatUnits('1500', 3)).toBe('1.5');
    expect(formatUnits('123456789012345678901234567890', 9, { group: true })).toBe(
      '123,456,789,012,345,678,901.23456789',
    );
    expect(formatUnits('1', 9)).toBe('0.000000001');
    expect(formatUnits('-2000', 3)).toBe('-2');
    expect(formatUnits('42', 0)).toBe('42');
  });
  it('refuses non-integers', () => {
    expect(() => formatUnits('1.5', 2)).toThrow(/not an integer/);
  });
});

describe('classifySearch', () => {
  it('reads .ton names and Telegram usernames as DNS names, lower-cased', () => {
    expect(classifySearch('alice.ton', 'mainnet')).toEqual({ kind: 'domain', domain: 'alice.ton' });
    expect(classifySearch(' Sub.Alice.TON ', 'mainnet')).toEqual({
      kind: 'domain',
      domain: 'sub.alice.ton',
    });
    for (const f of ['@durov_x', 't.me/durov_x', 'https://t.me/durov_x', 'durovx.t.me']) {
      const t = classifySearch(f, 'mainnet');
      expect(t.kind).toBe('domain');
    }
    expect(classifySearch('@durov_x', 'mainnet')).toEqual({
      kind: 'domain',
      domain: 'durov_x.t.me',
    });
    // Not DNS names: searched as text (labels, jettons...), never looked up in DNS.
    expect(classifySearch('alice.com', 'mainnet').kind).toBe('text');
    expect(classifySearch('-alice.ton', 'mainnet').kind).toBe('text');
  });

  it('recognises addresses in every form', () => {
    const forms = [
      RAW,
      RAW.toUpperCase(),
      ADDR.toString({ bounceable: true, urlSafe: true }),
      ADDR.toString({ bounceable: false, urlSafe: true }),
      ADDR.toString({ bounceable: true, urlSafe: false }),
    ];
    for (const f of forms) {
      const t = classifySearch(f, 'mainnet');
      expect(t.kind, f).toBe('address');
      if (t.kind === 'address') {
        expect(t.raw).toBe(RAW);
        expect(t.networkMismatch).toBeNull();
      }
    }
  });
  it('flags a test-only form on mainnet and a mainnet form on testnet', () => {
    const testOnly = ADDR.toString({ testOnly: true, urlSafe: true });
    const onMain = classifySearch(testOnly, 'mainnet');
    expect(onMain.kind === 'address' && onMain.networkMismatch).toMatch(/testnet form/);
    const onTest = classifySearch(testOnly, 'testnet');
    expect(onTest.kind === 'address' && onTest.networkMismatch).toBeNull();
    const mainForm = classifySearch(ADDR.toString({ urlSafe: true }), 'testnet');
    expect(mainForm.kind === 'address' && mainForm.networkMismatch).toMatch(/mainnet form/);
  });
  it('recognises hashes in hex, base64 and base64url to the same bytes', () => {
    for (const f of [
      HASH_HEX,
      `0x${HASH_HEX}`,
      HASH_B64,
      Buffer.from(HASH_HEX, 'hex').toString('base64url'),
    ]) {
      const t = classifySearch(f, 'mainnet');
      expect(t).toEqual({ kind: 'hash', base64: HASH_B64, hex: HASH_HEX });
    }
  });
  it('recognises blocks as wc:shard:seqno (hex or signed shard) and bare seqnos', () => {
    expect(classifySearch('-1:8000000000000000:123', 'mainnet')).toEqual({
      kind: 'block',
      workchain: -1,
      shard: '8000000000000000',
      seqno: 123,
    });
    expect(classifySearch('0:-9223372036854775808:7', 'mainnet')).toMatchObject({
      shard: '8000000000000000',
      workchain: 0,
      seqno: 7,
    });
    expect(classifySearch('(0,e000000000000000,5)', 'mainnet')).toMatchObject({
      shard: 'E000000000000000',
    });
    expect(classifySearch('42', 'mainnet')).toMatchObject({
      kind: 'block',
      workchain: -1,
      seqno: 42,
    });
  });
  it('takes other text as a text search, and says what to type when empty', () => {
    expect(classifySearch('hello world', 'mainnet')).toEqual({ kind: 'text', text: 'hello world' });
    const empty = classifySearch('  ', 'mainnet');
    expect(empty.kind === 'invalid' && empty.reason).toMatch(/Type an address/);
  });
});

describe('decodeBody', () => {
  it('reads text comments', () => {
    const d = decodeBody(comment('hello TON').toBoc().toString('base64'));
    expect(d).toMatchObject({ opcode: '0x00000000', name: 'Text comment', comment: 'hello TON' });
  });
  it('reads a TEP-74 jetton transfer built by assets-sdk, with its forward comment', () => {
    const body = beginCell()
      .store(
        storeJettonTransferMessage({
          queryId: 7n,
          amount: 1_500_000n,
          destination: OTHER,
          responseDestination: ADDR,
          customPayload: null,
          forwardAmount: 1n,
          forwardPayload: comment('for you'),
        }),
      )
      .endCell();
    const d = decodeBody(body.toBoc().toString('base64'));
    expect(d.name).toBe('Jetton transfer');
    expect(d.opcode).toBe('0x0f8a7ea5');
    expect(d.fields).toMatchObject({
      query_id: '7',
      amount: '1500000',
      destination: OTHER.toRawString(),
      response_destination: RAW,
      forward_ton_amount: '1',
    });
    expect(d.comment).toBe('for you');
    expect(d.error).toBeUndefined();
  });
  it('reads a TEP-62 NFT transfer built by assets-sdk', () => {
    const body = beginCell()
      .store(
        storeNftTransferMessage({
          queryId: 1n,
          newOwner: OTHER,
          responseDestination: ADDR,
          customPayload: null,
          forwardAmount: 0n,
          forwardPayload: null,
        }),
      )
      .endCell();
    const d = decodeBody(body.toBoc().toString('base64'));
    expect(d.name).toBe('NFT transfer');
    expect(d.fields.new_owner).toBe(OTHER.toRawString());
  });
  it('keeps unknown opcodes and reports malformed known ones', () => {
    const unknown = decodeBody(
      beginCell().storeUint(0x12345678, 32).endCell().toBoc().toString('base64'),
    );
    expect(unknown).toMatchObject({ opcode: '0x12345678', name: 'Unknown operation' });
    const broken = decodeBody(
      beginCell().storeUint(0x0f8a7ea5, 32).storeUint(1, 8).endCell().toBoc().toString('base64'),
    );
    expect(broken.name).toBe('Jetton transfer');
    expect(broken.error).toMatch(/Jetton transfer layout/);
    expect(decodeBody('not a boc!').name).toBe('Unreadable body');
    expect(decodeBody(null).name).toBe('Empty body');
  });
  it('prefers the server-decoded comment of a v3 message', () => {
    expect(
      messageComment({
        message_content: { body: null, decoded: { type: 'text_comment', comment: 'hi' } },
      }),
    ).toBe('hi');
    expect(
      messageComment({ message_content: { body: comment('x').toBoc().toString('base64') } }),
    ).toBe('x');
    expect(messageComment({ message_content: null })).toBeUndefined();
  });
});

describe('stack', () => {
  it('builds v3 stack entries and refuses bad values with the argument number', () => {
    const stack = toV3Stack([
      { type: 'num', value: '255' },
      { type: 'num', value: '-0x10' },
      { type: 'address', value: ADDR.toString() },
    ]);
    expect(stack[0]).toEqual({ type: 'num', value: '0xff' });
    expect(stack[1]).toEqual({ type: 'num', value: '-0x10' });
    expect(stack[2]!.type).toBe('slice');
    expect(decodeStackEntry(stack[2]!)).toMatchObject({ kind: 'address', raw: RAW });
    expect(() =>
      toV3Stack([
        { type: 'num', value: '' },
        { type: 'num', value: '1.5' },
      ]),
    ).toThrow(/Argument 1/);
    expect(() =>
      toV3Stack([
        { type: 'num', value: '1' },
        { type: 'cell', value: '!!' },
      ]),
    ).toThrow(/Argument 2: not a base64 BoC/);
    expect(() => toV3Stack([{ type: 'address', value: 'nope' }])).toThrow(
      /Argument 1: .*not a TON address/,
    );
  });
  it('decodes get_wallet_data-like results', () => {
    const owner = beginCell().storeAddress(ADDR).endCell().toBoc().toString('base64');
    expect(decodeStackEntry({ type: 'num', value: '0x3b9aca00' })).toEqual({
      kind: 'num',
      decimal: '1000000000',
      hex: '0x3b9aca00',
    });
    expect(decodeStackEntry({ type: 'num', value: '-0x1' })).toMatchObject({ decimal: '-1' });
    expect(decodeStackEntry({ type: 'cell', value: owner })).toMatchObject({
      kind: 'address',
      raw: RAW,
    });
    const text = beginCell().storeStringTail('Demo').endCell().toBoc().toString('base64');
    expect(decodeStackEntry({ type: 'cell', value: text })).toMatchObject({
      kind: 'text',
      text: 'Demo',
    });
    expect(
      decodeStackEntry({ type: 'tuple', value: [{ type: 'num', value: '0x2' }] }),
    ).toMatchObject({
      kind: 'tuple',
      items: [{ kind: 'num', decimal: '2' }],
    });
  });
});

function tx(partial: Partial<V3Transaction>): V3Transaction {
  return {
    account: RAW.toUpperCase(),
    hash: HASH_B64,
    lt: '100',
    now: 1_700_000_000,
    total_fees: '1000',
    description: { type: 'ord', aborted: false },
    in_msg: null,
    out_msgs: [],
    ...partial,
  } as V3Transaction;
}

describe('summarizeTx', () => {
  it('reads an incoming transfer with its comment', () => {
    const s = summarizeTx(
      tx({
        in_msg: {
          hash: HASH_B64,
          source: OTHER.toRawString().toUpperCase(),
          destination: RAW.toUpperCase(),
          value: '2500000000',
          message_content: { decoded: { type: 'text_comment', comment: 'thanks' } },
        },
      }),
      RAW,
    );
    expect(s).toMatchObject({
      direction: 'in',
      amount: '2500000000',
      comment: 'thanks',
      status: expect.objectContaining({ kind: 'success' }),
      fee: '1000',
    });
    expect(s.counterparty).toBe(OTHER.toRawString().toUpperCase());
  });
  it('reads a wallet order (external in, out messages) as outgoing with the sum sent', () => {
    const out = (value: string) => ({
      hash: HASH_B64,
      source: RAW,
      destination: OTHER.toRawString(),
      value,
    });
    const s = summarizeTx(
      tx({
        in_msg: { hash: HASH_B64, source: null, destination: RAW },
        out_msgs: [out('1'), out('2')],
      }),
      RAW,
    );
    expect(s).toMatchObject({ direction: 'out', amount: '3', moreCounterparties: 1 });
  });
  it('takes its status from the shared model: a first deposit to an undeployed wallet is Credited', () => {
    const s = summarizeTx(
      tx({
        description: {
          aborted: true,
          compute_ph: { skipped: true, reason: 'no_state' },
        } as never,
        in_msg: { hash: HASH_B64, source: OTHER.toRawString(), destination: RAW, value: '5' },
      }),
      RAW,
    );
    expect(s.status).toMatchObject({ kind: 'credited', label: 'Credited' });
  });
});

describe('describeAction', () => {
  it('words the common actions plainly', () => {
    expect(
      describeAction({
        type: 'ton_transfer',
        details: { source: RAW, destination: OTHER.toRawString(), value: '5', comment: 'hey' },
      }),
    ).toMatchObject({
      title: 'TON transfer',
      from: RAW,
      amount: { value: '5', asset: null },
      comment: 'hey',
    });
    expect(
      describeAction({
        type: 'jetton_transfer',
        details: { sender: RAW, receiver: OTHER.toRawString(), amount: '10', asset: RAW },
      }),
    ).toMatchObject({
      title: 'Jetton transfer',
      amount: { value: '10', asset: RAW },
    });
    expect(
      describeAction({
        type: 'nft_transfer',
        details: { old_owner: RAW, new_owner: OTHER.toRawString(), nft_item: RAW },
      }).title,
    ).toBe('NFT transfer');
    expect(describeAction({ type: 'jetton_mint', details: {} }).title).toBe('Jetton mint');
    expect(describeAction({ type: 'jetton_burn', details: {} }).title).toBe('Jetton burn');
    expect(describeAction({ type: 'call_contract', details: { opcode: '0x1' } })).toMatchObject({
      title: 'Contract call',
    });
    expect(describeAction({ type: 'dex_deposit_liquidity', details: {} }).title).toBe(
      'Dex deposit liquidity',
    );
  });
});

describe('addressForms', () => {
  it('gives every form, flagged for the network, and follows the address book', () => {
    const main = addressForms(RAW, 'mainnet')!;
    expect(main.raw).toBe(RAW);
    expect(main.bounceable).toBe(ADDR.toString({ urlSafe: true, bounceable: true }));
    expect(main.nonBounceable).toBe(ADDR.toString({ urlSafe: true, bounceable: false }));
    expect(main.display).toBe(main.bounceable);
    const test = addressForms(RAW, 'testnet')!;
    expect(Address.parseFriendly(test.bounceable).isTestOnly).toBe(true);
    const book = { [RAW.toUpperCase()]: { user_friendly: main.nonBounceable } };
    expect(addressForms(RAW, 'testnet', book)!.display).toBe(test.nonBounceable);
    expect(addressForms('garbage', 'mainnet')).toBeNull();
  });
});

describe('errorGuidance', () => {
  it('turns the seed errors into guidance', () => {
    expect(errorGuidance({ code: 'RATE_LIMITED', message: 'x', retryAfterMs: 1500 })).toMatchObject(
      {
        // Nothing retries once an error reaches a page (the throttle gave up): no promise.
        title: 'Rate limited: try again in 2 s',
        detail: 'Add an API key for more than 1 request/s.',
      },
    );
    expect(errorGuidance({ code: 'WRONG_NETWORK', message: 'Network not allowed' }).title).toMatch(
      /other network/,
    );
    expect(
      errorGuidance({ code: 'INVALID_KEY', message: 'API key does not exist' }).detail,
    ).toMatch(/Settings/);
    expect(errorGuidance(new Error('boom'))).toMatchObject({
      title: 'Something went wrong',
      detail: 'boom',
    });
  });

  it('puts a fixed headline over the message of plain codes, retry only where it may help', () => {
    expect(errorGuidance({ code: 'TIMEOUT', message: 'after 10 s' })).toEqual({
      title: 'The server did not answer in time',
      detail: 'after 10 s',
      retryable: true,
    });
    expect(errorGuidance({ code: 'BAD_REQUEST', message: 'limit too large' })).toEqual({
      title: 'The request was refused',
      detail: 'limit too large',
      retryable: false,
    });
    // An unlisted code is not retried by the main side either (shared isRetryable).
    expect(errorGuidance({ code: 'constructor', message: 'odd' })).toEqual({
      title: 'Something went wrong',
      detail: 'odd',
      retryable: false,
    });
  });

  it('offers a retry exactly where the main side would retry (one rule, isRetryable)', () => {
    for (const code of ERROR_CODES) {
      expect(errorGuidance({ code, message: 'm' }).retryable, code).toBe(isRetryable(code));
    }
    expect(errorGuidance({ code: 'BAD_RESPONSE', message: 'm' }).retryable).toBe(false);
    expect(errorGuidance(new Error('boom')).retryable).toBe(true);
  });
});

describe('tokenDisplay', () => {
  it('prefers on-chain content and applies decimals; sniffs image_data', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    const t = tokenDisplay(
      RAW,
      {},
      { name: 'Demo Jetton', symbol: 'DEMO', decimals: '6', image_data: svg },
    );
    expect(t).toMatchObject({ name: 'Demo Jetton', symbol: 'DEMO', decimals: 6 });
    expect(t.image).toBe(`data:image/svg+xml;base64,${svg}`);
    const fromMeta = tokenDisplay(RAW, {
      [RAW.toUpperCase()]: {
        token_info: [{ type: 'jetton_masters', symbol: 'X', extra: { decimals: '3' } }],
      },
    } as never);
    expect(fromMeta).toMatchObject({ symbol: 'X', decimals: 3 });
    expect(tokenDisplay(null, null).decimals).toBe(9);
    expect(imageDataUri(Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64'))).toMatch(
      /^data:image\/png/,
    );
  });
});
