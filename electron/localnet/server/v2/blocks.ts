import { createHash } from 'node:crypto';
import type { IndexedBlock } from '../../types';
import type { V2Context, V2Method } from './context';
import { V2Error } from './errors';
import type { Params } from './params';
import { blockHeader, blockIdExt } from './tonlib';

/**
 * v2 block operations (toncenter's Blocks group) over the local index. The synthetic chain
 * has no validators: signatures and proof links are empty lists in the tonlib shapes.
 */

/** The masterchain shard, signed int64 form. */
export const MC_SHARD = -(2n ** 63n);

/** Global id reported in block headers (not a public network id). */
export const LOCAL_GLOBAL_ID = -217;

/** Reads `shard` (signed or unsigned int64 text) as the signed form the index uses. */
export function shardParam(p: Params): bigint {
  return BigInt.asIntN(64, p.int64('shard'));
}

/** A block `seqno` (required): 2.1 refuses 0 and below with "seqno should be positive" (422). */
export function positiveSeqno(p: Params): number {
  const seqno = p.int('seqno', { min: -(2 ** 31) });
  if (seqno <= 0) throw new V2Error(422, 'seqno should be positive');
  return seqno;
}

/** Finds a block by workchain/shard/seqno, checking optional root/file hashes; 404 if absent. */
export function findBlock(p: Params, ctx: V2Context): IndexedBlock {
  const workchain = p.int('workchain');
  const shard = shardParam(p);
  const seqno = positiveSeqno(p);
  const b = ctx.net.index.block(workchain, shard, seqno);
  const root = p.optHash('root_hash');
  const file = p.optHash('file_hash');
  if (
    !b ||
    (root && root.toString('base64') !== b.rootHash) ||
    (file && file.toString('base64') !== b.fileHash)
  ) {
    throw new V2Error(404, `block (${workchain},${shard},${seqno}) not found`);
  }
  return b;
}

function mcBlock(ctx: V2Context, seqno: number): IndexedBlock {
  const b = ctx.net.index.block(-1, MC_SHARD, seqno);
  if (!b) throw new V2Error(404, `masterchain block ${seqno} not found`);
  return b;
}

/** Synthetic state root hash of a masterchain block (the emulator has no state tree). */
function stateRootHash(b: IndexedBlock): string {
  return createHash('sha256').update('state:').update(b.rootHash).digest('base64');
}

const getMasterchainInfo: V2Method = {
  run(_p, ctx) {
    const tip = ctx.net.index.masterchainTip();
    return {
      '@type': 'blocks.masterchainInfo',
      last: blockIdExt(tip),
      state_root_hash: stateRootHash(tip),
      init: blockIdExt(ctx.net.index.masterchainGenesis()),
    };
  },
};

const getMasterchainBlockSignatures: V2Method = {
  run(p, ctx) {
    const b = mcBlock(ctx, p.int('seqno', { min: 1 }));
    return { '@type': 'blocks.blockSignatures', id: blockIdExt(b), signatures: [] };
  },
};

const getShardBlockProof: V2Method = {
  run(p, ctx) {
    const b = findBlock(p, ctx);
    const fromSeqno = p.optInt('from_seqno', { min: 1 });
    const from = fromSeqno === undefined ? ctx.net.index.masterchainTip() : mcBlock(ctx, fromSeqno);
    const mc = b.workchain === -1 ? b : mcBlock(ctx, b.mcSeqno);
    return {
      '@type': 'blocks.shardBlockProof',
      from: blockIdExt(from),
      mc_id: blockIdExt(mc),
      links: [],
      mc_proof: [],
    };
  },
};

const getConsensusBlock: V2Method = {
  run(_p, ctx) {
    const tip = ctx.net.index.masterchainTip();
    return {
      '@type': 'ext.blocks.consensusBlock',
      consensus_block: tip.seqno,
      timestamp: tip.genUtime,
    };
  },
};

const lookupBlock: V2Method = {
  run(p, ctx) {
    const workchain = p.int('workchain');
    const shard = shardParam(p);
    const given = ['seqno', 'lt', 'unixtime'].filter((k) => p.has(k));
    if (given.length !== 1) {
      throw new V2Error(422, 'exactly one of seqno, lt, unixtime should be specified');
    }
    const by = p.has('seqno')
      ? { seqno: positiveSeqno(p) }
      : p.has('lt')
        ? { lt: p.int64('lt') }
        : { utime: p.int('unixtime', { min: 0, max: 2 ** 32 - 1 }) };
    const b = ctx.net.index.lookupBlock(workchain, shard, by);
    if (!b) throw new V2Error(404, 'block not found');
    return blockIdExt(b);
  },
};

const getShards: V2Method = {
  run(p, ctx) {
    const b = mcBlock(ctx, p.int('seqno', { min: 1 }));
    return { '@type': 'blocks.shards', shards: ctx.net.index.shardsOf(b.seqno).map(blockIdExt) };
  },
};

const getBlockHeader: V2Method = {
  run(p, ctx) {
    return blockHeader(findBlock(p, ctx), LOCAL_GLOBAL_ID);
  },
};

const getOutMsgQueueSize: V2Method = {
  run(_p, ctx) {
    const tip = ctx.net.index.masterchainTip();
    const shards = [tip, ...ctx.net.index.shardsOf(tip.seqno)];
    return {
      '@type': 'blocks.outMsgQueueSizes',
      shards: shards.map((b) => ({
        '@type': 'blocks.outMsgQueueSize',
        id: blockIdExt(b),
        size: 0,
      })),
      ext_msg_queue_size_limit: 8000,
    };
  },
};

export const blockMethods: Record<string, V2Method> = {
  getMasterchainInfo,
  getMasterchainBlockSignatures,
  getShardBlockProof,
  getConsensusBlock,
  lookupBlock,
  getShards,
  shards: getShards,
  getBlockHeader,
  getOutMsgQueueSize,
};
