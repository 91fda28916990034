import type { Address, Cell, ShardAccount } from '@ton/core';
import { beginCell, loadShardAccount, storeShardAccount } from '@ton/core';
import type { IndexedBlock, LocalNetwork } from '../../types';
import type { StateAt } from './context';

/** The state of one account at a masterchain block. */
export interface AccountSnapshot {
  address: Address;
  /** The masterchain block the state is as of (the tip unless a `seqno` pinned another). */
  block: IndexedBlock;
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
  /** The parsed ShardAccount and its cell (the executor's input; getShardAccountCell). */
  shard: ShardAccount;
  shardCell: Cell;
}

/**
 * Reads an account at `at` (a never-seen account is `uninitialized` with balance 0): the
 * emulator's current state, or with a pinned `seqno` the state the chain's history kept after
 * that masterchain block. Throws when a kept state is damaged.
 */
export async function readAccount(
  net: LocalNetwork,
  address: Address,
  at?: StateAt,
): Promise<AccountSnapshot> {
  let shard: ShardAccount;
  let shardCell: Cell;
  if (at?.pinned) {
    shardCell = net.history.shardAccountAt(address, at.block.seqno);
    shard = loadShardAccount(shardCell.beginParse());
  } else {
    shard = (await net.blockchain.getContract(address)).account;
    shardCell = beginCell().store(storeShardAccount(shard)).endCell();
  }
  return snapshotOf(address, at?.block ?? net.index.masterchainTip(), shard, shardCell);
}

/** The fields v2 reports of a ShardAccount. */
function snapshotOf(
  address: Address,
  block: IndexedBlock,
  shard: ShardAccount,
  shardCell: Cell,
): AccountSnapshot {
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
    block,
    balance: shard.account?.storage.balance.coins ?? 0n,
    state,
    code,
    data,
    frozenHash,
    lastTxLt: shard.lastTransactionLt,
    lastTxHash: Buffer.from(shard.lastTransactionHash.toString(16).padStart(64, '0'), 'hex'),
    shard,
    shardCell,
  };
}
