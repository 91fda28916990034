import type { StackItem } from '../../../../shared/replay/vm-stack';
import type { RegisterChange, VmStep, VmSteps } from '../../../../shared/replay/vm-log';
import { stackItemText } from '../../../../shared/replay/vm-stack';
import { listKeyTarget } from '../../lib/list-keys';

/**
 * The step view's pure parts: how a step's fields read in the list (code position, gas, the
 * stack's typed items, c4/c5 changes), which step a key moves to, and instruction search.
 */

/** A code position as the list shows it: the code cell's hash, shortened, and the bit offset. */
export function positionText(p: VmStep['position']): string {
  return p ? `${p.cellHash.slice(0, 8)}…:${p.offset}` : '—';
}

/** Gas as the list shows it (grouped digits), or a dash when the log did not print it. */
export function gasText(n: number | null): string {
  return n === null ? '—' : n.toLocaleString('en-US');
}

/** The type word of a stack item ("int", "cell", "slice"…), as its chip names it. */
export function stackTypeWord(item: StackItem): string {
  return item.type === 'unknown' ? 'value' : item.type;
}

/** A stack item's text, bounded to `max` characters (a 257-bit integer fits in 78). */
export function stackChipText(item: StackItem, max = 80): string {
  const text = stackItemText(item);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What a register change says: "c4 set to C{AB12…}", "c5: an output action added". */
export function changeText(c: RegisterChange): string {
  if (c.how === 'action') return `${c.register}: an output action added`;
  return `${c.register} set${c.value ? ` to ${stackChipText(c.value, 40)}` : ''}`;
}

/** Vim's j and k beside the arrows: the step list answers them as Down and Up. */
const VIM_KEYS: Readonly<Record<string, string>> = { j: 'ArrowDown', k: 'ArrowUp' };

/**
 * The keys the step list answers (a list's keys, `listKeyTarget`, plus j and k), and the step
 * each moves to from `current` among `count` steps (null: not a step key, or no steps).
 */
export function stepForKey(
  key: string,
  current: number,
  count: number,
  pageSize: number,
): number | null {
  return listKeyTarget(
    Object.hasOwn(VIM_KEYS, key) ? VIM_KEYS[key]! : key,
    current,
    count,
    pageSize,
  );
}

/**
 * The next step after `from` (wrapping) whose instruction contains `query` (case-insensitive),
 * or `dir` -1 for the one before; null when none does.
 */
export function findStep(
  steps: readonly Pick<VmStep, 'instruction'>[],
  query: string,
  from: number,
  dir: 1 | -1 = 1,
): number | null {
  const q = query.trim().toLowerCase();
  if (!q || steps.length === 0) return null;
  for (let k = 1; k <= steps.length; k++) {
    const i = (((from + dir * k) % steps.length) + steps.length) % steps.length;
    if (steps[i]!.instruction.toLowerCase().includes(q)) return i;
  }
  return null;
}

/** A summary line of the steps: "1 234 steps, 3 456 gas; the VM stopped at step 1 230". */
export function stepsSummary(s: VmSteps): string {
  const gas = s.steps.at(-1)?.gasTotal;
  const parts = [`${s.total.toLocaleString('en-US')} steps`];
  if (gas !== null && gas !== undefined) parts.push(`${gas.toLocaleString('en-US')} gas`);
  const out = parts.join(', ');
  const omitted = s.omitted
    ? `; ${s.omitted.toLocaleString('en-US')} steps in the middle are left out (the first and last ${Math.floor(s.steps.length / 2).toLocaleString('en-US')} are shown)`
    : '';
  const threw =
    s.throwingStep !== null
      ? `; an exception ended the VM at step ${s.steps[s.throwingStep]!.index + 1}`
      : '';
  return `${out}${threw}${omitted}.`;
}
