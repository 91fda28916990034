import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { mnemonicToPrivateKey } from '@ton/crypto';
import type { Address } from '@ton/core';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { WALLETS } from '../../electron/localnet/scenario/demo-roster';

/**
 * Address of a demo wallet of the Local profile's scenario (same default seed as
 * `npm run localnet`): the same derivation the scenario uses (deterministic mnemonic, @ton/ton
 * wallet contract of that version, workchain 0).
 */
export async function demoWallet(name: string, version: 'v4R2' | 'v5R1'): Promise<Address> {
  const keys = await mnemonicToPrivateKey(await deterministicMnemonic(DEFAULT_SEED, name));
  const contract =
    version === 'v4R2'
      ? WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey })
      : WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey });
  return contract.address;
}

/**
 * Raw addresses (`0:hex`, as @ton/core writes them) of the demo wallets `names`, each at its
 * contract version in the demo roster. Throws on a name the roster does not hold.
 */
export async function demoRaws<T extends string[]>(
  ...names: T
): Promise<{ [K in keyof T]: string }> {
  const raws = await Promise.all(
    names.map(async (name) => {
      const version = WALLETS.find(([n]) => n === name)?.[1];
      if (!version) throw new Error(`no demo wallet named ${name}`);
      return (await demoWallet(name, version)).toRawString();
    }),
  );
  return raws as { [K in keyof T]: string };
}

/** A demo wallet's address, raw upper-case (`0:ABC…`) and user-friendly (URL-safe, non-bounceable). */
export interface DemoWalletForms {
  address: Address;
  raw: string;
  friendly: string;
}

/**
 * A demo wallet's address ({@link demoWallet}) with the two forms the app shows and a spoofer
 * imitates: raw upper-case (`0:ABC…`) and user-friendly (URL-safe, non-bounceable).
 */
export async function demoWalletForms(
  name: string,
  version: 'v4R2' | 'v5R1',
): Promise<DemoWalletForms> {
  const address = await demoWallet(name, version);
  return {
    address,
    raw: address.toRawString().toUpperCase(),
    friendly: address.toString({ urlSafe: true, bounceable: false }),
  };
}
