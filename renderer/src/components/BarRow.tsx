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
