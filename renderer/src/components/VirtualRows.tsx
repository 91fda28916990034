import { memo, type ReactNode } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { Column } from './table-column';

/** The header row of a virtual table: one `columnheader` per column shown. */
export function VirtualHeader({
  columns,
}: {
  columns: readonly Pick<Column<never>, 'id' | 'header'>[];
}) {
  return (
    <div role="rowgroup" className="vtable-head">
      <div role="row" aria-rowindex={1} className="vtable-row">
        {columns.map((c) => (
          <div key={c.id} role="columnheader" className="vtable-cell">
            {c.header}
          </div>
        ))}
      </div>
    </div>
  );
}

/** What the body of a virtual table draws: the rows on screen, each by its key. */
export interface VirtualBodyProps<T> {
  rows: readonly T[];
  /** The rows on screen (overscan included) and their keys, in the same order. */
  items: readonly VirtualItem[];
  keys: readonly string[];
  /** The body's full height (px): every row's, so the scroll bar knows the whole list. */
  totalSize: number;
  rowHeight: number;
  columns: readonly Column<T>[];
  onRowClick: ((row: T, index: number) => void) | undefined;
  /** Keys of the rows drawn as placeholders (a jump still moving). */
  placeholders: ReadonlySet<string>;
  /** The keyboard's row, or null. */
  active: number | null;
  rowId: (index: number) => string;
}

/** The body of a virtual table: the rows on screen, placed at their offsets. */
export function VirtualBody<T>(props: VirtualBodyProps<T>) {
  const { rows, items, keys, columns, active } = props;
  return (
    <div role="rowgroup" className="vtable-body" style={{ height: props.totalSize }}>
      {items.map((item, i) => (
        <VirtualRow
          key={keys[i]}
          id={props.rowId(item.index)}
          row={rows[item.index]!}
          index={item.index}
          start={item.start}
          height={props.rowHeight}
          columns={columns}
          onRowClick={props.onRowClick}
          placeholder={props.placeholders.has(keys[i]!)}
          active={item.index === active}
        />
      ))}
    </div>
  );
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
