import { abortedFlagStatus } from '../../../../../shared/status';
import { OPERATION_WORDS } from '../../../../../shared/ledger/tx-movement';
import { formatUnits } from '../../../../../shared/ton/units';
import type { ExportRow } from './row-types';
import {
  big,
  commentOf,
  commentOfBoc,
  directionOf,
  friendlyOf,
  partyCells,
  rawOf,
  rowCells,
  statusCells,
  timeCells,
  type MapContext,
} from './map-context';
import type {
  ChainJettonTransfer,
  ChainNftTransfer,
  ChainTransferEvent,
} from '../../../../../shared/api/v3-rows';

/** Comment of a transfer's forward payload: toncenter's decoded form, else the BoC (TEP-74
 * forward_payload may be null even when there is a comment). */
function forwardComment(decoded: unknown, payload: unknown): string {
  return commentOf({ decoded, body: null }) || commentOfBoc(payload);
}

/**
 * The one row of a token transfer event from `from` to `to`: time, transaction, direction and
 * parties first, then `assetCells`, then comment, status, `operation` and query id. Token
 * transfers carry no fee of their own (it is on the transaction).
 */
function transferRow(
  t: ChainTransferEvent,
  ctx: MapContext,
  parties: { from: unknown; to: unknown },
  operation: string,
  assetCells: Record<string, string>,
  money: ExportRow['money'],
): ExportRow {
  return {
    cells: rowCells(
      timeCells(t.transaction_now, t.transaction_lt, t.transaction_hash),
      { direction: directionOf(ctx, parties.from, parties.to) },
      partyCells(ctx, parties.from, parties.to),
      assetCells,
      { comment: forwardComment(t.decoded_forward_payload, t.forward_payload) },
      statusCells(abortedFlagStatus(t.transaction_aborted)),
      { operation, query_id: t.query_id ?? '' },
    ),
    unixTime: t.transaction_now,
    money,
    feeNano: 0n,
  };
}

/**
 * One row per TEP-74 jetton transfer (v3 `/jetton/transfers`). from/to are the owners (not
 * the jetton wallets); direction is relative to the exported owner; amount has the master's
 * decimals applied (TEP-64 metadata, default 9), amount_raw is the integer amount.
 */
export function jettonTransferRows(t: ChainJettonTransfer, ctx: MapContext): ExportRow[] {
  const master = rawOf(t.jetton_master);
  const info = ctx.jetton(master);
  const amount = big(t.amount);
  const direction = directionOf(ctx, t.source, t.destination);
  const assetCells = {
    amount: formatUnits(amount, info.decimals),
    amount_raw: amount.toString(),
    jetton_symbol: info.symbol,
    jetton_decimals: String(info.decimals),
    jetton_master: friendlyOf(ctx, t.jetton_master),
    jetton_master_raw: master,
  };
  const money = {
    asset: master,
    symbol: info.symbol,
    decimals: info.decimals,
    // A master-wide export has no side: its volume is counted as "in".
    in: direction === 'in' || direction === 'self' || direction === '' ? amount : 0n,
    out: direction === 'out' || direction === 'self' ? amount : 0n,
  };
  const parties = { from: t.source, to: t.destination };
  return [transferRow(t, ctx, parties, OPERATION_WORDS.jettonTransfer, assetCells, [money])];
}

/** One row per TEP-62 NFT transfer (v3 `/nft/transfers`): old owner → new owner. */
export function nftTransferRows(t: ChainNftTransfer, ctx: MapContext): ExportRow[] {
  const assetCells = {
    nft_item: friendlyOf(ctx, t.nft_address),
    nft_item_raw: rawOf(t.nft_address),
    nft_collection: friendlyOf(ctx, t.nft_collection),
    nft_collection_raw: rawOf(t.nft_collection),
  };
  const parties = { from: t.old_owner, to: t.new_owner };
  return [transferRow(t, ctx, parties, OPERATION_WORDS.nftTransfer, assetCells, [])];
}
