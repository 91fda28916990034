import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { VmStep, VmSteps } from '../../../../shared/replay/vm-log';
import type { ExitCodeExplanation } from '../../../../shared/replay/exit-explain';
import { explainExitCode } from '../../../../shared/replay/exit-explain';
import { StackChips } from './StackChips';
import {
  changeText,
  findStep,
  gasText,
  positionText,
  stepForKey,
  stepsSummary,
} from './step-model';

/** Height of one step row (px): fixed, so the list can be virtualised. */
const ROW_H = 30;

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
  const list = steps.steps;
  const threw = steps.throwingStep;
  const [selected, setSelected] = useState(0);
  const [query, setQuery] = useState('');
  const [notFound, setNotFound] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    overscan: 8,
  });
  const pageSize = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 300) / ROW_H) - 1);

  const go = (i: number, focus = false) => {
    setSelected(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
    if (focus) scrollRef.current?.focus();
  };
  // A new log starts at its first step.
  useEffect(() => setSelected(0), [steps]);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = stepForKey(e.key, selected, list.length, pageSize);
    if (next === null) return;
    e.preventDefault();
    go(next);
  };
  const find = (dir: 1 | -1) => {
    const i = findStep(list, query, selected, dir);
    setNotFound(i === null);
    if (i !== null) go(i);
  };
  const step = list[selected];

  if (list.length === 0) {
    return <p className="muted">The VM ran no instruction (its log is empty).</p>;
  }
  return (
    <section className="replay-steps" aria-label={label} data-testid="replay-steps">
      <p className="muted" data-testid="replay-steps-summary">
        {stepsSummary(steps)}
      </p>
      <div className="replay-steps-tools">
        {threw !== null && (
          <button
            type="button"
            className="danger-outline"
            onClick={() => go(threw, true)}
            data-testid="replay-jump-throw"
          >
            Go to the step that threw (step {list[threw]!.index + 1})
          </button>
        )}
        <label className="replay-find">
          <span className="replay-sr">Find an instruction</span>
          <input
            type="search"
            placeholder="Find an instruction (Enter: next, Shift+Enter: previous)"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setNotFound(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                find(e.shiftKey ? -1 : 1);
              }
            }}
            aria-describedby={`${id}-find`}
          />
        </label>
        <span id={`${id}-find`} className="muted" role="status">
          {notFound ? `No instruction contains “${query.trim()}”.` : ''}
        </span>
      </div>
      <div className="replay-steps-body">
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
            ref={scrollRef}
            className="replay-steps-list"
            role="listbox"
            aria-label={`${label}: ${list.length} steps`}
            aria-activedescendant={step ? `${id}-step-${selected}` : undefined}
            tabIndex={0}
            onKeyDown={onKeyDown}
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
                  onSelect={() => go(v.index)}
                />
              ))}
            </div>
          </div>
        </div>
        {step && (
          <StepDetail
            step={step}
            before={selected > 0 ? (list[selected - 1]!.stack ?? null) : steps.initialStack}
            threw={selected === threw}
            exitCode={exitCode}
            omitted={steps.omitted}
          />
        )}
      </div>
    </section>
  );
}

function StepRow({
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

/** The selected step in full: instruction, position, gas, exception, changes, stack, notes. */
function StepDetail({
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
  const exception = step.exception;
  // The exit code of the step that ended the VM is the phase's; a caught one has its own.
  const words = exception
    ? (threw && exitCode ? exitCode : explainExitCode(exception.code)).words
    : null;
  return (
    <aside
      className="replay-step-detail"
      aria-label={`Step ${step.index + 1}`}
      data-testid="replay-step-detail"
    >
      <h4>
        Step {step.index + 1}: <span className="mono">{step.instruction}</span>
      </h4>
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
      {exception && (
        <div
          className={`replay-exc-box${exception.handled ? '' : ' is-fatal'}`}
          data-testid="replay-step-exception"
        >
          <strong>
            {exception.handled ? 'Exception caught by the contract' : 'Exception that ended the VM'}
            : code {exception.code}
          </strong>
          {words && <p>{words}</p>}
          {exception.text && <p className="muted mono">{exception.text}</p>}
        </div>
      )}
      {step.changes.length > 0 && (
        <ul className="plain-list">
          {step.changes.map((c, i) => (
            <li key={i}>{changeText(c)}</li>
          ))}
        </ul>
      )}
      {step.stack !== null ? (
        <>
          <h5>Stack after this step ({step.stack.length}, top last)</h5>
          <div className="replay-stack-full">
            <StackChips items={step.stack} max={200} />
          </div>
        </>
      ) : (
        <>
          <h5>
            Stack before this step ({before?.length ?? 0}, top last; the log prints none after the
            VM's last step)
          </h5>
          <div className="replay-stack-full">
            <StackChips items={before} max={200} />
          </div>
        </>
      )}
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
