/**
 * `rows` without the rows that repeat the end of the previous page `prev`. Offset pages over
 * live data shift when new rows arrive at the head between two page loads: the next page then
 * starts with the previous page's last rows. So only when the page's first row is in `prev`
 * are its rows compared with `prev`'s tail; otherwise the page is kept as it is, with no work
 * per row (a 100 000-row list is assembled without hashing every key). A shift of more than a
 * page between two loads is not caught.
 */
export function withoutRepeats<Row>(
  prev: readonly Row[],
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): readonly Row[] {
  if (prev.length === 0 || rows.length === 0) return rows;
  const first = keyOf(rows[0]!);
  const at = prev.findIndex((r) => keyOf(r) === first);
  if (at < 0) return rows;
  const seen = new Set(prev.slice(at).map(keyOf));
  return rows.filter((r) => !seen.has(keyOf(r)));
}
