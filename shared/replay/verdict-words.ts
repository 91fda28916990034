import type { StatusTone } from '../status';
import type { PartDiff, ReplayFailure, ReplayPart, TraceReplay, TxReplay } from './types';

/**
 * A replay's verdict in words, the one wording the transaction page, the trace page, the case
 * page and the case report share: "Matches the chain", or which part differs first and its
 * likely cause, or why it could not be judged (with what to do when the deployment lacks
 * archival state).
 */

/** Each part of a transaction as a reader names it. */
export const PART_WORDS: Readonly<Record<ReplayPart, string>> = {
  'state-before': 'the state before the transaction',
  storage: 'the storage phase',
  credit: 'the credit phase',
  compute: 'the compute phase',
  action: 'the action phase',
  bounce: 'the bounce phase',
  'out-messages': 'the out messages',
  fees: 'the fees',
  'state-after': 'the state after the transaction',
  transaction: 'the transaction itself',
};

/** A verdict for a pill and a sentence: label, tone, what it means. */
export interface VerdictWords {
  /** `match`, `mismatch` or `error`: for tests and styles. */
  verdict: TxReplay['verdict'];
  /** Short: "Matches the chain", "Does not match", "Not judged". */
  label: string;
  tone: StatusTone;
  /** One sentence: what matched, what differed first and why, or what was missing. */
  sentence: string;
  /** The likely cause in words (mismatch), or what to do (an error with a known remedy). */
  hint: string | null;
}

/** "compute.exitCode: the chain 0, the replay 9". */
export function diffWords(d: PartDiff): string {
  return `${d.field}: the chain ${d.chain}, the replay ${d.replay}`;
}

/**
 * What to tell the user about a failure to judge, beyond its message: a deployment without
 * archival state, a missing library. Null when there is nothing to add.
 */
export function failureHint(f: ReplayFailure): string | null {
  const m = f.message;
  if (
    /not kept|NOTREADY|is it archival|server archival|seqno should be positive|not applied yet/i.test(
      m,
    )
  ) {
    return 'This deployment does not serve archival seqno: replay needs a v2 API that answers getShardAccountCell and getConfigAll at an old masterchain seqno (an archival node).';
  }
  if (f.missingLibraries?.length) {
    return `The network did not return ${f.missingLibraries.length === 1 ? 'a library cell' : `${f.missingLibraries.length} library cells`} the code loads (getLibraries).`;
  }
  if (f.code === 'RATE_LIMITED') return 'The server limited the requests: try again in a moment.';
  if (f.code === 'OFFLINE' || f.code === 'NETWORK') {
    return 'The server could not be reached, and this transaction was not replayed before (nothing is kept to replay from).';
  }
  return null;
}

/** One transaction's verdict in words. */
export function txVerdictWords(
  r: Pick<TxReplay, 'verdict' | 'part' | 'cause' | 'diffs' | 'failure'>,
): VerdictWords {
  if (r.verdict === 'match') {
    return {
      verdict: 'match',
      label: 'Matches the chain',
      tone: 'ok',
      sentence:
        "Matches the chain: the transaction recomputed on the local TVM hashes to the chain's, so every phase, fee, out message and the new state are the chain's own.",
      hint: null,
    };
  }
  if (r.verdict === 'mismatch') {
    const part = r.part ? PART_WORDS[r.part] : 'a part';
    const first = r.diffs.find((d) => d.part === r.part) ?? r.diffs[0];
    return {
      verdict: 'mismatch',
      label: 'Does not match',
      tone: 'bad',
      sentence: `Does not match the chain: the first difference is in ${part}${first ? ` (${diffWords(first)})` : ''}.`,
      hint: r.cause ? `Likely cause: ${r.cause.text}` : null,
    };
  }
  const f = r.failure;
  return {
    verdict: 'error',
    label: 'Not judged',
    tone: 'warn',
    sentence: `Could not be judged: ${f ? f.message : 'the replay did not run'}.`.replace(
      /\.\.$/,
      '.',
    ),
    hint: f ? failureHint(f) : null,
  };
}

/** A trace replay's verdict: every hop matches, or how many do not and which kind. */
export function traceVerdictWords(t: Pick<TraceReplay, 'transactions' | 'matched'>): VerdictWords {
  const total = t.transactions.length;
  const mismatched = t.transactions.filter((x) => x.verdict === 'mismatch').length;
  const failed = total - t.matched - mismatched;
  if (total > 0 && t.matched === total) {
    return {
      verdict: 'match',
      label: 'Matches the chain',
      tone: 'ok',
      sentence: `Matches the chain: all ${total} transactions of the trace recomputed to the chain's hashes.`,
      hint: null,
    };
  }
  const parts = [
    mismatched ? `${mismatched} do not match` : '',
    failed ? `${failed} could not be judged` : '',
  ].filter(Boolean);
  return {
    verdict: mismatched ? 'mismatch' : 'error',
    label: mismatched ? 'Does not match' : 'Not judged',
    tone: mismatched ? 'bad' : 'warn',
    sentence: `${t.matched} of ${total} transactions match the chain; ${parts.join(', ') || 'none was replayed'}.`,
    hint: null,
  };
}
