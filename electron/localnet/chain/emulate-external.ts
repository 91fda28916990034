import { beginCell, Cell, loadTransaction, storeShardAccount } from '@ton/core';
import type { Address, Transaction } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';

/**
 * Runs an external message against its destination's current state in the emulator without
 * changing anything (as a liteserver checks a message before accepting it). Returns the
 * transaction it would produce, or the emulator's error when the contract does not accept it,
 * with the unix time `now` it ran at.
 */
export async function emulateOnCurrentState(
  bc: Blockchain,
  dest: Address,
  message: Cell,
  ignoreChksig: boolean,
): Promise<{ ok: true; tx: Transaction; now: number } | { ok: false; error: string; now: number }> {
  const contract = await bc.getContract(dest);
  const shardAccount = beginCell()
    .store(storeShardAccount(contract.account))
    .endCell()
    .toBoc()
    .toString('base64');
  const now = Math.max(bc.now ?? 0, Math.floor(Date.now() / 1000));
  const res = await bc.executor.runTransaction({
    message,
    config: bc.configBase64,
    libs: bc.libs ?? null,
    verbosity: 'short',
    shardAccount,
    now,
    lt: bc.lt,
    randomSeed: Buffer.alloc(32),
    ignoreChksig,
    debugEnabled: false,
    prevBlocksInfo: bc.prevBlocks,
  });
  if (!res.result.success) return { ok: false, error: res.result.error, now };
  return {
    ok: true,
    tx: loadTransaction(Cell.fromBase64(res.result.transaction).beginParse()),
    now,
  };
}
