import { AddressBookContext } from '../../components/Address';
import { BalanceChart } from '../../components/BalanceChart';
import { FlowsChart } from '../../components/FlowsChart';
import { PeriodPicker } from '../../components/PeriodPicker';
import { LoadedCount } from '../../components/chart-period';
import { ErrorState } from '../../components/States';
import { TON_DECIMALS } from '../../../../shared/ton/asset-facts';
import { rawOrEmpty } from '../../../../shared/analytics/address';
import { useAccountCharts, type AccountCharts } from './use-account-charts';

/** A labelled `<select>` of assets (masters or `TON`), each shown by its symbol. */
function AssetSelect({
  label,
  value,
  options,
  symbol,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  symbol: (option: string) => string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="chart-range">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {symbol(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The held jetton's picker and its balance chart (only when the account holds a jetton). */
function JettonBalance({ raw, charts }: { raw: string; charts: AccountCharts }) {
  const { held, assetInfo, transfers, period } = charts;
  // Drawn only when a jetton is held (`master` set).
  const info = assetInfo(rawOrEmpty(held.master));
  return (
    <>
      <AssetSelect
        label="Jetton"
        value={held.master}
        options={held.heldMasters}
        symbol={(m) => assetInfo(rawOrEmpty(m)).symbol}
        onChange={held.setJetton}
      />
      <BalanceChart
        title={`Balance of jetton ${info.symbol}`}
        points={charts.jettonPoints}
        decimals={info.decimals}
        unit={info.symbol}
        fileName={`jetton-balance-${raw.slice(2, 10)}`}
        picture={period.picture}
        emptyReason={
          transfers.query.isPending
            ? 'Loading the jetton movements…'
            : `No movement of this jetton ${period.words}.`
        }
      />
    </>
  );
}

/**
 * Pictures of an account: TON balance over time (from the transactions the Transactions tab
 * already fetched: same query), a held jetton's balance (from its transfers), and flows per
 * counterparty and asset over the chosen period.
 */
export function ChartsTab({ raw }: { raw: string }) {
  const charts = useAccountCharts(raw);
  const { period, txs, transfers, assets, shownAsset } = charts;
  if (txs.query.isError) {
    return <ErrorState error={txs.query.error} onRetry={() => void txs.query.refetch()} />;
  }
  const loading = txs.query.isPending || txs.query.isFetchingNextPage;
  return (
    <AddressBookContext.Provider value={{ ...txs.addressBook, ...transfers.addressBook }}>
      <div className="charts-tab">
        <PeriodPicker value={period.periodId} onChange={period.setPeriodId}>
          <LoadedCount
            noun="transactions"
            count={txs.rows.length}
            loading={loading}
            hasMore={txs.query.hasNextPage}
          />
        </PeriodPicker>
        <BalanceChart
          title="TON balance"
          points={charts.tonPoints}
          decimals={TON_DECIMALS}
          unit="TON"
          fileName={`balance-${raw.slice(2, 10)}`}
          picture={period.picture}
          emptyReason={
            loading
              ? 'Loading the transactions…'
              : `This account has no transactions ${period.words}, so its balance did not change.`
          }
        />
        {charts.held.heldMasters.length > 0 && <JettonBalance raw={raw} charts={charts} />}
        {assets.length > 1 && (
          <AssetSelect
            label="Asset"
            value={shownAsset}
            options={assets}
            symbol={(a) => charts.assetInfo(a).symbol}
            onChange={charts.setFlowAsset}
          />
        )}
        <FlowsChart
          flows={charts.flows}
          asset={shownAsset}
          info={charts.assetInfo(shownAsset)}
          fileName={`flows-${raw.slice(2, 10)}`}
          picture={period.picture}
          emptyReason={
            loading
              ? 'Loading the transactions…'
              : `No value moved between this account and others ${period.words}.`
          }
        />
      </div>
    </AddressBookContext.Provider>
  );
}
