import type { ReactNode } from 'react';

/** A column heading of a {@link HeadedTable}: its text, or its text and the class of its cell. */
export type Heading = string | { label: string; className?: string };

/**
 * A plain table in the scrolling wrap of chart tables (`chart-table-wrap`): a caption when
 * given, one header row of `headings` (`scope` on each when set), and the rows as `children`
 * (each caller draws its own cells and row attributes). Tables of columns that each render a
 * value use `SmallTable` instead.
 */
export function HeadedTable({
  label,
  headings,
  className = 'table',
  caption,
  scope,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  headings: readonly Heading[];
  /** Class of the `<table>` (default `table`). */
  className?: string;
  /** A `<caption>` element, drawn first in the table. */
  caption?: ReactNode;
  scope?: 'col';
  /** The `<tr>` rows of the body. */
  children: ReactNode;
}) {
  return (
    <div className="chart-table-wrap">
      <table className={className} aria-label={label}>
        {caption}
        <thead>
          <tr>
            {headings.map((h) => {
              const { label: text, className: cls } = typeof h === 'string' ? { label: h } : h;
              return (
                <th key={text} scope={scope} className={cls}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
