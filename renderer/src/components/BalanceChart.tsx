import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BalancePoint } from '../../../shared/analytics/balance-history';
import { formatUnits } from '../../../shared/ton/units';
import { formatDateTime, formatNumber, timeAxisLabels } from '../../../shared/format';
import { saveCanvasPng, saveSvg } from './chart-export';
import { escapeHtml } from '../../../shared/workspace/case-report';
import { pictureTitleLines, type PictureContext } from '../lib/picture-title';
import { routePath } from '../routing/routes';
import { useThemeVersion } from './use-theme-version';
import { ChartEmpty, ChartFrame, type ChartView } from './ChartFrame';
import { VirtualTable, type Column } from './VirtualTable';

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

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

/**
 * The time axis' range for points from `min` to `max` (unix s): as given, or an hour either
 * side when every point has one time (one transaction), which uPlot would stretch over years.
 */
export function timeRange(min: number, max: number): [number, number] {
  return min === max ? [min - 3600, max + 3600] : [min, max];
}

/** Most transaction dots drawn at once (zoom in to see them in a longer history). */
const MAX_DOTS = 3000;

/** uPlot options for a balance chart in the current theme's colours. */
export function balanceChartOptions(
  width: number,
  height: number,
  unit: string,
  onCursor?: (idx: number | null) => void,
): uPlot.Options {
  const fg = cssVar('--fg', '#14181f');
  const grid = cssVar('--border', '#d9dee5');
  const accent = cssVar('--accent', '#0a66d8');
  const ok = cssVar('--ok', '#1b7f3b');
  const bad = cssVar('--danger', '#c62828');
  const axis = { stroke: fg, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  const dots = (color: string): uPlot.Series => ({
    label: color === ok ? 'In' : 'Out',
    stroke: color,
    fill: color,
    paths: () => null,
    // Drawing every point of a 100k-point range costs seconds and shows a smear: the dots
    // appear once the visible range holds few enough to tell apart.
    points: { show: (_u, _s, i0, i1) => i1 - i0 <= MAX_DOTS, size: 6, stroke: color, fill: color },
  });
  return {
    width,
    height,
    legend: { show: false },
    // Room right of the plot for the last tick's label, drawn centred on its tick.
    padding: [8, 40, 0, 0],
    cursor: { drag: { x: true, y: false, setScale: true }, points: { show: false } },
    scales: {
      x: {
        time: true,
        // One time only: uPlot's own padding (a day in ms, read as seconds) spans years.
        range: (u, min, max) => {
          const xs = u.data[0];
          return xs.length > 0 && xs[0] === xs[xs.length - 1]
            ? timeRange(xs[0]!, xs[0]!)
            : [min, max];
        },
      },
    },
    // The app's one date-time and number formats (its date on one line, time and zone below).
    axes: [
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
    ],
    series: [
      {},
      { label: 'Balance', stroke: accent, width: 1.5, paths: uPlot.paths.stepped!({ align: 1 }) },
      dots(ok),
      dots(bad),
    ],
    hooks: onCursor ? { setCursor: [(u) => onCursor(u.cursor.idx ?? null)] } : {},
  };
}

/**
 * The chart's picture as SVG: the visible range's balance as a step line (at most two points
 * per horizontal pixel: the first and last of each column) and the in/out dots, with the
 * range's first/last time and min/max value written on the axes, under the `title` lines
 * (escaped: they may hold a jetton's chain-text symbol).
 */
export function balanceSvg(
  points: readonly BalancePoint[],
  decimals: number,
  unit: string,
  range: { min: number; max: number },
  title: readonly string[] = [],
  width = 900,
  height = 320,
): string {
  const vis = points.filter((p) => p.utime >= range.min && p.utime <= range.max);
  const pad = { l: 90, r: 16, t: 16, b: 36 };
  const scale = 10 ** decimals;
  const ys = vis.map((p) => Number(p.balance) / scale);
  const yMin = Math.min(...ys, 0);
  const yMax = Math.max(...ys, 1e-9);
  const span = range.max - range.min || 1;
  const X = (t: number) => pad.l + ((t - range.min) / span) * (width - pad.l - pad.r);
  const Y = (v: number) =>
    height - pad.b - ((v - yMin) / (yMax - yMin || 1)) * (height - pad.t - pad.b);
  const fg = cssVar('--fg', '#14181f');
  const accent = cssVar('--accent', '#0a66d8');
  const ok = cssVar('--ok', '#1b7f3b');
  const bad = cssVar('--danger', '#c62828');
  const bg = getComputedStyle(document.body).backgroundColor || '#fff';
  let d = '';
  let lastCol = -1;
  let prevY: number | null = null;
  vis.forEach((p, i) => {
    const x = Math.round(X(p.utime));
    const y = Y(ys[i]!);
    if (x === lastCol && i < vis.length - 1) return;
    d += prevY === null ? `M${x},${y.toFixed(1)}` : `H${x}V${y.toFixed(1)}`;
    prevY = y;
    lastCol = x;
  });
  const dots = vis
    .filter((p) => p.direction === 'in' || p.direction === 'out')
    .slice(0, 5000)
    .map(
      (p) =>
        `<circle cx="${X(p.utime).toFixed(1)}" cy="${Y(Number(p.balance) / scale).toFixed(1)}" r="3" fill="${p.direction === 'in' ? ok : bad}"/>`,
    )
    .join('');
  const text = (x: number, y: number, s: string, anchor = 'start') =>
    `<text x="${x}" y="${y}" fill="${fg}" font-size="11" font-family="sans-serif" text-anchor="${anchor}">${escapeHtml(s)}</text>`;
  // The title band sits above the plot, in negative y: the plot's coordinates stay as drawn.
  const band = title.length ? title.length * TITLE_LINE_PX + 12 : 0;
  const titleText = title.map(
    (line, i) =>
      `<text x="12" y="${-band + 6 + (i + 1) * TITLE_LINE_PX - 4}" fill="${fg}" font-family="sans-serif" font-size="${i === 0 ? 14 : 12}" font-weight="${i === 0 ? 700 : 400}" data-title-line="${i}">${escapeHtml(line)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + band}" viewBox="0 ${-band} ${width} ${height + band}">`,
    `<rect y="${-band}" width="100%" height="100%" fill="${bg}"/>`,
    ...titleText,
    `<line x1="${pad.l}" y1="${height - pad.b}" x2="${width - pad.r}" y2="${height - pad.b}" stroke="${fg}"/>`,
    `<line x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${height - pad.b}" stroke="${fg}"/>`,
    `<path d="${d}" fill="none" stroke="${accent}" stroke-width="1.5"/>`,
    dots,
    text(pad.l - 6, pad.t + 10, `${formatNumber(yMax)} ${unit}`, 'end'),
    text(pad.l - 6, height - pad.b, `${formatNumber(yMin)} ${unit}`, 'end'),
    text(pad.l, height - 12, formatDateTime(range.min)),
    text(width - pad.r, height - 12, formatDateTime(range.max), 'end'),
    '</svg>',
  ].join('');
}

/** Height of one title line of a saved picture, CSS px. */
const TITLE_LINE_PX = 18;

/**
 * The plot's canvas with the title lines in a band above it, on the theme background: the
 * saved PNG (at the canvas's own pixel ratio).
 */
function titledCanvas(src: HTMLCanvasElement, title: readonly string[]): HTMLCanvasElement {
  const ratio = src.width / (src.clientWidth || src.width);
  const band = Math.round((title.length * TITLE_LINE_PX + 12) * ratio);
  const c = document.createElement('canvas');
  c.width = src.width;
  c.height = src.height + band;
  const ctx = c.getContext('2d')!;
  const style = getComputedStyle(document.body);
  ctx.fillStyle = style.backgroundColor || '#fff';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.fillStyle = style.color || '#000';
  title.forEach((line, i) => {
    ctx.font = `${i === 0 ? 700 : 400} ${(i === 0 ? 14 : 12) * ratio}px system-ui, sans-serif`;
    ctx.fillText(line, 12 * ratio, (6 + (i + 1) * TITLE_LINE_PX - 4) * ratio);
  });
  ctx.drawImage(src, 0, band);
  return c;
}

export interface BalanceChartProps {
  title: string;
  points: readonly BalancePoint[];
  /** Decimals of the unit (9 for TON, the jetton's for a jetton). */
  decimals: number;
  /** Unit shown with amounts: `TON` or the jetton's symbol. */
  unit: string;
  /** Base of saved file names. */
  fileName: string;
  /** Subject, period, network and block for the saved picture's title. */
  picture: PictureContext;
  /** Why there is nothing to draw (shown when `points` is empty). */
  emptyReason: string;
}

/**
 * A balance over time: a step line with each transaction as a point (in green, out red).
 * Drag across to zoom into a range, double-click or "Reset zoom" to see it all. Hover shows
 * the exact balance and change (full precision), time and transaction. Table view lists the
 * same points; "Save as PNG/SVG" saves the picture.
 */
export function BalanceChart({
  title,
  points,
  decimals,
  unit,
  fileName,
  picture,
  emptyReason,
}: BalanceChartProps) {
  const [view, setView] = useState<ChartView>('chart');
  const theme = useThemeVersion();
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const data = useMemo(() => balanceSeries(points, decimals), [points, decimals]);

  useEffect(() => {
    const el = box.current;
    if (!el || view !== 'chart' || points.length === 0) return;
    const u = new uPlot(
      balanceChartOptions(el.clientWidth || 800, 300, unit, setCursor),
      data as unknown as uPlot.AlignedData,
      el,
    );
    plot.current = u;
    const ro = new ResizeObserver(() => u.setSize({ width: el.clientWidth || 800, height: 300 }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      u.destroy();
      plot.current = null;
    };
    // The theme changes the colours: rebuild.
  }, [data, unit, view, theme, points.length]);

  const amount = (v: bigint) => `${formatUnits(v, decimals, { group: true })} ${unit}`;
  const hovered = cursor !== null ? points[cursor] : undefined;
  const last = points.at(-1);
  const newestFirst = useMemo(() => [...points].reverse(), [points]);

  if (points.length === 0) {
    return <ChartEmpty title={title} empty="Nothing to draw" reason={emptyReason} />;
  }

  const columns: Column<BalancePoint>[] = [
    { id: 'time', header: 'Time', width: '170px', render: (p) => formatDateTime(p.utime) },
    {
      id: 'dir',
      header: 'Direction',
      width: '90px',
      render: (p) => <span className={`dir dir-${p.direction}`}>{p.direction}</span>,
    },
    {
      id: 'change',
      header: 'Change',
      width: 'minmax(140px, 1fr)',
      render: (p) => (
        <span className="mono">
          {p.change === null ? '—' : `${p.change > 0n ? '+' : ''}${amount(p.change)}`}
        </span>
      ),
    },
    {
      id: 'balance',
      header: 'Balance after',
      width: 'minmax(160px, 1fr)',
      render: (p) => (
        <span className="mono" data-balance={p.balance.toString()}>
          {amount(p.balance)}
        </span>
      ),
    },
    {
      id: 'tx',
      header: 'Transaction',
      width: '120px',
      render: (p) => <a href={routePath({ name: 'transaction', hash: p.hash })}>open</a>,
    },
  ];

  const range = () => {
    const u = plot.current;
    const min = u?.scales.x.min ?? points[0]!.utime;
    const max = u?.scales.x.max ?? last!.utime;
    return { min, max };
  };

  return (
    <ChartFrame
      title={title}
      view={view}
      onViewChange={setView}
      onSavePng={async () => {
        const u = plot.current;
        if (!u) return;
        await saveCanvasPng(
          fileName,
          titledCanvas(u.ctx.canvas, pictureTitleLines(title, picture)),
        );
      }}
      onSaveSvg={() =>
        saveSvg(
          fileName,
          balanceSvg(points, decimals, unit, range(), pictureTitleLines(title, picture)),
        )
      }
      controls={
        <div className="chart-zoom">
          <button
            type="button"
            onClick={() => {
              const [min, max] = timeRange(points[0]!.utime, last!.utime);
              plot.current?.setScale('x', { min, max });
            }}
          >
            Reset zoom
          </button>
          <span className="muted tg-count">
            Drag across the chart to zoom into a range; transaction dots show when at most 3,000 are
            in view.
          </span>
        </div>
      }
    >
      <div
        className="balance-chart"
        data-points={points.length}
        data-last-balance={last!.balance.toString()}
      >
        {view === 'chart' ? (
          <>
            <div ref={box} className="balance-plot" />
            <div className="chart-hover" aria-live="polite">
              {hovered ? (
                <>
                  {formatDateTime(hovered.utime)} · balance{' '}
                  <strong className="mono">{amount(hovered.balance)}</strong>
                  {hovered.change !== null && (
                    <>
                      {' '}
                      · {hovered.change >= 0n ? '+' : ''}
                      <span className="mono">{amount(hovered.change)}</span>
                    </>
                  )}{' '}
                  · {hovered.direction} · lt {hovered.lt}
                </>
              ) : (
                <span className="muted">
                  {points.length} {points.length === 1 ? 'transaction' : 'transactions'} · now{' '}
                  {amount(last!.balance)}
                </span>
              )}
            </div>
          </>
        ) : (
          <VirtualTable
            label={`${title}: points`}
            // Newest first, as every transaction list: the balance now is the first row.
            rows={newestFirst}
            columns={columns}
            getKey={(p) => p.hash}
            height="360px"
          />
        )}
      </div>
    </ChartFrame>
  );
}
