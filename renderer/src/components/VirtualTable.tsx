import { useVirtualizer } from '@tanstack/react-virtual';
import { placeholderRows } from './placeholder-rows';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useUiStore } from '../stores/ui-store';
import { ColumnChooser } from './ColumnChooser';
import { fitColumns, trackMinPx } from './table-fit';

export interface Column<T> {
  id: string;
  header: string;
  /** CSS grid track, e.g. `120px` or `2fr`; default `1fr`. */
  width?: string;
  /**
   * A column that may be left out: when the table is too narrow for it (after every required
   * column), or when the user hides it in the table's Columns menu. The columns that decide a
   * row (time, counterparty, amount, status, its link) are never optional.
   */
  optional?: boolean;
  /** Among optional columns, which is shown first when not all fit (lower first). */
  fitPriority?: number;
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
  /** The row the keyboard is on (`aria-activedescendant` of the table names its `id`). */
  active: boolean;
  id: string;
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
  active,
  id,
}: VirtualRowProps<T>) {
  return (
    <div
      id={id}
      role="row"
      aria-rowindex={index + 2}
      aria-busy={placeholder || undefined}
      aria-selected={active || undefined}
      data-index={index}
      className={`vtable-row${onRowClick ? ' clickable' : ''}${active ? ' active' : ''}`}
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
  // Before paint after every render: a grown column never shows its content cut.
  useLayoutEffect(measure);
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
      // shown until the name came) does not keep its column wide. Rows scrolled in or out
      // (the body's own children) keep the widths: a scroll never narrows a column.
      if (records.some((r) => !(r.target as Element).classList?.contains('vtable-body'))) {
        clearTimeout(settle);
        settle = setTimeout(() => {
          current.current.mins = {};
          setMins({});
        }, SETTLE_MS);
      }
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [scrollRef, measure]);
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

/** Keys that move the keyboard's row, and how far (a page is the rows on screen). */
function rowStep(key: string, page: number, count: number, at: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, at + 1);
    case 'ArrowUp':
      return Math.max(0, at - 1);
    case 'PageDown':
      return Math.min(count - 1, at + page);
    case 'PageUp':
      return Math.max(0, at - page);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Opens the page of the row the keyboard is on: `href` when given, else the row's first link
 * (found in the drawn row).
 */
function openRow(root: HTMLElement | null, rowId: string, href: string | null | undefined): void {
  if (href) {
    window.location.hash = href.replace(/^#/, '');
    return;
  }
  const link = root?.querySelector<HTMLAnchorElement>(`[id="${rowId}"] a[href]`);
  link?.click();
}

/**
 * Only the keyboard's row takes Tab: the links and buttons of every other row drawn are left
 * out of the Tab order (`tabindex=-1`; a click still reaches them), so the table is one Tab
 * stop and the arrow keys move through it.
 */
const ROW_TAB_STOPS = 'a[href], button, input, select, [tabindex]:not([aria-hidden="true"])';

function useRowTabStops(scrollRef: RefObject<HTMLDivElement | null>, activeId: string | null) {
  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    const apply = () => {
      for (const row of root.querySelectorAll<HTMLElement>('.vtable-body > [role="row"]')) {
        const tab = row.id === activeId ? 0 : -1;
        for (const el of row.querySelectorAll<HTMLElement>(ROW_TAB_STOPS)) {
          if (el.tabIndex !== tab) el.tabIndex = tab;
        }
      }
    };
    apply();
    let frame = 0;
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        apply();
      });
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [scrollRef, activeId]);
}

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
export function VirtualTable<T>({
  rows,
  columns: allColumns,
  getKey,
  label,
  rowHeight = 40,
  height = 'min(70vh, 640px)',
  onEndReached,
  endThreshold = 10,
  footer,
  onRowClick,
  rowHref,
  widthKey,
  onRangeChange,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableId = useId();
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
  const width = useClientWidth(scrollRef);
  const shownIds = useRef<readonly string[]>([]);
  const mins = useContentWidths(scrollRef, shownIds, placeholders.size > 0, widthKey);
  const { shown: columns, chooser } = useShownColumns(allColumns, label, width, mins);
  shownIds.current = columns.map((c) => c.id);
  const grid = columns.map((c) => track(c.width ?? '1fr', mins[c.id] ?? 0)).join(' ');
  // The sheet (header and rows) is at least as wide as every column's least width.
  const sheetMin = columns.reduce((s, c) => s + Math.max(trackMinPx(c.width), mins[c.id] ?? 0), 0);
  const [active, setActive] = useState<number | null>(null);
  const at = active !== null && active < rows.length ? active : null;
  const rowId = (index: number) => `${tableId}-row-${index}`;
  useRowTabStops(scrollRef, at === null ? null : rowId(at));

  useEffect(() => {
    if (!onEndReached || !last) return;
    if (last.index >= rows.length - 1 - endThreshold) onEndReached();
  }, [last, rows.length, endThreshold, onEndReached]);

  // Placeholders need no lookups: the range is reported once the rows on screen are drawn.
  const drawn = placeholders.size === 0;
  useEffect(() => {
    if (drawn && onRangeChange && first && last) onRangeChange(first.index, last.index);
  }, [first?.index, last?.index, drawn]); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed inside a row's own controls (a menu, a link) are theirs.
    if (e.target !== e.currentTarget || rows.length === 0) return;
    if (e.key === 'Enter' && at !== null) {
      e.preventDefault();
      openRow(scrollRef.current, rowId(at), rowHref?.(rows[at]!));
      return;
    }
    const page = Math.max(1, items.length - 8);
    const next = rowStep(e.key, page, rows.length, at ?? (first?.index ?? 0) - 1);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

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
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          // Tabbing in shows where the keyboard is: the first row on screen.
          if (e.target === e.currentTarget && at === null && first) setActive(first.index);
        }}
      >
        {/* As wide as the columns (or the table): the sticky header and the rows share it, so
            a sideways scroll never leaves the header short with rows drawn past it. */}
        <div className="vtable-sheet" role="presentation">
          <div role="rowgroup" className="vtable-head">
            <div role="row" aria-rowindex={1} className="vtable-row">
              {columns.map((c) => (
                <div key={c.id} role="columnheader" className="vtable-cell">
                  {c.header}
                </div>
              ))}
            </div>
          </div>
          <div
            role="rowgroup"
            className="vtable-body"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {items.map((item, i) => {
              const row = rows[item.index]!;
              return (
                <VirtualRow
                  key={keys[i]}
                  id={rowId(item.index)}
                  row={row}
                  index={item.index}
                  start={item.start}
                  height={rowHeight}
                  columns={columns}
                  onRowClick={onRowClick}
                  placeholder={placeholders.has(keys[i]!)}
                  active={item.index === at}
                />
              );
            })}
          </div>
          {footer && <div className="vtable-footer">{footer}</div>}
        </div>
      </div>
    </>
  );
}
