import type { DayVolume } from '../../../../shared/analytics/jetton-master';
import { bigintPx } from '../../components/BarRow';
import { useChartState } from '../../components/ChartFrame';
import { formatAssetAmount, type AssetInfo } from '../../components/asset-amount';
import { SmallTable } from '../../components/SmallTable';
import { SvgChart } from '../../components/SvgChart';
import type { PictureContext } from '../../lib/picture-title';

const W = 720;
const H = 240;
const PAD = { l: 12, r: 12, t: 22, b: 26 };

/**
 * Transfer volume of a jetton per UTC day: one bar per day of the period (empty days show no
 * bar), hover or arrow keys for the exact volume and counts of a day, a table view of the days
 * with transfers. Amounts are jetton units shown with the jetton's decimals applied (exact).
 */
export function VolumeChart({
  days,
  info,
  fileName,
  picture,
}: {
  days: readonly DayVolume[];
  info: AssetInfo;
  fileName: string;
  /** Subject, period, network and block for the saved picture's title. */
  picture: PictureContext;
}) {
  const chart = useChartState();
  const { hover, setHover, svg } = chart;
  const title = 'Transfer volume per day (UTC)';
  const fmt = (v: bigint) => formatAssetAmount(v, info);
  const max = days.reduce((m, d) => (d.volumeUnits > m ? d.volumeUnits : m), 0n);
  const total = days.reduce((s, d) => s + d.volumeUnits, 0n);
  const count = days.reduce((s, d) => s + d.count, 0);
  const plotW = W - PAD.l - PAD.r;
  const plotH = H - PAD.t - PAD.b;
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(1, Math.min(step * 0.8, 48));
  const barH = (v: bigint) => bigintPx(v, max, plotH);
  const x = (i: number) => PAD.l + i * step + (step - barW) / 2;
  const hovered = hover !== null ? days[hover] : undefined;
  const active = days.filter((d) => d.count > 0 || d.aborted > 0);

  const indexAt = (clientX: number): number | null => {
    const el = svg.current;
    if (!el || days.length === 0) return null;
    const box = el.getBoundingClientRect();
    const ux = ((clientX - box.left) / box.width) * W;
    const i = Math.floor((ux - PAD.l) / step);
    return i >= 0 && i < days.length ? i : null;
  };
  const onKeyDown = (ev: React.KeyboardEvent) => {
    if (ev.key !== 'ArrowLeft' && ev.key !== 'ArrowRight') return;
    ev.preventDefault();
    const d = ev.key === 'ArrowLeft' ? -1 : 1;
    setHover((h) => Math.min(days.length - 1, Math.max(0, (h ?? (d > 0 ? -1 : days.length)) + d)));
  };

  return (
    <SvgChart
      state={chart}
      frame={{ title, fileName, picture, width: W, height: H }}
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
        'aria-label': `${title}: ${days.length} days; use the arrow keys to read each day`,
        onMouseMove: (e) => setHover(indexAt(e.clientX)),
        onMouseLeave: () => setHover(null),
        onKeyDown,
        onBlur: () => setHover(null),
      }}
      hover={
        hovered ? (
          <>
            {hovered.date} · <strong className="mono">{fmt(hovered.volumeUnits)}</strong> ·{' '}
            {hovered.count} {hovered.count === 1 ? 'transfer' : 'transfers'}
            {hovered.aborted > 0 && ` · ${hovered.aborted} aborted (moved nothing)`}
          </>
        ) : (
          <span className="muted">Hover a day, or focus the chart and use the arrow keys</span>
        )
      }
      table={
        <>
          <SmallTable
            label={`${title}: table`}
            rows={active}
            getKey={(d) => d.date}
            rowProps={(d) => ({ 'data-date': d.date, 'data-units': d.volumeUnits.toString() })}
            columns={[
              { id: 'day', header: 'Day (UTC)', render: (d) => d.date },
              {
                id: 'volume',
                header: 'Volume',
                className: 'num mono',
                render: (d) => fmt(d.volumeUnits),
              },
              { id: 'count', header: 'Transfers', className: 'num', render: (d) => d.count },
              { id: 'aborted', header: 'Aborted', className: 'num', render: (d) => d.aborted },
            ]}
          />
          <p className="list-note">
            Days without transfers are left out. Aborted transfers moved nothing and are not in the
            volume.
          </p>
        </>
      }
    >
      <line x1={PAD.l} x2={W - PAD.r} y1={H - PAD.b} y2={H - PAD.b} className="volume-axis" />
      <line x1={PAD.l} x2={W - PAD.r} y1={PAD.t} y2={PAD.t} className="volume-grid" />
      <text x={PAD.l} y={PAD.t - 6} className="volume-text">
        {fmt(max)}
      </text>
      {days.map((d, i) => {
        const h = barH(d.volumeUnits);
        return (
          <rect
            key={d.date}
            x={x(i)}
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
          height={plotH}
          className="volume-cursor"
        />
      )}
      {days.length > 0 && (
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
      )}
    </SvgChart>
  );
}
