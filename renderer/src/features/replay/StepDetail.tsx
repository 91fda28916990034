import type { VmStep } from '../../../../shared/replay/vm-log';
import type { ExitCodeExplanation } from '../../../../shared/replay/exit-explain';
import { explainExitCode } from '../../../../shared/replay/exit-explain';
import { StackChips } from './StackChips';
import { changeText, gasText } from './step-model';

/** The selected step in full: instruction, position, gas, exception, changes, stack, notes. */
export function StepDetail({
  step,
  before,
  threw,
  exitCode,
  omitted,
}: {
  step: VmStep;
  /** The stack before the step (the previous step's after, or the VM's initial stack). */
  before: VmStep['stack'];
  threw: boolean;
  exitCode: ExitCodeExplanation | null;
  omitted: number;
}) {
  return (
    <aside
      className="replay-step-detail"
      aria-label={`Step ${step.index + 1}`}
      data-testid="replay-step-detail"
    >
      <h4>
        Step {step.index + 1}: <span className="mono">{step.instruction}</span>
      </h4>
      <StepFacts step={step} />
      {step.exception && (
        <StepException exception={step.exception} threw={threw} exitCode={exitCode} />
      )}
      {step.changes.length > 0 && (
        <ul className="plain-list">
          {step.changes.map((c, i) => (
            <li key={i}>{changeText(c)}</li>
          ))}
        </ul>
      )}
      <StepStack step={step} before={before} />
      {step.notes.length > 0 && (
        <>
          <h5>Log lines</h5>
          <pre className="replay-notes">{step.notes.join('\n')}</pre>
        </>
      )}
      {omitted > 0 && (
        <p className="muted">
          {omitted.toLocaleString('en-US')} steps in the middle of the log are left out.
        </p>
      )}
    </aside>
  );
}

/** The step's code position and gas, as key-value rows. */
function StepFacts({ step }: { step: VmStep }) {
  return (
    <dl className="kv">
      <div className="kv-row">
        <dt>Code position</dt>
        <dd className="mono break">
          {step.position
            ? `cell ${step.position.cellHash}, bit ${step.position.offset}`
            : 'none (an implicit instruction)'}
        </dd>
      </div>
      <div className="kv-row">
        <dt>Gas</dt>
        <dd>
          {gasText(step.gasUsed)} used, {gasText(step.gasRemaining)} left
          {step.gasTotal !== null && `, ${gasText(step.gasTotal)} used so far`}
        </dd>
      </div>
    </dl>
  );
}

/** The step's exception: caught by the contract, or the one that ended the VM, in words. */
function StepException({
  exception,
  threw,
  exitCode,
}: {
  exception: NonNullable<VmStep['exception']>;
  threw: boolean;
  exitCode: ExitCodeExplanation | null;
}) {
  // The exit code of the step that ended the VM is the phase's; a caught one has its own.
  const words = (threw && exitCode ? exitCode : explainExitCode(exception.code)).words;
  return (
    <div
      className={`replay-exc-box${exception.handled ? '' : ' is-fatal'}`}
      data-testid="replay-step-exception"
    >
      <strong>
        {exception.handled ? 'Exception caught by the contract' : 'Exception that ended the VM'}:
        code {exception.code}
      </strong>
      {words && <p>{words}</p>}
      {exception.text && <p className="muted mono">{exception.text}</p>}
    </div>
  );
}

/** The whole stack after the step, or before it when the log printed none after (the last). */
function StepStack({ step, before }: { step: VmStep; before: VmStep['stack'] }) {
  return step.stack !== null ? (
    <>
      <h5>Stack after this step ({step.stack.length}, top last)</h5>
      <div className="replay-stack-full">
        <StackChips items={step.stack} max={200} />
      </div>
    </>
  ) : (
    <>
      <h5>
        Stack before this step ({before?.length ?? 0}, top last; the log prints none after the VM's
        last step)
      </h5>
      <div className="replay-stack-full">
        <StackChips items={before} max={200} />
      </div>
    </>
  );
}
