import type { ReactNode } from 'react';

/** One column of a `VirtualTable`: its header, its track and how a row's cell draws. */
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
