import { useCallback, useMemo, useState } from 'react';
import type uPlot from 'uplot';
import { useUplot } from './use-uplot';
import type { BalancePoint } from '../../../shared/analytics/balance-history';
import { formatUnits } from '../../../shared/ton/units';
import { formatDateTime } from '../../../shared/format';
import { saveCanvasPng, saveSvg, titledCanvas } from './chart-export';
import { pictureTitleLines, type PictureContext } from '../lib/picture-title';
import { routePath } from '../routing/routes';
import { ChartEmpty, ChartFrame, type ChartView } from './ChartFrame';
import { VirtualTable, type Column } from './VirtualTable';
import { balanceChartOptions, balanceSeries, timeRange } from './balance-plot';
import { balanceSvg } from './balance-svg';

/** Height of the plot, CSS px. */
const PLOT_H = 300;

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

/** An amount in base units as text in `unit`, exact, digits grouped. */
type AmountText = (v: bigint) => string;

/** The points table's columns: time, direction, change, balance after, transaction link. */
function balanceColumns(amount: AmountText): Column<BalancePoint>[] {
  return [
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
}

/** The line under the plot: the hovered point's balance and change, or the count and now. */
function BalanceHover({
  hovered,
  points,
  amount,
}: {
  hovered: BalancePoint | undefined;
  points: readonly BalancePoint[];
  amount: AmountText;
}) {
  return (
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
          {amount(points.at(-1)!.balance)}
        </span>
      )}
    </div>
  );
}

/** "Reset zoom" and how to zoom. */
function BalanceZoom({ onReset }: { onReset: () => void }) {
  return (
    <div className="chart-zoom">
      <button type="button" onClick={onReset}>
        Reset zoom
      </button>
      <span className="muted tg-count">
        Drag across the chart to zoom into a range; transaction dots show when at most 3,000 are in
        view.
      </span>
    </div>
  );
}

/**
 * The balance chart's state: its view, the hovered point, the uPlot drawn in `box` (in
 * chart view, when there are points), and what the frame's buttons do (reset the zoom, save
 * the plot as PNG, the visible range as SVG).
 */
function useBalanceChart({ title, points, decimals, unit, fileName, picture }: BalanceChartProps) {
  const [view, setView] = useState<ChartView>('chart');
  const [cursor, setCursor] = useState<number | null>(null);
  const data = useMemo(() => balanceSeries(points, decimals), [points, decimals]);
  const options = useCallback(
    (width: number, height: number) => balanceChartOptions(width, height, unit, setCursor),
    [unit],
  );
  const { box, plot } = useUplot({
    show: view === 'chart' && points.length > 0,
    data: data as unknown as uPlot.AlignedData,
    options,
    height: PLOT_H,
  });
  const newestFirst = useMemo(() => [...points].reverse(), [points]);
  const range = () => {
    const u = plot.current;
    return {
      min: u?.scales.x.min ?? points[0]!.utime,
      max: u?.scales.x.max ?? points.at(-1)!.utime,
    };
  };
  const lines = () => pictureTitleLines(title, picture);
  return {
    view,
    setView,
    box,
    newestFirst,
    hovered: cursor !== null ? points[cursor] : undefined,
    amount: (v: bigint) => `${formatUnits(v, decimals, { group: true })} ${unit}`,
    resetZoom: () => {
      const [min, max] = timeRange(points[0]!.utime, points.at(-1)!.utime);
      plot.current?.setScale('x', { min, max });
    },
    savePng: async () => {
      const u = plot.current;
      if (u) await saveCanvasPng(fileName, titledCanvas(u.ctx.canvas, lines()));
    },
    saveSvg: () => saveSvg(fileName, balanceSvg(points, decimals, unit, range(), lines())),
  };
}

/**
 * A balance over time: a step line with each transaction as a point (in green, out red).
 * Drag across to zoom into a range, double-click or "Reset zoom" to see it all. Hover shows
 * the exact balance and change (full precision), time and transaction. Table view lists the
 * same points; "Save as PNG/SVG" saves the picture.
 */
export function BalanceChart(props: BalanceChartProps) {
  const { title, points, emptyReason } = props;
  const c = useBalanceChart(props);
  if (points.length === 0) {
    return <ChartEmpty title={title} empty="Nothing to draw" reason={emptyReason} />;
  }
  return (
    <ChartFrame
      title={title}
      view={c.view}
      onViewChange={c.setView}
      onSavePng={c.savePng}
      onSaveSvg={c.saveSvg}
      controls={<BalanceZoom onReset={c.resetZoom} />}
    >
      <div
        className="balance-chart"
        data-points={points.length}
        data-last-balance={points.at(-1)!.balance.toString()}
      >
        {c.view === 'chart' ? (
          <>
            <div ref={c.box} className="balance-plot" />
            <BalanceHover hovered={c.hovered} points={points} amount={c.amount} />
          </>
        ) : (
          <VirtualTable
            label={`${title}: points`}
            // Newest first, as every transaction list: the balance now is the first row.
            rows={c.newestFirst}
            columns={balanceColumns(c.amount)}
            getKey={(p) => p.hash}
            height="360px"
          />
        )}
      </div>
    </ChartFrame>
  );
}
