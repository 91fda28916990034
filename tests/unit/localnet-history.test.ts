import type { Cell } from '@ton/core';
import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  graftShared,
  packedBoc,
  pruneShared,
  readPackedBoc,
} from '../../electron/localnet/history/cell-pack';
import {
  blockRandSeed,
  prevBlocksInfo,
  prevBlocksSeqnos,
} from '../../electron/localnet/history/block-context';
import type { IndexedBlock } from '../../electron/localnet/types';

/** A code-like cell: more than the pruned branch's 288 bits, with a child. */
const code = beginCell()
  .storeBuffer(Buffer.alloc(60, 0xab))
  .storeRef(beginCell().storeUint(7, 100).endCell())
  .endCell();

/** A state-like tree that holds `code` twice (as an account's code and inside its data). */
function state(n: number): Cell {
  const data = beginCell().storeUint(n, 64).storeRef(code).endCell();
  const account = beginCell().storeUint(1, 3).storeRef(code).storeRef(data).endCell();
  return beginCell().storeRef(account).storeUint(n, 64).endCell();
}

describe('compact account states (shared subtrees as pruned branches)', () => {
  const shared = new Set([code.hash().toString('hex')]);
  const load = (h: string) => (h === code.hash().toString('hex') ? code : null);

  it('stores a state smaller and rebuilds exactly the same cell', () => {
    const full = state(42);
    const packed = pruneShared(full, shared);
    const bytes = packedBoc(packed);
    expect(bytes.length).toBeLessThan(full.toBoc().length);
    // The packed tree still names the state it stands for.
    expect(packed.hash(0).equals(full.hash())).toBe(true);
    const back = graftShared(readPackedBoc(bytes), load);
    expect(back.hash().equals(full.hash())).toBe(true);
    expect(back.toBoc().equals(full.toBoc())).toBe(true);
  });

  it('leaves the root and small cells whole, and a tree without shared cells unchanged', () => {
    expect(pruneShared(code, shared)).toBe(code);
    const other = state(1);
    expect(pruneShared(other, new Set())).toBe(other);
  });

  it('refuses to rebuild a state whose shared cell is missing or different', () => {
    const packed = readPackedBoc(packedBoc(pruneShared(state(5), shared)));
    expect(() => graftShared(packed, () => null)).toThrow(/missing cell/);
    const impostor = beginCell().storeUint(9, 8).endCell();
    expect(() => graftShared(packed, () => impostor)).toThrow(/hash mismatch/);
  });
});

describe('the context a block runs with', () => {
  it('gives every block its own non-zero seed, the same for the same block', () => {
    const a = blockRandSeed({ workchain: 0, shard: -(2n ** 63n), seqno: 5 }, 'root-4');
    const b = blockRandSeed({ workchain: 0, shard: -(2n ** 63n), seqno: 5 }, 'root-4');
    const c = blockRandSeed({ workchain: -1, shard: -(2n ** 63n), seqno: 5 }, 'root-4');
    const d = blockRandSeed({ workchain: 0, shard: -(2n ** 63n), seqno: 5 }, 'other-root');
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBe(32);
    expect(a.equals(Buffer.alloc(32))).toBe(false);
    expect(new Set([a, c, d].map((x) => x.toString('hex'))).size).toBe(3);
  });

  it('lists previous blocks as TON does: 16 newest, multiples of 100, genesis as key block', () => {
    expect(prevBlocksSeqnos(1)).toEqual({ last: [0], every100: [0] });
    expect(prevBlocksSeqnos(20)).toEqual({
      last: [19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4],
      every100: [0],
    });
    expect(prevBlocksSeqnos(2001).every100).toEqual([
      2000, 1900, 1800, 1700, 1600, 1500, 1400, 1300, 1200, 1100, 1000, 900, 800, 700, 600, 500,
    ]);
    expect(prevBlocksSeqnos(301).every100).toEqual([300, 200, 100, 0]);
  });

  it('builds the emulator’s previous-blocks info from the index, none for genesis', () => {
    const block = (seqno: number): IndexedBlock => ({
      workchain: -1,
      shard: -(2n ** 63n),
      seqno,
      rootHash: Buffer.alloc(32, seqno).toString('base64'),
      fileHash: Buffer.alloc(32, seqno + 100).toString('base64'),
      genUtime: 1000 + seqno,
      startLt: 0n,
      endLt: 0n,
      mcSeqno: seqno,
      txCount: 0,
      prev: [],
    });
    expect(prevBlocksInfo(0, block)).toBeUndefined();
    const info = prevBlocksInfo(3, block)!;
    expect(info.lastMcBlocks.map((b) => b.seqno)).toEqual([2, 1, 0]);
    expect(info.lastMcBlocks[0]!.rootHash.equals(Buffer.alloc(32, 2))).toBe(true);
    expect(info.prevKeyBlock.seqno).toBe(0);
    expect(info.lastMcBlocks100!.map((b) => b.seqno)).toEqual([0]);
    expect(() => prevBlocksInfo(3, (s) => (s === 1 ? null : block(s)))).toThrow(/missing/);
  });
});
