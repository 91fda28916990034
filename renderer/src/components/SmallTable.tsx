import type { HTMLAttributes, ReactNode } from 'react';
import type { Column } from './VirtualTable';

/** A column of a {@link SmallTable}: a {@link Column} (its width is not used here). */
export interface SmallColumn<T> extends Omit<Column<T>, 'width'> {
  /** `num`: a right-aligned number (header and cells); extra classes for the cells follow. */
  className?: string;
}

/**
 * A short list (tens of rows, all shown) as a plain accessible table: one header row of
 * `columns`, one row per item. Long or paged lists use `VirtualTable` / `PagedTable` instead.
 * `rowProps` adds attributes to a row (the `data-*` hooks of charts and graphs); `footer` is
 * the content of a `<tfoot>` (totals).
 */
export function SmallTable<T>({
  label,
  columns,
  rows,
  getKey,
  rowProps,
  footer,
  className = 'table',
}: {
  label: string;
  columns: readonly SmallColumn<T>[];
  rows: readonly T[];
  getKey: (row: T, index: number) => string;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  footer?: ReactNode;
  /** Class of the `<table>` (default `table`). */
  className?: string;
}): ReactNode {
  const numeric = (c: SmallColumn<T>) =>
    c.className?.split(' ').includes('num') ? 'num' : undefined;
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.id} scope="col" className={numeric(c)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={getKey(row, i)} {...rowProps?.(row)}>
            {columns.map((c) => (
              <td key={c.id} className={c.className}>
                {c.render(row, i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}
