import { ChartEmpty } from '../../components/ChartFrame';
import { PeriodPicker } from '../../components/PeriodPicker';
import { LoadedCount } from '../../components/chart-period';
import { ErrorState } from '../../components/States';
import { AddressDataProvider } from '../../lib/address-data';
import { formatDateTime } from '../../../../shared/format';
import type { JettonInfo } from '../../../../shared/ton/jetton-content';
import { HolderShareChart } from './HolderShareChart';
import { useJettonCharts, type JettonCharts } from './use-jetton-charts';
import { VolumeChart } from './VolumeChart';

/** The holders' share chart, or why it is not drawn (failed, loading, no supply). */
function HoldersSection({ charts, file }: { charts: JettonCharts; file: string }) {
  const { holders, shares } = charts;
  const title = 'Holders’ share of the supply';
  if (holders.query.isError && holders.rows.length === 0) {
    return <ErrorState error={holders.query.error} onRetry={() => void holders.query.refetch()} />;
  }
  if (holders.query.isPending) {
    return <ChartEmpty title={title} empty="Nothing to draw yet" reason="Loading the holders…" />;
  }
  if (shares.totalUnits === 0n && shares.top.length === 0) {
    return (
      <ChartEmpty
        title={title}
        empty="No supply"
        reason="Nothing of this jetton has been minted: its total supply is 0 and nobody holds it."
      />
    );
  }
  return (
    <HolderShareChart
      shares={shares}
      info={charts.asset}
      fileName={`${file}-holders`}
      picture={{ ...charts.period.picture, period: null }}
    />
  );
}

/** The transfer volume chart, or why it is not drawn (failed, loading, no transfers). */
function VolumeSection({ charts, file }: { charts: JettonCharts; file: string }) {
  const { transfers, days, period } = charts;
  const q = transfers.query;
  if (q.isError && transfers.rows.length === 0) {
    return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  }
  if (!days.some((d) => d.count > 0 || d.aborted > 0)) {
    return (
      <ChartEmpty
        title="Transfer volume per day (UTC)"
        empty="No transfers"
        reason={
          q.isPending || q.isFetchingNextPage
            ? 'Loading the transfers…'
            : `Nobody transferred this jetton ${period.words} (mints and burns are not transfers).`
        }
      />
    );
  }
  return (
    <VolumeChart
      days={days}
      info={charts.asset}
      fileName={`${file}-volume`}
      picture={period.picture}
    />
  );
}

/**
 * Pictures of a jetton master: the holders' share of the total supply (the Holders tab's
 * query: its first page holds the top 10) and the transfer volume per UTC day over a period
 * (the Transfers tab's query, loading older pages as the period widens).
 */
export function JettonChartsTab({
  master,
  info,
  totalSupply,
}: {
  master: string;
  info: JettonInfo;
  /** Total supply, jetton units (decimal string, v3 `jetton/masters`). */
  totalSupply: string;
}) {
  const charts = useJettonCharts(master, info, totalSupply);
  const { period, transfers, holders } = charts;
  const q = transfers.query;
  const count = transfers.rows.length;
  const file = `jetton-${master.slice(2, 10)}`;
  return (
    <AddressDataProvider book={charts.book} metadata={holders.metadata}>
      <div className="charts-tab">
        <HoldersSection charts={charts} file={file} />
        <PeriodPicker value={period.periodId} onChange={period.setPeriodId}>
          <LoadedCount
            noun="transfers"
            count={count}
            loading={q.isPending || q.isFetchingNextPage}
            hasMore={q.hasNextPage}
            stopped={
              charts.capped && charts.partial
                ? `Stopped at the newest ${count} transfers: the chart starts at ${formatDateTime(charts.oldest)}`
                : null
            }
          />
        </PeriodPicker>
        <VolumeSection charts={charts} file={file} />
      </div>
    </AddressDataProvider>
  );
}
