import {
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { listKeyTarget } from '../lib/list-keys';

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

/** Where the table's rows are, as the keyboard needs it. */
export interface KeyboardRows<T> {
  rows: readonly T[];
  /** The page a row opens with Enter; default: the row's first link. */
  rowHref: ((row: T) => string | null) | undefined;
  /** Index of the first row on screen (overscan included), if any. */
  first: number | undefined;
  /** How many rows are drawn (a page is that less the overscan, at least 1). */
  drawn: number;
  /** Brings a row into view. */
  scrollTo: (index: number) => void;
}

/** The keyboard's row of a virtual table and the handlers that move it. */
export interface TableKeyboard {
  /** Index of the keyboard's row, or null. */
  at: number | null;
  /** The DOM id of the row at an index (`aria-activedescendant` names it). */
  rowId: (index: number) => string;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  onFocus: (e: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The table as one Tab stop: the arrow keys, Page Up/Down, Home and End move the keyboard's
 * row ({@link listKeyTarget}), Enter opens its page, and tabbing in lands on the first row on
 * screen; only that row's links take Tab.
 */
export function useTableKeyboard<T>(
  scrollRef: RefObject<HTMLDivElement | null>,
  { rows, rowHref, first, drawn, scrollTo }: KeyboardRows<T>,
): TableKeyboard {
  const tableId = useId();
  const [active, setActive] = useState<number | null>(null);
  const at = active !== null && active < rows.length ? active : null;
  const rowId = (index: number) => `${tableId}-row-${index}`;
  useRowTabStops(scrollRef, at === null ? null : rowId(at));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed inside a row's own controls (a menu, a link) are theirs.
    if (e.target !== e.currentTarget || rows.length === 0) return;
    if (e.key === 'Enter' && at !== null) {
      e.preventDefault();
      openRow(scrollRef.current, rowId(at), rowHref?.(rows[at]!));
      return;
    }
    const page = Math.max(1, drawn - 8);
    const next = listKeyTarget(e.key, at ?? (first ?? 0) - 1, rows.length, page);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    scrollTo(next);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    // Tabbing in shows where the keyboard is: the first row on screen.
    if (e.target === e.currentTarget && at === null && first !== undefined) setActive(first);
  };
  return { at, rowId, onKeyDown, onFocus };
}
