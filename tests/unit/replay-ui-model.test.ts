import { describe, expect, it } from 'vitest';
import {
  changeText,
  findStep,
  positionText,
  stepForKey,
  stepsSummary,
  stackChipText,
} from '../../renderer/src/features/replay/step-model';
import {
  compareOutcomes,
  EMPTY_WHAT_IF,
  whatIfChangeOf,
} from '../../renderer/src/features/replay/what-if-model';
import { traceMarks, verdictMark } from '../../renderer/src/features/replay/verdict-marks';
import { parseRoute, routePath } from '../../renderer/src/routing/routes';
import { refsInAnswer } from '../../renderer/src/features/console/console-history';
import { failureHint, traceVerdictWords, txVerdictWords } from '../../shared/replay/verdict-words';
import type { VmStep, VmSteps } from '../../shared/replay/vm-log';
import { replayOf, outcomeOf } from '../helpers/replay-results';

/** The replay UI's pure parts: verdicts in words, graph marks, the step list, the what-if form. */

const step = (index: number, instruction: string, over: Partial<VmStep> = {}): VmStep => ({
  index,
  instruction,
  position: { cellHash: 'AB'.repeat(32), offset: index * 8 },
  gasRemaining: 1000 - index * 18,
  gasUsed: 18,
  gasTotal: (index + 1) * 18,
  stack: [{ type: 'int', value: String(index) }],
  changes: [],
  exception: null,
  notes: [],
  ...over,
});

describe('verdicts in words', () => {
  it('a match says the chain is matched; a mismatch names the first differing part and the likely cause', () => {
    expect(txVerdictWords(replayOf('match'))).toMatchObject({
      label: 'Matches the chain',
      tone: 'ok',
      hint: null,
    });
    const m = txVerdictWords(
      replayOf('mismatch', {
        part: 'compute',
        cause: { kind: 'emulator-version', text: 'the emulator computed differently.' },
        diffs: [
          { part: 'compute', field: 'compute.gasUsed', chain: '100', replay: '101' },
          { part: 'fees', field: 'totalFees.coins', chain: '5', replay: '6' },
        ],
      }),
    );
    expect(m.sentence).toBe(
      'Does not match the chain: the first difference is in the compute phase (compute.gasUsed: the chain 100, the replay 101).',
    );
    expect(m.hint).toBe('Likely cause: the emulator computed differently.');
    expect(m.tone).toBe('bad');
  });

  it('an error says what was missing, and a server without archival state gets the remedy', () => {
    const e = txVerdictWords(
      replayOf('error', {
        failure: {
          code: 'SERVER',
          message: 'LITE_SERVER_NOTREADY: state of masterchain block 5 is not kept',
        },
      }),
    );
    expect(e.label).toBe('Not judged');
    expect(e.sentence).toBe(
      'Could not be judged: LITE_SERVER_NOTREADY: state of masterchain block 5 is not kept.',
    );
    expect(e.hint).toMatch(/^This deployment does not serve archival seqno/);
    expect(failureHint({ code: 'NOT_FOUND', message: 'missing', missingLibraries: ['AA'] })).toBe(
      'The network did not return a library cell the code loads (getLibraries).',
    );
    expect(failureHint({ code: 'INTERNAL', message: 'boom' })).toBeNull();
  });

  it('a trace: all match, or how many differ and how many could not be judged', () => {
    const all = { transactions: [replayOf('match'), replayOf('match')], matched: 2 };
    expect(traceVerdictWords(all).sentence).toBe(
      "Matches the chain: all 2 transactions of the trace recomputed to the chain's hashes.",
    );
    const some = {
      transactions: [replayOf('match'), replayOf('mismatch'), replayOf('error')],
      matched: 1,
    };
    expect(traceVerdictWords(some)).toMatchObject({
      verdict: 'mismatch',
      sentence: '1 of 3 transactions match the chain; 1 do not match, 1 could not be judged.',
    });
    expect(traceVerdictWords({ transactions: [], matched: 0 }).verdict).toBe('error');
  });

  it('marks the trace graph: a tick, a cross naming the part, "!" for not judged, by hash', () => {
    expect(verdictMark(replayOf('match'))).toMatchObject({
      symbol: '✓',
      tone: 'ok',
      kind: 'match',
    });
    expect(verdictMark(replayOf('mismatch', { part: 'fees' }))).toMatchObject({
      symbol: '✗',
      label: 'Replay does not match: the first difference is in the fees',
    });
    expect(verdictMark(replayOf('error')).symbol).toBe('!');
    const marks = traceMarks({
      transactions: [replayOf('match', { hash: 'a' }), replayOf('mismatch', { hash: 'b' })],
    });
    expect([...marks].map(([h, m]) => `${h}${m.symbol}`)).toEqual(['a✓', 'b✗']);
  });
});

describe('the step list', () => {
  const steps = [
    step(0, 'SETCP 0'),
    step(1, 'PUSHINT 1'),
    step(2, 'THROWIF 33'),
    step(3, 'PUSHINT 2'),
  ];

  it('keys move the selection within the list; other keys are not the list’s', () => {
    expect(stepForKey('ArrowDown', 0, 4, 10)).toBe(1);
    expect(stepForKey('j', 3, 4, 10)).toBe(3);
    expect(stepForKey('ArrowUp', 0, 4, 10)).toBe(0);
    expect(stepForKey('PageDown', 0, 4, 2)).toBe(2);
    expect(stepForKey('PageUp', 3, 4, 2)).toBe(1);
    expect(stepForKey('End', 0, 4, 2)).toBe(3);
    expect(stepForKey('Home', 3, 4, 2)).toBe(0);
    expect(stepForKey('a', 1, 4, 2)).toBeNull();
    expect(stepForKey('ArrowDown', 0, 0, 2)).toBeNull();
  });

  it('finds instructions forward and back, wrapping, case-insensitive', () => {
    expect(findStep(steps, 'pushint', 1)).toBe(3);
    expect(findStep(steps, 'pushint', 3)).toBe(1);
    expect(findStep(steps, 'PUSHINT', 1, -1)).toBe(3);
    expect(findStep(steps, 'throw', 0)).toBe(2);
    expect(findStep(steps, 'nope', 0)).toBeNull();
    expect(findStep(steps, '  ', 0)).toBeNull();
  });

  it('reads positions, stacks and register changes in words', () => {
    expect(positionText({ cellHash: 'ABCDEF0123'.padEnd(64, '0'), offset: 24 })).toBe(
      'ABCDEF01…:24',
    );
    expect(positionText(null)).toBe('—');
    expect(stackChipText({ type: 'int', value: '9'.repeat(100) }, 10)).toBe('999999999…');
    expect(stackChipText({ type: 'slice', data: 'AB', bits: [0, 267], refs: [0, 0] })).toBe(
      'CS{267 bits}',
    );
    expect(
      changeText({ register: 'c4', how: 'set', value: { type: 'cell', hash: 'F'.repeat(64) } }),
    ).toBe('c4 set to C{FFFFFFFF…}');
    expect(changeText({ register: 'c5', how: 'action', value: null })).toBe(
      'c5: an output action added',
    );
  });

  it('sums the steps up: count, gas, where the VM stopped, what was left out', () => {
    const s: VmSteps = {
      initialStack: [],
      steps: [
        ...steps.slice(0, 2),
        { ...steps[2]!, exception: { code: 33, handled: false, text: '' } },
      ],
      omitted: 0,
      throwingStep: 2,
      total: 3,
    };
    expect(stepsSummary(s)).toBe('3 steps, 54 gas; an exception ended the VM at step 3.');
    expect(stepsSummary({ ...s, throwingStep: null, omitted: 5000, total: 5003 })).toBe(
      '5,003 steps, 54 gas; 5,000 steps in the middle are left out (the first and last 1 are shown).',
    );
  });
});

describe('the what-if form', () => {
  it('turns TON amounts into nanotons and says what is wrong in words', () => {
    expect(whatIfChangeOf({ ...EMPTY_WHAT_IF, value: '0.01', bounce: 'false' })).toEqual({
      change: { value: '10000000', bounce: false },
    });
    expect(whatIfChangeOf({ ...EMPTY_WHAT_IF, balance: '2', body: ' b5ee ' })).toEqual({
      change: { balance: '2000000000', body: 'b5ee' },
    });
    expect(whatIfChangeOf(EMPTY_WHAT_IF).error).toMatch(/^Change at least one input/);
    expect(whatIfChangeOf({ ...EMPTY_WHAT_IF, value: '0.0000000001' }).error).toBe(
      'The in-message value must be a TON amount such as 0.05 (at most 9 decimals).',
    );
    expect(whatIfChangeOf({ ...EMPTY_WHAT_IF, balance: '-1' }).error).toBe(
      'The account balance cannot be negative.',
    );
  });

  it('compares the what-if with the chain field by field, marking what differs', () => {
    const chain = outcomeOf({ exitCode: 0, totalFees: '4900115', outValues: ['112318000'] });
    const whatIf = outcomeOf({
      exitCode: 709,
      totalFees: '2924934',
      outValues: ['6808400'],
      bounce: 'ok',
    });
    const rows = compareOutcomes(chain, whatIf);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.compute).toMatchObject({
      chain: 'exit code 0 (Success)',
      whatIf: 'exit code 709 (Jetton wallet: not enough TON for the transfer and forward amount)',
      differs: true,
    });
    expect(byKey.fees).toMatchObject({ chain: '0.004900115 TON', differs: true });
    expect(byKey.bounce).toMatchObject({ chain: 'none', whatIf: 'ok', differs: true });
    expect(byKey.out!.whatIf).toBe('1: 0.0068084 TON');
    expect(byKey.status!.differs).toBe(false);
    expect(compareOutcomes(chain, null).every((r) => r.whatIf === '—')).toBe(true);
  });
});

describe('the replay route', () => {
  it('#/tx/<hash>/replay opens the transaction with its replay; other tails are the page alone', () => {
    const hash = 'AB+/cd=';
    const route = { name: 'transaction' as const, hash, view: 'replay' as const };
    expect(routePath(route)).toBe(`#/tx/${encodeURIComponent(hash)}/replay`);
    expect(parseRoute(routePath(route))).toEqual(route);
    expect(parseRoute(`#/tx/${encodeURIComponent(hash)}/other`)).toEqual({
      name: 'transaction',
      hash,
    });
  });
});

describe("the API console's history", () => {
  it('finds the transactions and traces an answer lists, each once, in order', () => {
    const h = (c: string) => c.repeat(43) + '=';
    const v3 = {
      transactions: [
        { hash: h('a'), lt: '1', account: '0:AB', trace_id: h('t') },
        { hash: h('b'), lt: '2', account: '0:AB', trace_id: h('t') },
      ],
      address_book: { '0:AB': { user_friendly: 'x' } },
    };
    expect(refsInAnswer(v3)).toEqual({ transactions: [h('a'), h('b')], traces: [h('t')] });
    const v2 = [{ transaction_id: { lt: '5', hash: h('c') }, in_msg: { hash: h('m') } }];
    expect(refsInAnswer(v2)).toEqual({ transactions: [h('c')], traces: [] });
    const transfers = { jetton_transfers: [{ transaction_hash: h('d'), trace_id: h('e') }] };
    expect(refsInAnswer(transfers)).toEqual({ transactions: [h('d')], traces: [h('e')] });
    // A block's or a message's hash is not a transaction's.
    expect(refsInAnswer({ blocks: [{ root_hash: h('f') }], messages: [{ hash: h('g') }] })).toEqual(
      {
        transactions: [],
        traces: [],
      },
    );
    expect(refsInAnswer('text')).toEqual({ transactions: [], traces: [] });
  });
});
