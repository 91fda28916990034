import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { placeholderRows } from './placeholder-rows';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Column } from './table-column';
import { useTableColumns } from './use-table-columns';
import { useTableKeyboard } from './use-table-keyboard';
import { VirtualBody, VirtualHeader } from './VirtualRows';

export type { Column } from './table-column';

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
   * The page a row opens with Enter (a `#/…` link); default: the row's first link. Arrow keys,
   * Page Up/Down, Home and End move through the rows while the table has focus.
   */
  rowHref?: (row: T) => string | null;
  /**
   * When this changes, the columns' widths are measured again from the rows on screen (they
   * otherwise only grow): e.g. the token metadata of the rows, which turns a jetton's raw units
   * into its shorter symbol and decimals.
   */
  widthKey?: unknown;
  /**
   * Called with the indexes of the first and last rendered row (overscan included) when they
   * change, so a page can do per-row work (lookups) for the rows on screen only.
   */
  onRangeChange?: (first: number, last: number) => void;
}

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
 * Tells the page when the user scrolls within `endThreshold` rows of the end
 * (`onEndReached`), and which rows are drawn once they are (`onRangeChange`, not for
 * placeholders: they need no lookups).
 */
function useRangeReports(
  first: VirtualItem | undefined,
  last: VirtualItem | undefined,
  count: number,
  drawn: boolean,
  { onEndReached, endThreshold = 10, onRangeChange }: RangeCallbacks,
): void {
  useEffect(() => {
    if (!onEndReached || !last) return;
    if (last.index >= count - 1 - endThreshold) onEndReached();
  }, [last, count, endThreshold, onEndReached]);
  useEffect(() => {
    if (drawn && onRangeChange && first && last) onRangeChange(first.index, last.index);
  }, [first?.index, last?.index, drawn]); // eslint-disable-line react-hooks/exhaustive-deps
}

type RangeCallbacks = Pick<
  VirtualTableProps<unknown>,
  'onEndReached' | 'endThreshold' | 'onRangeChange'
>;

/**
 * A virtualized table (@tanstack/react-virtual) keeping table semantics: `table`, `rowgroup`,
 * `row`, `columnheader`, `cell`, with `aria-rowcount`/`aria-rowindex` so assistive tech knows
 * the full size while only visible rows are in the DOM. 100k rows scroll smoothly.
 *
 * It fits its width: the required columns always, optional ones while they fit or as the
 * user chose (a Columns menu above it); a sideways scroll, where one remains, keeps the whole
 * header opaque above the rows. The table is one Tab stop: the arrow keys, Page Up/Down, Home
 * and End move through the rows and Enter opens the row's page.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, getKey, label, rowHeight = 40, height = 'min(70vh, 640px)' } = props;
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
  const { columns, chooser, grid, sheetMin } = useTableColumns(
    scrollRef,
    props.columns,
    label,
    placeholders.size > 0,
    props.widthKey,
  );
  const keyboard = useTableKeyboard(scrollRef, {
    rows,
    rowHref: props.rowHref,
    first: first?.index,
    drawn: items.length,
    scrollTo: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  });
  const { at, rowId } = keyboard;
  useRangeReports(first, last, rows.length, placeholders.size === 0, props);

  return (
    <>
      {chooser}
      <div
        ref={scrollRef}
        className="vtable"
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-activedescendant={at === null ? undefined : rowId(at)}
        // The column tracks reach every row through one custom property (`.vtable-row` reads
        // it): a column growing restyles the rows without rendering them again.
        style={{ height, '--vtable-grid': grid, '--vtable-min': `${sheetMin}px` } as CSSProperties}
        tabIndex={0}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
      >
        {/* As wide as the columns (or the table): the sticky header and the rows share it, so
            a sideways scroll never leaves the header short with rows drawn past it. */}
        <div className="vtable-sheet" role="presentation">
          <VirtualHeader columns={columns} />
          <VirtualBody
            rows={rows}
            items={items}
            keys={keys}
            totalSize={virtualizer.getTotalSize()}
            rowHeight={rowHeight}
            columns={columns}
            onRowClick={props.onRowClick}
            placeholders={placeholders}
            active={at}
            rowId={rowId}
          />
          {props.footer && <div className="vtable-footer">{props.footer}</div>}
        </div>
      </div>
    </>
  );
}
