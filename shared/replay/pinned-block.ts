import type { OperationResponse } from '../api/catalogue';

/**
 * A block as the pinned-state reader keeps it: what replay and preflight need of a v3 `Block`
 * (toncenter `GET /api/v3/blocks`, `masterchainInfo`): its id with hashes, time, lt range,
 * random seed and key-block links.
 */
export interface PinnedBlock {
  workchain: number;
  /** v3 form: unsigned upper-case hex (`8000000000000000`). */
  shard: string;
  seqno: number;
  /** Standard base64. */
  rootHash: string;
  fileHash: string;
  /** Unix seconds. */
  genUtime: number;
  startLt: string;
  endLt: string;
  /** The block's random seed (base64 of 32 bytes), or null when the server sends none. */
  randSeed: string | null;
  isKeyBlock: boolean;
  /** The last key block before this one (masterchain seqno), when the server says. */
  prevKeyBlockSeqno: number | null;
  /** The masterchain block whose state this block was built on (shard blocks). */
  masterRefSeqno: number | null;
}

/** The masterchain's one shard, v3 form. */
export const MASTERCHAIN_SHARD = '8000000000000000';

type V3Block = OperationResponse<'v3', 'blocks'>['blocks'][number];

/** A v3 block row as a {@link PinnedBlock}. */
export function pinnedBlockOf(b: V3Block): PinnedBlock {
  const seed = b.rand_seed ?? null;
  return {
    workchain: b.workchain,
    shard: b.shard.toUpperCase().padStart(16, '0'),
    seqno: b.seqno,
    rootHash: b.root_hash,
    fileHash: b.file_hash,
    genUtime: Number(b.gen_utime),
    startLt: b.start_lt,
    endLt: b.end_lt,
    randSeed: seed && Buffer.from(seed, 'base64').length === 32 ? seed : null,
    isKeyBlock: b.key_block === true,
    prevKeyBlockSeqno: b.prev_key_block_seqno ?? null,
    masterRefSeqno: b.master_ref_seqno ?? b.masterchain_block_ref?.seqno ?? null,
  };
}

/**
 * The last key block at or before masterchain block `block`: itself when it is one, else its
 * `prev_key_block_seqno` (itself when the server does not say). TVM's PREVKEYBLOCK.
 */
export function keyBlockSeqnoOf(block: PinnedBlock): number {
  if (block.isKeyBlock) return block.seqno;
  const k = block.prevKeyBlockSeqno;
  return k !== null && k >= 0 && k <= block.seqno ? k : block.seqno;
}

/**
 * The masterchain block to read the configuration in force at `block` at: the configuration
 * changes only in key blocks, so its key block ({@link keyBlockSeqnoOf}), unless that is the
 * zero state (toncenter's `seqno` must be > 0): then the block itself.
 */
export function configSeqnoOf(block: PinnedBlock): number {
  const k = keyBlockSeqnoOf(block);
  return k > 0 ? k : block.seqno;
}
