import { describe, expect, it } from 'vitest';
import { Lru, memoizeLru } from '../../renderer/src/lib/lru';

/** The renderer's bounded cache (renderer/src/lib/lru.ts): eviction order and memoizing. */

describe('Lru', () => {
  it('drops the least recently used entry past its capacity', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the newest
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('memoizeLru computes once per key, null results included', () => {
    let calls = 0;
    const f = memoizeLru((k: string) => {
      calls++;
      return k === 'bad' ? null : k.length;
    }, 10);
    expect([f('abc'), f('abc'), f('bad'), f('bad')]).toEqual([3, 3, null, null]);
    expect(calls).toBe(2);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new Lru(0)).toThrow(/at least 1/);
  });
});
