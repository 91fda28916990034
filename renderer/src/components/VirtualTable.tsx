import { useVirtualizer } from '@tanstack/react-virtual';
import { placeholderRows } from './placeholder-rows';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';

export interface Column<T> {
  id: string;
  header: string;
  /** CSS grid track, e.g. `120px` or `2fr`; default `1fr`. */
  width?: string;
  render: (row: T, index: number) => ReactNode;
}

export interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  getKey: (row: T, index: number) => string;
  /** Accessible name of the table. */
  label: string;
  /** Fixed row height in px (virtualization needs it); default 40. */
  rowHeight?: number;
  /** Height of the scroll area (CSS); default `min(70vh, 640px)`. */
  height?: string;
  /** Called when the user scrolls within `endThreshold` rows of the end (load the next page). */
  onEndReached?: () => void;
  endThreshold?: number;
  /** Shown under the last row (e.g. "Loading more…", "End of history"). */
  footer?: ReactNode;
  onRowClick?: (row: T, index: number) => void;
  /**
   * Called with the indexes of the first and last rendered row (overscan included) when they
   * change, so a page can do per-row work (lookups) for the rows on screen only.
   */
  onRangeChange?: (first: number, last: number) => void;
}

interface VirtualRowProps<T> {
  row: T;
  index: number;
  /** Offset from the top of the body (px). */
  start: number;
  height: number;
  columns: readonly Column<T>[];
  onRowClick: ((row: T, index: number) => void) | undefined;
  /** Drawn as a placeholder (the list jumped here and is still moving); filled in when it stops. */
  placeholder: boolean;
}

/**
 * One row. Memoized: while scrolling, rows already on screen keep their props (only `start`
 * of new rows differs), so only the rows coming into view render.
 */
const VirtualRow = memo(function VirtualRow<T>({
  row,
  index,
  start,
  height,
  columns,
  onRowClick,
  placeholder,
}: VirtualRowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy={placeholder || undefined}
      className={onRowClick ? 'vtable-row clickable' : 'vtable-row'}
      style={{ height, transform: `translateY(${start}px)` }}
      onClick={onRowClick ? () => onRowClick(row, index) : undefined}
    >
      {columns.map((c) => (
        <div key={c.id} role="cell" className="vtable-cell">
          {placeholder ? <span className="vtable-placeholder" /> : c.render(row, index)}
        </div>
      ))}
    </div>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;

/** {@link placeholderRows} across renders: remembers what the previous render showed. */
function usePlaceholderRows(keys: readonly string[], scrolling: boolean): ReadonlySet<string> {
  const shown = useRef<ReadonlySet<string>>(new Set());
  const pending = useRef<ReadonlySet<string>>(new Set());
  const next = placeholderRows(shown.current, pending.current, keys, scrolling);
  shown.current = new Set(keys);
  pending.current = next;
  return next;
}

/**
 * The scroll area's height in px before it is laid out, from its CSS height (`NNpx` or
 * `min(NNvh, NNpx)`, the forms the app uses; otherwise the window's height, an upper bound):
 * the first render then holds the rows that will be on screen, instead of none and a second
 * render once the area is measured.
 */
function expectedHeight(css: string): number {
  const px = /^(\d+)px$/.exec(css);
  if (px) return Number(px[1]);
  const min = /^min\((\d+)vh,\s*(\d+)px\)$/.exec(css);
  if (min) return Math.min((Number(min[1]) / 100) * window.innerHeight, Number(min[2]));
  return window.innerHeight;
}

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

/**
 * `mins` grown to the content of the rows under `root` that overflows its cell (px, padding
 * included), or null when no column needs more room.
 */
function grownWidths(root: HTMLElement, count: number, mins: readonly number[]): number[] | null {
  const next = [...mins];
  let grew = false;
  for (const row of root.querySelectorAll<HTMLElement>('[role="row"]')) {
    const cells = row.children;
    for (let i = 0; i < count && i < cells.length; i++) {
      const cell = cells[i] as HTMLElement;
      // Overflowing content only: a cell that fits says nothing about the column's need.
      if (cell.scrollWidth <= cell.clientWidth) continue;
      const need = Math.ceil(cell.scrollWidth) + 1;
      if (need > (next[i] ?? 0)) {
        next[i] = need;
        grew = true;
      }
    }
  }
  return grew ? next : null;
}

/**
 * The widest content seen so far in each column (px, padding included), measured on the rows
 * on screen after each render of the table (a scroll step, new data, a resize) and after any
 * change inside its rows (a name or a label arriving later redraws one cell, not the table).
 * Columns only grow, so a long amount or time scrolled into view widens its column (the table
 * then scrolls sideways) instead of being cut off.
 */
function useContentWidths(
  scrollRef: RefObject<HTMLDivElement | null>,
  count: number,
  skip: boolean,
): number[] {
  const [mins, setMins] = useState<number[]>([]);
  const current = useRef({ mins, skip });
  current.current.skip = skip;
  const measure = useCallback(() => {
    const root = scrollRef.current;
    // Placeholders (a jump still moving) overflow nothing; measuring would only force a layout.
    if (!root || current.current.skip) return;
    const next = grownWidths(root, count, current.current.mins);
    if (next) setMins((current.current.mins = next));
  }, [scrollRef, count]);
  // Before paint after every render: a grown column never shows its content cut.
  useLayoutEffect(measure);
  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    let frame = 0;
    // Rows' own updates (childList, text) only: the table's style changes are attributes.
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [scrollRef, measure]);
  return mins;
}

/**
 * A virtualized table (@tanstack/react-virtual) keeping table semantics: `table`, `rowgroup`,
 * `row`, `columnheader`, `cell`, with `aria-rowcount`/`aria-rowindex` so assistive tech knows
 * the full size while only visible rows are in the DOM. 100k rows scroll smoothly.
 */
export function VirtualTable<T>({
  rows,
  columns,
  getKey,
  label,
  rowHeight = 40,
  height = 'min(70vh, 640px)',
  onEndReached,
  endThreshold = 10,
  footer,
  onRowClick,
  onRangeChange,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    initialRect: { width: 0, height: expectedHeight(height) },
    // Rows rendered beyond each edge: enough for a fast wheel scroll; a random jump renders
    // every row anew, so each extra row costs there.
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const keys = items.map((item) => getKey(rows[item.index]!, item.index));
  const placeholders = usePlaceholderRows(keys, virtualizer.isScrolling);
  const mins = useContentWidths(scrollRef, columns.length, placeholders.size > 0);
  const grid = columns.map((c, i) => track(c.width ?? '1fr', mins[i] ?? 0)).join(' ');

  useEffect(() => {
    if (!onEndReached || !last) return;
    if (last.index >= rows.length - 1 - endThreshold) onEndReached();
  }, [last, rows.length, endThreshold, onEndReached]);

  // Placeholders need no lookups: the range is reported once the rows on screen are drawn.
  const drawn = placeholders.size === 0;
  useEffect(() => {
    if (drawn && onRangeChange && first && last) onRangeChange(first.index, last.index);
  }, [first?.index, last?.index, drawn]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div
      ref={scrollRef}
      className="vtable"
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      // The column tracks reach every row through one custom property (`.vtable-row` reads
      // it): a column growing restyles the rows without rendering them again.
      style={{ height, '--vtable-grid': grid } as CSSProperties}
      tabIndex={0}
    >
      <div role="rowgroup" className="vtable-head">
        <div role="row" aria-rowindex={1} className="vtable-row">
          {columns.map((c) => (
            <div key={c.id} role="columnheader" className="vtable-cell">
              {c.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="vtable-body" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item, i) => {
          const row = rows[item.index]!;
          return (
            <VirtualRow
              key={keys[i]}
              row={row}
              index={item.index}
              start={item.start}
              height={rowHeight}
              columns={columns}
              onRowClick={onRowClick}
              placeholder={placeholders.has(keys[i]!)}
            />
          );
        })}
      </div>
      {footer && <div className="vtable-footer">{footer}</div>}
    </div>
  );
}
