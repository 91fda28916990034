import { useEffect, useMemo, useState } from 'react';
import {
  jettonBalanceHistory,
  pointsInRange,
  tonBalanceHistory,
} from '../../../../shared/analytics/balance-history';
import { accountFlows, TON_ASSET } from '../../../../shared/analytics/flows';
import { AddressBookContext } from '../../components/Address';
import { BalanceChart } from '../../components/BalanceChart';
import { FlowsChart, type AssetInfo } from '../../components/FlowsChart';
import { ErrorState } from '../../components/States';
import { useV3 } from '../../lib/api-call';
import { tokenDisplay } from '../../lib/token-info';
import { useV3Pages } from '../../lib/use-paged';
import type { MetadataMap } from '../../lib/v3-types';
import { rawOrEmpty } from '../../../../shared/analytics/address';

/** Periods the charts cover, back from now (seconds); null = the whole history. */
const RANGES = [
  { id: '1d', label: '24 hours', seconds: 86_400 },
  { id: '7d', label: '7 days', seconds: 7 * 86_400 },
  { id: '30d', label: '30 days', seconds: 30 * 86_400 },
  { id: 'all', label: 'All history', seconds: null },
] as const;
type RangeId = (typeof RANGES)[number]['id'];

/** Page size shared with the Transactions tab, so both read one react-query cache entry. */
const TX_PAGE = 100;

/**
 * Loads further pages of a newest-first list until its oldest row is older than `from` (or
 * the list ends): widening the range loads more history, narrowing it loads nothing.
 */
function useLoadBack(
  q: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isError: boolean;
    isPending: boolean;
    fetchNextPage: () => unknown;
  },
  oldest: number | undefined,
  from: number | null,
) {
  const need = !q.isPending && q.hasNextPage && (from === null || (oldest ?? Infinity) >= from);
  useEffect(() => {
    if (need && !q.isFetchingNextPage && !q.isError) void q.fetchNextPage();
  }, [need, q]);
}

/**
 * Pictures of an account: TON balance over time (from the transactions the Transactions tab
 * already fetched: same query), a held jetton's balance (from its transfers), and flows per
 * counterparty and asset over the chosen period.
 */
export function ChartsTab({ raw }: { raw: string }) {
  const [rangeId, setRangeId] = useState<RangeId>('30d');
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const range = RANGES.find((r) => r.id === rangeId)!;
  const from = range.seconds === null ? null : nowS - range.seconds;

  // The Transactions tab's default query (same params and page size: one cache entry).
  const txParams = useMemo(() => ({ account: [raw], sort: 'desc' }), [raw]);
  const txs = useV3Pages(
    'transactions',
    txParams,
    (p) => p.transactions,
    (t) => t.hash,
    TX_PAGE,
  );
  const trParams = useMemo(() => ({ owner_address: [raw], sort: 'desc' }), [raw]);
  const transfers = useV3Pages(
    'jetton/transfers',
    trParams,
    (p) => p.jetton_transfers,
    (t) => t.transaction_hash,
    TX_PAGE,
  );
  useLoadBack(txs.query, txs.rows.at(-1)?.now, from);
  useLoadBack(transfers.query, transfers.rows.at(-1)?.transaction_now, from);

  // The Jettons tab's query: the wallets held, with balances and masters.
  const wallets = useV3('jetton/wallets', { owner_address: [raw], limit: 100, offset: 0 });
  const [jetton, setJetton] = useState<string>('');
  const heldMasters = useMemo(
    () => wallets.data?.jetton_wallets.map((w) => w.jetton) ?? [],
    [wallets.data],
  );
  const master = jetton || heldMasters[0] || '';
  const metadata = useMemo<MetadataMap>(
    () => ({ ...transfers.metadata, ...wallets.data?.metadata }),
    [transfers.metadata, wallets.data],
  );
  const assetInfo = (asset: string): AssetInfo => {
    if (asset === TON_ASSET) return { symbol: 'TON', decimals: 9 };
    const t = tokenDisplay(asset, metadata);
    return { symbol: t.symbol ?? t.name ?? 'units', decimals: t.decimals };
  };

  const tonPoints = useMemo(
    () => pointsInRange(tonBalanceHistory(txs.rows), from, null),
    [txs.rows, from],
  );
  const wallet = wallets.data?.jetton_wallets.find(
    (w) => rawOrEmpty(w.jetton) === rawOrEmpty(master),
  );
  const jettonPoints = useMemo(
    () =>
      wallet
        ? pointsInRange(
            jettonBalanceHistory(transfers.rows, raw, wallet.jetton, BigInt(wallet.balance)),
            from,
            null,
          )
        : [],
    [transfers.rows, raw, wallet, from],
  );
  const flows = useMemo(
    () =>
      accountFlows(
        raw,
        { transactions: txs.rows, jettonTransfers: transfers.rows },
        { from, to: null },
      ),
    [raw, txs.rows, transfers.rows, from],
  );
  const [flowAsset, setFlowAsset] = useState<string>(TON_ASSET);
  const assets = flows.totals.map((t) => t.asset);
  const shownAsset = assets.includes(flowAsset) ? flowAsset : (assets[0] ?? TON_ASSET);

  if (txs.query.isError) {
    return <ErrorState error={txs.query.error} onRetry={() => void txs.query.refetch()} />;
  }
  const loading = txs.query.isPending || txs.query.isFetchingNextPage;
  const jettonInfo = master ? assetInfo(rawOrEmpty(master)) : null;
  const periodWords = range.seconds === null ? 'in its history' : `in the last ${range.label}`;

  return (
    <AddressBookContext.Provider value={{ ...txs.addressBook, ...transfers.addressBook }}>
      <div className="charts-tab">
        <div className="chart-range" role="radiogroup" aria-label="Period">
          <span>Period</span>
          {RANGES.map((r) => (
            <button
              key={r.id}
              type="button"
              role="radio"
              aria-checked={r.id === rangeId}
              className={r.id === rangeId ? 'active' : ''}
              onClick={() => setRangeId(r.id)}
            >
              {r.label}
            </button>
          ))}
          <span className="muted" role="status" data-loaded={txs.rows.length}>
            {loading
              ? `Loading transactions… (${txs.rows.length} so far)`
              : `${txs.rows.length} transactions loaded${txs.query.hasNextPage ? '; widen the period to load older ones' : ', the whole history'}`}
          </span>
        </div>
        <BalanceChart
          title="TON balance"
          points={tonPoints}
          decimals={9}
          unit="TON"
          fileName={`balance-${raw.slice(2, 10)}`}
          emptyReason={
            loading
              ? 'Loading the transactions…'
              : `This account has no transactions ${periodWords}, so its balance did not change.`
          }
        />
        {heldMasters.length > 0 && (
          <>
            <label className="chart-range">
              Jetton
              <select value={master} onChange={(e) => setJetton(e.target.value)}>
                {heldMasters.map((m) => {
                  const i = assetInfo(rawOrEmpty(m));
                  return (
                    <option key={m} value={m}>
                      {i.symbol}
                    </option>
                  );
                })}
              </select>
            </label>
            <BalanceChart
              title={`${jettonInfo?.symbol ?? 'Jetton'} balance`}
              points={jettonPoints}
              decimals={jettonInfo?.decimals ?? 9}
              unit={jettonInfo?.symbol ?? 'units'}
              fileName={`jetton-balance-${raw.slice(2, 10)}`}
              emptyReason={
                transfers.query.isPending
                  ? 'Loading the jetton transfers…'
                  : `No transfers of this jetton ${periodWords} (mints and burns are not transfers).`
              }
            />
          </>
        )}
        {assets.length > 1 && (
          <label className="chart-range">
            Asset
            <select value={shownAsset} onChange={(e) => setFlowAsset(e.target.value)}>
              {assets.map((a) => (
                <option key={a} value={a}>
                  {assetInfo(a).symbol}
                </option>
              ))}
            </select>
          </label>
        )}
        <FlowsChart
          flows={flows}
          asset={shownAsset}
          info={assetInfo(shownAsset)}
          fileName={`flows-${raw.slice(2, 10)}`}
          emptyReason={
            loading
              ? 'Loading the transactions…'
              : `No value moved between this account and others ${periodWords}.`
          }
        />
      </div>
    </AddressBookContext.Provider>
  );
}
