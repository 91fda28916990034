import type { ChainHistoryReader, IndexedBlock } from '../../types';
import { shardHex } from '../../index/encoding';

/** toncenter v3 BlockId. */
export function blockIdJson(b: { workchain: number; shard: bigint; seqno: number }) {
  return { workchain: b.workchain, shard: shardHex(b.shard), seqno: b.seqno };
}

/** A zero seed: what the emulator got for blocks made before seeds were recorded. */
const ZERO_SEED = Buffer.alloc(32).toString('base64');

/**
 * toncenter v3 Block of an indexed block. Fields that only consensus would fill (validator
 * list, catchain seqno, creator key) get neutral values; global_id is mainnet's (-239), the
 * config the sandbox runs. `rand_seed` is the seed the emulator ran the block's transactions
 * with (`history`); a block from a `--db` file older than that record gets the zero seed it ran
 * with.
 */
export function blockJson(b: IndexedBlock, history: ChainHistoryReader): Record<string, unknown> {
  const isMc = b.workchain === -1;
  return {
    workchain: b.workchain,
    shard: shardHex(b.shard),
    seqno: b.seqno,
    root_hash: b.rootHash,
    file_hash: b.fileHash,
    global_id: -239,
    version: 0,
    after_merge: false,
    before_split: false,
    after_split: false,
    want_merge: false,
    want_split: false,
    key_block: isMc && b.seqno === 0,
    vert_seqno_incr: false,
    flags: 1,
    gen_utime: String(b.genUtime),
    start_lt: b.startLt.toString(),
    end_lt: b.endLt.toString(),
    validator_list_hash_short: 0,
    gen_catchain_seqno: 0,
    min_ref_mc_seqno: b.mcSeqno,
    prev_key_block_seqno: 0,
    vert_seqno: 0,
    master_ref_seqno: b.mcSeqno,
    rand_seed: history.randSeed(b)?.toString('base64') ?? ZERO_SEED,
    created_by: Buffer.alloc(32).toString('base64'),
    tx_count: b.txCount,
    masterchain_block_ref: { workchain: -1, shard: '8000000000000000', seqno: b.mcSeqno },
    prev_blocks: b.prev.map(blockIdJson),
  };
}
