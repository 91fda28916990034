import { Address } from '@ton/core';
import type { Blockchain, BlockchainTransaction } from '@ton/sandbox';
import type { QueuedExternal } from './external-message';

/** State of an account right after one of its transactions. */
export interface AccountSnapshot {
  address: Address;
  /** nanotons */
  balance: bigint;
  /** @ton/core status word: active / uninitialized / frozen / non-existing. */
  status: string;
  codeHash: string | null;
  dataHash: string | null;
  frozenHash: string | null;
}

/** One emulated transaction with the account state it left. */
export interface ExecutedTx {
  tx: BlockchainTransaction;
  after: AccountSnapshot;
}

/** A trace: every transaction caused by one external message, in execution (lt) order. */
export interface ExecutedTrace {
  external: QueuedExternal;
  txs: ExecutedTx[];
}

/** Address of the account a transaction ran on (workchain taken from its inbound message). */
export function txAddress(tx: BlockchainTransaction): Address {
  const info = tx.inMessage?.info;
  const wc = info && info.type !== 'external-out' ? info.dest.workChain : 0;
  return new Address(wc, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex'));
}

/** Reads the current state of `address` from the emulator. */
export async function snapshotAccount(bc: Blockchain, address: Address): Promise<AccountSnapshot> {
  const contract = await bc.getContract(address);
  const acc = contract.account.account;
  const state = acc?.storage.state;
  const snap: AccountSnapshot = {
    address,
    balance: acc?.storage.balance.coins ?? 0n,
    status: !acc
      ? 'non-existing'
      : state?.type === 'active'
        ? 'active'
        : state?.type === 'frozen'
          ? 'frozen'
          : 'uninitialized',
    codeHash: null,
    dataHash: null,
    frozenHash: null,
  };
  if (state?.type === 'active') {
    snap.codeHash = state.state.code?.hash().toString('base64') ?? null;
    snap.dataHash = state.state.data?.hash().toString('base64') ?? null;
  } else if (state?.type === 'frozen') {
    snap.frozenHash = Buffer.from(state.stateHash.toString(16).padStart(64, '0'), 'hex').toString(
      'base64',
    );
  }
  return snap;
}

/**
 * Emulates an external message and everything it causes, one transaction at a time, recording
 * the account state after each. Returns null when the destination contract does not accept the
 * message (nothing changed on chain then).
 */
export async function runExternal(
  bc: Blockchain,
  ext: QueuedExternal,
): Promise<ExecutedTrace | null> {
  const txs: ExecutedTx[] = [];
  try {
    const iter = await bc.sendMessageIter(ext.cell);
    for await (const tx of iter) {
      txs.push({ tx, after: await snapshotAccount(bc, txAddress(tx)) });
    }
  } catch (e) {
    if (txs.length === 0) return null;
    throw e;
  }
  return { external: ext, txs };
}
