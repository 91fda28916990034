import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useThemeVersion } from './use-theme-version';

/** Width a plot takes while its box has none yet (not laid out), CSS px. */
const FALLBACK_WIDTH = 800;

/**
 * A uPlot chart owned by a component: created in the returned `box` when `show` is true,
 * resized with the box (its width, `height` CSS px), rebuilt when `data`, `options` or the
 * theme change (the options read the theme's colours), destroyed on unmount or when hidden.
 * `options` makes uPlot's options for a width and height: keep it stable (`useCallback`).
 * `plot` is the live chart, or null while none is drawn.
 */
export function useUplot({
  show,
  data,
  options,
  height,
}: {
  show: boolean;
  data: uPlot.AlignedData;
  options: (width: number, height: number) => uPlot.Options;
  height: number;
}) {
  const theme = useThemeVersion();
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !show) return;
    const width = () => el.clientWidth || FALLBACK_WIDTH;
    const u = new uPlot(options(width(), height), data, el);
    plot.current = u;
    const ro = new ResizeObserver(() => u.setSize({ width: width(), height }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      u.destroy();
      plot.current = null;
    };
    // The theme changes the colours: rebuild.
  }, [show, data, options, height, theme]);
  return { box, plot };
}
