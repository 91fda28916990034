import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { WhatIfReplay } from '../../../../shared/replay/types';
import { failureHint } from '../../../../shared/replay/verdict-words';
import { newReplayId, runWhatIf, stopReplay } from '../../api/replay';
import { ErrorState, Loading } from '../../components/States';
import { StepView } from './StepView';
import {
  compareOutcomes,
  EMPTY_WHAT_IF,
  formHints,
  whatIfChangeOf,
  type WhatIfForm,
} from './what-if-model';

/**
 * What-if: the transaction run again with its in-message's value, bounce flag or body, or the
 * account's balance, changed; the result beside the chain's, differences marked. Always
 * labelled as an emulation: it is never the chain's result.
 */
export function WhatIfPanel({
  profileId,
  hash,
  inValue,
  inBounce,
  external,
}: {
  profileId: string;
  hash: string;
  /** The chain's in-message value (nanotons) and bounce flag, for the hints. */
  inValue: string | null;
  inBounce: boolean | null;
  /** The in-message is external: it has no value or bounce flag. */
  external: boolean;
}) {
  const [form, setForm] = useState<WhatIfForm>(EMPTY_WHAT_IF);
  const [formError, setFormError] = useState<string | null>(null);
  const running = useRef<string | null>(null);
  const run = useMutation<WhatIfReplay, unknown, WhatIfForm>({
    mutationFn: async (f) => {
      const { change, error } = whatIfChangeOf(f);
      if (!change) throw new Error(error);
      const replayId = newReplayId('what-if');
      running.current = replayId;
      try {
        return await runWhatIf({ profileId, hash, change, replayId });
      } finally {
        running.current = null;
      }
    },
  });
  const hints = formHints(inValue, inBounce);
  const set = (k: keyof WhatIfForm) => (v: string) => setForm((old) => ({ ...old, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { error } = whatIfChangeOf(form);
    setFormError(error ?? null);
    if (!error) run.mutate(form);
  };
  return (
    <section className="replay-whatif" aria-label="What-if">
      <p className="muted">
        Change an input and run the transaction again on the local TVM, from the same state. The
        result is an emulation, shown beside the chain's: it is not what happened on the chain.
      </p>
      <form className="replay-whatif-form" onSubmit={submit} aria-label="What-if inputs">
        <label className="field">
          <span>In-message value (TON)</span>
          <input
            value={form.value}
            onChange={(e) => set('value')(e.target.value)}
            placeholder={external ? 'an external message has no value' : hints.value}
            disabled={external}
            inputMode="decimal"
            autoComplete="off"
          />
        </label>
        <label className="field">
          <span>Bounce flag</span>
          <select
            value={form.bounce}
            onChange={(e) => set('bounce')(e.target.value)}
            disabled={external}
          >
            <option value="">{hints.bounce}</option>
            <option value="true">bounceable</option>
            <option value="false">non-bounceable</option>
          </select>
        </label>
        <label className="field">
          <span>Account balance before (TON)</span>
          <input
            value={form.balance}
            onChange={(e) => set('balance')(e.target.value)}
            placeholder="unchanged"
            inputMode="decimal"
            autoComplete="off"
          />
        </label>
        <label className="field replay-whatif-body">
          <span>In-message body (hex or BoC, base64 or hex)</span>
          <textarea
            rows={2}
            value={form.body}
            onChange={(e) => set('body')(e.target.value)}
            placeholder="unchanged"
            spellCheck={false}
          />
        </label>
        <div className="replay-whatif-actions">
          <button type="submit" className="primary" disabled={run.isPending}>
            Run the what-if
          </button>
          {run.isPending && (
            <button
              type="button"
              onClick={() => running.current && void stopReplay({ replayId: running.current })}
            >
              Cancel
            </button>
          )}
          {(form !== EMPTY_WHAT_IF || run.data) && !run.isPending && (
            <button
              type="button"
              onClick={() => {
                setForm(EMPTY_WHAT_IF);
                setFormError(null);
                run.reset();
              }}
            >
              Clear
            </button>
          )}
        </div>
        {formError && (
          <p className="state-error" role="alert">
            {formError}
          </p>
        )}
      </form>
      {run.isPending && <Loading label="Running the what-if on the local TVM…" />}
      {run.isError && !formError && <ErrorState error={run.error} />}
      {run.data && <WhatIfResult w={run.data} />}
    </section>
  );
}

/** The what-if's outcome beside the chain's, labelled as an emulation. */
function WhatIfResult({ w }: { w: WhatIfReplay }) {
  const [showSteps, setShowSteps] = useState(false);
  const rows = compareOutcomes(w.chain, w.whatIf);
  const differing = rows.filter((r) => r.differs).length;
  return (
    <div className="replay-whatif-result" data-testid="whatif-result">
      <div className="replay-whatif-label" role="note">
        <strong>What-if (emulated):</strong> {w.notice}
        <ul className="plain-list">
          {w.changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      {w.failure && (
        <div className="state state-error" role="alert">
          <strong>The emulator did not run the changed transaction.</strong>
          <div>{w.failure.message}</div>
          {failureHint(w.failure) && <div>{failureHint(w.failure)}</div>}
        </div>
      )}
      {w.exitCode && (
        <p data-testid="whatif-exit-words">
          <strong>What-if:</strong> {w.exitCode.words}
        </p>
      )}
      {w.skipped && <p>{w.skipped}</p>}
      <div className="chart-table-wrap">
        <table className="table replay-compare" aria-label="What-if beside the chain">
          <caption className="muted">
            {differing === 0
              ? 'Nothing differs from the chain.'
              : `${differing} of ${rows.length} fields differ from the chain (marked).`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">The chain</th>
              <th scope="col">What-if (emulated)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.key}
                className={r.differs ? 'is-different' : undefined}
                data-field={r.key}
                data-differs={r.differs ? 'true' : 'false'}
              >
                <th scope="row">
                  {r.label}
                  {r.differs && <span className="replay-sr"> (differs)</span>}
                </th>
                <td className="mono" data-side="chain">
                  {r.chain}
                </td>
                <td className="mono" data-side="what-if">
                  {r.differs && (
                    <span className="replay-diff-mark" aria-hidden="true">
                      ≠{' '}
                    </span>
                  )}
                  {r.whatIf}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {w.steps && (
        <>
          <button type="button" onClick={() => setShowSteps((s) => !s)} aria-expanded={showSteps}>
            {showSteps ? "Hide the what-if's steps" : "Show the what-if's steps"}
          </button>
          {showSteps && <StepView steps={w.steps} exitCode={w.exitCode} label="What-if VM steps" />}
        </>
      )}
    </div>
  );
}
