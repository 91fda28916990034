import { abortedFlagStatus } from '../../../../shared/status';
import { statusCells } from './map-context';
import { unixToIso } from '../../../../shared/exports/units';
import { formatUnits } from '../../../../shared/ton/units';
import type { ExportRow } from './row-types';
import {
  big,
  commentOf,
  commentOfBoc,
  directionOf,
  friendlyOf,
  partyCells,
  rawOf,
  type MapContext,
} from './map-context';
import type { V3JettonTransfer, V3NftTransfer } from './v3-items';

/** Comment of a transfer's forward payload: toncenter's decoded form, else the BoC (TEP-74
 * forward_payload may be null even when there is a comment: notes.md §10). */
function forwardComment(decoded: unknown, payload: unknown): string {
  return commentOf({ decoded, body: null }) || commentOfBoc(payload);
}

/**
 * One row per TEP-74 jetton transfer (v3 `/jetton/transfers`). from/to are the owners (not
 * the jetton wallets); direction is relative to the exported owner; amount has the master's
 * decimals applied (TEP-64 metadata, default 9), amount_raw is the integer amount.
 */
export function jettonTransferRows(t: V3JettonTransfer, ctx: MapContext): ExportRow[] {
  const master = rawOf(t.jetton_master);
  const info = ctx.jetton(master);
  const amount = big(t.amount);
  const direction = directionOf(ctx, t.source, t.destination);
  return [
    {
      cells: {
        time_utc: unixToIso(t.transaction_now),
        unix_time: String(t.transaction_now),
        lt: t.transaction_lt,
        tx_hash: t.transaction_hash,
        direction,
        ...partyCells(ctx, t.source, t.destination),
        amount: formatUnits(amount, info.decimals),
        amount_raw: amount.toString(),
        jetton_symbol: info.symbol,
        jetton_decimals: String(info.decimals),
        jetton_master: friendlyOf(ctx, t.jetton_master),
        jetton_master_raw: master,
        comment: forwardComment(t.decoded_forward_payload, t.forward_payload),
        ...statusCells(abortedFlagStatus(t.transaction_aborted)),
        operation: 'jetton_transfer',
        query_id: t.query_id ?? '',
      },
      unixTime: t.transaction_now,
      money: [
        {
          asset: master,
          symbol: info.symbol,
          decimals: info.decimals,
          // A master-wide export has no side: its volume is counted as "in".
          in: direction === 'in' || direction === 'self' || direction === '' ? amount : 0n,
          out: direction === 'out' || direction === 'self' ? amount : 0n,
        },
      ],
      feeNano: 0n,
    },
  ];
}

/** One row per TEP-62 NFT transfer (v3 `/nft/transfers`): old owner → new owner. */
export function nftTransferRows(t: V3NftTransfer, ctx: MapContext): ExportRow[] {
  return [
    {
      cells: {
        time_utc: unixToIso(t.transaction_now),
        unix_time: String(t.transaction_now),
        lt: t.transaction_lt,
        tx_hash: t.transaction_hash,
        direction: directionOf(ctx, t.old_owner, t.new_owner),
        ...partyCells(ctx, t.old_owner, t.new_owner),
        nft_item: friendlyOf(ctx, t.nft_address),
        nft_item_raw: rawOf(t.nft_address),
        nft_collection: friendlyOf(ctx, t.nft_collection),
        nft_collection_raw: rawOf(t.nft_collection),
        comment: forwardComment(t.decoded_forward_payload, t.forward_payload),
        ...statusCells(abortedFlagStatus(t.transaction_aborted)),
        operation: 'nft_transfer',
        query_id: t.query_id ?? '',
      },
      unixTime: t.transaction_now,
      money: [],
      feeNano: 0n,
    },
  ];
}
