/**
 * CSV per RFC 4180: fields separated by commas, records by CRLF, a field is quoted when it
 * holds a comma, a double quote, CR or LF, and quotes inside are doubled. UTF-8; an optional
 * BOM (U+FEFF) first so spreadsheet programs read the file as UTF-8.
 */

const NEEDS_QUOTES = /[",\r\n]/;
/** A plain decimal number (amounts, times, counts; negative amounts included). */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** First characters that make spreadsheet programs read a cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Chain identifiers that may start with `+` or `-` but cannot hold a function call (no
 * parentheses, no `|` or `!`): a 32-byte hash in base64 or base64url (`+0Ci…=`) and a raw
 * masterchain address (`-1:3333…`). They stay exact, so a hash column still matches v3.
 */
const IDENTIFIER = /^(?:-?\d{1,3}:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/;

/**
 * A data cell safe to open in a spreadsheet program: text that starts with `=`, `+`, `-`, `@`,
 * tab or CR gets a leading `'` (OWASP's CSV injection rule), so an on-chain comment such as
 * `=HYPERLINK(...)` is shown, never evaluated. Numbers (including negative amounts) stay
 * numbers, and hashes and raw addresses stay exact. JSON Lines and XLSX keep the exact text;
 * only CSV needs this.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !NUMBER.test(value) && !IDENTIFIER.test(value)
    ? `'${value}`
    : value;
}

/** One field, quoted when RFC 4180 requires it. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * One record (CRLF-terminated) from the cells of `columns`, in order; missing cells are empty;
 * formula-like text is neutralised ({@link neutraliseFormula}).
 */
export function csvRecord(
  columns: readonly string[],
  cells: Readonly<Record<string, string>>,
): string {
  return `${columns.map((key) => csvField(neutraliseFormula(cells[key] ?? ''))).join(',')}\r\n`;
}

/** The start of a CSV file: the optional BOM and the header record. */
export function csvHeader(columns: readonly string[], bom: boolean): string {
  return `${bom ? '\uFEFF' : ''}${columns.map(csvField).join(',')}\r\n`;
}
