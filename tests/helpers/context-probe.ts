import { compileFunc } from '@ton-community/func-js';
import { beginCell, Cell } from '@ton/core';

/**
 * A test contract that reads what only the block gives a transaction: on every external
 * message it accepts and stores in c4 its random seed (RANDSEED), the id of the newest previous
 * masterchain block from the previous-blocks info (c7 param 13: seqno and root hash) and the
 * time. A replay of its transactions matches the chain only when it is given the same seed and
 * previous blocks; its c4 shows which ones the chain used. Compiled from FunC at test time.
 */
const SOURCE = `
() set_data(cell c) impure asm "c4 POP";
() accept_message() impure asm "ACCEPT";
int rand_seed() asm "RANDSEED";
int now() asm "NOW";
tuple prev_blocks_info() asm "13 GETPARAM";
builder begin_cell() asm "NEWC";
cell end_cell(builder b) asm "ENDC";
forall X -> X first(tuple t) asm "FIRST";
forall X -> X third(tuple t) asm "THIRD";
forall X -> X fourth(tuple t) asm "3 INDEX";
forall X -> int is_null(X x) asm "ISNULL";

() recv_internal() impure { }

() recv_external() impure {
  accept_message();
  var info = prev_blocks_info();
  int seqno = 0xffffffff;
  int root = 0;
  ifnot (is_null(info)) {
    tuple newest = first(first(info));
    seqno = third(newest);
    root = fourth(newest);
  }
  set_data(begin_cell()
    .store_uint(rand_seed(), 256)
    .store_uint(seqno, 32)
    .store_uint(root, 256)
    .store_uint(now(), 32)
    .end_cell());
}
`;

/** What the probe recorded in its last transaction. */
export interface ProbeRecord {
  randSeed: Buffer;
  /** Newest previous masterchain block's seqno (0xffffffff when no info was given). */
  prevSeqno: number;
  prevRootHash: Buffer;
  now: number;
}

/** The probe's code cell. Throws with the compiler's message when FunC refuses it. */
export async function compileContextProbe(): Promise<Cell> {
  const r = await compileFunc({ targets: ['probe.fc'], sources: { 'probe.fc': SOURCE } });
  if (r.status !== 'ok') throw new Error(`FunC: ${r.message}`);
  return Cell.fromBase64(r.codeBoc);
}

/** The probe's initial data (a nonce keeps its address apart from other probes). */
export function contextProbeData(nonce: number): Cell {
  return beginCell().storeUint(nonce, 32).endCell();
}

/** Reads the probe's record from its data cell. */
export function readProbeRecord(data: Cell): ProbeRecord {
  const s = data.beginParse();
  return {
    randSeed: s.loadBuffer(32),
    prevSeqno: s.loadUint(32),
    prevRootHash: s.loadBuffer(32),
    now: s.loadUint(32),
  };
}

/** A library cell (exotic, type 2) standing for `code`: the code is then fetched by hash. */
export function libraryCellOf(code: Cell): Cell {
  return beginCell().storeUint(2, 8).storeBuffer(code.hash()).endCell({ exotic: true });
}
