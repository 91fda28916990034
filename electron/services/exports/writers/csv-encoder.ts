/**
 * CSV per RFC 4180: fields separated by commas, records by CRLF, a field is quoted when it
 * holds a comma, a double quote, CR or LF, and quotes inside are doubled. UTF-8; an optional
 * BOM (U+FEFF) first so spreadsheet programs read the file as UTF-8.
 */

const NEEDS_QUOTES = /[",\r\n]/;

/** One field, quoted when RFC 4180 requires it. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record (CRLF-terminated) from the cells of `columns`, in order; missing cells are empty. */
export function csvRecord(
  columns: readonly string[],
  cells: Readonly<Record<string, string>>,
): string {
  return `${columns.map((key) => csvField(cells[key] ?? '')).join(',')}\r\n`;
}

/** The start of a CSV file: the optional BOM and the header record. */
export function csvHeader(columns: readonly string[], bom: boolean): string {
  return `${bom ? '\uFEFF' : ''}${columns.map(csvField).join(',')}\r\n`;
}
