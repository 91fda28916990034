import { describe, expect, it } from 'vitest';
import { listKeyTarget } from '../../renderer/src/lib/list-keys';

describe('list keys (a table’s rows)', () => {
  it('moves one row with the arrows and a page with Page Up/Down, within the list', () => {
    expect(listKeyTarget('ArrowDown', 3, 10, 4)).toBe(4);
    expect(listKeyTarget('ArrowUp', 3, 10, 4)).toBe(2);
    expect(listKeyTarget('PageDown', 3, 10, 4)).toBe(7);
    expect(listKeyTarget('PageDown', 8, 10, 4)).toBe(9);
    expect(listKeyTarget('PageUp', 2, 10, 4)).toBe(0);
    expect(listKeyTarget('ArrowDown', 9, 10, 4)).toBe(9);
    expect(listKeyTarget('ArrowUp', 0, 10, 4)).toBe(0);
  });

  it('goes to the ends with Home and End', () => {
    expect(listKeyTarget('Home', 5, 10, 4)).toBe(0);
    expect(listKeyTarget('End', 5, 10, 4)).toBe(9);
  });

  it('starts before the first row (-1): a step down lands on it, a step up too', () => {
    expect(listKeyTarget('ArrowDown', -1, 10, 4)).toBe(0);
    expect(listKeyTarget('ArrowUp', -1, 10, 4)).toBe(0);
    expect(listKeyTarget('PageDown', -1, 10, 4)).toBe(3);
  });

  it('a page is at least one row', () => {
    expect(listKeyTarget('PageDown', 3, 10, 0)).toBe(4);
  });

  it('answers no other key, and nothing in an empty list', () => {
    expect(listKeyTarget('Enter', 3, 10, 4)).toBeNull();
    expect(listKeyTarget('j', 3, 10, 4)).toBeNull();
    expect(listKeyTarget('toString', 3, 10, 4)).toBeNull();
    expect(listKeyTarget('ArrowDown', 0, 0, 4)).toBeNull();
  });
});
