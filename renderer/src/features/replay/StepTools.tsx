import type { VmSteps } from '../../../../shared/replay/vm-log';
import type { StepListState } from './use-step-list';

/**
 * Above the steps: "Go to the step that threw" (when one did) and the instruction search
 * (Enter: next, Shift+Enter: previous; "not found" said in a status line).
 */
export function StepTools({ steps, s }: { steps: VmSteps; s: StepListState }) {
  const threw = steps.throwingStep;
  return (
    <div className="replay-steps-tools">
      {threw !== null && (
        <button
          type="button"
          className="danger-outline"
          onClick={() => s.go(threw, true)}
          data-testid="replay-jump-throw"
        >
          Go to the step that threw (step {steps.steps[threw]!.index + 1})
        </button>
      )}
      <label className="replay-find">
        <span className="replay-sr">Find an instruction</span>
        <input
          type="search"
          placeholder="Find an instruction (Enter: next, Shift+Enter: previous)"
          value={s.query}
          onChange={(e) => s.setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              s.find(e.shiftKey ? -1 : 1);
            }
          }}
          aria-describedby={`${s.id}-find`}
        />
      </label>
      <span id={`${s.id}-find`} className="muted" role="status">
        {s.notFound ? `No instruction contains “${s.query.trim()}”.` : ''}
      </span>
    </div>
  );
}
