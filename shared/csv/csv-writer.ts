/**
 * The app's one CSV writer, for every CSV it writes (transaction, transfer and action exports,
 * the labels file), and its one formula rule.
 *
 * Format: RFC 4180 — fields separated by commas, records ended by CRLF, a field quoted when it
 * holds a comma, a double quote, CR or LF (or starts or ends with a space), quotes inside
 * doubled; UTF-8, with an optional BOM (U+FEFF) so spreadsheet programs read it as UTF-8.
 *
 * Formula rule (OWASP's CSV injection rule, made exact): a TEXT cell that starts with `=`,
 * `+`, `-`, `@`, a tab, a carriage return or `'` is written with one leading `'`, so a
 * spreadsheet program shows it as text and never evaluates it: an on-chain comment
 * `=HYPERLINK(...)`, and also a base64 hash starting with `+` or a raw masterchain address
 * `-1:…` (which would otherwise become a broken formula). Nothing else is changed, so the
 * exact text is the cell without that one `'` ({@link readCsvText}; the labels import does
 * this). NUMBER cells (amounts, negative ones included, times, counts: the columns a file
 * declares numeric) are written as they are and stay numbers.
 */

/** First characters that make a text cell start with `'`: formula starters, and `'` itself
 * so that the rule can be undone exactly. */
const NEEDS_PREFIX = /^[=+\-@\t\r']/;
/** A plain decimal number. */
const NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A text cell under the formula rule: one leading `'` when it starts with `=`, `+`, `-`, `@`,
 * tab, CR or `'`; otherwise unchanged. */
export function csvText(value: string): string {
  return NEEDS_PREFIX.test(value) ? `'${value}` : value;
}

/** The exact text of a cell written by {@link csvText}: without its one leading `'`. */
export function readCsvText(cell: string): string {
  return cell.startsWith("'") && NEEDS_PREFIX.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A number cell: a plain decimal stays as it is; anything else is text ({@link csvText}). */
export function csvNumber(value: string): string {
  return value === '' || NUMBER.test(value) ? value : csvText(value);
}

/** One field, quoted when RFC 4180 requires it (no formula rule: see {@link csvRecord}). */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * One CRLF-terminated record from the cells of `columns`, in order; a missing cell is empty.
 * Cells of `numeric` columns go through {@link csvNumber}, all others through {@link csvText}.
 */
export function csvRecord(
  columns: readonly string[],
  cells: Readonly<Record<string, string>>,
  numeric: ReadonlySet<string> = new Set(),
): string {
  return `${columns
    .map((key) => {
      const value = cells[key] ?? '';
      return csvField(numeric.has(key) ? csvNumber(value) : csvText(value));
    })
    .join(',')}\r\n`;
}

/** The start of a CSV file: the optional BOM and the header record (names under the rule too). */
export function csvHeader(columns: readonly string[], bom: boolean): string {
  return `${bom ? '\uFEFF' : ''}${columns.map((c) => csvField(csvText(c))).join(',')}\r\n`;
}
