import { describe, expect, it } from 'vitest';
import { readTep64 } from '../../shared/ton/jetton-metadata';
import { formatUnits } from '../../shared/ton/units';
import { assetFacts } from '../../shared/ton/asset-facts';
import { jettonMetadataAt } from '../../shared/ton/metadata-map';
import { readJettonInfo } from '../../shared/ton/jetton-content';
import { tokenDisplay } from '../../renderer/src/lib/token-info';

/**
 * One TEP-64 rule for pages and exports: on-chain content wins field by field, v3 metadata
 * fills the rest, decimals are TEP-64's uint8 (absent: 9; anything else: 9 with a note).
 */
const MASTER = '0:0A0571C27295DD11D69D5083E6F2C49FE4919F0F35C1E3E1628245B1A3EE63B4';

describe('readTep64', () => {
  it('prefers on-chain content and fills from the metadata token info', () => {
    const m = readTep64(
      { symbol: 'DEMO', decimals: '6' },
      { name: 'Indexed name', symbol: 'IDX', extra: { decimals: '3' } },
    );
    expect(m).toMatchObject({
      name: 'Indexed name',
      symbol: 'DEMO',
      decimals: 6,
      decimalsNote: null,
    });
  });

  it('defaults to 9 decimals and accepts the whole uint8 range', () => {
    expect(readTep64({}).decimals).toBe(9);
    expect(readTep64({ decimals: '0' }).decimals).toBe(0);
    expect(readTep64({ decimals: '255' }).decimals).toBe(255);
  });

  it('rejects absurd decimals with a clear fallback', () => {
    for (const bad of ['256', '-1', '1.5', 'lots', 1000]) {
      const m = readTep64({ decimals: bad });
      expect(m.decimals).toBe(9);
      expect(m.decimalsNote).toMatch(/not a TEP-64 value.*9 is used/);
    }
  });

  it('pages and exports read the same decimals and symbol from the same data', () => {
    const content = { symbol: 'DEMO', decimals: '12' };
    const meta = {
      [MASTER]: {
        is_indexed: true,
        token_info: [{ type: 'jetton_masters', symbol: 'DEMO', extra: { decimals: '12' } }],
      },
    };
    const page = readJettonInfo(content);
    // What the exports read (enrich.ts): a master's content, else the page's v3 metadata.
    const exported = assetFacts({ type: 'jetton' }, readTep64(content));
    const fromMeta = assetFacts({ type: 'jetton' }, jettonMetadataAt(meta, MASTER));
    const row = tokenDisplay(MASTER, meta as never);
    for (const x of [page, exported, fromMeta, row]) {
      expect(x).toMatchObject({ symbol: 'DEMO', decimals: 12 });
    }
  });
});

describe('formatUnits', () => {
  it('is exact and groups thousands only on request', () => {
    expect(formatUnits(1_500_000_000_000n, 9)).toBe('1500');
    expect(formatUnits('1500000000000', 9, { group: true })).toBe('1,500');
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(() => formatUnits(1n, 256)).toThrow(RangeError);
    expect(() => formatUnits('1e3', 0)).toThrow(/not an integer/);
  });
});
