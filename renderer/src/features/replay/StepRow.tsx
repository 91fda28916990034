import type { VmStep } from '../../../../shared/replay/vm-log';
import { StackChips } from './StackChips';
import { changeText, gasText, positionText } from './step-model';
import { ROW_H } from './use-step-list';

/**
 * One step in the list (an option of its listbox, placed at `top`): number, instruction with
 * its c4/c5 changes and exception, code position, gas used and left, the stack after it.
 */
export function StepRow({
  id,
  step,
  top,
  selected,
  threw,
  gapBefore,
  onSelect,
}: {
  id: string;
  step: VmStep;
  top: number;
  selected: boolean;
  threw: boolean;
  gapBefore: boolean;
  onSelect(): void;
}) {
  const cls = [
    'replay-step',
    selected && 'is-selected',
    threw && 'is-threw',
    step.exception && 'has-exception',
    gapBefore && 'after-gap',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={cls}
      style={{ transform: `translateY(${top}px)`, height: ROW_H }}
      onClick={onSelect}
      data-testid="replay-step"
      data-index={step.index}
      data-threw={threw ? 'true' : undefined}
    >
      <span className="num muted">{step.index + 1}</span>
      <span className="mono replay-instr" title={step.instruction}>
        {step.instruction}
        {step.changes.map((c, i) => (
          <span key={i} className={`replay-reg reg-${c.register}`} title={changeText(c)}>
            {c.register}
          </span>
        ))}
        {step.exception && (
          <span className="replay-exc" title={step.exception.text}>
            {step.exception.handled ? 'caught' : 'threw'} {step.exception.code}
          </span>
        )}
      </span>
      <span
        className="mono muted"
        title={
          step.position
            ? `${step.position.cellHash} offset ${step.position.offset} bits`
            : undefined
        }
      >
        {positionText(step.position)}
      </span>
      <span className="num mono">{gasText(step.gasUsed)}</span>
      <span className="num mono muted">{gasText(step.gasRemaining)}</span>
      <span className="replay-stack-cell">
        <StackChips items={step.stack} limit={4} max={18} />
      </span>
    </div>
  );
}
