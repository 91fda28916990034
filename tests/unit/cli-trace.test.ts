import { describe, expect, it } from 'vitest';
import { formatReport, traceRulesFromArgs } from '../../electron/hosts/cli/commands/trace';
import { attribute, attributionReport } from '../../shared/attribution';
import { graphInput, jetton } from '../helpers/attribution-graph';
import { unitAssets } from '../../shared/canvas/drawing';
import { jettonUnitText } from '../../shared/ton/jetton-unit';
import { rawAddresses } from '../helpers/canvas-graph';

/** `trace`'s flags and its text output (the run itself: tests/integration/investigation-localnet). */

const [S, A, E, M] = rawAddresses('1', '2', '6', '9');

describe('trace flags', () => {
  it('takes the canvas defaults and what is given', () => {
    expect(traceRulesFromArgs({})).toMatchObject({
      direction: 'out',
      asset: 'TON',
      rule: 'haircut',
      hops: null,
      fanout: null,
      budget: 200,
    });
    expect(
      traceRulesFromArgs({ asset: M.toLowerCase(), rule: 'fifo', budget: '40', hops: '3' }),
    ).toMatchObject({ asset: `jetton:${M}`, rule: 'fifo', budget: 40, hops: 3 });
    expect(traceRulesFromArgs({ asset: 'all' }).asset).toBe('all');
    expect(traceRulesFromArgs({ tx: 'ab'.repeat(32) }).txHash).toBe('ab'.repeat(32));
  });

  it('refuses bad flags with INVALID_INPUT saying which', () => {
    expect(() => traceRulesFromArgs({ rule: 'lifo' })).toThrow(/INVALID_INPUT|--rule must be/);
    expect(() => traceRulesFromArgs({ budget: 'lots' })).toThrow(/--budget must be a whole number/);
    expect(() => traceRulesFromArgs({ budget: '2' })).toThrow(/budget/);
    expect(() => traceRulesFromArgs({ asset: 'DEMO' })).toThrow(/--asset must be TON, all or/);
    expect(() => traceRulesFromArgs({ tx: 'not-a-hash' })).toThrow(
      /--tx must be a transaction hash/,
    );
  });
});

describe('trace text output', () => {
  it('prints the summary, the ends, the frontier and a balanced reconciliation', () => {
    const input = graphInput(
      [
        [S, A, 10n ** 10n],
        [A, E, 6n * 10n ** 9n],
      ],
      { start: S, read: [A], stops: { [E]: { reason: 'label', detail: 'labelled “exchange”' } } },
    );
    const text = formatReport(
      attributionReport(attribute(input), {
        naming: (a) => ({ name: a === E ? 'exchange.ton' : null, label: null }),
        assets: {},
        walk: null,
      }),
    );
    expect(text).toContain('6 TON reached exchange.ton (1 transfer)');
    expect(text).toContain(`exchange.ton ${E}: 6 TON (labelled “exchange”)`);
    expect(text).toContain('frontier (not followed):\n  none');
    expect(text).toMatch(/TON: start 10000000000 .* balanced$/m);
  });

  it('writes a jetton as its unit, so one named TON never reads as TON', () => {
    const FAKE = jetton('f');
    const input = graphInput(
      [
        [S, A, 10n * 10n ** 9n, FAKE],
        [A, E, 6n * 10n ** 9n, FAKE],
      ],
      { start: S, read: [A], asset: FAKE, stops: { [E]: { reason: 'label', detail: 'x' } } },
    );
    const assets = unitAssets({ assets: { [FAKE]: { symbol: 'TON', decimals: 9 } } }, 'mainnet');
    const text = formatReport(
      attributionReport(attribute(input), {
        naming: () => ({ name: null, label: null }),
        assets,
        walk: null,
      }),
    );
    const unit = jettonUnitText('TON', FAKE.slice('jetton:'.length), 'mainnet');
    expect(unit).toMatch(/^TON ⚠ · EQ/);
    expect(text).toContain(`${E}: 6 ${unit} (x)`);
    expect(text).not.toMatch(/\d TON(?! ⚠)/);
  });
});
