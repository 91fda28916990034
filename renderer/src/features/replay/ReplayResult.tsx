import type { ReactNode } from 'react';
import type { TxReplay } from '../../../../shared/replay/types';
import { PART_WORDS, txVerdictWords } from '../../../../shared/replay/verdict-words';
import { nanoToTon } from '../../../../shared/ton/amount';
import { plural } from '../../../../shared/plural';
import { HeadedTable } from '../../components/HeadedTable';
import { KeyValue } from '../../components/KeyValue';
import { StepView } from './StepView';
import { VerdictBanner } from './VerdictBanner';

/**
 * One transaction's replay as judged: the verdict in words, the exit and result codes in words,
 * what it ran with, every differing field (a mismatch), and the VM's steps. `what` names it
 * ("Replay of this transaction", "Kept in the case, saved …"); `actions` sit under the verdict.
 */
export function ReplayResult({
  replay,
  what,
  actions,
  kept = false,
}: {
  replay: TxReplay;
  what: string;
  actions?: ReactNode;
  /** Read back from a case: what the run cost then is not shown. */
  kept?: boolean;
}) {
  return (
    <div className="replay-result">
      <VerdictBanner
        words={txVerdictWords(replay)}
        what={what}
        extra={!kept && <RunCost replay={replay} />}
      />
      {actions}
      <KeyValue label="Replay outcome" items={outcomeItems(replay)} />
      {replay.diffs.length > 0 && <Diffs replay={replay} />}
      {replay.steps ? (
        <StepView steps={replay.steps} exitCode={replay.exitCode} />
      ) : (
        <p className="muted">{noStepsText(replay)}</p>
      )}
    </div>
  );
}

/** What the run cost: its requests to the network (or none), seconds, the emulator's version. */
function RunCost({ replay }: { replay: TxReplay }) {
  return (
    <p className="muted replay-cost">
      {replay.requests === 0
        ? 'No request: everything came from the state kept on disk.'
        : `${plural(replay.requests, 'request')} to the network.`}{' '}
      {replay.durationMs > 0 && `${(replay.durationMs / 1000).toFixed(2)} s.`}
      {replay.inputs && ` Emulator ${replay.inputs.emulator}.`}
    </p>
  );
}

type Item = [string, ReactNode];

/**
 * The replay's outcome as key-value rows, each only when known: the exit code and the action
 * phase's result code in words, a skipped compute phase, gas, fees (TON), out messages,
 * whether the state after matches the index's, what it ran with.
 */
function outcomeItems(replay: TxReplay): Item[] {
  const r = replay.replay ?? replay.chain;
  const items: (Item | null)[] = [
    replay.exitCode
      ? [
          'Exit code',
          <span key="e" data-testid="replay-exit-words">
            {replay.exitCode.words}
          </span>,
        ]
      : null,
    replay.skipped ? ['Compute phase', replay.skipped] : null,
    replay.resultCode
      ? [
          'Action phase',
          <span key="r" data-testid="replay-result-words">
            {replay.resultCode.words}
          </span>,
        ]
      : null,
    r?.compute?.gasUsed ? ['Gas used', r.compute.gasUsed] : null,
    r ? ['Total fees', `${nanoToTon(r.totalFees)} TON`] : null,
    r ? ['Out messages', String(r.outMessages.length)] : null,
    replay.stateAfterMatches !== null
      ? [
          'State after',
          replay.stateAfterMatches
            ? "the account's next state as the index records it"
            : 'differs from the state the index records after it',
        ]
      : null,
    replay.inputs ? ['Ran with', <Inputs key="i" inputs={replay.inputs} />] : null,
  ];
  return items.filter((i): i is Item => i !== null);
}

/** Why a replay has no steps to show. */
function noStepsText(replay: TxReplay): string {
  return replay.verdict === 'error'
    ? 'No steps: the transaction was not run.'
    : replay.skipped
      ? 'No steps: the compute phase was skipped, so the VM did not run.'
      : 'No steps were kept for this replay.';
}

/** What the replay ran with, in one paragraph a reader can check. */
function Inputs({ inputs }: { inputs: NonNullable<TxReplay['inputs']> }) {
  return (
    <span className="replay-inputs">
      the account's state at masterchain block {inputs.stateSeqno} (the transaction is in block{' '}
      {inputs.mcSeqno}), configuration of block {inputs.configSeqno}, shard block{' '}
      {inputs.block.workchain}:{inputs.block.shard}:{inputs.block.seqno}
      {inputs.randSeed ? ' and its random seed' : ' (no random seed served: zero seed)'}, lt{' '}
      {inputs.lt}
      {inputs.libraries.length > 0 && `, ${plural(inputs.libraries.length, 'library cell')}`}
      {inputs.prevBlocks && ", the previous blocks' info"}
      {inputs.earlier.length > 0 &&
        `, after re-running ${plural(inputs.earlier.length, 'earlier transaction')} of the account in the block`}
      .
    </span>
  );
}

/** Every field that differs between the chain's transaction and the replay's, part by part. */
function Diffs({ replay }: { replay: TxReplay }) {
  return (
    <HeadedTable
      label="Differences from the chain"
      className="table replay-diffs"
      headings={['Part', 'Field', 'The chain', 'The replay']}
    >
      {replay.diffs.map((d, i) => (
        <tr key={i} className={d.part === replay.part ? 'is-first' : undefined}>
          <td>{PART_WORDS[d.part]}</td>
          <td className="mono">{d.field}</td>
          <td className="mono break">{d.chain}</td>
          <td className="mono break">{d.replay}</td>
        </tr>
      ))}
    </HeadedTable>
  );
}
