import {
  beginCell,
  external,
  SendMode,
  storeMessage,
  type Address,
  type MessageRelaxed,
} from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';

export type TestWalletVersion = 'v3R2' | 'v4R2' | 'v5R1';

export interface SignTransferOptions {
  /** Space-separated 24 words (the localnet accounts document's `mnemonic`). */
  mnemonic: string;
  version: TestWalletVersion;
  seqno: number;
  messages: MessageRelaxed[];
  /** Unix seconds. */
  validUntil: number;
  /** v5R1 only: -239 mainnet (default), -3 testnet. */
  networkGlobalId?: number;
  /** Attach the wallet's state init (a deploying message). */
  withInit?: boolean;
  sendMode?: SendMode;
}

/** The @ton/ton wallet contract of a mnemonic, as the tests sign with it. */
export async function testWallet(
  mnemonic: string,
  version: TestWalletVersion,
  networkGlobalId = -239,
) {
  const keys = await mnemonicToPrivateKey(mnemonic.trim().split(/\s+/));
  const contract =
    version === 'v3R2'
      ? WalletContractV3R2.create({ workchain: 0, publicKey: keys.publicKey })
      : version === 'v4R2'
        ? WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey })
        : WalletContractV5R1.create({
            workchain: 0,
            publicKey: keys.publicKey,
            walletId: { networkGlobalId },
          });
  return { keys, contract };
}

/**
 * Signs a transfer the way a hardware wallet or an offline signer would: @ton/ton's
 * `createTransfer` for the wallet version, wrapped in an external-in message. Returns the
 * message BoC (binary) and the wallet address.
 */
export async function signTransfer(
  opts: SignTransferOptions,
): Promise<{ boc: Buffer; address: Address }> {
  const { keys, contract } = await testWallet(opts.mnemonic, opts.version, opts.networkGlobalId);
  const args = {
    seqno: opts.seqno,
    secretKey: keys.secretKey,
    messages: opts.messages,
    sendMode: opts.sendMode ?? SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
    timeout: opts.validUntil,
  };
  const body =
    contract instanceof WalletContractV5R1
      ? contract.createTransfer(args)
      : contract instanceof WalletContractV4
        ? contract.createTransfer(args)
        : contract.createTransfer(args);
  const msg = external({
    to: contract.address,
    body,
    init: opts.withInit ? contract.init : undefined,
  });
  return { boc: beginCell().store(storeMessage(msg)).endCell().toBoc(), address: contract.address };
}

/**
 * The BoC of an internal message from `src` to `dest` carrying `valueNano` and an empty body:
 * what the send checks must refuse (only external-in messages can be sent).
 */
export function internalMessageBoc(src: Address, dest: Address, valueNano = 1n): Buffer {
  return beginCell()
    .store(
      storeMessage({
        info: {
          type: 'internal',
          ihrDisabled: true,
          bounce: false,
          bounced: false,
          src,
          dest,
          value: { coins: valueNano },
          ihrFee: 0n,
          forwardFee: 0n,
          createdLt: 0n,
          createdAt: 0,
        },
        body: beginCell().endCell(),
      }),
    )
    .endCell()
    .toBoc();
}
