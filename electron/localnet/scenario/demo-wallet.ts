import { createPrivateKey, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { beginCell, external, storeMessage, SendMode } from '@ton/core';
import type { Address, Cell, MessageRelaxed } from '@ton/core';
import { keyPairFromSeed, mnemonicToPrivateKey, sha256_sync } from '@ton/crypto';
import type { KeyPair } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { deterministicMnemonic } from './mnemonic';

export type DemoWalletVersion = 'v4R2' | 'v5R1';

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Keys by `seed` and `name`, once per process: a derivation costs about 200k PBKDF2-SHA512
 * rounds (finding a valid mnemonic, then `mnemonicToPrivateKey`), and every network built in a
 * process (tests, benches) derives the same demo wallets.
 */
const KEYS = new Map<string, Promise<{ mnemonic: string[]; keyPair: KeyPair }>>();

/**
 * Starts deriving the keys of wallet `name` (runs on libuv's thread pool), so that a later
 * `DemoWallet.create` finds them ready. Failures surface there, not here.
 */
export function prefetchKeys(seed: string, name: string): void {
  void deriveKeys(seed, name).catch(() => undefined);
}

function deriveKeys(seed: string, name: string) {
  const id = JSON.stringify([seed, name]);
  let keys = KEYS.get(id);
  if (!keys) {
    keys = deterministicMnemonic(seed, name).then(async (mnemonic) => ({
      mnemonic,
      keyPair: await mnemonicToPrivateKey(mnemonic),
    }));
    // A failed derivation is not cached (the next call retries).
    keys.catch(() => KEYS.delete(id));
    KEYS.set(id, keys);
  }
  return keys;
}

/**
 * A scenario wallet: a standard @ton/ton wallet contract (v4R2 or v5R1) whose key comes from a
 * deterministic mnemonic. It signs transfers as external-in message BoCs and tracks its seqno
 * locally so several transfers can wait in one block's queue.
 */
export class DemoWallet {
  /** Next seqno to sign with (0 = not deployed yet: the external carries the state init). */
  seqno = 0;
  /**
   * The same Ed25519 key for node:crypto: signatures are deterministic, so they equal
   * tweetnacl's, and native signing keeps `--history` builds fast.
   */
  private readonly nodeKey: KeyObject;

  private constructor(
    readonly name: string,
    readonly version: DemoWalletVersion,
    readonly mnemonic: string[],
    readonly keyPair: KeyPair,
    readonly contract: WalletContractV4 | WalletContractV5R1,
  ) {
    this.nodeKey = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, keyPair.secretKey.subarray(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    });
  }

  /**
   * Derives the wallet of `name` from `seed` (same seed, same address, same mnemonic). The key
   * derives from `keyName` (default `name`): wallets with one key name share one public key.
   */
  static async create(
    seed: string,
    name: string,
    version: DemoWalletVersion,
    keyName = name,
  ): Promise<DemoWallet> {
    const keys = await deriveKeys(seed, keyName);
    return DemoWallet.withKey(name, version, [...keys.mnemonic], keys.keyPair);
  }

  /**
   * A wallet whose key is cheap to derive and has no mnemonic (`mnemonic` is empty): the
   * Ed25519 seed is SHA-256 of `seed/name` (one hash instead of a PBKDF2-checked mnemonic), for
   * the hundreds of wallets a scenario needs only to sign with. Deterministic in `seed` and
   * `name`; demo only.
   */
  static withSeedKey(
    seed: string,
    name: string,
    version: DemoWalletVersion,
    walletId?: number,
  ): DemoWallet {
    const keyPair = DemoWallet.seedKey(seed, name);
    return DemoWallet.withKey(name, version, [], keyPair, walletId);
  }

  /** The key pair of {@link withSeedKey}: Ed25519 from SHA-256 of `seed/name`. */
  static seedKey(seed: string, name: string): KeyPair {
    return keyPairFromSeed(sha256_sync(`${seed}/${name}`));
  }

  private static withKey(
    name: string,
    version: DemoWalletVersion,
    mnemonic: string[],
    keyPair: KeyPair,
    walletId?: number,
  ): DemoWallet {
    const publicKey = keyPair.publicKey;
    const contract =
      version === 'v4R2'
        ? WalletContractV4.create({ workchain: 0, publicKey, walletId })
        : WalletContractV5R1.create({ workchain: 0, publicKey });
    return new DemoWallet(name, version, mnemonic, keyPair, contract);
  }

  get address(): Address {
    return this.contract.address;
  }

  /**
   * Signs `messages` (at most 4 for v4R2, 255 for v5R1) with the next seqno and returns the external-in message as a
   * BoC. `validUntil` is unix seconds (defaults to one hour after `now`); `sendMode` applies
   * to every message (default 3: fees paid separately, errors ignored).
   */
  async signTransfer(
    messages: MessageRelaxed[],
    now: number,
    validUntil = now + 3600,
    sendMode: SendMode = SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  ): Promise<Buffer> {
    const args = {
      seqno: this.seqno,
      signer: async (cell: Cell) => sign(null, cell.hash(), this.nodeKey),
      messages,
      sendMode,
      timeout: validUntil,
    };
    this.seqno++;
    const body: Cell =
      this.contract instanceof WalletContractV4
        ? await this.contract.createTransfer(args)
        : await this.contract.createTransfer(args);
    const msg = external({
      to: this.address,
      init: args.seqno === 0 ? this.contract.init : undefined,
      body,
    });
    return beginCell().store(storeMessage(msg)).endCell().toBoc();
  }
}
