import { sha256_sync } from '@ton/crypto';
import type { IndexedBlock } from '../types';

/**
 * Builds a synthetic block record. Consensus is not simulated, so the root hash is the SHA-256
 * of the block's content (id, time, lt range, previous block, transaction hashes) and the file
 * hash the SHA-256 of the root hash: stable, unique, and derived from what the block holds.
 */
export function makeBlock(args: {
  workchain: number;
  shard: bigint;
  seqno: number;
  genUtime: number;
  startLt: bigint;
  endLt: bigint;
  mcSeqno: number;
  txHashes: string[];
  prev: IndexedBlock | null;
}): IndexedBlock {
  const content = [
    args.workchain,
    args.shard,
    args.seqno,
    args.genUtime,
    args.startLt,
    args.endLt,
    args.mcSeqno,
    args.prev?.rootHash ?? '',
    ...args.txHashes,
  ].join('|');
  const root = sha256_sync(content);
  return {
    workchain: args.workchain,
    shard: args.shard,
    seqno: args.seqno,
    rootHash: root.toString('base64'),
    fileHash: sha256_sync(root).toString('base64'),
    genUtime: args.genUtime,
    startLt: args.startLt,
    endLt: args.endLt,
    mcSeqno: args.mcSeqno,
    txCount: args.txHashes.length,
    prev: args.prev
      ? [
          {
            workchain: args.prev.workchain,
            shard: args.prev.shard,
            seqno: args.prev.seqno,
            rootHash: args.prev.rootHash,
            fileHash: args.prev.fileHash,
          },
        ]
      : [],
  };
}
