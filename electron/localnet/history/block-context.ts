import { sha256_sync } from '@ton/crypto';
import type { BlockId, PrevBlocksInfo } from '@ton/sandbox';
import type { IndexedBlock } from '../types';

/**
 * What the emulator is given for a block besides the accounts and messages: the block's random
 * seed and the previous-blocks info (TVM c7 param 13). Both are real and reproducible: anyone
 * reading the block (v3 `blocks` `rand_seed`, v2 `getBlockHeader` `prev_blocks`) can give the
 * emulator the same values and replay its transactions to the same hashes.
 */

/** The masterchain shard, signed int64 form. */
export const MC_SHARD = -(2n ** 63n);

/**
 * The random seed of a block: SHA-256 over its id and its previous block's root hash. It is
 * known before the block runs (it cannot depend on the block's own transactions), differs per
 * block, and is never zero (a zero seed makes the emulator draw a fresh random one per
 * transaction, which no replay could reproduce).
 */
export function blockRandSeed(
  id: { workchain: number; shard: bigint; seqno: number },
  prevRootHash: string | null,
): Buffer {
  return sha256_sync(
    `ton-explorer/localnet/rand_seed/1|${id.workchain}|${id.shard}|${id.seqno}|${prevRootHash ?? ''}`,
  );
}

/**
 * An indexed block as the emulator's BlockId (hashes as bytes). The shard is unsigned, as TVM's
 * c7 holds it (TON's `ConfigInfo::get_prev_blocks_info` builds the tuple from the unsigned
 * 64-bit shard id): a contract reading it sees 2^63 for the masterchain, as on TON.
 */
export function blockIdOf(b: IndexedBlock): BlockId {
  return {
    workchain: b.workchain,
    shard: BigInt.asUintN(64, b.shard),
    seqno: b.seqno,
    rootHash: Buffer.from(b.rootHash, 'base64'),
    fileHash: Buffer.from(b.fileHash, 'base64'),
  };
}

/**
 * The masterchain seqnos whose ids the previous-blocks info of block `mcSeqno` lists, as
 * TON's `ConfigInfo::get_prev_blocks_info` builds it from the state of the previous masterchain
 * block `p = mcSeqno - 1`: `last` = p, p-1, … (16 at most, newest first); `every100` = the
 * multiples of 100 from p rounded down to 0 (16 at most, newest first); the previous key block
 * is the genesis block (the local network has no other key block).
 */
export function prevBlocksSeqnos(mcSeqno: number): { last: number[]; every100: number[] } {
  const p = mcSeqno - 1;
  const last: number[] = [];
  for (let s = p; s >= 0 && last.length < 16; s--) last.push(s);
  const every100: number[] = [];
  for (let s = Math.floor(p / 100) * 100; s >= 0 && every100.length < 16; s -= 100) {
    every100.push(s);
  }
  return { last, every100 };
}

/**
 * The previous-blocks info the emulator gets for the transactions of masterchain block
 * `mcSeqno` (and of the shard block it commits); `mcBlock(seqno)` reads a masterchain block.
 * Undefined for the genesis block (nothing precedes it). Throws when a listed block is missing.
 */
export function prevBlocksInfo(
  mcSeqno: number,
  mcBlock: (seqno: number) => IndexedBlock | null,
): PrevBlocksInfo | undefined {
  if (mcSeqno <= 0) return undefined;
  const id = (seqno: number) => {
    const b = mcBlock(seqno);
    if (!b) throw new Error(`masterchain block ${seqno} is missing from the index`);
    return blockIdOf(b);
  };
  const { last, every100 } = prevBlocksSeqnos(mcSeqno);
  return {
    lastMcBlocks: last.map(id),
    prevKeyBlock: id(0),
    lastMcBlocks100: every100.map(id),
  };
}
