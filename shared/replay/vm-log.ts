import { Cell, CellType } from '@ton/core';
import { parseStackLine, type StackItem } from './vm-stack';

/**
 * The compute phase's VM log (the emulator's `vmLog`) as a list of steps. The log's lines are
 * TVM's own (`vm.cpp`, `cellops.cpp`…): at `full_location_stack` verbosity and above each
 * instruction prints
 *
 *   code cell hash: <hex> offset: <bits>
 *   execute <INSTRUCTION>
 *   gas remaining: <n>
 *   stack: [ … ]
 *
 * (lower levels print fewer of these lines; `implicit RET` / `implicit JMPREF` have no code
 * position). Between them come events: `changing gas limit to <n>` (ACCEPT, SETGASLIMIT),
 * `handling exception code <n>: <text>` (a VM error), `default exception handler, terminating vm
 * with exit code <n>` (uncaught: the VM stops), `unhandled out-of-gas exception: …`,
 * `installing an output action` (SENDRAWMSG, RAWRESERVE, SETCODE…).
 */

/** A change of c4 (persistent data) or c5 (the action list) made by one step. */
export interface RegisterChange {
  register: 'c4' | 'c5';
  /** `set`: the register was replaced (POP c4 / POP c5); `action`: an output action was added. */
  how: 'set' | 'action';
  /** The new c4 / c5 value when the log shows it (the top of the stack before `POP cN`). */
  value: StackItem | null;
}

/** An exception a step raised. `handled` is false when it ended the VM (its exit code). */
export interface StepException {
  code: number;
  handled: boolean;
  text: string;
}

/** One executed instruction. */
export interface VmStep {
  /** Position in the whole log, from 0 (kept when steps are left out of a long log). */
  index: number;
  /** As TVM prints it: `THROWIFNOT 33`, `PUSHINT 1`, `implicit RET`. */
  instruction: string;
  /** The code cell (upper-case hex hash) and bit offset the instruction was read at. */
  position: { cellHash: string; offset: number } | null;
  /** Gas left after the step (absent at verbosities below `full_location_gas`). */
  gasRemaining: number | null;
  /** Gas the step cost (null when not printed). */
  gasUsed: number | null;
  /** Gas used by the compute phase up to and including this step. */
  gasTotal: number | null;
  /** The stack after the step (absent at verbosities below `full_location_stack`, and after
   * the VM's last step, which the log does not print). */
  stack: StackItem[] | null;
  changes: RegisterChange[];
  exception: StepException | null;
  /** The log's other lines that belong to this step (`changing gas limit to 1000000`). */
  notes: string[];
}

/** The steps of one VM log. */
export interface VmSteps {
  /** The stack the VM started with (the message, its body, the balance…). */
  initialStack: StackItem[] | null;
  steps: VmStep[];
  /** Steps left out between `steps` (a log longer than the cap keeps its first and last). */
  omitted: number;
  /** Index (in `steps`) of the step whose exception ended the VM, or null. */
  throwingStep: number | null;
  /** Total steps in the log. */
  total: number;
}

/** Most steps kept: the first and last half of this many (the throwing step is at the end). */
export const MAX_KEPT_STEPS = 10_000;

/** Gas of ACCEPT and SETGASLIMIT (16-bit opcodes: 10 + 16): the step that changes the limit
 * cannot be priced from the remaining gas, which then counts against a new limit. */
const LIMIT_CHANGE_GAS = 26;

/**
 * Parses a VM log into steps. Never throws: unknown lines become notes. The log never says
 * the gas before the first step; with the compute phase's `gasUsed` the first step's cost is
 * what the others leave of it, and every step gets its running total.
 */
export function parseVmLog(
  log: string,
  opts: { maxKept?: number; gasUsed?: number } = {},
): VmSteps {
  const b = new StepBuilder();
  for (const line of log.split('\n')) b.line(line.trimEnd());
  return b.finish(opts.maxKept ?? MAX_KEPT_STEPS, opts.gasUsed);
}

/** Line handlers, tried in order; each returns true when it took the line. */
const LINE_RULES: [RegExp, (b: StepBuilder, m: RegExpExecArray) => void][] = [
  [/^code cell hash: ([0-9A-Fa-f]{64}) offset: (\d+)$/, (b, m) => b.position(m[1]!, Number(m[2]))],
  [/^execute (.+)$/, (b, m) => b.execute(m[1]!)],
  [/^gas remaining: (-?\d+)$/, (b, m) => b.gas(Number(m[1]))],
  [/^stack: /, (b, m) => b.stack(m.input)],
  [/^changing gas limit to (\d+)/, (b, m) => b.limit(m.input)],
  [
    /^handling exception code (-?\d+): ?(.*)$/,
    (b, m) => b.exception({ code: Number(m[1]), handled: true, text: m[2] ?? '' }),
  ],
  [
    /^default exception handler, terminating vm with exit code (-?\d+)/,
    (b, m) => b.exception({ code: Number(m[1]), handled: false, text: m.input }),
  ],
  [
    /^unhandled out-of-gas exception/,
    (b, m) => b.exception({ code: -14, handled: false, text: m.input }),
  ],
  [/^installing an? output action/, (b, m) => b.action(m.input)],
];

/** Accumulates steps line by line. */
class StepBuilder {
  private readonly steps: VmStep[] = [];
  private initialStack: StackItem[] | null = null;
  private pendingPosition: VmStep['position'] = null;
  private pendingNotes: string[] = [];
  private lastRemaining: number | null = null;
  private total = 0;
  private limitChanged = false;

  line(line: string): void {
    if (!line) return;
    for (const [re, take] of LINE_RULES) {
      const m = re.exec(line);
      if (m) return take(this, m);
    }
    this.note(line);
  }

  private get current(): VmStep | undefined {
    return this.steps[this.steps.length - 1];
  }

  position(cellHash: string, offset: number): void {
    this.pendingPosition = { cellHash: cellHash.toUpperCase(), offset };
  }

  execute(instruction: string): void {
    const step: VmStep = {
      index: this.steps.length,
      instruction,
      position: this.pendingPosition,
      gasRemaining: null,
      gasUsed: null,
      gasTotal: null,
      stack: null,
      changes: registerChanges(instruction, this.current?.stack ?? this.initialStack),
      exception: null,
      notes: this.pendingNotes,
    };
    this.pendingPosition = null;
    this.pendingNotes = [];
    this.limitChanged = false;
    this.steps.push(step);
  }

  gas(remaining: number): void {
    const step = this.current;
    if (!step) {
      this.lastRemaining = remaining;
      return;
    }
    const prev = this.lastRemaining;
    step.gasRemaining = remaining;
    step.gasUsed = this.limitChanged ? LIMIT_CHANGE_GAS : prev === null ? null : prev - remaining;
    const before = this.steps.length > 1 ? this.steps[this.steps.length - 2]!.gasTotal : 0;
    step.gasTotal = step.gasUsed === null || before === null ? null : before + step.gasUsed;
    this.lastRemaining = remaining;
  }

  stack(line: string): void {
    const items = parseStackLine(line);
    if (this.current) this.current.stack = items;
    else this.initialStack = items;
  }

  limit(line: string): void {
    this.limitChanged = true;
    this.note(line);
  }

  exception(e: StepException): void {
    const step = this.current;
    if (!step) return this.note(e.text);
    // An uncaught VM error prints "handling exception…" and then the default handler's line:
    // keep the first line's text (what went wrong) and mark it as the one that ended the VM.
    step.exception = e.handled
      ? e
      : { code: e.code, handled: false, text: step.exception?.text || e.text };
  }

  action(line: string): void {
    this.current?.changes.push({ register: 'c5', how: 'action', value: null });
    this.note(line);
  }

  /** The first step's cost from the phase's total, then every running total. */
  private priceFirstStep(gasUsed: number): void {
    const [first, ...rest] = this.steps;
    if (!first || first.gasUsed !== null || rest.some((s) => s.gasUsed === null)) return;
    const cost = gasUsed - rest.reduce((a, s) => a + s.gasUsed!, 0);
    if (cost < 0) return;
    let total = 0;
    for (const s of this.steps) {
      if (s === first) s.gasUsed = cost;
      total += s.gasUsed!;
      s.gasTotal = total;
    }
  }

  note(line: string): void {
    if (this.current) this.current.notes.push(line);
    else this.pendingNotes.push(line);
  }

  finish(maxKept: number, gasUsed: number | undefined): VmSteps {
    this.total = this.steps.length;
    if (gasUsed !== undefined) this.priceFirstStep(gasUsed);
    const throwing = this.steps.findLastIndex((s) => s.exception && !s.exception.handled);
    if (this.steps.length <= maxKept) {
      return {
        initialStack: this.initialStack,
        steps: this.steps,
        omitted: 0,
        throwingStep: throwing < 0 ? null : throwing,
        total: this.total,
      };
    }
    const half = Math.floor(maxKept / 2);
    const kept = [...this.steps.slice(0, half), ...this.steps.slice(-half)];
    const omitted = this.steps.length - kept.length;
    return {
      initialStack: this.initialStack,
      steps: kept,
      omitted,
      throwingStep: throwing < 0 ? null : throwing < half ? throwing : throwing - omitted,
      total: this.total,
    };
  }
}

/** The c4 / c5 replacement an instruction makes (`POP c4`, `POPCTR c5`): the value it pops. */
function registerChanges(instruction: string, stackBefore: StackItem[] | null): RegisterChange[] {
  const m = /^POP(?:CTR)? c([45])$/.exec(instruction);
  if (!m) return [];
  const top = stackBefore && stackBefore.length > 0 ? stackBefore[stackBefore.length - 1]! : null;
  return [{ register: m[1] === '4' ? 'c4' : 'c5', how: 'set', value: top }];
}

/** Instructions that read the previous blocks' info (c7 parameter 13). */
const PREV_BLOCKS_INSTRUCTIONS =
  /^(PREVMCBLOCKS|PREVKEYBLOCK|PREVMCBLOCKS_100|PREVBLOCKSINFOTUPLE)\b/;
/** Instructions that read the random seed. */
const RANDOM_INSTRUCTIONS = /^(RANDU256|RAND|RANDSEED|SETRAND|ADDRAND)\b/;

/** What a VM log shows the contract read: used to name a mismatch's likely cause. */
export interface VmReads {
  prevBlocks: boolean;
  random: boolean;
  /** A library cell the VM could not load (the emulator lacked it). */
  libraryMissing: boolean;
}

/** Scans a VM log (any verbosity with `execute` lines) for what the contract read. */
export function vmReads(log: string): VmReads {
  const reads: VmReads = { prevBlocks: false, random: false, libraryMissing: false };
  for (const line of log.split('\n')) {
    if (line.startsWith('execute ')) {
      const instr = line.slice(8);
      if (PREV_BLOCKS_INSTRUCTIONS.test(instr)) reads.prevBlocks = true;
      if (RANDOM_INSTRUCTIONS.test(instr)) reads.random = true;
      if (/^GETPARAM 13$/.test(instr)) reads.prevBlocks = true;
    } else if (/library/i.test(line) && /(not found|cannot|failed|missing)/i.test(line)) {
      reads.libraryMissing = true;
    }
  }
  return reads;
}

/**
 * The library cells a VM log shows the VM failed to load (`handling exception code 9: failed to
 * load library cell`), as upper-case hex hashes. The failing step loaded the cell on top of the
 * stack before it; at the verbose level (`full_location_stack_verbose`) the stack prints that
 * cell's whole BoC, an exotic library cell holding the hash (code can build one at run time,
 * which no scan of the state finds). Empty when the log does not show one.
 */
export function missingLibraryHashes(log: string): string[] {
  const found = new Set<string>();
  let lastStack: string | null = null;
  let stackBefore: string | null = null;
  for (const line of log.split('\n')) {
    if (line.startsWith('stack: ')) lastStack = line;
    else if (line.startsWith('execute ')) stackBefore = lastStack;
    else if (/^handling exception code 9: failed to load library cell/.test(line) && stackBefore) {
      const items = parseStackLine(stackBefore);
      const top = items[items.length - 1];
      const hash = top?.type === 'cell' && top.boc ? libraryHashOfBoc(top.boc) : null;
      if (hash) found.add(hash);
    }
  }
  return [...found];
}

/** The hash a library cell's BoC (hex) names, or null when it is not one. */
function libraryHashOfBoc(hex: string): string | null {
  try {
    const cell = Cell.fromBoc(Buffer.from(hex, 'hex'))[0];
    if (!cell || cell.type !== CellType.Library) return null;
    const s = cell.beginParse(true);
    s.skip(8);
    return s.loadBuffer(32).toString('hex').toUpperCase();
  } catch {
    return null;
  }
}
