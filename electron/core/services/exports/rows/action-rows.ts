import { actionStatus } from '../../../../../shared/status';
import { rowCells, statusCells } from './map-context';
import { nanoToTon } from '../../../../../shared/ton/amount';
import { unixToIso } from '../../../../../shared/exports/iso-time';
import { formatUnits } from '../../../../../shared/ton/units';
import { TON_DECIMALS, TON_SYMBOL } from '../../../../../shared/ton/asset-facts';
import type { ExportRow, RowMoney } from './row-types';
import { big, directionOf, friendlyOf, partyCells, rawOf, type MapContext } from './map-context';
import type { ChainAction } from '../../../../../shared/api/v3-rows';

type Details = Record<string, unknown>;

/** The first present string field among `keys`. */
function pick(d: Details, keys: readonly string[]): string | null {
  for (const k of keys) {
    const v = d[k];
    if (typeof v === 'string' && v) return v;
  }
  return null;
}

/**
 * Fields naming the sending and receiving side, by action type family (the keys of toncenter's v3
 * action `details`).
 */
const FROM_KEYS = ['source', 'sender', 'old_owner', 'owner', 'stake_holder', 'bidder', 'initiator'];
const TO_KEYS = ['destination', 'receiver', 'new_owner', 'pool', 'dex', 'auction', 'recipient'];
/** TON amounts: ton_transfer/call_contract `value`, NFT purchase `price`. */
const TON_KEYS = ['value', 'price'];

/**
 * One row per classified action (v3 `/actions`): type, parties, the amount and asset when the
 * type has one (TON `value`, or a jetton `amount` of `asset`), the comment, and the whole
 * `details` as JSON so nothing is lost. Time and lt are the action's end.
 */
export function actionRows(a: ChainAction, ctx: MapContext): ExportRow[] {
  const d: Details = a.details && typeof a.details === 'object' ? (a.details as Details) : {};
  const from = pick(d, FROM_KEYS);
  const to = pick(d, TO_KEYS);
  const direction = directionOf(ctx, from, to);
  const asset = typeof d.asset === 'string' && d.asset ? d.asset : null;
  let amountUnits: bigint | null = null;
  let money: RowMoney | null = null;
  let amount = '';
  let assetName = '';
  if (asset && d.amount !== undefined && d.amount !== null) {
    const info = ctx.jetton(rawOf(asset));
    amountUnits = big(d.amount);
    amount = formatUnits(amountUnits, info.decimals);
    assetName = info.symbol;
    money = { asset: rawOf(asset), symbol: info.symbol, decimals: info.decimals, in: 0n, out: 0n };
  } else {
    const tonText =
      pick(d, TON_KEYS) ?? (asset === null && !('asset' in d) ? pick(d, ['amount']) : null);
    if (tonText !== null) {
      amountUnits = big(tonText);
      amount = nanoToTon(amountUnits);
      assetName = 'TON';
      money = { asset: 'TON', symbol: TON_SYMBOL, decimals: TON_DECIMALS, in: 0n, out: 0n };
    }
  }
  if (money && amountUnits !== null) {
    if (direction === 'in' || direction === 'self') money.in = amountUnits;
    if (direction === 'out' || direction === 'self') money.out = amountUnits;
  }
  const time = a.end_utime;
  return [
    {
      cells: rowCells(
        {
          time_utc: unixToIso(time),
          unix_time: String(time),
          lt: a.end_lt,
          action_id: a.action_id,
          trace_id: a.trace_id ?? '',
          tx_hashes: a.transactions.join(' '),
          type: a.type,
          direction,
        },
        partyCells(ctx, from, to),
        {
          amount,
          amount_raw: amountUnits === null ? '' : amountUnits.toString(),
          asset: assetName,
          jetton_master: asset ? friendlyOf(ctx, asset) : '',
          jetton_master_raw: asset ? rawOf(asset) : '',
          comment: typeof d.comment === 'string' ? d.comment : '',
        },
        statusCells(actionStatus(a, ctx.transactions)),
        { details: JSON.stringify(d) },
      ),
      unixTime: time,
      money: money ? [money] : [],
      feeNano: 0n,
    },
  ];
}
