import { z } from 'zod';
import { channel, event } from '../define';
import type { TraceReplay, TxReplay, WhatIfReplay } from '../../replay/types';
import { whatIfChangeSchema } from '../../replay/what-if';

/**
 * Replay: a transaction, a trace, or a what-if re-run on the local TVM from state read through
 * TON Center (the pinned-state reader), judged against the chain by hash. Types of the answers
 * are in shared/replay/types.ts.
 */

const profileId = z.string().min(1).max(64);
/** A transaction or trace hash in any form toncenter accepts (hex, base64, base64url). */
const hash = z.string().min(1).max(100);
/** An id the caller picks to follow (`replay:progress`) and stop (`replay:cancel`) a run. */
const replayId = z.string().min(1).max(80);

/** Progress of a trace replay (`replay:progress`). */
export interface ReplayProgressEvent {
  replayId: string;
  /** Transactions judged so far, of `total`. */
  done: number;
  total: number;
  /** HTTP requests made so far. */
  requests: number;
  /** The result just judged. */
  last: Pick<TxReplay, 'hash' | 'verdict' | 'part'> | null;
}

export const replayChannels = {
  /**
   * Replays one transaction and judges it by hash against the chain: `verdict` (`match`,
   * `mismatch` with the first differing `part` and likely `cause`, or `error` with what was
   * missing), the chain's and the replay's outcomes, the exit code in words, and (with `steps`,
   * the default) the VM's steps. A second replay of the same transaction makes no request.
   */
  'replay:transaction': channel(
    z.object({ profileId, hash, steps: z.boolean().default(true), replayId: replayId.optional() }),
  ).returns<TxReplay>(),
  /**
   * Replays every transaction of a trace (v3 `traces`), each with its verdict (no steps: ask
   * `replay:transaction` for a node's). With `replayId`, reports `replay:progress` and stops on
   * `replay:cancel` (CANCELLED).
   */
  'replay:trace': channel(
    z.object({ profileId, traceId: hash, replayId: replayId.optional() }),
  ).returns<TraceReplay>(),
  /**
   * Runs a transaction again with its in-message's value, bounce flag or body, or the
   * account's balance, changed: the result beside the chain's, with `notice` saying it is an
   * emulation. INVALID_INPUT for a change that does not apply (a value for an external
   * message).
   */
  'replay:what-if': channel(
    z.object({ profileId, hash, change: whatIfChangeSchema, replayId: replayId.optional() }),
  ).returns<WhatIfReplay>(),
  /** Stops the replay `replayId`; `cancelled` is false when none of that id is running. */
  'replay:cancel': channel(z.object({ replayId })).returns<{ cancelled: boolean }>(),
};

export const replayEvents = {
  /** Each transaction judged by a `replay:trace` that has a `replayId`. */
  'replay:progress': event<ReplayProgressEvent>(),
};
