import { percentOf, type HolderShares } from '../../../../shared/analytics/jetton-master';
import { Address } from '../../components/Address';
import { BAR_CHART_W, BAR_LABEL_W, BarRow, bigintPx } from '../../components/BarRow';
import { useChartState } from '../../components/ChartFrame';
import { formatAssetAmount, type AssetInfo } from '../../components/asset-amount';
import { SmallTable } from '../../components/SmallTable';
import { SvgChart } from '../../components/SvgChart';
import { useAccountNames } from '../../lib/address-data';
import { routePath } from '../../routing/routes';
import type { PictureContext } from '../../lib/picture-title';

const ROW_H = 30;
const PCT_W = 70;

/**
 * Holders' share of a jetton's total supply: the top holders and the rest as bars on a 0-100 %
 * scale (each top bar opens its owner), hover for the exact amount and share; a table view
 * with the same slices, which sum to the supply. Amounts are jetton units shown with the
 * jetton's decimals applied (exact, via formatUnits).
 */
export function HolderShareChart({
  shares,
  info,
  fileName,
  picture,
}: {
  shares: HolderShares;
  info: AssetInfo;
  fileName: string;
  /** Subject, period, network and block for the saved picture's title. */
  picture: PictureContext;
}) {
  const nameOf = useAccountNames(shares.top.map((r) => r.owner));
  const chart = useChartState();
  const { hover, setHover } = chart;
  // No rest: the top holders hold the whole supply, so they are all the holders.
  const title = shares.rest
    ? `Holders’ share of the supply (top ${shares.top.length} and the rest)`
    : `Holders’ share of the supply (all ${shares.top.length} holders)`;
  const slices = shares.rest ? [...shares.top, shares.rest] : shares.top;
  const fmt = (v: bigint) => formatAssetAmount(v, info);
  const pct = (v: bigint, digits = 2) => `${percentOf(v, shares.totalUnits, digits)} %`;
  const barW = BAR_CHART_W - BAR_LABEL_W - PCT_W - 16;
  const px = (v: bigint) => bigintPx(v, shares.totalUnits, barW);
  const height = slices.length * ROW_H + 12;
  const topSum = shares.top.reduce((s, r) => s + r.units, 0n);
  const hovered = hover !== null ? slices[hover] : undefined;
  const label = (r: (typeof slices)[number]) =>
    r.rank === 0 ? 'All other holders' : `${r.rank}. ${nameOf(r.owner)}`;

  return (
    <SvgChart
      state={chart}
      frame={{ title, fileName, picture, width: BAR_CHART_W, height }}
      controls={
        <span className="muted tg-count">
          Total supply <span className="mono">{fmt(shares.totalUnits)}</span> · top{' '}
          {shares.top.length} hold {pct(topSum)}
        </span>
      }
      notice={
        shares.excessUnits > 0n && (
          <div className="notice" role="note">
            The top holders’ balances exceed the total supply by {fmt(shares.excessUnits)}: the
            index is between a mint or burn and the wallet’s update. Reload in a moment.
          </div>
        )
      }
      svgProps={{ className: 'flows-svg share-svg', role: 'group', 'aria-label': `${title}: bars` }}
      hover={
        hovered ? (
          <>
            {hovered.rank === 0 ? (
              'All other holders (and supply not yet in a wallet)'
            ) : (
              <>
                #{hovered.rank} <Address address={hovered.owner} />
              </>
            )}{' '}
            · <strong className="mono">{fmt(hovered.units)}</strong> ·{' '}
            <span className="mono">{pct(hovered.units, 6)}</span> of the supply
          </>
        ) : (
          <span className="muted">
            Bars are shares of the total supply · click a holder to open the account
          </span>
        )
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
          columns={[
            { id: 'rank', header: '#', render: (r) => (r.rank === 0 ? '' : r.rank) },
            {
              id: 'owner',
              header: 'Owner',
              render: (r) => (r.rank === 0 ? 'All other holders' : <Address address={r.owner} />),
            },
            {
              id: 'balance',
              header: 'Balance',
              className: 'num mono',
              render: (r) => fmt(r.units),
            },
            { id: 'share', header: 'Share', className: 'num mono', render: (r) => pct(r.units, 4) },
            {
              id: 'wallet',
              header: 'Jetton wallet',
              render: (r) => (r.rank === 0 ? '' : <Address address={r.wallet} />),
            },
          ]}
          footer={
            <tr>
              <td />
              <th scope="row">Total supply</th>
              <td className="num mono" data-total-units={shares.totalUnits.toString()}>
                {fmt(shares.totalUnits)}
              </td>
              <td className="num mono">100 %</td>
              <td />
            </tr>
          }
        />
      }
    >
      {slices.map((r, i) => {
        const y = 6 + i * ROW_H;
        return (
          <BarRow
            key={r.rank === 0 ? 'rest' : r.wallet}
            index={i}
            onHover={setHover}
            {...(r.rank === 0
              ? {}
              : {
                  href: routePath({ name: 'account', address: r.owner }),
                  label: `${label(r)}: ${fmt(r.units)}, ${pct(r.units)} of the supply`,
                })}
          >
            <text x={BAR_LABEL_W - 8} y={y + ROW_H / 2 + 4} className="flows-label">
              {label(r)}
            </text>
            <rect
              x={BAR_LABEL_W}
              y={y + 3}
              width={barW}
              height={ROW_H - 6}
              className="share-track"
            />
            <rect
              x={BAR_LABEL_W}
              y={y + 3}
              width={Math.max(1, px(r.units))}
              height={ROW_H - 6}
              className={`flows-bar ${r.rank === 0 ? 'tone-neutral' : 'tone-pending'}`}
            />
            <text x={BAR_LABEL_W + barW + 8} y={y + ROW_H / 2 + 4} className="share-pct">
              {pct(r.units)}
            </text>
          </BarRow>
        );
      })}
    </SvgChart>
  );
}
