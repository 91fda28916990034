import type { VmSteps } from '../../../../shared/replay/vm-log';
import { StepRow } from './StepRow';
import type { StepListState } from './use-step-list';

/**
 * The steps as a listbox under a header row, one Tab stop, only the rows on screen drawn
 * (virtualised); the step that threw and the gap where the middle of a long log is left out
 * are marked.
 */
export function StepList({ steps, s, label }: { steps: VmSteps; s: StepListState; label: string }) {
  const list = steps.steps;
  const threw = steps.throwingStep;
  const { id, selected, virtualizer } = s;
  return (
    <div className="replay-steps-list-wrap">
      <div className="replay-step replay-step-head" aria-hidden="true">
        <span>#</span>
        <span>Instruction</span>
        <span>Code position</span>
        <span className="num">Gas</span>
        <span className="num">Left</span>
        <span>Stack after (top last)</span>
      </div>
      <div
        ref={s.scrollRef}
        className="replay-steps-list"
        role="listbox"
        aria-label={`${label}: ${list.length} steps`}
        aria-activedescendant={list[selected] ? `${id}-step-${selected}` : undefined}
        tabIndex={0}
        onKeyDown={s.onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => (
            <StepRow
              key={v.index}
              id={`${id}-step-${v.index}`}
              step={list[v.index]!}
              top={v.start}
              selected={v.index === selected}
              threw={v.index === threw}
              gapBefore={steps.omitted > 0 && v.index === Math.floor(list.length / 2)}
              onSelect={() => s.go(v.index)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
