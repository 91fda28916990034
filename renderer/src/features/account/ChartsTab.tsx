import { useMemo, useState } from 'react';
import {
  jettonBalanceHistory,
  pointsInRange,
  tonBalanceHistory,
} from '../../../../shared/analytics/balance-history';
import { accountFlows, TON_ASSET } from '../../../../shared/analytics/flows';
import { AddressBookContext } from '../../components/Address';
import { BalanceChart } from '../../components/BalanceChart';
import type { AssetInfo } from '../../components/asset-amount';
import { FlowsChart } from '../../components/FlowsChart';
import {
  periodStart,
  PeriodPicker,
  periodWords,
  type PeriodId,
} from '../../components/PeriodPicker';
import { ErrorState } from '../../components/States';
import { useV3 } from '../../api/use-v3';
import { useNetwork } from '../../lib/profile-context';
import { usePictureContext } from '../../lib/picture-title';
import { jettonChartUnit } from '../../../../shared/ton/jetton-unit';
import { TON_DECIMALS, TON_FACTS } from '../../../../shared/ton/asset-facts';
import { tokenDisplay } from '../../lib/token-info';
import { useLoadBack } from '../../lib/use-load-back';
import { TX_PAGE, useActionPages, useTransactionPages } from './account-pages';
import type { MetadataMap } from '../../lib/v3-types';
import { rawOrEmpty } from '../../../../shared/analytics/address';
import { jettonActionMovements, tonMovements } from '../../../../shared/ledger';

/** v3 action types that move jettons (the ledger's jetton sources). */
const JETTON_ACTIONS = ['jetton_transfer', 'jetton_mint', 'jetton_burn'];

/**
 * Pictures of an account: TON balance over time (from the transactions the Transactions tab
 * already fetched: same query), a held jetton's balance (from its transfers), and flows per
 * counterparty and asset over the chosen period.
 */
export function ChartsTab({ raw }: { raw: string }) {
  const network = useNetwork();
  const [rangeId, setRangeId] = useState<PeriodId>('30d');
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const { period: range, from } = periodStart(rangeId, nowS);
  const picture = usePictureContext(raw, periodWords(range));

  // The Transactions tab's default query (same params and page size: one cache entry).
  const txParams = useMemo(() => ({ account: [raw], sort: 'desc' }), [raw]);
  const txs = useTransactionPages(txParams);
  // Jetton movements come from the ledger over v3 actions: transfers, mints and burns alike
  // (v3 jetton/transfers lists neither mints nor burns).
  const acParams = useMemo(
    () => ({ account: raw, action_type: JETTON_ACTIONS, sort: 'desc' }),
    [raw],
  );
  const transfers = useActionPages(acParams, TX_PAGE);
  const jettonMoves = useMemo(
    () => transfers.rows.flatMap((a) => jettonActionMovements(a, raw)),
    [transfers.rows, raw],
  );
  useLoadBack(txs.query, txs.rows.at(-1)?.now, from);
  useLoadBack(transfers.query, transfers.rows.at(-1)?.start_utime, from);

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
    if (asset === TON_ASSET) return TON_FACTS;
    // Chain text in SVG labels and <option>s: bounded, spelled out, the master beside it.
    return jettonChartUnit(tokenDisplay(asset, metadata), asset, network);
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
            jettonBalanceHistory(jettonMoves, wallet.jetton, BigInt(wallet.balance)),
            from,
            null,
          )
        : [],
    [jettonMoves, wallet, from],
  );
  const tonMoves = useMemo(() => txs.rows.flatMap(tonMovements), [txs.rows]);
  const flows = useMemo(
    () => accountFlows(raw, [...tonMoves, ...jettonMoves], { from, to: null }),
    [raw, tonMoves, jettonMoves, from],
  );
  const [flowAsset, setFlowAsset] = useState<string>(TON_ASSET);
  const assets = flows.totals.map((t) => t.asset);
  const shownAsset = assets.includes(flowAsset) ? flowAsset : (assets[0] ?? TON_ASSET);

  if (txs.query.isError) {
    return <ErrorState error={txs.query.error} onRetry={() => void txs.query.refetch()} />;
  }
  const loading = txs.query.isPending || txs.query.isFetchingNextPage;
  // Drawn only when a jetton is held (`master` set).
  const jettonInfo = assetInfo(rawOrEmpty(master));
  const words = periodWords(range);

  return (
    <AddressBookContext.Provider value={{ ...txs.addressBook, ...transfers.addressBook }}>
      <div className="charts-tab">
        <PeriodPicker value={rangeId} onChange={setRangeId}>
          <span className="muted" role="status" data-loaded={txs.rows.length}>
            {loading
              ? `Loading transactions… (${txs.rows.length} so far)`
              : `${txs.rows.length} transactions loaded${txs.query.hasNextPage ? '; widen the period to load older ones' : ', the whole history'}`}
          </span>
        </PeriodPicker>
        <BalanceChart
          title="TON balance"
          points={tonPoints}
          decimals={TON_DECIMALS}
          unit="TON"
          fileName={`balance-${raw.slice(2, 10)}`}
          picture={picture}
          emptyReason={
            loading
              ? 'Loading the transactions…'
              : `This account has no transactions ${words}, so its balance did not change.`
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
              title={`Balance of jetton ${jettonInfo.symbol}`}
              points={jettonPoints}
              decimals={jettonInfo.decimals}
              unit={jettonInfo.symbol}
              fileName={`jetton-balance-${raw.slice(2, 10)}`}
              picture={picture}
              emptyReason={
                transfers.query.isPending
                  ? 'Loading the jetton movements…'
                  : `No movement of this jetton ${words}.`
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
          picture={picture}
          emptyReason={
            loading
              ? 'Loading the transactions…'
              : `No value moved between this account and others ${words}.`
          }
        />
      </div>
    </AddressBookContext.Provider>
  );
}
