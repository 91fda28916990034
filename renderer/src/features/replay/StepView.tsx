import type { VmSteps } from '../../../../shared/replay/vm-log';
import type { ExitCodeExplanation } from '../../../../shared/replay/exit-explain';
import { StepDetail } from './StepDetail';
import { StepList } from './StepList';
import { StepTools } from './StepTools';
import { stepsSummary } from './step-model';
import { useStepList } from './use-step-list';

/**
 * The VM's steps as a list (virtualised: a long log draws only the rows on screen): each
 * instruction with its code position, the gas it used and what remained, the stack after it
 * (typed, top last) and its c4/c5 changes; the selected step's whole stack and notes beside.
 * Keyboard: the list is one Tab stop; arrows, j/k, Page Up/Down, Home/End move; "Go to the
 * step that threw" and the instruction search jump.
 */
export function StepView({
  steps,
  exitCode,
  label = 'VM steps',
}: {
  steps: VmSteps;
  /** The compute phase's exit code in words, shown with the step that threw. */
  exitCode: ExitCodeExplanation | null;
  label?: string;
}) {
  const s = useStepList(steps);
  const list = steps.steps;
  const { selected } = s;
  const step = list[selected];

  if (list.length === 0) {
    return <p className="muted">The VM ran no instruction (its log is empty).</p>;
  }
  return (
    <section className="replay-steps" aria-label={label} data-testid="replay-steps">
      <p className="muted" data-testid="replay-steps-summary">
        {stepsSummary(steps)}
      </p>
      <StepTools steps={steps} s={s} />
      <div className="replay-steps-body">
        <StepList steps={steps} s={s} label={label} />
        {step && (
          <StepDetail
            step={step}
            before={selected > 0 ? (list[selected - 1]!.stack ?? null) : steps.initialStack}
            threw={selected === steps.throwingStep}
            exitCode={exitCode}
            omitted={steps.omitted}
          />
        )}
      </div>
    </section>
  );
}
