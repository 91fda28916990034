import { plural } from '../../../shared/plural';
import { topCounterparties, TON_ASSET, type Flows } from '../../../shared/analytics/flows';
import { useAccountNames } from '../lib/address-data';
import { routePath } from '../routing/routes';
import { Address } from './Address';
import { formatAssetAmount, type AssetInfo } from './asset-amount';
import { BAR_CHART_W, BAR_LABEL_W, BarRow, bigintPx } from './BarRow';
import { ChartEmpty, useChartState } from './ChartFrame';
import { SmallTable } from './SmallTable';
import { SvgChart } from './SvgChart';
import type { PictureContext } from '../lib/picture-title';

const TOP = 10;
const ROW_H = 26;

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
}: {
  flows: Flows;
  asset: string;
  info: AssetInfo;
  fileName: string;
  /** Subject, period, network and block for the saved picture's title. */
  picture: PictureContext;
  emptyReason: string;
}) {
  const chart = useChartState();
  const { hover, setHover } = chart;
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
  const barW = BAR_CHART_W - BAR_LABEL_W - 20;
  const px = (v: bigint) => bigintPx(v, max, barW);
  const height = top.length * (ROW_H * 2 + 8) + 8;
  const name = (cp: string) => (cp ? nameOf(cp) : plural(rows.length - TOP, 'other'));
  const hovered = hover !== null ? top[hover] : undefined;
  return (
    <SvgChart
      state={chart}
      frame={{ title, fileName, picture, width: BAR_CHART_W, height }}
      controls={
        total && (
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
            · net <span className="mono">{fmt(total.net)}</span> · {rows.length} counterparties
          </span>
        )
      }
      svgProps={{
        className: 'flows-svg',
        role: 'group',
        'aria-label': `${title}: top ${Math.min(TOP, rows.length)} counterparties`,
      }}
      hover={
        hovered ? (
          <>
            {hovered.counterparty ? <Address address={hovered.counterparty} /> : 'Others'} · in{' '}
            <strong className="mono">{fmt(hovered.inflow)}</strong> · out{' '}
            <strong className="mono">{fmt(hovered.outflow)}</strong> · {hovered.count}{' '}
            {asset === TON_ASSET ? 'messages' : 'transfers'}
          </>
        ) : (
          <span className="muted">
            <span className="flows-key tone-ok">■</span> in{' '}
            <span className="flows-key tone-bad">■</span> out · click a bar to open the counterparty
          </span>
        )
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
          columns={[
            {
              id: 'counterparty',
              header: 'Counterparty',
              render: (r) => <Address address={r.counterparty} />,
            },
            { id: 'in', header: 'In', className: 'num mono', render: (r) => fmt(r.inflow) },
            { id: 'out', header: 'Out', className: 'num mono', render: (r) => fmt(r.outflow) },
            {
              id: 'net',
              header: 'Net',
              className: 'num mono',
              render: (r) => fmt(r.inflow - r.outflow),
            },
            { id: 'count', header: 'Count', className: 'num', render: (r) => r.count },
          ]}
        />
      }
    >
      {top.map((r, i) => {
        const y = 8 + i * (ROW_H * 2 + 8);
        return (
          <BarRow
            key={r.counterparty || 'rest'}
            index={i}
            onHover={setHover}
            {...(r.counterparty
              ? {
                  href: routePath({ name: 'account', address: r.counterparty }),
                  label: `${name(r.counterparty)}: in ${fmt(r.inflow)}, out ${fmt(r.outflow)}`,
                }
              : {})}
          >
            <text x={BAR_LABEL_W - 8} y={y + ROW_H} className="flows-label">
              {name(r.counterparty)}
            </text>
            <rect
              x={BAR_LABEL_W}
              y={y + 2}
              width={Math.max(1, px(r.inflow))}
              height={ROW_H - 4}
              className="flows-bar tone-ok"
            />
            <rect
              x={BAR_LABEL_W}
              y={y + ROW_H + 2}
              width={Math.max(1, px(r.outflow))}
              height={ROW_H - 4}
              className="flows-bar tone-bad"
            />
          </BarRow>
        );
      })}
    </SvgChart>
  );
}
