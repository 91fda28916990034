import type { Address, Cell } from '@ton/core';
import { beginCell, storeShardAccount } from '@ton/core';
import type { LocalNetwork } from '../../types';

/** The current state of one account, read from the emulator. */
export interface AccountSnapshot {
  address: Address;
  /** nanotons */
  balance: bigint;
  state: 'uninitialized' | 'active' | 'frozen';
  code: Cell | null;
  data: Cell | null;
  /** base64, "" unless frozen */
  frozenHash: string;
  lastTxLt: bigint;
  /** 32 bytes */
  lastTxHash: Buffer;
  /** base64 of the ShardAccount cell (the executor's input). */
  shardAccount: string;
}

/** Reads an account (a never-seen account is `uninitialized` with balance 0). */
export async function readAccount(net: LocalNetwork, address: Address): Promise<AccountSnapshot> {
  const contract = await net.blockchain.getContract(address);
  const shard = contract.account;
  const st = shard.account?.storage.state;
  let state: AccountSnapshot['state'] = 'uninitialized';
  let code: Cell | null = null;
  let data: Cell | null = null;
  let frozenHash = '';
  if (st?.type === 'active') {
    state = 'active';
    code = st.state.code ?? null;
    data = st.state.data ?? null;
  } else if (st?.type === 'frozen') {
    state = 'frozen';
    frozenHash = Buffer.from(st.stateHash.toString(16).padStart(64, '0'), 'hex').toString('base64');
  }
  return {
    address,
    balance: shard.account?.storage.balance.coins ?? 0n,
    state,
    code,
    data,
    frozenHash,
    lastTxLt: shard.lastTransactionLt,
    lastTxHash: Buffer.from(shard.lastTransactionHash.toString(16).padStart(64, '0'), 'hex'),
    shardAccount: beginCell().store(storeShardAccount(shard)).endCell().toBoc().toString('base64'),
  };
}
