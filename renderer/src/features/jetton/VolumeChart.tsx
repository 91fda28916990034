import type { DayVolume } from '../../../../shared/analytics/jetton-master';
import { bigintPx } from '../../components/BarRow';
import { useChartState } from '../../components/ChartFrame';
import { columnHoverHandlers } from '../../components/column-hover';
import { formatAssetAmount, type AssetInfo } from '../../components/asset-amount';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { SvgChart } from '../../components/SvgChart';
import type { PictureContext } from '../../lib/picture-title';

const W = 720;
const H = 240;
const PAD = { l: 12, r: 12, t: 22, b: 26 };
const PLOT_W = W - PAD.l - PAD.r;
const PLOT_H = H - PAD.t - PAD.b;
const TITLE = 'Transfer volume per day (UTC)';

/** Jetton units as exact text with the symbol. */
type Fmt = (v: bigint) => string;

/** The hover line: the hovered day's volume and counts, or how to read the days. */
function DayHover({ day, fmt }: { day: DayVolume | undefined; fmt: Fmt }) {
  return day ? (
    <>
      {day.date} · <strong className="mono">{fmt(day.volumeUnits)}</strong> · {day.count}{' '}
      {day.count === 1 ? 'transfer' : 'transfers'}
      {day.aborted > 0 && ` · ${day.aborted} aborted (moved nothing)`}
    </>
  ) : (
    <span className="muted">Hover a day, or focus the chart and use the arrow keys</span>
  );
}

/** The table's columns: day, volume, transfers, aborted. */
function dayColumns(fmt: Fmt): SmallColumn<DayVolume>[] {
  return [
    { id: 'day', header: 'Day (UTC)', render: (d) => d.date },
    { id: 'volume', header: 'Volume', className: 'num mono', render: (d) => fmt(d.volumeUnits) },
    { id: 'count', header: 'Transfers', className: 'num', render: (d) => d.count },
    { id: 'aborted', header: 'Aborted', className: 'num', render: (d) => d.aborted },
  ];
}

/** The table view: the days with transfers (or aborted ones), and what is left out. */
function DayTable({ days, fmt }: { days: readonly DayVolume[]; fmt: Fmt }) {
  return (
    <>
      <SmallTable
        label={`${TITLE}: table`}
        rows={days.filter((d) => d.count > 0 || d.aborted > 0)}
        getKey={(d) => d.date}
        rowProps={(d) => ({ 'data-date': d.date, 'data-units': d.volumeUnits.toString() })}
        columns={dayColumns(fmt)}
      />
      <p className="list-note">
        Days without transfers are left out. Aborted transfers moved nothing and are not in the
        volume.
      </p>
    </>
  );
}

/**
 * The drawing: the axis, the top grid line labelled with the largest day (`maxText`), a bar
 * per day (`max` is the full height) in columns `step` wide, the hovered day's column and the
 * first/last dates.
 */
function DayBars({
  days,
  step,
  max,
  maxText,
  hover,
}: {
  days: readonly DayVolume[];
  step: number;
  max: bigint;
  maxText: string;
  hover: number | null;
}) {
  const barW = Math.max(1, Math.min(step * 0.8, 48));
  return (
    <>
      <line x1={PAD.l} x2={W - PAD.r} y1={H - PAD.b} y2={H - PAD.b} className="volume-axis" />
      <line x1={PAD.l} x2={W - PAD.r} y1={PAD.t} y2={PAD.t} className="volume-grid" />
      <text x={PAD.l} y={PAD.t - 6} className="volume-text">
        {maxText}
      </text>
      {days.map((d, i) => {
        const h = bigintPx(d.volumeUnits, max, PLOT_H);
        return (
          <rect
            key={d.date}
            x={PAD.l + i * step + (step - barW) / 2}
            y={H - PAD.b - h}
            width={barW}
            height={h}
            data-date={d.date}
            className={`volume-bar${hover === i ? ' hovered' : ''}`}
          />
        );
      })}
      {hover !== null && (
        <rect
          x={PAD.l + hover * step}
          y={PAD.t}
          width={step}
          height={PLOT_H}
          className="volume-cursor"
        />
      )}
      <DateEnds days={days} />
    </>
  );
}

/** The first and last day's dates under the axis. */
function DateEnds({ days }: { days: readonly DayVolume[] }) {
  if (days.length === 0) return null;
  return (
    <>
      <text x={PAD.l} y={H - 8} className="volume-text">
        {days[0]!.date}
      </text>
      {days.length > 1 && (
        <text x={W - PAD.r} y={H - 8} className="volume-text" textAnchor="end">
          {days.at(-1)!.date}
        </text>
      )}
    </>
  );
}

/** What {@link VolumeChart} draws, and how its picture is saved. */
export interface VolumeChartProps {
  days: readonly DayVolume[];
  /** The jetton's symbol and decimals. */
  info: AssetInfo;
  /** Base of saved file names. */
  fileName: string;
  /** Subject, period, network and block for the saved picture's title. */
  picture: PictureContext;
}

/**
 * Transfer volume of a jetton per UTC day: one bar per day of the period (empty days show no
 * bar), hover or arrow keys for the exact volume and counts of a day, a table view of the days
 * with transfers. Amounts are jetton units shown with the jetton's decimals applied (exact).
 */
export function VolumeChart({ days, info, fileName, picture }: VolumeChartProps) {
  const chart = useChartState();
  const { hover, setHover, svg } = chart;
  const fmt = (v: bigint) => formatAssetAmount(v, info);
  const max = days.reduce((m, d) => (d.volumeUnits > m ? d.volumeUnits : m), 0n);
  const total = days.reduce((s, d) => s + d.volumeUnits, 0n);
  const count = days.reduce((s, d) => s + d.count, 0);
  const layout = {
    width: W,
    left: PAD.l,
    step: PLOT_W / Math.max(1, days.length),
    count: days.length,
  };
  return (
    <SvgChart
      state={chart}
      frame={{ title: TITLE, fileName, picture, width: W, height: H }}
      controls={
        <span className="muted tg-count">
          Total <span className="mono">{fmt(total)}</span> in {count} transfers over {days.length}{' '}
          {days.length === 1 ? 'day' : 'days'}
        </span>
      }
      svgProps={{
        className: 'volume-svg',
        role: 'img',
        tabIndex: 0,
        'aria-label': `${TITLE}: ${days.length} days; use the arrow keys to read each day`,
        ...columnHoverHandlers(svg, layout, setHover),
      }}
      hover={<DayHover day={hover !== null ? days[hover] : undefined} fmt={fmt} />}
      table={<DayTable days={days} fmt={fmt} />}
    >
      <DayBars days={days} step={layout.step} max={max} maxText={fmt(max)} hover={hover} />
    </SvgChart>
  );
}
