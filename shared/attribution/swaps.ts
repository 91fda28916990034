import { z } from 'zod';
import { toRawUpper } from '../ton/address';
import type { ChainAction } from '../api/v3-rows';
import type { SwapRecord } from './types';

/**
 * DEX swaps from v3 actions: `jetton_swap` (STON.fi, DeDust, TONCO…), whose `details` are
 * `dex`, `sender`, `asset_in` / `asset_out` (a jetton master; null for TON) and
 * `dex_incoming_transfer` / `dex_outgoing_transfer` with their `amount` (toncenter v3
 * `GET /api/v3/actions`, action type `jetton_swap`).
 */

const amount = z.string().regex(/^\d{1,80}$/);
const address = z.string().min(1).max(128);
const transfer = z.object({ amount }).passthrough();

const swapDetails = z
  .object({
    dex: z.string().max(100).nullish(),
    sender: address,
    asset_in: address.nullish(),
    asset_out: address.nullish(),
    dex_incoming_transfer: transfer,
    dex_outgoing_transfer: transfer,
  })
  .passthrough();

/** A jetton master or null (TON) as an asset key; null when not an address. */
function assetOf(master: string | null | undefined): string | null {
  if (!master) return 'TON';
  try {
    return `jetton:${toRawUpper(master)}`;
  } catch {
    return null;
  }
}

/**
 * The swap a v3 action states: null when it is not a `jetton_swap`, failed, or its details
 * do not have the documented shape (chain data is anyone's: it never stands in for one).
 */
export function swapFromAction(action: ChainAction): SwapRecord | null {
  if (action.type !== 'jetton_swap' || action.success === false) return null;
  const d = swapDetails.safeParse(action.details);
  if (!d.success) return null;
  const assetIn = assetOf(d.data.asset_in);
  const assetOut = assetOf(d.data.asset_out);
  let account: string;
  try {
    account = toRawUpper(d.data.sender);
  } catch {
    return null;
  }
  if (!assetIn || !assetOut || assetIn === assetOut) return null;
  return {
    account,
    dex: d.data.dex ?? null,
    assetIn,
    amountIn: d.data.dex_incoming_transfer.amount,
    assetOut,
    amountOut: d.data.dex_outgoing_transfer.amount,
    txHashes: action.transactions,
    startLt: action.start_lt,
    endLt: action.end_lt,
    utime: action.end_utime,
  };
}
