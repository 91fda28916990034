import type { ReplayVerdict, TxOutcome, TxReplay } from '../../shared/replay/types';

/**
 * Hand-built replay answers (the shapes `replay:*` returns) for tests of what shows them: the
 * replay UI's model, kept replays in cases, the case report.
 */

/** A transaction's outcome with the fields a test cares about. */
export function outcomeOf(o: {
  exitCode?: number;
  totalFees?: string;
  outValues?: string[];
  bounce?: string | null;
  balanceAfter?: string;
}): TxOutcome {
  return {
    hash: 'A'.repeat(43) + '=',
    lt: '1000',
    now: 1_700_000_000,
    origStatus: 'active',
    endStatus: 'active',
    totalFees: o.totalFees ?? '1000',
    aborted: (o.exitCode ?? 0) !== 0,
    storageFees: '0',
    compute: {
      skipped: false,
      reason: null,
      success: (o.exitCode ?? 0) === 0,
      exitCode: o.exitCode ?? 0,
      gasUsed: '100',
      gasFees: '1000',
      vmSteps: 10,
    },
    action:
      (o.exitCode ?? 0) === 0
        ? {
            success: true,
            resultCode: 0,
            totalFwdFees: null,
            totalActionFees: null,
            messagesCreated: (o.outValues ?? []).length,
          }
        : null,
    bounce: o.bounce ?? null,
    outMessages: (o.outValues ?? []).map((value, i) => ({
      hash: String(i).repeat(43) + '=',
      type: 'internal',
      destination: `0:${'AB'.repeat(32)}`,
      value,
      bounce: true,
      bounced: false,
      opcode: null,
    })),
    balanceAfter: o.balanceAfter ?? '5000000000',
    stateHashBefore: 'B'.repeat(43) + '=',
    stateHashAfter: 'C'.repeat(43) + '=',
  };
}

/** A transaction's replay with `verdict`; `over` replaces any field. */
export function replayOf(verdict: ReplayVerdict, over: Partial<TxReplay> = {}): TxReplay {
  const chain = outcomeOf({});
  return {
    hash: 'H'.repeat(43) + '=',
    account: `0:${'CD'.repeat(32)}`,
    lt: '1000',
    verdict,
    part: verdict === 'mismatch' ? 'compute' : null,
    cause: null,
    diffs: [],
    failure:
      verdict === 'error' ? { code: 'NOT_FOUND', message: 'the transaction was not found' } : null,
    chain,
    replay: verdict === 'error' ? null : chain,
    exitCode: {
      phase: 'compute',
      code: 0,
      source: 'tvm',
      meaning: 'Success',
      words: 'Exit code 0 (TVM): Success.',
    },
    resultCode: null,
    skipped: null,
    steps: null,
    inputs: null,
    stateAfterMatches: null,
    requests: 0,
    durationMs: 0,
    ...over,
  };
}
