import { CHAIN_TEXT_COLUMNS } from '../../../../../shared/exports/columns';
import { describeUnsafe } from '../../../../../shared/text/safety';
import type { ExportRow } from './row-types';

/**
 * Fills the `text_flags` cell of each row: for every chain-text cell (comment, symbol) holding
 * bidi, zero-width or control characters, `<column>: <what>` (issue 24). The text cells are not
 * touched: they keep the exact on-chain text. Line breaks and tabs in a comment are not flagged.
 */
export function addTextFlagCells(rows: ExportRow[]): void {
  for (const row of rows) {
    const flags: string[] = [];
    for (const key of CHAIN_TEXT_COLUMNS) {
      const text = row.cells[key];
      if (!text) continue;
      const what = describeUnsafe(text, { allowLineBreaks: key === 'comment' });
      if (what) flags.push(`${key}: ${what}`);
    }
    if (flags.length) row.cells.text_flags = flags.join(' | ');
  }
}
