import type { Dispatch, KeyboardEvent, MouseEvent, SetStateAction } from 'react';

/** A column chart's layout across: `count` columns of `step` from `left`, in a `width` box. */
export interface ColumnLayout {
  /** Width of the drawing (viewBox units). */
  width: number;
  /** Left edge of the first column (viewBox units). */
  left: number;
  /** Width of one column (viewBox units). */
  step: number;
  count: number;
}

/**
 * The `<svg>` handlers of a column chart (one column per item, e.g. a day): the pointer
 * hovers the column under it, the arrow keys step from column to column (from either end
 * when none is hovered), leaving or blurring clears the hover. `svg` is the drawn element
 * (its on-screen box maps the pointer into viewBox units).
 */
export function columnHoverHandlers(
  svg: { readonly current: SVGSVGElement | null },
  { width, left, step, count }: ColumnLayout,
  setHover: Dispatch<SetStateAction<number | null>>,
) {
  const indexAt = (clientX: number): number | null => {
    const el = svg.current;
    if (!el || count === 0) return null;
    const box = el.getBoundingClientRect();
    const ux = ((clientX - box.left) / box.width) * width;
    const i = Math.floor((ux - left) / step);
    return i >= 0 && i < count ? i : null;
  };
  return {
    onMouseMove: (e: MouseEvent<SVGSVGElement>) => setHover(indexAt(e.clientX)),
    onMouseLeave: () => setHover(null),
    onKeyDown: (ev: KeyboardEvent<SVGSVGElement>) => {
      if (ev.key !== 'ArrowLeft' && ev.key !== 'ArrowRight') return;
      ev.preventDefault();
      const d = ev.key === 'ArrowLeft' ? -1 : 1;
      setHover((h) => Math.min(count - 1, Math.max(0, (h ?? (d > 0 ? -1 : count)) + d)));
    },
    onBlur: () => setHover(null),
  };
}
