import type { BalancePoint } from '../../../shared/analytics/balance-history';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { escapeHtml } from '../../../shared/workspace/case-report';
import { TITLE_LINE, titleFont } from './chart-export';
import { chartColours, pageBackground } from './chart-theme';

/** Most transaction dots written into a saved picture. */
const MAX_SVG_DOTS = 5000;

/**
 * The step line's path through `ys` (drawn at `xs`, in pixels): at most two points per
 * horizontal pixel, the first and last of each column.
 */
function stepPath(xs: readonly number[], ys: readonly number[]): string {
  let d = '';
  let lastCol = -1;
  let prevY: number | null = null;
  xs.forEach((x, i) => {
    const y = ys[i]!;
    if (x === lastCol && i < xs.length - 1) return;
    d += prevY === null ? `M${x},${y.toFixed(1)}` : `H${x}V${y.toFixed(1)}`;
    prevY = y;
    lastCol = x;
  });
  return d;
}

/** The title lines as SVG text in a band of height `band` above y = 0 (escaped chain text). */
function svgTitle(title: readonly string[], band: number, fg: string): string[] {
  return title.map((line, i) => {
    const { size, weight } = titleFont(i);
    return `<text x="12" y="${-band + 6 + (i + 1) * TITLE_LINE - 4}" fill="${fg}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" data-title-line="${i}">${escapeHtml(line)}</text>`;
  });
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
  const { fg, accent, ok, bad } = chartColours();
  const d = stepPath(
    vis.map((p) => Math.round(X(p.utime))),
    ys.map((v) => Y(v)),
  );
  const dots = vis
    .filter((p) => p.direction === 'in' || p.direction === 'out')
    .slice(0, MAX_SVG_DOTS)
    .map(
      (p) =>
        `<circle cx="${X(p.utime).toFixed(1)}" cy="${Y(Number(p.balance) / scale).toFixed(1)}" r="3" fill="${p.direction === 'in' ? ok : bad}"/>`,
    )
    .join('');
  const text = (x: number, y: number, s: string, anchor = 'start') =>
    `<text x="${x}" y="${y}" fill="${fg}" font-size="11" font-family="sans-serif" text-anchor="${anchor}">${escapeHtml(s)}</text>`;
  // The title band sits above the plot, in negative y: the plot's coordinates stay as drawn.
  const band = title.length ? title.length * TITLE_LINE + 12 : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + band}" viewBox="0 ${-band} ${width} ${height + band}">`,
    `<rect y="${-band}" width="100%" height="100%" fill="${pageBackground()}"/>`,
    ...svgTitle(title, band, fg),
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
