import type { TraceReplay, TxReplay } from '../../../../shared/replay/types';
import { PART_WORDS, txVerdictWords } from '../../../../shared/replay/verdict-words';
import type { NodeMark } from '../../components/node-marks';

/**
 * A trace replay's verdicts as marks on the trace graph: a tick for a transaction that matches
 * the chain, a cross for one that does not (with the part that differs first), "!" for one
 * that could not be judged. Keyed by transaction hash, the graph's node id.
 */
export function verdictMark(
  r: Pick<TxReplay, 'verdict' | 'part' | 'cause' | 'diffs' | 'failure'>,
): NodeMark {
  const words = txVerdictWords(r);
  if (r.verdict === 'match') {
    return { symbol: '✓', tone: 'ok', kind: 'match', label: 'Replay matches the chain' };
  }
  if (r.verdict === 'mismatch') {
    return {
      symbol: '✗',
      tone: 'bad',
      kind: 'mismatch',
      label: `Replay does not match: the first difference is in ${r.part ? PART_WORDS[r.part] : 'a part'}`,
    };
  }
  return {
    symbol: '!',
    tone: 'warn',
    kind: 'error',
    label: `Replay not judged: ${words.sentence}`,
  };
}

/** Every transaction's mark, by hash. */
export function traceMarks(t: Pick<TraceReplay, 'transactions'>): Map<string, NodeMark> {
  return new Map(t.transactions.map((r) => [r.hash, verdictMark(r)]));
}
