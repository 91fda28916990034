import { Cell } from '@ton/core';
import type { AccountStatus, ChainFacts } from '../../../../shared/send/checks';
import { expectedGlobalId } from '../../../../shared/send/checks';
import { walletVersionByCodeHash, type WalletVersion } from '../../../../shared/send/wallet-codes';
import { toBigInt } from '../../../../shared/ton/amount';
import type { SendClient } from './send-client';

/** Chain facts plus the wallet version the account's code says (null: not a known wallet). */
export interface WalletFacts extends ChainFacts {
  codeVersion: WalletVersion | null;
}

function statusOf(state: string, balance: bigint, lastLt: string): AccountStatus {
  if (state === 'active') return 'active';
  if (state === 'frozen') return 'frozen';
  // v2 says "uninitialized" both for an account that never existed and for one with a
  // balance but no code; no balance and no history means it does not exist.
  return balance === 0n && (lastLt === '0' || lastLt === '') ? 'nonexist' : 'uninit';
}

/**
 * Reads what the checks need about the destination wallet on the profile's network: v2
 * `getAddressInformation` (state, balance in nanotons, code → wallet version) and, for an
 * active account, the `seqno` get-method (v2 `runGetMethod`). A failing get-method is reported
 * in `seqnoError`, not thrown; API failures are thrown as `AppError`.
 */
export async function readWalletFacts(
  client: SendClient,
  profileId: string,
  address: string,
  now: number,
): Promise<WalletFacts> {
  const profile = client.profile(profileId);
  const { v2 } = client.typed(profileId);
  const info = await v2.getAddressInformation({ address });
  const balance = toBigInt(info.balance);
  const status = statusOf(info.state, balance, String(info.last_transaction_id?.lt ?? '0'));
  let codeVersion: WalletVersion | null = null;
  if (info.code) {
    try {
      codeVersion = walletVersionByCodeHash(Cell.fromBase64(info.code).hash());
    } catch {
      codeVersion = null; // an unreadable code BoC: not a wallet we know
    }
  }
  const facts: WalletFacts = {
    network: profile.network,
    globalId: expectedGlobalId(profile.network),
    status,
    balanceNano: balance.toString(),
    seqno: null,
    now,
    codeVersion,
  };
  if (status !== 'active') return facts;
  try {
    const res = await v2.runGetMethod({ address, method: 'seqno', stack: [] });
    const top = res.stack[0];
    if (res.exit_code !== 0)
      facts.seqnoError = `get-method seqno exited with code ${res.exit_code}`;
    else if (!top || top[0] !== 'num') facts.seqnoError = 'get-method seqno returned no number';
    else facts.seqno = Number(BigInt(String(top[1])));
  } catch (e) {
    facts.seqnoError = (e as Error).message;
  }
  return facts;
}
