import { LABELLED_ADDRESS_COLUMNS } from '../../../../shared/exports/columns';
import type { ExportRow } from './row-types';

/** Labels of raw addresses (one batched lookup), keyed by raw lower-case address. */
export type LabelsOf = (raws: string[]) => Record<string, { label: string }>;

/**
 * Fills the `<key>_label` cells of a page's rows from the user's labels: one lookup for every
 * distinct address of the page. Rows are changed in place; cells stay absent (written as
 * empty) for addresses without a label.
 */
export function addLabelCells(rows: ExportRow[], labelsOf: LabelsOf): void {
  const raws = new Set<string>();
  for (const row of rows) {
    for (const key of LABELLED_ADDRESS_COLUMNS) {
      const raw = row.cells[`${key}_raw`];
      if (raw) raws.add(raw);
    }
  }
  if (raws.size === 0) return;
  const labels = labelsOf([...raws]);
  for (const row of rows) {
    for (const key of LABELLED_ADDRESS_COLUMNS) {
      const raw = row.cells[`${key}_raw`];
      const label = raw ? labels[raw]?.label : undefined;
      if (label) row.cells[`${key}_label`] = label;
    }
  }
}
