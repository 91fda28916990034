import {
  percentOf,
  type HolderShares,
  type ShareSlice,
} from '../../../../shared/analytics/jetton-master';
import { Address } from '../../components/Address';
import { BAR_CHART_W, BAR_LABEL_W, BarRows, bigintPx } from '../../components/BarRow';
import { useChartState } from '../../components/ChartFrame';
import { formatAssetAmount, type AssetInfo } from '../../components/asset-amount';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { SvgChart } from '../../components/SvgChart';
import { useAccountNames } from '../../lib/address-data';
import { routePath } from '../../routing/routes';
import type { PictureContext } from '../../lib/picture-title';

const ROW_H = 30;
const PCT_W = 70;
/** Length of a whole (100 %) bar, viewBox units. */
const BAR_W = BAR_CHART_W - BAR_LABEL_W - PCT_W - 16;

/** Jetton units as exact text with the symbol. */
type Fmt = (v: bigint) => string;
/** Jetton units as a share of the supply, `digits` decimals, with " %". */
type Pct = (v: bigint, digits?: number) => string;

/** The hover line: the hovered slice's owner, amount and share, or a hint. */
function ShareHover({ slice, fmt, pct }: { slice: ShareSlice | undefined; fmt: Fmt; pct: Pct }) {
  return slice ? (
    <>
      {slice.rank === 0 ? (
        'All other holders (and supply not yet in a wallet)'
      ) : (
        <>
          #{slice.rank} <Address address={slice.owner} />
        </>
      )}{' '}
      · <strong className="mono">{fmt(slice.units)}</strong> ·{' '}
      <span className="mono">{pct(slice.units, 6)}</span> of the supply
    </>
  ) : (
    <span className="muted">
      Bars are shares of the total supply · click a holder to open the account
    </span>
  );
}

/** The table's columns: rank, owner, balance, share, jetton wallet. */
function shareColumns(fmt: Fmt, pct: Pct): SmallColumn<ShareSlice>[] {
  return [
    { id: 'rank', header: '#', render: (r) => (r.rank === 0 ? '' : r.rank) },
    {
      id: 'owner',
      header: 'Owner',
      render: (r) => (r.rank === 0 ? 'All other holders' : <Address address={r.owner} />),
    },
    { id: 'balance', header: 'Balance', className: 'num mono', render: (r) => fmt(r.units) },
    { id: 'share', header: 'Share', className: 'num mono', render: (r) => pct(r.units, 4) },
    {
      id: 'wallet',
      header: 'Jetton wallet',
      render: (r) => (r.rank === 0 ? '' : <Address address={r.wallet} />),
    },
  ];
}

/** The table's last row: the total supply, 100 %. */
function SupplyRow({ totalUnits, fmt }: { totalUnits: bigint; fmt: Fmt }) {
  return (
    <tr>
      <td />
      <th scope="row">Total supply</th>
      <td className="num mono" data-total-units={totalUnits.toString()}>
        {fmt(totalUnits)}
      </td>
      <td className="num mono">100 %</td>
      <td />
    </tr>
  );
}

/** A slice's bar over its 100 % track, `px` long, with its share after it; row top `y`. */
function ShareBar({ y, px, rest, share }: { y: number; px: number; rest: boolean; share: string }) {
  return (
    <>
      <rect x={BAR_LABEL_W} y={y + 3} width={BAR_W} height={ROW_H - 6} className="share-track" />
      <rect
        x={BAR_LABEL_W}
        y={y + 3}
        width={Math.max(1, px)}
        height={ROW_H - 6}
        className={`flows-bar ${rest ? 'tone-neutral' : 'tone-pending'}`}
      />
      <text x={BAR_LABEL_W + BAR_W + 8} y={y + ROW_H / 2 + 4} className="share-pct">
        {share}
      </text>
    </>
  );
}

/** Said above the chart when the top holders hold more than the supply (index mid-update). */
function ExcessNotice({ excess }: { excess: string }) {
  return (
    <div className="notice" role="note">
      The top holders’ balances exceed the total supply by {excess}: the index is between a mint or
      burn and the wallet’s update. Reload in a moment.
    </div>
  );
}

/** What {@link HolderShareChart} draws, and how its picture is saved. */
export interface HolderShareChartProps {
  shares: HolderShares;
  /** The jetton's symbol and decimals. */
  info: AssetInfo;
  /** Base of saved file names. */
  fileName: string;
  /** Subject, period, network and block for the saved picture's title. */
  picture: PictureContext;
}

/**
 * Holders' share of a jetton's total supply: the top holders and the rest as bars on a 0-100 %
 * scale (each top bar opens its owner), hover for the exact amount and share; a table view
 * with the same slices, which sum to the supply. Amounts are jetton units shown with the
 * jetton's decimals applied (exact, via formatUnits).
 */
export function HolderShareChart({ shares, info, fileName, picture }: HolderShareChartProps) {
  const nameOf = useAccountNames(shares.top.map((r) => r.owner));
  const chart = useChartState();
  // No rest: the top holders hold the whole supply, so they are all the holders.
  const title = shares.rest
    ? `Holders’ share of the supply (top ${shares.top.length} and the rest)`
    : `Holders’ share of the supply (all ${shares.top.length} holders)`;
  const slices = shares.rest ? [...shares.top, shares.rest] : shares.top;
  const fmt = (v: bigint) => formatAssetAmount(v, info);
  const pct = (v: bigint, digits = 2) => `${percentOf(v, shares.totalUnits, digits)} %`;
  const topSum = shares.top.reduce((s, r) => s + r.units, 0n);
  const label = (r: ShareSlice) =>
    r.rank === 0 ? 'All other holders' : `${r.rank}. ${nameOf(r.owner)}`;
  return (
    <SvgChart
      state={chart}
      frame={{ title, fileName, picture, width: BAR_CHART_W, height: slices.length * ROW_H + 12 }}
      controls={
        <span className="muted tg-count">
          Total supply <span className="mono">{fmt(shares.totalUnits)}</span> · top{' '}
          {shares.top.length} hold {pct(topSum)}
        </span>
      }
      notice={shares.excessUnits > 0n && <ExcessNotice excess={fmt(shares.excessUnits)} />}
      svgProps={{ className: 'flows-svg share-svg', role: 'group', 'aria-label': `${title}: bars` }}
      hover={
        <ShareHover
          slice={chart.hover !== null ? slices[chart.hover] : undefined}
          fmt={fmt}
          pct={pct}
        />
      }
      table={
        <SmallTable
          label={`${title}: table`}
          rows={slices}
          getKey={(r) => r.wallet || 'rest'}
          rowProps={(r) => ({
            'data-slice': r.rank === 0 ? 'rest' : 'holder',
            'data-units': r.units.toString(),
          })}
          columns={shareColumns(fmt, pct)}
          footer={<SupplyRow totalUnits={shares.totalUnits} fmt={fmt} />}
        />
      }
    >
      <BarRows
        rows={slices}
        top={6}
        pitch={ROW_H}
        labelDy={ROW_H / 2 + 4}
        rowKey={(r) => (r.rank === 0 ? 'rest' : r.wallet)}
        name={label}
        link={(r) =>
          r.rank === 0
            ? undefined
            : {
                href: routePath({ name: 'account', address: r.owner }),
                label: `${label(r)}: ${fmt(r.units)}, ${pct(r.units)} of the supply`,
              }
        }
        bars={(r, y) => (
          <ShareBar
            y={y}
            px={bigintPx(r.units, shares.totalUnits, BAR_W)}
            rest={r.rank === 0}
            share={pct(r.units)}
          />
        )}
        onHover={chart.setHover}
      />
    </SvgChart>
  );
}
