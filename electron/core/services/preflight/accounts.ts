import type { Address } from '@ton/core';
import type { Blockchain, SmartContract } from '@ton/sandbox';
import type { AccountFacts, AccountKind } from '../../../../shared/preflight/types';
import { v3AccountStatus } from '../../../../shared/preflight/tx-rows';
import { walletVersionByCodeHash } from '../../../../shared/send/wallet-codes';

/**
 * What an account is, read from its state in preflight's sandbox: its code (a standard wallet's
 * hash) and, for other code, the standard get-methods answering as TEP-74 and TEP-62 define
 * them (`get_wallet_data` of a jetton wallet, `get_nft_data` of an NFT item, `get_jetton_data`
 * of a jetton master, `get_collection_data` of a collection) or a wallet's `get_public_key`.
 */

/** Runs a get-method; null when the account has no such method or it fails. */
async function tryGet(c: SmartContract, method: string) {
  try {
    return await c.get(method);
  } catch {
    return null;
  }
}

const raw = (a: Address | null) => (a ? a.toRawString().toUpperCase() : null);

/** The kind and token links of an active contract. */
async function classifyCode(
  c: SmartContract,
): Promise<Omit<AccountFacts, 'address' | 'status' | 'balanceNano'>> {
  const none = { walletVersion: null, jettonWallet: null, nftItem: null };
  const state = c.accountState;
  if (state?.type !== 'active') return { ...none, kind: 'no-code' };
  const code = state.state.code;
  const version = code ? walletVersionByCodeHash(code.hash()) : null;
  if (version) return { ...none, kind: 'wallet', walletVersion: version };
  const jw = await tryGet(c, 'get_wallet_data');
  if (jw && jw.stack.length >= 4) {
    const r = jw.stackReader;
    r.readBigNumber();
    const owner = raw(r.readAddress());
    const master = raw(r.readAddress());
    if (owner && master) return { ...none, kind: 'jetton-wallet', jettonWallet: { owner, master } };
  }
  const nft = await tryGet(c, 'get_nft_data');
  if (nft && nft.stack.length >= 5) {
    const r = nft.stackReader;
    r.readBigNumber();
    r.readBigNumber();
    const collection = raw(r.readAddressOpt());
    const owner = raw(r.readAddressOpt());
    return { ...none, kind: 'nft-item', nftItem: { collection, owner } };
  }
  const kinds: Array<[string, number, AccountKind]> = [
    ['get_jetton_data', 5, 'jetton-master'],
    ['get_collection_data', 3, 'nft-collection'],
    ['get_public_key', 1, 'wallet'],
  ];
  for (const [method, size, kind] of kinds) {
    const res = await tryGet(c, method);
    if (res && res.stack.length >= size) {
      return { ...none, kind, walletVersion: kind === 'wallet' ? 'wallet' : null };
    }
  }
  return { ...none, kind: 'contract' };
}

/** The facts of `address` as its contract in `bc` stands now. */
export async function accountFacts(bc: Blockchain, address: Address): Promise<AccountFacts> {
  const c = await bc.getContract(address);
  const acc = c.account.account;
  const status = !acc
    ? 'nonexist'
    : acc.storage.state.type === 'active'
      ? 'active'
      : acc.storage.state.type === 'frozen'
        ? 'frozen'
        : 'uninit';
  return {
    address: address.toRawString().toUpperCase(),
    status: v3AccountStatus(status),
    balanceNano: c.balance.toString(),
    ...(await classifyCode(c)),
  };
}
