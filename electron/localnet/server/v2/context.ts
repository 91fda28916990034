import type { IndexedBlock, LocalNetwork } from '../../types';
import { V2Error } from './errors';
import type { Params } from './params';

/** What v2 handlers get besides their parameters. */
export interface V2Context {
  net: LocalNetwork;
}

/** A v2 operation: `postOnly` ones refuse GET (toncenter: runGetMethod, send*, estimateFee). */
export interface V2Method {
  postOnly?: boolean;
  /** Returns the `result` of the envelope; throws `V2Error` for an error envelope. */
  run: (p: Params, ctx: V2Context) => unknown;
}

/**
 * The masterchain block an account method reads state at: the one `seqno` names (`pinned`
 * true: the state is read from the chain's history), or the tip when no `seqno` is given.
 */
export interface StateAt {
  block: IndexedBlock;
  pinned: boolean;
}

/**
 * Reads a method's masterchain `seqno` (toncenter: "seqno should be positive", 422, for a
 * negative one; 0 is the genesis block, which toncenter refuses too) and checks
 * the block is one the network holds state for: not produced yet is the liteserver's
 * LITE_SERVER_UNKNOWN (500); for account `states`, before the kept history (a `--db` file from
 * before it) is LITE_SERVER_NOTREADY (500), as a non-archival node answers for a state it no
 * longer has (the `config` never changes between blocks the history does not record).
 */
export function pinnedSeqno(
  p: Params,
  ctx: V2Context,
  needs: 'states' | 'config' = 'states',
): number | undefined {
  if (!p.has('seqno')) return undefined;
  const seqno = p.int('seqno', { min: -(2 ** 31) });
  // toncenter refuses 0 as well; here the genesis block's state is part of the replayable
  // history (the demo's first transactions run in block 1, on the state of block 0).
  if (seqno < 0) throw new V2Error(422, 'seqno should be positive');
  const tip = ctx.net.index.masterchainTip().seqno;
  if (seqno > tip) throw new V2Error(500, `LITE_SERVER_UNKNOWN: block ${seqno} is not applied yet`);
  const from = ctx.net.history.statesFrom();
  if (needs === 'states' && seqno < from) {
    throw new V2Error(
      500,
      `LITE_SERVER_NOTREADY: state of masterchain block ${seqno} is not kept (this local network keeps states from block ${from})`,
    );
  }
  return seqno;
}

/** The block an account method reads at (see {@link pinnedSeqno}). */
export function stateAt(p: Params, ctx: V2Context): StateAt {
  const seqno = pinnedSeqno(p, ctx);
  if (seqno === undefined) return { block: ctx.net.index.masterchainTip(), pinned: false };
  const block = ctx.net.index.block(-1, -(2n ** 63n), seqno);
  if (!block) throw new V2Error(500, `LITE_SERVER_UNKNOWN: block ${seqno} is not applied yet`);
  return { block, pinned: true };
}
