import { describe, expect, it } from 'vitest';
import { Address } from '@ton/core';
import { MAX_TRACE_HOPS } from '../../shared/canvas/auto-trace';
import {
  INITIAL_TRACE_FORM,
  parseTraceRules,
  type TraceScope,
} from '../../renderer/src/features/canvas/use-auto-trace';
import { resolveAccount } from '../../renderer/src/features/canvas/use-path-finder';

/**
 * What the canvas's side panels read from what the analyst typed: auto-trace's rules (empty
 * optional limits are none, the minimum in the asset's own units) and the path finder's ends
 * (a shown name, a raw address or a friendly one).
 */
const form = INITIAL_TRACE_FORM;
const scope: TraceScope = {
  asset: 'TON',
  assetInfo: { symbol: 'TON', decimals: 9 },
  fromUnix: null,
  rule: 'haircut',
};

describe('auto-trace rules as typed', () => {
  it('reads empty limits as none, the categories as a list and no minimum as 0', () => {
    const r = parseTraceRules({ ...form, stopText: ' exchange ,, mixer ' }, scope);
    if (!('rules' in r)) throw new Error(r.error);
    expect(r.rules).toMatchObject({
      direction: 'out',
      hops: null,
      fanout: null,
      minAmount: '0',
      stopCategories: ['exchange', 'mixer'],
      budget: form.budget,
    });
    expect(r.rules).not.toHaveProperty('fromUnix');
  });

  it('turns the minimum into the asset’s base units and keeps the canvas’s time window', () => {
    const jetton = {
      ...scope,
      assetInfo: { symbol: 'DEMO', decimals: 6 },
      fromUnix: 1_700_000_000,
    };
    const r = parseTraceRules({ ...form, min: '1.5', hops: '3' }, jetton);
    if (!('rules' in r)) throw new Error(r.error);
    expect(r.rules).toMatchObject({ minAmount: '1500000', hops: 3, fromUnix: 1_700_000_000 });
  });

  it('says what is wrong: a minimum finer than the asset, a hop limit out of range', () => {
    expect(parseTraceRules({ ...form, min: '0.0000000001' }, scope)).toEqual({
      error: '"0.0000000001" has more than 9 decimals',
    });
    const r = parseTraceRules({ ...form, hops: String(MAX_TRACE_HOPS + 1) }, scope);
    expect('error' in r && r.error).toContain(`a hop limit of 1 to ${MAX_TRACE_HOPS}`);
  });
});

describe('path finder ends', () => {
  const alice = `0:${'A1'.repeat(32)}`;
  const doc = { nodes: [{ address: alice }] } as Parameters<typeof resolveAccount>[0];
  const name = (a: string) => (a === alice ? 'alice' : '');

  it('finds a canvas account by its shown name or address, and reads any address form', () => {
    expect(resolveAccount(doc, name, '  alice ')).toBe(alice);
    expect(resolveAccount(doc, name, alice)).toBe(alice);
    const bob = `0:${'b2'.repeat(32)}`;
    const friendly = Address.parseRaw(bob).toString({ bounceable: true });
    expect(resolveAccount(doc, name, friendly)).toBe(bob.toUpperCase());
  });

  it('says a text is neither an account on the canvas nor an address', () => {
    expect(() => resolveAccount(doc, name, 'carol')).toThrow(
      '“carol” is not an account on the canvas nor an address.',
    );
  });
});
