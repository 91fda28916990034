import { defaultConfig } from '@ton/sandbox';
import { describe, expect, it } from 'vitest';
import { groupOperations } from '../../renderer/src/features/console/api-groups';
import {
  fieldKind,
  missingRequired,
  toCallParams,
} from '../../renderer/src/features/console/form-values';
import { decodeParam, parseConfigCells } from '../../shared/chain/config-params';
import { normalizeShard } from '../../shared/chain/shard';
import { readJettonInfo } from '../../shared/ton/jetton-content';
import { readNftInfo } from '../../shared/ton/nft-content';
import { cachedSince } from '../../renderer/src/persistence/OfflineBanner';
import { listOperations } from '../../shared/api/catalogue';
import { v3Operations } from '../../shared/api/v3-operations';
import { SEED_CONSOLE_GROUPS } from '../helpers/console-groups';

describe('offline banner', () => {
  it('reports the oldest cached copy among queries whose refresh failed', () => {
    const err = new Error('down');
    expect(cachedSince([{ data: 1, isError: false, error: null, dataUpdatedAt: 5 }])).toBeNull();
    expect(
      cachedSince([{ data: undefined, isError: true, error: err, dataUpdatedAt: 0 }]),
    ).toBeNull();
    expect(
      cachedSince([
        { data: 1, isError: true, error: err, dataUpdatedAt: 50 },
        { data: 2, isError: true, error: err, dataUpdatedAt: 20 },
        { data: 3, isError: false, error: null, dataUpdatedAt: 10 },
      ]),
    ).toBe(20);
  });
});

describe('API console catalogue', () => {
  it('groups every v2 and v3 operation of the catalogue, the seed groups included', () => {
    for (const api of ['v2', 'v3'] as const) {
      const grouped = groupOperations(api).flatMap((g) => g.operations.map((o) => o.name));
      expect(grouped.sort()).toEqual(
        listOperations(api)
          .map((o) => o.name)
          .sort(),
      );
    }
    const v3 = groupOperations('v3').map((g) => g.name);
    for (const g of SEED_CONSOLE_GROUPS) expect(v3).toContain(g);
    expect(groupOperations('v3').find((g) => g.name === 'Other')).toBeUndefined();
  });

  it('builds params from the filled fields and names missing required ones', () => {
    const op = v3Operations.addressBook;
    expect(missingRequired(op.params, {})).toEqual(['address']);
    expect(missingRequired(op.params, { address: ' a ' })).toEqual([]);
    expect(
      toCallParams(v3Operations.blocks.params, { workchain: ' -1 ', shard: '', sort: 'asc' }),
    ).toEqual({
      workchain: '-1',
      sort: 'asc',
    });
    expect(fieldKind(v3Operations.blocks.params.find((p) => p.name === 'sort')!)).toMatchObject({
      control: 'select',
      options: ['asc', 'desc'],
    });
  });
});

describe('config decoding', () => {
  it('decodes every known parameter of a real configuration on demand', () => {
    const cells = parseConfigCells(defaultConfig);
    expect(cells.length).toBeGreaterThan(20);
    const decoded = cells.map((c) => ({ id: c.id, d: decodeParam(c.id, c.cell) }));
    const elector = decoded.find((p) => p.id === 1)!.d;
    expect(elector).toEqual({
      kind: 'fields',
      fields: [
        {
          label: 'Address (masterchain)',
          value: { kind: 'address', raw: `-1:${'33'.repeat(32)}` },
        },
      ],
    });
    const version = decoded.find((p) => p.id === 8)!.d;
    expect(version.kind === 'fields' && version.fields[0]!.value).toMatchObject({ kind: 'number' });
    expect(() => parseConfigCells('not a boc')).toThrow(/does not parse/);
  });

  it('normalizes shard ids from v2 and v3 forms', () => {
    expect(normalizeShard('8000000000000000')).toBe('8000000000000000');
    expect(normalizeShard('-9223372036854775808')).toBe('8000000000000000');
    expect(normalizeShard('0x4000000000000000')).toBe('4000000000000000');
    expect(() => normalizeShard('zz')).toThrow(/not a shard/);
  });
});

describe('token metadata', () => {
  it('reads on-chain jetton content with decimals and an SVG image_data', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const info = readJettonInfo({ name: 'Demo', symbol: 'DEMO', decimals: '6', image_data: svg });
    expect(info).toMatchObject({ name: 'Demo', symbol: 'DEMO', decimals: 6 });
    expect(info.image).toBe(`data:image/svg+xml;base64,${svg}`);
    expect(
      readJettonInfo(
        { uri: 'https://x/y.json' },
        { type: 'jetton_masters', extra: { decimals: '3' } },
      ),
    ).toMatchObject({
      decimals: 3,
      uri: 'https://x/y.json',
    });
    expect(readJettonInfo({ decimals: 'lots' }).decimals).toBe(9);
  });

  it('reads NFT attributes from content or metadata extra', () => {
    expect(
      readNftInfo({ name: 'A', attributes: '[{"trait_type":"Color","value":"red"}]' }).attributes,
    ).toEqual([{ trait: 'Color', value: 'red' }]);
    expect(
      readNftInfo(
        { uri: 'u' },
        { type: 'nft_items', name: 'B', extra: { attributes: [{ trait_type: 'Size', value: 3 }] } },
      ),
    ).toMatchObject({ name: 'B', attributes: [{ trait: 'Size', value: '3' }], uri: 'u' });
  });
});
