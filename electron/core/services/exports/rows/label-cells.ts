import { LABELLED_ADDRESS_COLUMNS } from '../../../../../shared/exports/columns';
import type { Network } from '../../../../../shared/profiles';
import { namingOf, type AddressFacts } from '../../../../../shared/ton/address-names';
import type { ExportRow } from './row-types';
import { provenanceText, type LabelProvenance } from '../../../../../shared/labels/provenance';

/** Labels of raw addresses (one batched lookup), keyed by raw lower-case address. */
export type LabelsOf = (
  raws: string[],
) => Record<string, { label: string; provenance?: LabelProvenance | null }>;

/**
 * A label's `*_label_source` cell: `user` for the user's own, else its provenance in one line
 * (`ton-labels@99be9dc (built-in) · CEX · source https://… · by ziga, 2024-11-25`).
 */
export function labelSourceCell(l: { provenance?: LabelProvenance | null }): string {
  return l.provenance ? provenanceText(l.provenance) : 'user';
}

/** The raw addresses of the labelled/named address columns of `rows`, each once. */
function addressesOf(rows: readonly ExportRow[]): Set<string> {
  const raws = new Set<string>();
  for (const row of rows) {
    for (const key of LABELLED_ADDRESS_COLUMNS) {
      const raw = row.cells[`${key}_raw`];
      if (raw) raws.add(raw);
    }
  }
  return raws;
}

/**
 * Fills the `<key>_label` and `<key>_label_source` cells of a page's rows from the labels
 * shown (the user's over the built-in set): one lookup for every distinct address of the
 * page. Rows are changed in place; cells stay absent (written as empty) for addresses
 * without a label.
 */
export function addLabelCells(rows: ExportRow[], labelsOf: LabelsOf): void {
  const raws = addressesOf(rows);
  if (raws.size === 0) return;
  const labels = labelsOf([...raws]);
  for (const row of rows) {
    for (const key of LABELLED_ADDRESS_COLUMNS) {
      const raw = row.cells[`${key}_raw`];
      const label = raw ? labels[raw] : undefined;
      if (!label?.label) continue;
      row.cells[`${key}_label`] = label.label;
      row.cells[`${key}_label_source`] = labelSourceCell(label);
    }
  }
}

/**
 * Fills the `<key>_name` cells of a page's rows with the name the app shows for each address
 * (the shared identity rule over the page's v3 `address_book` and `metadata`). Rows are
 * changed in place; cells stay absent (written as empty) for addresses nothing names.
 */
export function addNameCells(rows: ExportRow[], network: Network, facts: AddressFacts): void {
  const names = new Map<string, string | null>();
  for (const raw of addressesOf(rows)) names.set(raw, namingOf(raw, network, facts).name);
  for (const row of rows) {
    for (const key of LABELLED_ADDRESS_COLUMNS) {
      const raw = row.cells[`${key}_raw`];
      const name = raw ? names.get(raw) : null;
      if (name) row.cells[`${key}_name`] = name;
    }
  }
}
