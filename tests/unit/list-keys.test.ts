import { describe, expect, it } from 'vitest';
import { listKeyTarget } from '../../renderer/src/lib/list-keys';

/** [key, from, to] in a list of 10 rows whose page is 4 rows. */
const MOVES: ReadonlyArray<[string, number, number | null]> = [
  // One row with the arrows, a page with Page Up/Down, kept within the list.
  ['ArrowDown', 3, 4],
  ['ArrowUp', 3, 2],
  ['PageDown', 3, 7],
  ['PageDown', 8, 9],
  ['PageUp', 2, 0],
  ['ArrowDown', 9, 9],
  ['ArrowUp', 0, 0],
  // The ends.
  ['Home', 5, 0],
  ['End', 5, 9],
  // From before the first row (-1), as a table is when tabbed into.
  ['ArrowDown', -1, 0],
  ['ArrowUp', -1, 0],
  ['PageDown', -1, 3],
  // No other key.
  ['Enter', 3, null],
  ['j', 3, null],
  ['toString', 3, null],
];

describe('list keys (a table’s rows)', () => {
  it.each(MOVES)('%s from %i goes to %s', (key, from, to) => {
    expect(listKeyTarget(key, from, 10, 4)).toBe(to);
  });

  it('a page is at least one row, and an empty list answers nothing', () => {
    expect(listKeyTarget('PageDown', 3, 10, 0)).toBe(4);
    expect(listKeyTarget('ArrowDown', 0, 0, 4)).toBeNull();
  });
});
