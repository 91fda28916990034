import uPlot from 'uplot';
import type { BalancePoint } from '../../../shared/analytics/balance-history';
import { formatNumber, timeAxisLabels } from '../../../shared/format';
import { chartColours } from './chart-theme';

/** uPlot's columns for a balance history: x (unix s), balance, in points, out points. */
export type BalanceSeries = [Float64Array, Float64Array, (number | null)[], (number | null)[]];

/**
 * Columns of the chart. Balances are drawn as floats (a line needs no more than pixels), every
 * value shown as text comes from the bigint point with full precision.
 */
export function balanceSeries(points: readonly BalancePoint[], decimals: number): BalanceSeries {
  const n = points.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const ins: (number | null)[] = new Array(n);
  const outs: (number | null)[] = new Array(n);
  const scale = 10 ** decimals;
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    xs[i] = p.utime;
    const y = Number(p.balance) / scale;
    ys[i] = y;
    ins[i] = p.direction === 'in' ? y : null;
    outs[i] = p.direction === 'out' ? y : null;
  }
  return [xs, ys, ins, outs];
}

/**
 * The time axis' range for points from `min` to `max` (unix s): as given, or an hour either
 * side when every point has one time (one transaction), which uPlot would stretch over years.
 */
export function timeRange(min: number, max: number): [number, number] {
  return min === max ? [min - 3600, max + 3600] : [min, max];
}

/** Most transaction dots drawn at once (zoom in to see them in a longer history). */
export const MAX_DOTS = 3000;

/** A series drawn as dots only, in `color`, named `label`. */
function dotSeries(label: string, color: string): uPlot.Series {
  return {
    label,
    stroke: color,
    fill: color,
    paths: () => null,
    // Drawing every point of a 100k-point range costs seconds and shows a smear: the dots
    // appear once the visible range holds few enough to tell apart.
    points: { show: (_u, _s, i0, i1) => i1 - i0 <= MAX_DOTS, size: 6, stroke: color, fill: color },
  };
}

/** The x scale: time, an hour either side when every point has one time. */
function timeScale(): uPlot.Scale {
  return {
    time: true,
    // One time only: uPlot's own padding (a day in ms, read as seconds) spans years.
    range: (u, min, max) => {
      const xs = u.data[0];
      return xs.length > 0 && xs[0] === xs[xs.length - 1] ? timeRange(xs[0]!, xs[0]!) : [min, max];
    },
  };
}

/** The time axis and the value axis (labelled `unit`) in the app's date-time and number formats. */
function balanceAxes(unit: string, fg: string, grid: string): uPlot.Axis[] {
  const axis = { stroke: fg, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  return [
    {
      ...axis,
      size: 50,
      // Room for the widest label (a date over a time): ticks never run into each other.
      space: 110,
      values: (_u, splits) => timeAxisLabels(splits),
    },
    {
      ...axis,
      size: 70,
      label: unit,
      labelSize: 18,
      values: (_u, splits) => splits.map((v) => formatNumber(v)),
    },
  ];
}

/**
 * uPlot options for a balance chart (`width` × `height` CSS px, amounts in `unit`) in the
 * current theme's colours; `onCursor` hears the hovered point's index (null: none).
 */
export function balanceChartOptions(
  width: number,
  height: number,
  unit: string,
  onCursor?: (idx: number | null) => void,
): uPlot.Options {
  const { fg, grid, accent, ok, bad } = chartColours();
  return {
    width,
    height,
    legend: { show: false },
    // Room right of the plot for the last tick's label, drawn centred on its tick.
    padding: [8, 40, 0, 0],
    cursor: { drag: { x: true, y: false, setScale: true }, points: { show: false } },
    scales: { x: timeScale() },
    axes: balanceAxes(unit, fg, grid),
    series: [
      {},
      { label: 'Balance', stroke: accent, width: 1.5, paths: uPlot.paths.stepped!({ align: 1 }) },
      dotSeries('In', ok),
      dotSeries('Out', bad),
    ],
    hooks: onCursor ? { setCursor: [(u) => onCursor(u.cursor.idx ?? null)] } : {},
  };
}
