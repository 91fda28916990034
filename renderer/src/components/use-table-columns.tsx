import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useUiStore } from '../stores/ui-store';
import { ColumnChooser } from './ColumnChooser';
import { fitColumns, trackMinPx } from './table-fit';
import type { Column } from './table-column';

/**
 * A grid track that is at least `min` px wide: `minmax(min, 1fr)` for a flexible track,
 * `max(120px, min)` for a fixed one.
 */
function track(width: string, min: number): string {
  if (min <= 0) return width;
  const m = /^minmax\(([^,]+),\s*(.+)\)$/.exec(width);
  if (m) return `minmax(max(${m[1]}, ${min}px), ${m[2]})`;
  if (width.endsWith('fr')) return `minmax(${min}px, ${width})`;
  return `max(${width}, ${min}px)`;
}

/** The right edge of `el` and of its element children down to `depth` levels. */
function rightEdge(el: Element, depth: number): number {
  let right = el.getBoundingClientRect().right;
  if (depth > 0) for (const c of el.children) right = Math.max(right, rightEdge(c, depth - 1));
  return right;
}

/**
 * The width an overflowing cell needs (px, padding included): where its parts end (its
 * elements and theirs, two levels down; not the text a name clips with an ellipsis), or its
 * scroll width when it holds bare text. A cell's scroll width alone overstates an inline
 * block cut with an ellipsis (a status pill) by the ellipsis' room.
 */
function cellNeed(cell: HTMLElement): number {
  const hasText = [...cell.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
  if (hasText || cell.children.length === 0) return Math.ceil(cell.scrollWidth) + 1;
  const box = cell.getBoundingClientRect();
  let right = box.left;
  for (const c of cell.children) right = Math.max(right, rightEdge(c, 2));
  const pad = parseFloat(getComputedStyle(cell).paddingRight) || 0;
  return Math.ceil(right - box.left + pad) + 1;
}

/**
 * `mins` (px by column id, padding included) grown to the content of the rows under `root`
 * that overflows its cell, or null when no column needs more room. `ids` are the columns on
 * screen, in the order of the cells.
 */
function grownWidths(
  root: HTMLElement,
  ids: readonly string[],
  mins: Readonly<Record<string, number>>,
): Record<string, number> | null {
  const next = { ...mins };
  let grew = false;
  for (const row of root.querySelectorAll<HTMLElement>('[role="row"]')) {
    const cells = row.children;
    for (let i = 0; i < ids.length && i < cells.length; i++) {
      const cell = cells[i] as HTMLElement;
      // Overflowing content only: a cell that fits says nothing about the column's need.
      if (cell.scrollWidth <= cell.clientWidth) continue;
      const need = cellNeed(cell);
      const id = ids[i]!;
      if (need > (next[id] ?? 0)) {
        next[id] = need;
        grew = true;
      }
    }
  }
  return grew ? next : null;
}

/**
 * Calls `measure` on the next frame after any change inside the rows under `root`, and
 * `reset` once a drawn row's content has rested {@link SETTLE_MS}. Rows scrolled in or out
 * (the body's own children) only measure: a scroll never narrows a column.
 */
function useRowChanges(
  scrollRef: RefObject<HTMLDivElement | null>,
  measure: () => void,
  reset: () => void,
): void {
  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    // Rows' own updates (childList, text) only: the table's style changes are attributes.
    const observer = new MutationObserver((records) => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
      // What a drawn row shows changed (a name, a label, a token's symbol arrived): once it
      // settles, measure again from scratch, so a wider passing state (raw units, a form
      // shown until the name came) does not keep its column wide.
      if (records.some((r) => !(r.target as Element).classList?.contains('vtable-body'))) {
        clearTimeout(settle);
        settle = setTimeout(reset, SETTLE_MS);
      }
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [scrollRef, measure, reset]);
}

/**
 * The widest content seen so far in each column (px by id, padding included), measured on the
 * rows on screen after each render of the table (a scroll step, new data, a resize) and after
 * any change inside its rows (a name or a label arriving later redraws one cell, not the
 * table). Columns only grow, so a long amount or time scrolled into view widens its column
 * instead of being cut off (and an optional column makes room for it: {@link fitColumns}).
 */
function useContentWidths(
  scrollRef: RefObject<HTMLDivElement | null>,
  ids: RefObject<readonly string[]>,
  skip: boolean,
  resetKey: unknown,
): Record<string, number> {
  const [mins, setMins] = useState<Record<string, number>>({});
  const current = useRef({ mins, skip, resetKey });
  current.current.skip = skip;
  if (current.current.resetKey !== resetKey) {
    // Measured again from what the rows hold now (set during render: no stale frame).
    current.current.resetKey = resetKey;
    current.current.mins = {};
  }
  const measure = useCallback(() => {
    const root = scrollRef.current;
    // Placeholders (a jump still moving) overflow nothing; measuring would only force a layout.
    if (!root || current.current.skip) return;
    const next = grownWidths(root, ids.current, current.current.mins);
    if (next) setMins((current.current.mins = next));
  }, [scrollRef, ids]);
  const reset = useCallback(() => {
    current.current.mins = {};
    setMins({});
  }, []);
  // Before paint after every render: a grown column never shows its content cut.
  useLayoutEffect(measure);
  useRowChanges(scrollRef, measure, reset);
  return current.current.mins === mins ? mins : current.current.mins;
}

/** How long rows' content must rest before the columns are measured again from scratch. */
const SETTLE_MS = 300;

/** The inner width of the table's scroll area (px), followed as the window resizes. */
function useClientWidth(scrollRef: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef]);
  return width;
}

/**
 * The columns on screen ({@link fitColumns}: every required column, the optional ones that fit
 * or that the user chose) and the Columns menu when the table has optional columns.
 */
function useShownColumns<T>(
  columns: readonly Column<T>[],
  label: string,
  width: number,
  mins: Readonly<Record<string, number>>,
): { shown: Column<T>[]; chooser: ReactNode } {
  const choice = useUiStore((s) => s.columnChoices[label]) ?? NO_CHOICE;
  const key = fitColumns(columns, width, mins, choice).join(' ');
  // The same array while the same columns show: rows are memoized on it.
  const shown = useMemo(() => {
    const ids = new Set(key.split(' '));
    return columns.filter((c) => ids.has(c.id));
  }, [columns, key]);
  const optional = columns.filter((c) => c.optional);
  const chooser = optional.length ? (
    <ColumnChooser table={label} columns={optional} shown={new Set(key.split(' '))} />
  ) : null;
  return { shown, chooser };
}

const NO_CHOICE: Readonly<Record<string, boolean>> = {};

/** The columns a virtual table shows and how its grid lays them out. */
export interface TableColumns<T> {
  /** The columns on screen, in order (the same array while the same columns show). */
  columns: Column<T>[];
  /** The Columns menu (when the table has optional columns), else null. */
  chooser: ReactNode;
  /** The CSS grid tracks of the columns shown, each at least as wide as its content needs. */
  grid: string;
  /** The least width of the sheet (header and rows), px: every column's least width. */
  sheetMin: number;
}

/**
 * The columns of the table in `scrollRef` that fit its width, grown to their content as it
 * scrolls ({@link useContentWidths}); `skipMeasure` while placeholders are drawn, `widthKey`
 * measures again from scratch when it changes.
 */
export function useTableColumns<T>(
  scrollRef: RefObject<HTMLDivElement | null>,
  allColumns: readonly Column<T>[],
  label: string,
  skipMeasure: boolean,
  widthKey: unknown,
): TableColumns<T> {
  const width = useClientWidth(scrollRef);
  const shownIds = useRef<readonly string[]>([]);
  const mins = useContentWidths(scrollRef, shownIds, skipMeasure, widthKey);
  const { shown: columns, chooser } = useShownColumns(allColumns, label, width, mins);
  shownIds.current = columns.map((c) => c.id);
  const grid = columns.map((c) => track(c.width ?? '1fr', mins[c.id] ?? 0)).join(' ');
  // The sheet (header and rows) is at least as wide as every column's least width.
  const sheetMin = columns.reduce((s, c) => s + Math.max(trackMinPx(c.width), mins[c.id] ?? 0), 0);
  return { columns, chooser, grid, sheetMin };
}
