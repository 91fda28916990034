import { z } from 'zod';
import type { TraceReplay, TxReplay, ReplayPart, ReplayVerdict } from './types';

/**
 * Replays kept in a case: the replay of a transaction (verdict, outcomes, exit codes and the
 * VM's steps) or of a trace (a verdict per transaction), as main judged it when saving. A kept
 * replay is read back from the workspace alone, so it reopens with the network down.
 */

export const SAVED_REPLAY_KINDS = ['transaction', 'trace'] as const;
export type SavedReplayKind = (typeof SAVED_REPLAY_KINDS)[number];
export const savedReplayKindSchema = z.enum(SAVED_REPLAY_KINDS);

/** What a case keeps: the replay as the `replay:*` channel answered it. */
export type SavedReplayDoc =
  { kind: 'transaction'; replay: TxReplay } | { kind: 'trace'; replay: TraceReplay };

/** A kept replay as listed (no steps): its verdict and counts. Times are unix ms. */
export interface SavedReplaySummary {
  id: number;
  caseId: number;
  kind: SavedReplayKind;
  /** The transaction hash or trace id, as the chain's index gives it (base64). */
  ref: string;
  /** A transaction's verdict; a trace's: `match` when every transaction matches, else
   * `mismatch` when one does not, else `error`. */
  verdict: ReplayVerdict;
  /** The first differing part (a transaction's mismatch), else null. */
  part: ReplayPart | null;
  /** Transactions that match, of `total` (1 for a transaction). */
  matched: number;
  total: number;
  /** The emulator build that judged it (`@ton/sandbox`'s), when it ran. */
  emulator: string | null;
  savedAt: number;
}

/** A kept replay with what it keeps. */
export interface SavedReplay {
  summary: SavedReplaySummary;
  doc: SavedReplayDoc;
}

/** The summary fields a kept replay's document gives (the store adds id, case and time). */
export function savedReplayFacts(
  doc: SavedReplayDoc,
): Pick<
  SavedReplaySummary,
  'kind' | 'ref' | 'verdict' | 'part' | 'matched' | 'total' | 'emulator'
> {
  if (doc.kind === 'transaction') {
    const r = doc.replay;
    return {
      kind: 'transaction',
      ref: r.hash,
      verdict: r.verdict,
      part: r.part,
      matched: r.verdict === 'match' ? 1 : 0,
      total: 1,
      emulator: r.inputs?.emulator ?? null,
    };
  }
  const t = doc.replay;
  const total = t.transactions.length;
  const mismatch = t.transactions.some((x) => x.verdict === 'mismatch');
  return {
    kind: 'trace',
    ref: t.traceId,
    verdict: total > 0 && t.matched === total ? 'match' : mismatch ? 'mismatch' : 'error',
    part: null,
    matched: t.matched,
    total,
    emulator: t.transactions.find((x) => x.inputs)?.inputs?.emulator ?? null,
  };
}
