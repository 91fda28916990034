/**
 * Which columns of a table are shown at its width: the columns that decide a row (time,
 * counterparty, amount, status, link: every column not marked `optional`) always; the optional
 * ones in their order while they fit, unless the user chose (the table's Columns menu) to show
 * or hide one. Pure, so the rule is tested without a browser.
 */

/** What the fit needs of a column. */
export interface FitColumn {
  id: string;
  /** CSS grid track (`120px`, `minmax(150px, 1fr)`, `2fr`…). */
  width?: string;
  optional?: boolean;
  /** Among optional columns, which fits first (lower first; default: the column's place). */
  fitPriority?: number;
}

/** A track without a pixel minimum (`1fr`) is taken to need this much. */
const FLEXIBLE_MIN_PX = 60;

/** The least width (px) a column's track gives it: its fixed size or its minmax minimum. */
export function trackMinPx(width: string | undefined): number {
  if (!width) return FLEXIBLE_MIN_PX;
  const fixed = /^(\d+(?:\.\d+)?)px$/.exec(width.trim());
  if (fixed) return Number(fixed[1]);
  const min = /^(?:minmax|max)\(\s*(\d+(?:\.\d+)?)px/.exec(width.trim());
  if (min) return Number(min[1]);
  return FLEXIBLE_MIN_PX;
}

/**
 * The ids of the columns to show in a table `available` px wide. `grown` holds the width each
 * column's content was measured to need (px, by id); `choice` what the user chose per optional
 * column (true shown, false hidden; absent: shown when it fits). Required columns and optional
 * ones the user chose are counted first; the other optional columns follow in their order,
 * each shown while the total stays within `available`. Returned in the columns' order.
 */
export function fitColumns(
  columns: readonly FitColumn[],
  available: number,
  grown: Readonly<Record<string, number>>,
  choice: Readonly<Record<string, boolean>>,
): string[] {
  const need = (c: FitColumn) => Math.max(trackMinPx(c.width), grown[c.id] ?? 0);
  const shown = new Set<string>();
  let used = 0;
  for (const c of columns) {
    if (!c.optional || choice[c.id] === true) {
      shown.add(c.id);
      used += need(c);
    }
  }
  const byPriority = columns
    .map((c, i) => ({ c, rank: c.fitPriority ?? columns.length + i }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ c }) => c);
  for (const c of byPriority) {
    if (!c.optional || c.id in choice) continue;
    if (used + need(c) <= available) {
      shown.add(c.id);
      used += need(c);
    }
  }
  return columns.filter((c) => shown.has(c.id)).map((c) => c.id);
}
