import { useEffect } from 'react';
import type { TraceReplay as TraceReplayResult } from '../../../../shared/replay/types';
import { traceVerdictWords, txVerdictWords } from '../../../../shared/replay/verdict-words';
import { plural } from '../../../../shared/plural';
import { useProfile } from '../../lib/profile-context';
import { useTraceReplay } from '../../api/replay';
import { Address } from '../../components/Address';
import { Hash } from '../../components/Hash';
import { routePath } from '../../routing/routes';
import type { NodeMarks } from '../../components/node-marks';
import { ReplayPanel } from './ReplayPanel';
import { VerdictBanner } from './VerdictBanner';
import { traceMarks } from './verdict-marks';

/**
 * The trace page's Replay section: replays every transaction of the trace (`replay:trace`),
 * with progress and Cancel, and gives the page a mark per transaction for its graph
 * (`onMarks`: a tick or a cross per node); the verdicts listed, each opening the
 * transaction's own replay with its steps.
 */
export function TraceReplay({
  traceId,
  onMarks,
}: {
  traceId: string;
  onMarks(marks: NodeMarks | null): void;
}) {
  const profile = useProfile();
  const run = useTraceReplay(profile.id, traceId);
  const { query, progress } = run;
  const data = query.isFetching ? undefined : query.data;
  useEffect(() => {
    onMarks(data ? traceMarks(data) : null);
  }, [data, onMarks]);

  return (
    <ReplayPanel
      titleId="trace-replay-title"
      testId="trace-replay"
      startLabel="Replay the trace"
      run={run}
      canSave={!!data}
      intro="Re-runs every transaction of the trace on the local TVM and checks each against the chain: the graph marks each transaction with a tick (matches) or a cross (differs)."
      running={{
        label: 'Replaying the trace…',
        progress,
        detail: progress
          ? `${progress.done} of ${progress.total} transactions judged, ${plural(progress.requests, 'request')}`
          : null,
      }}
      save={{ kind: 'trace', reference: traceId, reopens: 'its verdicts reopen offline' }}
    >
      {data && <TraceVerdicts t={data} what="Replay of this trace" />}
    </ReplayPanel>
  );
}

/** A trace replay's verdict and one line per transaction (account, hash, verdict). */
export function TraceVerdicts({
  t,
  what,
  kept = false,
}: {
  t: TraceReplayResult;
  what: string;
  /** Read back from a case: what the run cost then is not shown. */
  kept?: boolean;
}) {
  const words = traceVerdictWords(t);
  return (
    <>
      <VerdictBanner
        words={words}
        what={what}
        extra={
          <p className="muted replay-cost">
            {!kept &&
              (t.requests === 0
                ? 'No request: everything came from the state kept on disk. '
                : `${plural(t.requests, 'request')} to the network. `)}
            {!kept && t.durationMs > 0 && `${(t.durationMs / 1000).toFixed(2)} s.`}
            {t.traceState !== 'complete' &&
              ` The trace is ${t.traceState}: later transactions may be missing.`}
          </p>
        }
      />
      <ol className="replay-trace-list" aria-label="Verdict per transaction">
        {t.transactions.map((r) => {
          const w = txVerdictWords(r);
          return (
            <li key={r.hash} data-testid="trace-replay-tx" data-verdict={r.verdict}>
              <span className={`pill pill-${w.tone}`}>{w.label}</span>{' '}
              <Address address={r.account} />{' '}
              <Hash
                value={r.hash}
                to={{ name: 'transaction', hash: r.hash }}
                label="transaction hash"
              />{' '}
              {r.verdict !== 'match' && <span className="muted">{w.sentence}</span>}{' '}
              <a href={routePath({ name: 'transaction', hash: r.hash, view: 'replay' })}>
                Its steps
              </a>
            </li>
          );
        })}
      </ol>
    </>
  );
}
