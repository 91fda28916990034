import { useState, type ReactNode } from 'react';
import type { SavedReplayKind } from '../../../../shared/replay/saved';
import { ErrorState } from '../../components/States';
import { RunningState } from './RunningState';
import { SaveReplayDialog } from './SaveReplayDialog';
import './replay.css';

/** What a Replay section runs (`useTransactionReplay`, `useTraceReplay`). */
export interface PanelRun {
  started: boolean;
  start(): void;
  cancel(): void;
  query: { isFetching: boolean; isError: boolean; error: unknown };
}

/**
 * The frame of a Replay section (a transaction's, a trace's): its heading with Replay (or
 * Replay again once run) and "Save to case…" (when `canSave`), the `intro` before the first
 * run, the "saved" note, the running state (`running`: its words and progress) with Cancel,
 * a failed or cancelled run, then the result (`children`) and the save dialog (`save`: what
 * is kept, and what reopens offline, said once saved).
 */
export function ReplayPanel({
  titleId,
  testId,
  startLabel,
  run,
  canSave,
  intro,
  running,
  save,
  children,
}: {
  /** The heading's element id (the section is labelled by it). */
  titleId: string;
  testId: string;
  /** The first run's button ("Replay", "Replay the trace"). */
  startLabel: string;
  run: PanelRun;
  canSave: boolean;
  intro: string;
  running: Omit<Parameters<typeof RunningState>[0], 'onCancel'>;
  save: { kind: SavedReplayKind; reference: string; reopens: string };
  children: ReactNode;
}) {
  const { query } = run;
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className="replay-panel" aria-labelledby={titleId} data-testid={testId}>
      <div className="replay-panel-head">
        <h2 id={titleId}>Replay on the local TVM</h2>
        <RunButton run={run} startLabel={startLabel} />
        {canSave && (
          <button type="button" onClick={() => setSaving(true)}>
            Save to case…
          </button>
        )}
      </div>
      {!run.started && <p className="muted">{intro}</p>}
      {saved && (
        <p className="ok" role="status">
          {saved}
        </p>
      )}
      {query.isFetching && <RunningState {...running} onCancel={run.cancel} />}
      {!query.isFetching && query.isError && (
        <ReplayError error={query.error} onRetry={run.start} />
      )}
      {children}
      {saving && (
        <SaveReplayDialog
          kind={save.kind}
          reference={save.reference}
          onClose={() => setSaving(false)}
          onSaved={(s) => {
            setSaving(false);
            setSaved(`Saved to the case “${s.caseName}”: ${save.reopens}.`);
          }}
        />
      )}
    </section>
  );
}

/** The first run's button, then "Replay again" once a run has answered. */
function RunButton({ run, startLabel }: { run: PanelRun; startLabel: string }) {
  if (!run.started) {
    return (
      <button type="button" className="primary" onClick={run.start}>
        {startLabel}
      </button>
    );
  }
  if (run.query.isFetching) return null;
  return (
    <button type="button" onClick={run.start}>
      Replay again
    </button>
  );
}

/** A replay that did not answer: cancelled (say so, offer to run again), or the error. */
function ReplayError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if ((error as { code?: string } | null)?.code === 'CANCELLED') {
    return (
      <div className="state" role="status" data-testid="replay-cancelled">
        <strong>Replay cancelled.</strong>
        <button type="button" onClick={onRetry}>
          Replay again
        </button>
      </div>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
