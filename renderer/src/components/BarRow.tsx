import type { ReactNode } from 'react';

/** Width of a horizontal bar chart's drawing (viewBox units) and of its label column. */
export const BAR_CHART_W = 720;
export const BAR_LABEL_W = 170;

/**
 * `v` of `max` as a length of `px` pixels (0 when `max` is 0). Exact enough for pixels: the
 * bigint ratio is scaled first, then made a Number.
 */
export function bigintPx(v: bigint, max: bigint, px: number): number {
  return max === 0n ? 0 : Number((v * BigInt(Math.round(px * 1000))) / max) / 1000;
}

/**
 * One row of a bar chart (`children`: its label and bars): hovering or focusing it reports
 * `index` to `onHover` (`null` on leaving). With `href` it is a link named `label`.
 */
export function BarRow({
  index,
  onHover,
  href,
  label,
  children,
}: {
  index: number;
  onHover: (index: number | null) => void;
  href?: string;
  label?: string;
  children: ReactNode;
}) {
  const events = {
    onMouseEnter: () => onHover(index),
    onMouseLeave: () => onHover(null),
    onFocus: () => onHover(index),
    onBlur: () => onHover(null),
  };
  return href ? (
    <a href={href} aria-label={label} {...events}>
      {children}
    </a>
  ) : (
    <g {...events}>{children}</g>
  );
}

/** Where a bar chart's row leads: its link and accessible name. */
export interface BarLink {
  href: string;
  label: string;
}

/**
 * The rows of a horizontal bar chart, each a {@link BarRow}: row `i` is drawn from y = `top +
 * i * pitch`, its `name` right-aligned to the label column (`labelDy` below the row's top),
 * then its `bars` (drawn for the row's y). A row with a `link` opens it.
 */
export function BarRows<R>({
  rows,
  top,
  pitch,
  labelDy,
  rowKey,
  name,
  link,
  bars,
  onHover,
}: {
  rows: readonly R[];
  top: number;
  pitch: number;
  labelDy: number;
  rowKey: (row: R) => string;
  name: (row: R) => ReactNode;
  link: (row: R) => BarLink | undefined;
  bars: (row: R, y: number) => ReactNode;
  onHover: (index: number | null) => void;
}) {
  return (
    <>
      {rows.map((r, i) => {
        const y = top + i * pitch;
        return (
          <BarRow key={rowKey(r)} index={i} onHover={onHover} {...link(r)}>
            <text x={BAR_LABEL_W - 8} y={y + labelDy} className="flows-label">
              {name(r)}
            </text>
            {bars(r, y)}
          </BarRow>
        );
      })}
    </>
  );
}
