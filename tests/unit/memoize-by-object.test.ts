import { describe, expect, it } from 'vitest';
import { memoizeByObject } from '../../renderer/src/lib/memoize-by-object';

/** The renderer's per-object memo (renderer/src/lib/memoize-by-object.ts). */

describe('memoizeByObject', () => {
  it('computes once per object, by identity, empty results included', () => {
    const seen: string[] = [];
    const f = memoizeByObject((row: { id: string }) => {
      seen.push(row.id);
      return row.id === 'none' ? [] : [row.id.toUpperCase()];
    });
    const a = { id: 'a' };
    const none = { id: 'none' };
    expect([f(a), f(a), f(none), f(none)]).toEqual([['A'], ['A'], [], []]);
    expect(f(a)).toBe(f(a));
    expect(f({ id: 'a' })).toEqual(['A']); // a like object is another row
    expect(seen).toEqual(['a', 'none', 'a']);
  });
});
