import { useState } from 'react';
import type { WhatIfReplay } from '../../../../shared/replay/types';
import { failureHint } from '../../../../shared/replay/verdict-words';
import { HeadedTable } from '../../components/HeadedTable';
import { StepView } from './StepView';
import { compareOutcomes, type ComparedRow } from './what-if-model';

/** The what-if's outcome beside the chain's, labelled as an emulation. */
export function WhatIfResult({ w }: { w: WhatIfReplay }) {
  const [showSteps, setShowSteps] = useState(false);
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
      <CompareTable rows={compareOutcomes(w.chain, w.whatIf)} />
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

/** The chain's outcome and the what-if's, field by field, the differing ones marked (≠). */
function CompareTable({ rows }: { rows: ComparedRow[] }) {
  const differing = rows.filter((r) => r.differs).length;
  return (
    <HeadedTable
      label="What-if beside the chain"
      className="table replay-compare"
      headings={['Field', 'The chain', 'What-if (emulated)']}
      scope="col"
      caption={
        <caption className="muted">
          {differing === 0
            ? 'Nothing differs from the chain.'
            : `${differing} of ${rows.length} fields differ from the chain (marked).`}
        </caption>
      }
    >
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
    </HeadedTable>
  );
}
