import { describe, expect, it } from 'vitest';
import {
  Address,
  beginCell,
  external,
  internal,
  SendMode,
  storeMessage,
  type Cell,
  type MessageRelaxed,
} from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { decodeExternal, WALLET_CODE_HASHES, walletIdNetworkV5R1 } from '../../shared/send';
import { AppError } from '../../shared/ipc/errors';
import {
  internalMessageBoc,
  signWithKeys,
  type TestWalletVersion,
  type TransferOptions,
} from '../helpers/sign-transfer';

const keys = keyPairFromSeed(Buffer.alloc(32, 7));
const alice = Address.parse('0:' + 'aa'.repeat(32));
const jettonWallet = Address.parse('0:' + 'bb'.repeat(32));
const nftItem = Address.parse('0:' + 'cc'.repeat(32));
const validUntil = 2_000_000_000;

function jettonTransfer(amount: bigint, to: Address, comment: string): Cell {
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(42, 64)
    .storeCoins(amount)
    .storeAddress(to)
    .storeAddress(to)
    .storeMaybeRef(null)
    .storeCoins(1n)
    .storeBit(true)
    .storeRef(beginCell().storeUint(0, 32).storeStringTail(comment).endCell())
    .endCell();
}

function nftTransfer(newOwner: Address): Cell {
  return beginCell()
    .storeUint(0x5fcc3d14, 32)
    .storeUint(7, 64)
    .storeAddress(newOwner)
    .storeAddress(newOwner)
    .storeMaybeRef(null)
    .storeCoins(0n)
    .storeBit(false)
    .endCell();
}

const messages: MessageRelaxed[] = [
  internal({ to: alice, value: 1_500_000_000n, bounce: false, body: 'hello' }),
  internal({
    to: jettonWallet,
    value: 50_000_000n,
    bounce: true,
    body: jettonTransfer(1000n, alice, 'for you'),
  }),
  internal({ to: nftItem, value: 60_000_000n, bounce: true, body: nftTransfer(alice) }),
];

/** The standard `messages`, signed by the `version` wallet of `keys` (mode 1 unless told). */
function signStandard(
  version: TestWalletVersion,
  seqno: number,
  more: Partial<TransferOptions> = {},
) {
  return signWithKeys(keys, version, {
    seqno,
    messages,
    validUntil,
    sendMode: SendMode.PAY_GAS_SEPARATELY,
    ...more,
  });
}

/** An external-in message to `to` carrying `body`, as a BoC. */
function toBoc(to: Address, body: Cell): Buffer {
  return beginCell()
    .store(storeMessage(external({ to, body })))
    .endCell()
    .toBoc();
}

function expectInternals(decoded: ReturnType<typeof decodeExternal>) {
  const w = decoded.wallet!;
  expect(w.messages).toHaveLength(3);
  const [plain, jetton, nft] = w.messages;
  expect(plain!.destination!.raw).toBe(alice.toRawString());
  expect(plain!.valueNano).toBe('1500000000');
  expect(plain!.bounce).toBe(false);
  expect(plain!.body).toMatchObject({ kind: 'comment', comment: 'hello' });
  expect(jetton!.body).toMatchObject({
    kind: 'jetton-transfer',
    opcode: '0x0f8a7ea5',
    comment: 'for you',
    fields: { amount: '1000', destination: alice.toRawString(), query_id: '42' },
  });
  expect(jetton!.bounce).toBe(true);
  expect(nft!.body).toMatchObject({
    kind: 'nft-transfer',
    fields: { new_owner: alice.toRawString() },
  });
  expect(decoded.totalValueNano).toBe(String(1_500_000_000n + 50_000_000n + 60_000_000n));
}

describe('decodeExternal: standard wallet messages', () => {
  it('reads a wallet v4R2 transfer (seqno, wallet id, valid_until, each message)', () => {
    const { wallet, body, boc } = signStandard('v4R2', 5);
    const decoded = decodeExternal(boc.toString('base64'));
    expect(decoded.destination.raw).toBe(wallet.address.toRawString());
    expect(decoded.destination.nonBounceable).toBe(
      wallet.address.toString({ bounceable: false, testOnly: false, urlSafe: true }),
    );
    expect(decoded.destination.testnetBounceable).toBe(
      wallet.address.toString({ bounceable: true, testOnly: true, urlSafe: true }),
    );
    expect(decoded.stateInit).toBeNull();
    expect(decoded.wallet).toMatchObject({
      version: 'v4R2',
      versionSource: 'body-layout',
      walletId: wallet.walletId,
      seqno: 5,
      validUntil,
    });
    expect(decoded.wallet!.messages.every((m) => m.mode === SendMode.PAY_GAS_SEPARATELY)).toBe(
      true,
    );
    expectInternals(decoded);
    expect(decoded.hash).toBe(
      beginCell()
        .store(storeMessage(external({ to: wallet.address, body })))
        .endCell()
        .hash()
        .toString('base64'),
    );
  });

  it('reads a wallet v5R1 transfer, its state init and the network in its wallet id (hex input)', () => {
    const { boc } = signStandard('v5R1', 0, {
      sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
      withInit: true,
    });
    const decoded = decodeExternal(boc.toString('hex'));
    expect(decoded.stateInit).toEqual({ codeHash: WALLET_CODE_HASHES.v5R1, wallet: 'v5R1' });
    expect(decoded.bodyOpcode).toBe('0x7369676e');
    expect(decoded.wallet).toMatchObject({
      version: 'v5R1',
      versionSource: 'state-init',
      seqno: 0,
      validUntil,
      walletIdNetwork: { network: 'mainnet', globalId: -239, workchain: 0, subwalletNumber: 0 },
    });
    expectInternals(decoded);
  });

  it('reads a wallet v3R2 transfer', () => {
    const { boc } = signStandard('v3R2', 9);
    const decoded = decodeExternal(boc);
    expect(decoded.wallet).toMatchObject({
      version: 'v3R2',
      walletId: 698983191,
      seqno: 9,
      validUntil,
    });
    expectInternals(decoded);
  });

  it('tells a testnet v5R1 wallet id from a mainnet one', () => {
    const { boc } = signStandard('v5R1', 1, { networkGlobalId: -3 });
    const decoded = decodeExternal(boc);
    expect(decoded.wallet!.walletIdNetwork).toMatchObject({ network: 'testnet', globalId: -3 });
    // Workchain -1 ids too (values from @ton/ton's documentation of WalletIdV5R1).
    expect(walletIdNetworkV5R1(8388369, -1)?.network).toBe('mainnet');
    expect(walletIdNetworkV5R1(8388605, -1)?.network).toBe('testnet');
  });

  it('decodes a non-wallet external and says why it has no wallet summary', () => {
    const to = Address.parse('0:' + 'dd'.repeat(32));
    const decoded = decodeExternal(
      toBoc(to, beginCell().storeUint(0x12345678, 32).storeUint(1, 64).endCell()),
    );
    expect(decoded.wallet).toBeNull();
    expect(decoded.bodyOpcode).toBe('0x12345678');
    expect(decoded.walletNote).toMatch(/not a standard wallet/);
  });
});

describe('decodeExternal: refusals', () => {
  function reason(input: string | Buffer): string {
    try {
      decodeExternal(input);
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('INVALID_INPUT');
      return (e as AppError).message;
    }
    throw new Error('expected the BoC to be refused');
  }

  it('refuses an internal message and says why', () => {
    const withSrc = internalMessageBoc(jettonWallet, alice);
    expect(reason(withSrc.toString('base64'))).toMatch(
      /internal message.*not an external-in message/,
    );
  });

  it('refuses malformed input with the cause', () => {
    expect(reason('')).toMatch(/empty/);
    expect(reason('not a boc!!')).toMatch(/neither base64 nor hex/);
    const good = beginCell().storeUint(1, 32).endCell().toBoc().toString('base64');
    expect(reason(good.slice(0, -6))).toMatch(/does not parse/);
    expect(reason(Buffer.from('b5ee9c72ffff', 'hex'))).toMatch(/does not parse/);
    // A valid cell that is not a message.
    expect(reason(beginCell().storeUint(1, 3).endCell().toBoc().toString('base64'))).toMatch(
      /not a message/,
    );
  });
});

describe('wallet code hashes', () => {
  it('match the codes @ton/ton deploys', () => {
    const pk = keys.publicKey;
    expect(
      WalletContractV3R2.create({ workchain: 0, publicKey: pk }).init.code.hash().toString('hex'),
    ).toBe(WALLET_CODE_HASHES.v3R2);
    expect(
      WalletContractV4.create({ workchain: 0, publicKey: pk }).init.code.hash().toString('hex'),
    ).toBe(WALLET_CODE_HASHES.v4R2);
    expect(
      WalletContractV5R1.create({ workchain: 0, publicKey: pk }).init.code.hash().toString('hex'),
    ).toBe(WALLET_CODE_HASHES.v5R1);
  });
});
