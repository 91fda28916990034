import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { VmSteps } from '../../../../shared/replay/vm-log';
import { findStep, stepForKey } from './step-model';

/** Height of one step row (px): fixed, so the list can be virtualised. */
export const ROW_H = 30;

/**
 * The state of the step list: the selected step (the first of each new log), the virtualised
 * rows, `go` (select a step, scroll it into view, and focus the list when asked), the list's
 * keys (`onKeyDown`: arrows, j/k, Page Up/Down, Home/End) and the instruction search (`query`,
 * `find` forward or back, `notFound`). `id` prefixes the rows' element ids.
 */
export function useStepList(steps: VmSteps) {
  const list = steps.steps;
  const [selected, setSelected] = useState(0);
  const [query, setQueryText] = useState('');
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
  /** A new search text (a search not yet run has found nothing missing). */
  const setQuery = (text: string) => {
    setQueryText(text);
    setNotFound(false);
  };
  return { id, selected, go, onKeyDown, query, setQuery, find, notFound, scrollRef, virtualizer };
}

/** What {@link useStepList} returns: the parts of the step view read it. */
export type StepListState = ReturnType<typeof useStepList>;
