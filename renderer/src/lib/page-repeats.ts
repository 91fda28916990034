/**
 * True when row `b` comes strictly after row `a` in a list's order (e.g. a smaller lt in a
 * newest-first list of one account's transactions).
 */
export type ComesAfter<Row> = (a: Row, b: Row) => boolean;

/**
 * `rows` without the rows that repeat the end of the previous page `prev`. Offset pages over
 * live data shift when new rows arrive at the head between two page loads: the next page then
 * starts with the previous page's last rows. So only when the page's first row is in `prev`
 * are its rows compared with `prev`'s tail; otherwise the page is kept as it is, with no work
 * per row (a 100 000-row list is assembled without hashing every key). A shift of more than a
 * page between two loads is not caught. With `after` (the list's order), a page whose first row
 * comes after `prev`'s last is kept without looking through `prev` at all: finding a key in
 * each previous page touched every row of a long list once more at its first mount (the
 * largest part of a 100 000-row list's mount).
 */
export function withoutRepeats<Row>(
  prev: readonly Row[],
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  after?: ComesAfter<Row>,
): readonly Row[] {
  if (prev.length === 0 || rows.length === 0) return rows;
  if (after?.(prev[prev.length - 1]!, rows[0]!)) return rows;
  const first = keyOf(rows[0]!);
  const at = prev.findIndex((r) => keyOf(r) === first);
  if (at < 0) return rows;
  const seen = new Set(prev.slice(at).map(keyOf));
  return rows.filter((r) => !seen.has(keyOf(r)));
}
