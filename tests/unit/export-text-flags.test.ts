import { describe, expect, it } from 'vitest';
import { columnKeys } from '../../shared/exports/columns';
import { EXPORT_KINDS } from '../../shared/exports/kinds';
import { addTextFlagCells } from '../../electron/core/services/exports/rows/text-flags';
import type { ExportRow } from '../../electron/core/services/exports/rows/row-types';

const row = (cells: Record<string, string>) => ({ cells }) as unknown as ExportRow;

describe('text_flags column of exports', () => {
  it('is the last column of every kind', () => {
    for (const kind of EXPORT_KINDS) expect(columnKeys(kind).at(-1)).toBe('text_flags');
  });

  it('flags hidden characters in comments and symbols while the cells keep the exact text', () => {
    const comment = 'gift \u202Egnp.exe\nsecond line';
    const symbol = 'TON\u200B';
    const rows = [row({ comment, jetton_symbol: symbol }), row({ comment: 'plain\nlines' })];
    addTextFlagCells(rows);
    expect(rows[0]!.cells.text_flags).toBe(
      'comment: bidi U+202E RLO | jetton_symbol: zero-width U+200B ZWSP',
    );
    expect(rows[0]!.cells.comment).toBe(comment);
    expect(rows[0]!.cells.jetton_symbol).toBe(symbol);
    expect(rows[1]!.cells.text_flags).toBeUndefined();
  });
});
