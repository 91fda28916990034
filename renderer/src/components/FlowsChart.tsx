import { plural } from '../../../shared/plural';
import {
  topCounterparties,
  TON_ASSET,
  type FlowRow,
  type Flows,
  type FlowTotal,
} from '../../../shared/analytics/flows';
import { useAccountNames } from '../lib/address-data';
import { routePath } from '../routing/routes';
import { Address } from './Address';
import { formatAssetAmount, type AssetInfo } from './asset-amount';
import { BAR_CHART_W, BAR_LABEL_W, BarRows, bigintPx } from './BarRow';
import { ChartEmpty, useChartState } from './ChartFrame';
import { SmallTable, type SmallColumn } from './SmallTable';
import { SvgChart } from './SvgChart';
import type { PictureContext } from '../lib/picture-title';

const TOP = 10;
const ROW_H = 26;
/** Distance between two counterparties' rows (an in bar over an out bar), viewBox units. */
const PITCH = ROW_H * 2 + 8;

/** An amount of the chart's asset as exact text with its symbol. */
type Fmt = (v: bigint) => string;

/** The totals of the asset over the period (with `data-*` for tests and copy). */
function FlowsTotal({ total, count, fmt }: { total: FlowTotal; count: number; fmt: Fmt }) {
  return (
    <span
      className="muted tg-count"
      data-testid="flows-total"
      data-in={total.inflow.toString()}
      data-out={total.outflow.toString()}
      data-fees={total.fees.toString()}
      data-net={total.net.toString()}
    >
      Total in <span className="mono">{fmt(total.inflow)}</span> · out{' '}
      <span className="mono">{fmt(total.outflow)}</span>
      {total.fees !== 0n && (
        <>
          {' '}
          · fees <span className="mono">{fmt(total.fees)}</span>
        </>
      )}{' '}
      · net <span className="mono">{fmt(total.net)}</span> · {count} counterparties
    </span>
  );
}

/** The hover line: the hovered counterparty's in, out and count, or the colour key. */
function FlowsHover({ row, asset, fmt }: { row: FlowRow | undefined; asset: string; fmt: Fmt }) {
  return row ? (
    <>
      {row.counterparty ? <Address address={row.counterparty} /> : 'Others'} · in{' '}
      <strong className="mono">{fmt(row.inflow)}</strong> · out{' '}
      <strong className="mono">{fmt(row.outflow)}</strong> · {row.count}{' '}
      {asset === TON_ASSET ? 'messages' : 'transfers'}
    </>
  ) : (
    <span className="muted">
      <span className="flows-key tone-ok">■</span> in <span className="flows-key tone-bad">■</span>{' '}
      out · click a bar to open the counterparty
    </span>
  );
}

/** The table's columns: counterparty, in, out, net, count. */
function flowsColumns(fmt: Fmt): SmallColumn<FlowRow>[] {
  return [
    {
      id: 'counterparty',
      header: 'Counterparty',
      render: (r) => <Address address={r.counterparty} />,
    },
    { id: 'in', header: 'In', className: 'num mono', render: (r) => fmt(r.inflow) },
    { id: 'out', header: 'Out', className: 'num mono', render: (r) => fmt(r.outflow) },
    { id: 'net', header: 'Net', className: 'num mono', render: (r) => fmt(r.inflow - r.outflow) },
    { id: 'count', header: 'Count', className: 'num', render: (r) => r.count },
  ];
}

/** A counterparty's in bar (green) over its out bar (red), `px` long each, from row top `y`. */
function InOutBars({ y, inPx, outPx }: { y: number; inPx: number; outPx: number }) {
  return (
    <>
      <rect
        x={BAR_LABEL_W}
        y={y + 2}
        width={Math.max(1, inPx)}
        height={ROW_H - 4}
        className="flows-bar tone-ok"
      />
      <rect
        x={BAR_LABEL_W}
        y={y + ROW_H + 2}
        width={Math.max(1, outPx)}
        height={ROW_H - 4}
        className="flows-bar tone-bad"
      />
    </>
  );
}

/** What {@link FlowsChart} draws, and how its picture is saved. */
export interface FlowsChartProps {
  flows: Flows;
  /** The asset drawn: `TON` or a jetton master. */
  asset: string;
  /** The asset's symbol and decimals. */
  info: AssetInfo;
  /** Base of saved file names. */
  fileName: string;
  /** Subject, period, network and block for the saved picture's title. */
  picture: PictureContext;
  /** Why there is nothing to draw (shown when the asset has no flows). */
  emptyReason: string;
}

/**
 * Inflow and outflow per counterparty for one asset: the top 10 counterparties as a bar chart
 * (green in, red out; each row links to the counterparty) and all of them as a table, with
 * the totals. Amounts are exact (bigint formatted with the asset's decimals).
 */
export function FlowsChart({
  flows,
  asset,
  info,
  fileName,
  picture,
  emptyReason,
}: FlowsChartProps) {
  const chart = useChartState();
  const rows = flows.rows.filter((r) => r.asset === asset);
  const total = flows.totals.find((t) => t.asset === asset);
  const nameOf = useAccountNames(rows.map((r) => r.counterparty));
  const title = `Flows by counterparty (${info.symbol})`;
  const fmt = (v: bigint) => formatAssetAmount(v, info);
  if (rows.length === 0) {
    return <ChartEmpty title={title} empty="No flows" reason={emptyReason} />;
  }
  const top = topCounterparties(flows, asset, TOP);
  const max = top.reduce((m, r) => (r.inflow > m ? r.inflow : r.outflow > m ? r.outflow : m), 1n);
  const px = (v: bigint) => bigintPx(v, max, BAR_CHART_W - BAR_LABEL_W - 20);
  const name = (cp: string) => (cp ? nameOf(cp) : plural(rows.length - TOP, 'other'));
  return (
    <SvgChart
      state={chart}
      frame={{ title, fileName, picture, width: BAR_CHART_W, height: top.length * PITCH + 8 }}
      controls={total && <FlowsTotal total={total} count={rows.length} fmt={fmt} />}
      svgProps={{
        className: 'flows-svg',
        role: 'group',
        'aria-label': `${title}: top ${Math.min(TOP, rows.length)} counterparties`,
      }}
      hover={
        <FlowsHover
          row={chart.hover !== null ? top[chart.hover] : undefined}
          asset={asset}
          fmt={fmt}
        />
      }
      table={
        <SmallTable
          label={`${title}: table`}
          rows={rows}
          getKey={(r) => r.counterparty}
          rowProps={(r) => ({
            'data-counterparty': r.counterparty,
            'data-in': r.inflow.toString(),
            'data-out': r.outflow.toString(),
          })}
          columns={flowsColumns(fmt)}
        />
      }
    >
      <BarRows
        rows={top}
        top={8}
        pitch={PITCH}
        labelDy={ROW_H}
        rowKey={(r) => r.counterparty || 'rest'}
        name={(r) => name(r.counterparty)}
        link={(r) =>
          r.counterparty
            ? {
                href: routePath({ name: 'account', address: r.counterparty }),
                label: `${name(r.counterparty)}: in ${fmt(r.inflow)}, out ${fmt(r.outflow)}`,
              }
            : undefined
        }
        bars={(r, y) => <InOutBars y={y} inPx={px(r.inflow)} outPx={px(r.outflow)} />}
        onHover={chart.setHover}
      />
    </SvgChart>
  );
}
