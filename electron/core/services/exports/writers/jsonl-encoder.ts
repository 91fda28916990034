/**
 * JSON Lines: one JSON object per line (LF), keys in column order, every value a string
 * (amounts stay exact). No header line: each object names its fields.
 */
export function jsonlRecord(
  columns: readonly string[],
  cells: Readonly<Record<string, string>>,
): string {
  const obj: Record<string, string> = {};
  for (const key of columns) obj[key] = cells[key] ?? '';
  return `${JSON.stringify(obj)}\n`;
}
