import { describe, expect, it } from 'vitest';
import { fitColumns, trackMinPx } from '../../renderer/src/components/table-fit';

/** An account's transaction list: the columns that decide a row, and four optional ones. */
const COLUMNS = [
  { id: 'time', width: '170px' },
  { id: 'dir', width: '80px', optional: true },
  { id: 'party', width: 'minmax(170px, 1.4fr)' },
  { id: 'amount', width: 'minmax(110px, 1fr)' },
  { id: 'operation', width: 'minmax(100px, 0.9fr)', optional: true },
  { id: 'fee', width: 'minmax(110px, 0.8fr)', optional: true },
  { id: 'status', width: '110px' },
  { id: 'tx', width: '110px' },
];

describe('columns that fit a table', () => {
  it('reads the least width of a grid track', () => {
    expect(trackMinPx('170px')).toBe(170);
    expect(trackMinPx('minmax(150px, 1.4fr)')).toBe(150);
    expect(trackMinPx('max(130px, 181px)')).toBe(130);
    expect(trackMinPx('2fr')).toBe(60);
    expect(trackMinPx(undefined)).toBe(60);
  });

  it('always shows the required columns; optional ones in order while they fit', () => {
    // Required: 170 + 170 + 110 + 110 + 110 = 670.
    expect(fitColumns(COLUMNS, 670, {}, {})).toEqual(['time', 'party', 'amount', 'status', 'tx']);
    expect(fitColumns(COLUMNS, 760, {}, {})).toEqual([
      'time',
      'dir',
      'party',
      'amount',
      'status',
      'tx',
    ]);
    expect(fitColumns(COLUMNS, 2000, {}, {})).toHaveLength(8);
    // Narrower than the required ones: they all stay (the table then scrolls sideways).
    expect(fitColumns(COLUMNS, 300, {}, {})).toHaveLength(5);
  });

  it('counts what the content was measured to need, so a wide amount pushes an optional column out', () => {
    expect(fitColumns(COLUMNS, 760, { amount: 250 }, {})).not.toContain('dir');
  });

  it('keeps what the user chose: a column shown stays, one hidden goes, others fit around them', () => {
    expect(fitColumns(COLUMNS, 670, {}, { fee: true })).toContain('fee');
    expect(fitColumns(COLUMNS, 2000, {}, { dir: false })).not.toContain('dir');
    // Fee chosen first takes the room the Direction column would have had.
    expect(fitColumns(COLUMNS, 790, {}, { fee: true })).toEqual([
      'time',
      'party',
      'amount',
      'fee',
      'status',
      'tx',
    ]);
  });
});

describe('which optional column fits first', () => {
  it("follows the columns' fit priority, not their place", () => {
    const cols = [
      { id: 'a', width: '100px' },
      { id: 'dir', width: '80px', optional: true, fitPriority: 3 },
      { id: 'comment', width: '80px', optional: true, fitPriority: 1 },
    ];
    expect(fitColumns(cols, 180, {}, {})).toEqual(['a', 'comment']);
    expect(fitColumns(cols, 260, {}, {})).toEqual(['a', 'dir', 'comment']);
  });
});
