import { useContext } from 'react';
import { percentOf, type HolderShares } from '../../../../shared/analytics/jetton-master';
import { formatUnits } from '../../../../shared/ton/units';
import { Address, AddressBookContext } from '../../components/Address';
import { ChartFrame, useChartState } from '../../components/ChartFrame';
import { SmallTable } from '../../components/SmallTable';
import { svgSaveHandlers } from '../../lib/chart-export';
import { chartName } from '../../lib/chart-names';
import { useNetwork } from '../../lib/profile-context';
import { routePath } from '../../routing/routes';

const ROW_H = 30;
const LABEL_W = 170;
const PCT_W = 70;
const CHART_W = 720;

/**
 * Holders' share of a jetton's total supply: the top holders and the rest as bars on a 0-100 %
 * scale (each top bar opens its owner), hover for the exact amount and share; a table view
 * with the same slices, which sum to the supply. Amounts are jetton units shown with
 * `decimals` applied (exact, via formatUnits).
 */
export function HolderShareChart({
  shares,
  decimals,
  symbol,
  fileName,
}: {
  shares: HolderShares;
  decimals: number;
  symbol: string;
  fileName: string;
}) {
  const network = useNetwork();
  const book = useContext(AddressBookContext);
  const { view, setView, hover, setHover, svg } = useChartState();
  // No rest: the top holders hold the whole supply, so they are all the holders.
  const title = shares.rest
    ? `Holders’ share of the supply (top ${shares.top.length} and the rest)`
    : `Holders’ share of the supply (all ${shares.top.length} holders)`;
  const slices = shares.rest ? [...shares.top, shares.rest] : shares.top;
  const fmt = (v: bigint) => `${formatUnits(v, decimals, { group: true })} ${symbol}`;
  const pct = (v: bigint, digits = 2) => `${percentOf(v, shares.totalUnits, digits)} %`;
  const barW = CHART_W - LABEL_W - PCT_W - 16;
  // Exact enough for pixels: scale the bigint ratio, then to Number.
  const px = (v: bigint) =>
    shares.totalUnits === 0n ? 0 : Number((v * BigInt(barW * 1000)) / shares.totalUnits) / 1000;
  const height = slices.length * ROW_H + 12;
  const area = { x: 0, y: 0, width: CHART_W, height };
  const topSum = shares.top.reduce((s, r) => s + r.units, 0n);
  const hovered = hover !== null ? slices[hover] : undefined;
  const label = (r: (typeof slices)[number]) =>
    r.rank === 0 ? 'All other holders' : `${r.rank}. ${chartName(r.owner, network, book)}`;

  return (
    <ChartFrame
      title={title}
      view={view}
      onViewChange={setView}
      {...svgSaveHandlers(svg, fileName, area)}
      controls={
        <span className="muted tg-count">
          Total supply <span className="mono">{fmt(shares.totalUnits)}</span> · top{' '}
          {shares.top.length} hold {pct(topSum)}
        </span>
      }
    >
      {shares.excessUnits > 0n && (
        <div className="notice" role="note">
          The top holders’ balances exceed the total supply by {fmt(shares.excessUnits)}: the index
          is between a mint or burn and the wallet’s update. Reload in a moment.
        </div>
      )}
      {view === 'chart' && (
        <>
          <svg
            ref={svg}
            className="flows-svg share-svg"
            width="100%"
            viewBox={`0 0 ${CHART_W} ${height}`}
            role="group"
            aria-label={`${title}: bars`}
          >
            {slices.map((r, i) => {
              const y = 6 + i * ROW_H;
              const w = px(r.units);
              const bars = (
                <>
                  <text x={LABEL_W - 8} y={y + ROW_H / 2 + 4} className="flows-label">
                    {label(r)}
                  </text>
                  <rect
                    x={LABEL_W}
                    y={y + 3}
                    width={barW}
                    height={ROW_H - 6}
                    className="share-track"
                  />
                  <rect
                    x={LABEL_W}
                    y={y + 3}
                    width={Math.max(1, w)}
                    height={ROW_H - 6}
                    className={`flows-bar ${r.rank === 0 ? 'tone-neutral' : 'tone-pending'}`}
                  />
                  <text x={LABEL_W + barW + 8} y={y + ROW_H / 2 + 4} className="share-pct">
                    {pct(r.units)}
                  </text>
                </>
              );
              const events = {
                onMouseEnter: () => setHover(i),
                onMouseLeave: () => setHover(null),
                onFocus: () => setHover(i),
                onBlur: () => setHover(null),
              };
              return r.rank === 0 ? (
                <g key="rest" {...events}>
                  {bars}
                </g>
              ) : (
                <a
                  key={r.wallet}
                  href={routePath({ name: 'account', address: r.owner })}
                  aria-label={`${label(r)}: ${fmt(r.units)}, ${pct(r.units)} of the supply`}
                  {...events}
                >
                  {bars}
                </a>
              );
            })}
          </svg>
          <div className="chart-hover" aria-live="polite">
            {hovered ? (
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
            )}
          </div>
        </>
      )}
      <div className="chart-table-wrap" hidden={view !== 'table'}>
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
      </div>
    </ChartFrame>
  );
}
