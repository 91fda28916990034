import { useMemo, useState } from 'react';
import { dailyTransferVolume, holderShares } from '../../../../shared/analytics/jetton-master';
import { ChartEmpty } from '../../components/ChartFrame';
import {
  periodStart,
  PeriodPicker,
  periodWords,
  type PeriodId,
} from '../../components/PeriodPicker';
import { ErrorState } from '../../components/States';
import { AddressDataProvider } from '../../lib/address-data';
import { formatDateTime } from '../../../../shared/format';
import { useLoadBack } from '../../lib/use-load-back';
import { useHolders } from './HoldersTab';
import { HolderShareChart } from './HolderShareChart';
import { useMasterTransfers } from './JettonActivityTabs';
import type { JettonInfo } from '../../../../shared/ton/jetton-content';
import { useNetwork } from '../../lib/profile-context';
import { usePictureContext } from '../../lib/picture-title';
import { jettonChartUnit } from '../../../../shared/ton/jetton-unit';
import { VolumeChart } from './VolumeChart';

/** Holders drawn one by one; the rest of the supply is one slice. */
const TOP_HOLDERS = 10;
/**
 * Most transfers the volume chart loads (at the anonymous 1 request/s, 5,000 rows are 100
 * pages): beyond it the chart covers the newest ones and says from when.
 */
const MAX_TRANSFERS = 5000;

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
  const [periodId, setPeriodId] = useState<PeriodId>('30d');
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const { period, from } = periodStart(periodId, nowS);
  const network = useNetwork();
  const picture = usePictureContext(master, periodWords(period));
  // Chain text in SVG labels: bounded, spelled out, the master beside it (never TON alone).
  const asset = jettonChartUnit(info, master, network);

  const holders = useHolders(master);
  const transfers = useMasterTransfers(master);
  const q = transfers.query;
  const oldest = transfers.rows.at(-1)?.transaction_now;
  const capped = transfers.rows.length >= MAX_TRANSFERS;
  useLoadBack(q, oldest, from, capped);

  const shares = useMemo(
    () => holderShares(holders.rows, BigInt(totalSupply), TOP_HOLDERS),
    [holders.rows, totalSupply],
  );
  // While older pages are not in (loading, or the cap), the days before the oldest loaded
  // transfer are unknown: the chart starts there instead of showing them as empty.
  const partial = q.hasNextPage && oldest !== undefined && (from === null || oldest > from);
  const start = partial ? oldest : from;
  const days = useMemo(
    () => dailyTransferVolume(transfers.rows, { from: start, to: nowS }, master),
    [transfers.rows, start, nowS, master],
  );
  const book = useMemo(
    () => ({ ...transfers.addressBook, ...holders.addressBook }),
    [transfers.addressBook, holders.addressBook],
  );
  const loading = q.isPending || q.isFetchingNextPage;
  const words = periodWords(period);
  const file = `jetton-${master.slice(2, 10)}`;

  let holdersChart;
  if (holders.query.isError && holders.rows.length === 0) {
    holdersChart = (
      <ErrorState error={holders.query.error} onRetry={() => void holders.query.refetch()} />
    );
  } else if (holders.query.isPending) {
    holdersChart = (
      <ChartEmpty
        title="Holders’ share of the supply"
        empty="Nothing to draw yet"
        reason="Loading the holders…"
      />
    );
  } else if (shares.totalUnits === 0n && shares.top.length === 0) {
    holdersChart = (
      <ChartEmpty
        title="Holders’ share of the supply"
        empty="No supply"
        reason="Nothing of this jetton has been minted: its total supply is 0 and nobody holds it."
      />
    );
  } else {
    holdersChart = (
      <HolderShareChart
        shares={shares}
        info={asset}
        fileName={`${file}-holders`}
        picture={{ ...picture, period: null }}
      />
    );
  }

  let volumeChart;
  if (q.isError && transfers.rows.length === 0) {
    volumeChart = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  } else if (!days.some((d) => d.count > 0 || d.aborted > 0)) {
    volumeChart = (
      <ChartEmpty
        title="Transfer volume per day (UTC)"
        empty="No transfers"
        reason={
          loading
            ? 'Loading the transfers…'
            : `Nobody transferred this jetton ${words} (mints and burns are not transfers).`
        }
      />
    );
  } else {
    volumeChart = (
      <VolumeChart days={days} info={asset} fileName={`${file}-volume`} picture={picture} />
    );
  }

  return (
    <AddressDataProvider book={book} metadata={holders.metadata}>
      <div className="charts-tab">
        {holdersChart}
        <PeriodPicker value={periodId} onChange={setPeriodId}>
          <span className="muted" role="status" data-loaded={transfers.rows.length}>
            {loading
              ? `Loading transfers… (${transfers.rows.length} so far)`
              : capped && partial
                ? `Stopped at the newest ${transfers.rows.length} transfers: the chart starts at ${formatDateTime(oldest)}`
                : `${transfers.rows.length} transfers loaded${q.hasNextPage ? '; widen the period to load older ones' : ', the whole history'}`}
          </span>
        </PeriodPicker>
        {volumeChart}
      </div>
    </AddressDataProvider>
  );
}
