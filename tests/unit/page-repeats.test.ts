import { describe, expect, it } from 'vitest';
import { withoutRepeats } from '../../renderer/src/lib/page-repeats';

const key = (r: { id: string }) => r.id;
const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('withoutRepeats (offset pages over live data)', () => {
  it('keeps a page that does not start inside the previous one, as the same array', () => {
    const page = rows('d', 'e', 'f');
    expect(withoutRepeats(rows('a', 'b', 'c'), page, key)).toBe(page);
  });

  it('drops the rows a shifted page repeats from the end of the previous page', () => {
    // Two new rows arrived at the head between the loads: the next page starts with b, c.
    expect(withoutRepeats(rows('a', 'b', 'c'), rows('b', 'c', 'd'), key).map(key)).toEqual(['d']);
  });

  it('drops a page that repeats the previous one entirely', () => {
    expect(withoutRepeats(rows('a', 'b'), rows('a', 'b'), key)).toEqual([]);
  });

  it('keeps the first page and empty pages as they are', () => {
    expect(withoutRepeats([], rows('a'), key).map(key)).toEqual(['a']);
    expect(withoutRepeats(rows('a'), [], key)).toEqual([]);
  });

  it('with the list order, keeps a page that comes after the previous one without reading its keys', () => {
    // Newest first by lt: the next page starts below the previous page's last lt.
    const tx = (lt: number) => ({ id: `h${lt}`, lt });
    const newerFirst = (a: { lt: number }, b: { lt: number }) => a.lt > b.lt;
    let keysRead = 0;
    const counted = (r: { id: string }) => (keysRead++, r.id);
    const page = [tx(7), tx(6)];
    expect(withoutRepeats([tx(9), tx(8)], page, counted, newerFirst)).toBe(page);
    expect(keysRead).toBe(0);
    // Shifted by one new transaction: the page starts with the previous page's last row.
    expect(withoutRepeats([tx(9), tx(8)], [tx(8), tx(7)], counted, newerFirst).map(key)).toEqual([
      'h7',
    ]);
  });
});
