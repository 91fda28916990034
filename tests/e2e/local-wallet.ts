import type { Address, MessageRelaxed } from '@ton/core';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { signTransfer, testWallet, type TestWalletVersion } from '../helpers/sign-transfer';
import { callShell, localV3 } from './fixtures';

/**
 * Sending from the local network's demo wallets through a running web shell: a demo account's
 * mnemonic, a wallet's seqno on the Local profile's network, and a signed transfer sent by the
 * app itself (so its key and rate apply).
 */

/** The space-separated 24-word mnemonic of demo account `name` of the default seed. */
export async function demoMnemonic(name: string): Promise<string> {
  return (await deterministicMnemonic(DEFAULT_SEED, name)).join(' ');
}

/** The alice and carol demo wallets (v4R2) of the default seed, and carol's raw address. */
export async function aliceAndCarol() {
  const alice = await testWallet(await demoMnemonic('alice'), 'v4R2');
  const carol = await testWallet(await demoMnemonic('carol'), 'v4R2');
  return { alice, carol, carolRaw: carol.contract.address.toRawString() };
}

/** The seqno of the wallet at `address` on the Local profile's network (v3 `walletStates`), 0 before it is deployed. */
export async function seqnoOf(shellUrl: string, address: Address): Promise<number> {
  const { wallets } = await localV3<{ wallets: Array<{ seqno?: number }> }>(
    shellUrl,
    `walletStates?address=${encodeURIComponent(address.toRawString())}`,
  );
  return wallets[0]?.seqno ?? 0;
}

/** Sends a signed external message (its BoC) through the app: v2 `sendBoc` on the Local profile. */
export async function sendThroughApp(shellUrl: string, boc: Buffer): Promise<void> {
  await callShell(shellUrl, 'api:call', {
    profileId: 'local',
    api: 'v2',
    operation: 'sendBoc',
    params: { boc: boc.toString('base64') },
  });
}

/**
 * Demo account `name` signs `messages` with its `version` wallet at the wallet's current seqno
 * (valid 10 minutes) and the app sends them ({@link sendThroughApp}); returns the wallet's address.
 */
export async function demoSends(
  shellUrl: string,
  name: string,
  version: TestWalletVersion,
  messages: MessageRelaxed[],
): Promise<Address> {
  const mnemonic = await demoMnemonic(name);
  const { contract } = await testWallet(mnemonic, version);
  const { boc } = await signTransfer({
    mnemonic,
    version,
    seqno: await seqnoOf(shellUrl, contract.address),
    validUntil: Math.floor(Date.now() / 1000) + 600,
    messages,
  });
  await sendThroughApp(shellUrl, boc);
  return contract.address;
}
