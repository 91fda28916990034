import { useMemo, useState } from 'react';
import {
  jettonBalanceHistory,
  pointsInRange,
  tonBalanceHistory,
} from '../../../../shared/analytics/balance-history';
import { accountFlows, TON_ASSET } from '../../../../shared/analytics/flows';
import { rawOrEmpty } from '../../../../shared/analytics/address';
import { jettonActionMovements, tonMovements } from '../../../../shared/ledger';
import { jettonChartUnit } from '../../../../shared/ton/jetton-unit';
import { TON_FACTS } from '../../../../shared/ton/asset-facts';
import type { AssetInfo } from '../../components/asset-amount';
import { useChartPeriod } from '../../components/chart-period';
import { useV3 } from '../../api/use-v3';
import { useNetwork } from '../../lib/profile-context';
import { tokenDisplay } from '../../lib/token-info';
import { useLoadBack } from '../../lib/use-load-back';
import type { MetadataMap } from '../../lib/v3-types';
import { TX_PAGE, useActionPages, useTransactionPages } from './account-pages';

/** v3 action types that move jettons (the ledger's jetton sources). */
const JETTON_ACTIONS = ['jetton_transfer', 'jetton_mint', 'jetton_burn'];

/**
 * The account's transactions (the Transactions tab's default query: same params and page
 * size, one cache entry) and its jetton movements (the ledger over v3 actions: transfers,
 * mints and burns alike; v3 jetton/transfers lists neither mints nor burns), both loaded
 * back to `from` (unix s; null: the whole history), with the TON movements of the
 * transactions.
 */
function useAccountMovements(raw: string, from: number | null) {
  const txParams = useMemo(() => ({ account: [raw], sort: 'desc' }), [raw]);
  const txs = useTransactionPages(txParams);
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
  const tonMoves = useMemo(() => txs.rows.flatMap(tonMovements), [txs.rows]);
  return { txs, transfers, jettonMoves, tonMoves };
}

/**
 * The jettons the account holds (the Jettons tab's query: wallets with balances and masters)
 * and the one chosen for the jetton balance chart (the first held until one is picked).
 */
function useHeldJetton(raw: string) {
  const wallets = useV3('jetton/wallets', { owner_address: [raw], limit: 100, offset: 0 });
  const [jetton, setJetton] = useState<string>('');
  const heldMasters = useMemo(
    () => wallets.data?.jetton_wallets.map((w) => w.jetton) ?? [],
    [wallets.data],
  );
  const master = jetton || heldMasters[0] || '';
  const wallet = wallets.data?.jetton_wallets.find(
    (w) => rawOrEmpty(w.jetton) === rawOrEmpty(master),
  );
  return { wallets, heldMasters, master, setJetton, wallet };
}

/**
 * Everything the account's Charts tab draws, over the chosen period: the TON balance points,
 * the chosen held jetton's balance points, the flows per counterparty and the asset shown,
 * and each asset's symbol and decimals (`assetInfo`: TON, or a jetton's chain text bounded
 * and spelled out, the master beside it).
 */
export function useAccountCharts(raw: string) {
  const network = useNetwork();
  const period = useChartPeriod(raw);
  const { from } = period;
  const { txs, transfers, jettonMoves, tonMoves } = useAccountMovements(raw, from);
  const held = useHeldJetton(raw);
  const { wallets, wallet } = held;
  const metadata = useMemo<MetadataMap>(
    () => ({ ...transfers.metadata, ...wallets.data?.metadata }),
    [transfers.metadata, wallets.data],
  );
  // Chain text in SVG labels and <option>s: bounded, spelled out, the master beside it.
  const assetInfo = (asset: string): AssetInfo =>
    asset === TON_ASSET
      ? TON_FACTS
      : jettonChartUnit(tokenDisplay(asset, metadata), asset, network);
  const tonPoints = useMemo(
    () => pointsInRange(tonBalanceHistory(txs.rows), from, null),
    [txs.rows, from],
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
  const flows = useMemo(
    () => accountFlows(raw, [...tonMoves, ...jettonMoves], { from, to: null }),
    [raw, tonMoves, jettonMoves, from],
  );
  const [flowAsset, setFlowAsset] = useState<string>(TON_ASSET);
  const assets = flows.totals.map((t) => t.asset);
  const shownAsset = assets.includes(flowAsset) ? flowAsset : (assets[0] ?? TON_ASSET);
  return {
    period,
    txs,
    transfers,
    held,
    assetInfo,
    tonPoints,
    jettonPoints,
    flows,
    assets,
    shownAsset,
    setFlowAsset,
  };
}

/** What {@link useAccountCharts} returns. */
export type AccountCharts = ReturnType<typeof useAccountCharts>;
