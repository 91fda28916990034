import { describe, expect, it } from 'vitest';
import { replayLine, replayTarget } from '../../electron/hosts/cli/commands/replay';
import type { TxReplay } from '../../shared/replay/types';

/** The replay command's arguments and its one line per transaction. */

const H = 'A'.repeat(43) + '=';
const result = (over: Partial<TxReplay>): TxReplay =>
  ({ hash: H, verdict: 'match', part: null, cause: null, failure: null, ...over }) as TxReplay;

describe('ton-explorer replay', () => {
  it('takes exactly one target; --limit only with --account', () => {
    expect(replayTarget({ tx: H })).toEqual({ kind: 'tx', hash: H });
    expect(replayTarget({ all: true })).toEqual({ kind: 'all' });
    expect(replayTarget({ account: '0:AB', limit: '5' })).toEqual({
      kind: 'account',
      address: '0:AB',
      limit: 5,
    });
    expect(replayTarget({ account: '0:AB' })).toMatchObject({ limit: 20 });
    expect(() => replayTarget({})).toThrow(/exactly one of --tx, --trace, --account, --all/);
    expect(() => replayTarget({ tx: H, all: true })).toThrow(/exactly one/);
    expect(() => replayTarget({ all: true, limit: '3' })).toThrow(/--limit goes with --account/);
    expect(() => replayTarget({ account: '0:AB', limit: '0' })).toThrow(/whole number from 1/);
  });

  it('prints one line per transaction: match, MISMATCH with its part and cause, ERROR with what', () => {
    expect(replayLine(result({}))).toBe(`${H} match`);
    expect(
      replayLine(
        result({
          verdict: 'mismatch',
          part: 'compute',
          cause: { kind: 'config', text: '…' },
        }),
      ),
    ).toBe(`${H} MISMATCH compute (likely config)`);
    expect(
      replayLine(
        result({ verdict: 'error', failure: { code: 'NOT_FOUND', message: 'library AB missing' } }),
      ),
    ).toBe(`${H} ERROR NOT_FOUND: library AB missing`);
  });
});
