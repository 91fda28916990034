import { useMemo } from 'react';
import { dailyTransferVolume, holderShares } from '../../../../shared/analytics/jetton-master';
import type { JettonInfo } from '../../../../shared/ton/jetton-content';
import { jettonChartUnit } from '../../../../shared/ton/jetton-unit';
import { useChartPeriod } from '../../components/chart-period';
import { useNetwork } from '../../lib/profile-context';
import { useLoadBack } from '../../lib/use-load-back';
import { useHolders } from './HoldersTab';
import { useMasterTransfers } from './JettonActivityTabs';

/** Holders drawn one by one; the rest of the supply is one slice. */
const TOP_HOLDERS = 10;
/**
 * Most transfers the volume chart loads (at the anonymous 1 request/s, 5,000 rows are 100
 * pages): beyond it the chart covers the newest ones and says from when.
 */
const MAX_TRANSFERS = 5000;

/**
 * Everything a jetton master's Charts tab draws over the chosen period: the holders (the
 * Holders tab's query: its first page holds the top 10) and their `shares` of `totalSupply`
 * (jetton units, decimal string), the transfers (the Transfers tab's query, loaded back to
 * the period's start, at most 5,000) and their volume per UTC `day`, whether loading
 * stopped at the cap or is `partial`, the `oldest` loaded transfer (unix s), the address
 * book of both, and the jetton's symbol and decimals as the charts show them (`asset`).
 */
export function useJettonCharts(master: string, info: JettonInfo, totalSupply: string) {
  const period = useChartPeriod(master);
  const { from, nowS } = period;
  const network = useNetwork();
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
  return { period, asset, holders, transfers, shares, days, book, oldest, capped, partial };
}

/** What {@link useJettonCharts} returns. */
export type JettonCharts = ReturnType<typeof useJettonCharts>;
