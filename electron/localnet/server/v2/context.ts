import type { LocalNetwork } from '../../types';
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
 * Checks an account method's `seqno` (masterchain block to read state at). The emulator keeps
 * only the newest state, so only the tip (or no seqno) can be answered; an older block gets a
 * liteserver-style error rather than a silently newer state.
 */
export function checkStateSeqno(p: Params, ctx: V2Context): void {
  const seqno = p.optInt('seqno', { min: 1 });
  if (seqno === undefined) return;
  const tip = ctx.net.index.masterchainTip().seqno;
  if (seqno > tip) throw new V2Error(500, `LITE_SERVER_UNKNOWN: block ${seqno} is not applied yet`);
  if (seqno < tip) {
    throw new V2Error(
      500,
      `LITE_SERVER_NOTREADY: the local network keeps only the newest state (block ${tip})`,
    );
  }
}
