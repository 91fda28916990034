import {
  beginCell,
  external,
  SendMode,
  storeMessage,
  type Address,
  type Cell,
  type MessageRelaxed,
} from '@ton/core';
import { mnemonicToPrivateKey, type KeyPair } from '@ton/crypto';
import { WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';

export type TestWalletVersion = 'v3R2' | 'v4R2' | 'v5R1';

/** What a signed transfer holds besides the keys and the wallet version. */
export interface TransferOptions {
  seqno: number;
  messages: MessageRelaxed[];
  /** Unix seconds. */
  validUntil: number;
  /** v5R1 only: -239 mainnet (default), -3 testnet. */
  networkGlobalId?: number;
  /** Attach the wallet's state init (a deploying message). */
  withInit?: boolean;
  /** Default: pay fees separately, ignore errors. */
  sendMode?: SendMode;
}

export interface SignTransferOptions extends TransferOptions {
  /** Space-separated 24 words (the localnet accounts document's `mnemonic`). */
  mnemonic: string;
  version: TestWalletVersion;
}

/** The @ton/ton wallet contract of `version` for `publicKey` (workchain 0). */
export function walletContract(
  publicKey: Buffer,
  version: TestWalletVersion,
  networkGlobalId = -239,
): WalletContractV3R2 | WalletContractV4 | WalletContractV5R1 {
  return version === 'v3R2'
    ? WalletContractV3R2.create({ workchain: 0, publicKey })
    : version === 'v4R2'
      ? WalletContractV4.create({ workchain: 0, publicKey })
      : WalletContractV5R1.create({ workchain: 0, publicKey, walletId: { networkGlobalId } });
}

/** The key pair of a space-separated mnemonic. */
const keysOf = (mnemonic: string) => mnemonicToPrivateKey(mnemonic.trim().split(/\s+/));

/** The @ton/ton wallet contract of a mnemonic, as the tests sign with it. */
export async function testWallet(
  mnemonic: string,
  version: TestWalletVersion,
  networkGlobalId = -239,
) {
  const keys = await keysOf(mnemonic);
  return { keys, contract: walletContract(keys.publicKey, version, networkGlobalId) };
}

/**
 * Signs a transfer of the `version` wallet of `keys` the way a hardware wallet or an offline
 * signer would: @ton/ton's `createTransfer`, wrapped in an external-in message. Returns the
 * wallet, the signed body and the message BoC (binary).
 */
export function signWithKeys(keys: KeyPair, version: TestWalletVersion, opts: TransferOptions) {
  const wallet = walletContract(keys.publicKey, version, opts.networkGlobalId);
  const args = {
    seqno: opts.seqno,
    secretKey: keys.secretKey,
    messages: opts.messages,
    sendMode: opts.sendMode ?? SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
    timeout: opts.validUntil,
  };
  const body: Cell =
    wallet instanceof WalletContractV5R1
      ? wallet.createTransfer(args)
      : wallet instanceof WalletContractV4
        ? wallet.createTransfer(args)
        : wallet.createTransfer(args);
  const msg = external({ to: wallet.address, body, init: opts.withInit ? wallet.init : undefined });
  return { wallet, body, boc: beginCell().store(storeMessage(msg)).endCell().toBoc() };
}

/** {@link signWithKeys} for the keys of a mnemonic: the message BoC and the wallet address. */
export async function signTransfer(
  opts: SignTransferOptions,
): Promise<{ boc: Buffer; address: Address }> {
  const { wallet, boc } = signWithKeys(await keysOf(opts.mnemonic), opts.version, opts);
  return { boc, address: wallet.address };
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
