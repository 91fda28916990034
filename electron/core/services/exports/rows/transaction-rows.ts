import { nanoToTon } from '../../../../../shared/ton/amount';
import { transactionStatus } from '../../../../../shared/status';
import type { ExportRow } from './row-types';
import { big, commentOf, friendlyOf, partyCells, rawOf, rowCells } from './map-context';
import { statusCells, timeCells, type MapContext } from './map-context';
import { decodeMessageBody } from '../../../../../shared/ton/message-body';
import { operationName, type Movement } from '../../../../../shared/ledger/tx-movement';
import { movementOf } from './movement';
import { formatUnits } from '../../../../../shared/ton/units';
import { assetFacts, TON_DECIMALS, TON_SYMBOL } from '../../../../../shared/ton/asset-facts';
import type { ChainMessage, ChainTransaction } from '../../../../../shared/api/v3-rows';

/**
 * Operation of a message in words, as the app's Operation column shows it (text comment,
 * jetton transfer / internal transfer / notification / excesses / burn, NFT transfer /
 * ownership assigned, contract deploy, "Unknown 0x…").
 */
export function operationOf(msg: ChainMessage | null | undefined): string {
  if (!msg) return '';
  if (msg.init_state) return 'Contract deploy';
  return operationName(decodeMessageBody(msg));
}

/**
 * The cells saying what a transaction moved (TON, a jetton with the master's decimals and the
 * owner on the other side, an NFT item), from its movement (`txMovement`).
 */
function movedCells(m: Movement, ctx: MapContext): Record<string, string> {
  const other = {
    counterparty: friendlyOf(ctx, m.counterparty),
    counterparty_raw: rawOf(m.counterparty),
  };
  if (m.asset.kind === 'jetton') {
    const info = ctx.jettonOfWallet?.(rawOf(m.asset.wallet)) ?? assetFacts({ type: 'jetton' });
    return rowCells(
      {
        moved_asset: info.symbol,
        moved_amount: formatUnits(m.amount, info.decimals),
        moved_amount_raw: m.amount,
        // The asset is the jetton (its master), never the wallet it went through; '' when the
        // page's metadata does not say which master the wallet belongs to.
        moved_token_raw: ctx.masterOfWallet?.(rawOf(m.asset.wallet)) ?? '',
      },
      other,
    );
  }
  if (m.asset.kind === 'nft') {
    return rowCells(
      {
        moved_asset: 'NFT',
        moved_amount: '1',
        moved_amount_raw: '1',
        moved_token_raw: rawOf(m.asset.item),
      },
      other,
    );
  }
  return rowCells(
    {
      moved_asset: 'TON',
      moved_amount: nanoToTon(m.amount),
      moved_amount_raw: m.amount,
      moved_token_raw: '',
    },
    other,
  );
}

/** An internal message: it has a source and a destination (not external in/out). */
export function isInternal(msg: ChainMessage | null | undefined): msg is ChainMessage {
  return !!msg && !!msg.source && !!msg.destination;
}

/**
 * One row per transaction (v3 `/transactions`). Incoming internal message → direction `in`,
 * from its source; an external message (the account's wallet acting) → `out`, to the first
 * outgoing message's destination. `amount_in` = the incoming message's value, `amount_out` =
 * the sum of outgoing internal messages' values, `fee` = `total_fees` (all nanotons underneath).
 */
export function transactionRows(tx: ChainTransaction, ctx: MapContext): ExportRow[] {
  const inMsg = tx.in_msg;
  const internalIn = isInternal(inMsg);
  const outs = tx.out_msgs.filter(isInternal);
  const valueIn = internalIn ? big(inMsg.value) : 0n;
  const valueOut = outs.reduce((sum, m) => sum + big(m.value), 0n);
  const fee = big(tx.total_fees);
  const from = internalIn ? inMsg.source : tx.account;
  const to = internalIn ? tx.account : (outs[0]?.destination ?? '');
  const comment = internalIn ? commentOf(inMsg.message_content) : '';
  const outComment = outs.map((m) => commentOf(m.message_content)).find((c) => c !== '') ?? '';
  const movement = movementOf(tx, ctx.account ?? tx.account);
  const cells = rowCells(
    timeCells(tx.now, tx.lt, tx.hash),
    {
      direction: internalIn
        ? rawOf(inMsg.source) === rawOf(tx.account)
          ? 'self'
          : 'in'
        : inMsg
          ? 'out'
          : '',
    },
    partyCells(ctx, from, to),
    {
      amount_in: nanoToTon(valueIn),
      amount_in_raw: valueIn.toString(),
      amount_out: nanoToTon(valueOut),
      amount_out_raw: valueOut.toString(),
      fee: nanoToTon(fee),
      fee_raw: fee.toString(),
      comment: comment || outComment,
    },
    statusCells(transactionStatus(tx)),
    { operation: movement.operation, out_msgs: String(tx.out_msgs.length) },
    movedCells(movement, ctx),
  );
  return [
    {
      cells,
      unixTime: tx.now,
      money: [
        { asset: 'TON', symbol: TON_SYMBOL, decimals: TON_DECIMALS, in: valueIn, out: valueOut },
      ],
      feeNano: fee,
    },
  ];
}

/**
 * One row per internal message carrying TON in a transaction (v3 `/transactions`): the
 * incoming one (direction `in`) and each outgoing one (`out`); external and log messages have
 * no counterparty and are skipped. The transaction's fee goes on its first row only.
 */
export function tonTransferRows(tx: ChainTransaction, ctx: MapContext): ExportRow[] {
  const msgs: { msg: ChainMessage; incoming: boolean }[] = [];
  if (isInternal(tx.in_msg)) msgs.push({ msg: tx.in_msg, incoming: true });
  for (const m of tx.out_msgs) if (isInternal(m)) msgs.push({ msg: m, incoming: false });
  const fee = big(tx.total_fees);
  // Every message row carries its transaction's status (a bounce is the receiving
  // transaction's `Bounce returned`, the bouncing one's `Bounced`).
  const status = statusCells(transactionStatus(tx));
  return msgs.map(({ msg, incoming }, i) => {
    const value = big(msg.value);
    const self = rawOf(msg.source) === rawOf(msg.destination);
    const rowFee = i === 0 ? fee : 0n;
    return {
      cells: rowCells(
        timeCells(tx.now, tx.lt, tx.hash),
        { msg_hash: msg.hash, direction: self ? 'self' : incoming ? 'in' : 'out' },
        partyCells(ctx, msg.source, msg.destination),
        {
          amount: nanoToTon(value),
          amount_raw: value.toString(),
          fee: nanoToTon(rowFee),
          fee_raw: rowFee.toString(),
          comment: commentOf(msg.message_content),
        },
        status,
        { operation: operationOf(msg) },
      ),
      unixTime: tx.now,
      money: [
        {
          asset: 'TON',
          symbol: TON_SYMBOL,
          decimals: TON_DECIMALS,
          in: incoming ? value : 0n,
          out: incoming ? 0n : value,
        },
      ],
      feeNano: rowFee,
    };
  });
}
