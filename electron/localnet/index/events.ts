import type { Cell } from '@ton/core';
import {
  loadJettonBurnMessage,
  loadJettonTransferMessage,
  loadNftTransferMessage,
  type JettonTransferMessage,
  type NftTransferMessage,
} from '@ton-community/assets-sdk';
import type { BuiltTrace, BuiltTx } from './build-rows';
import { nonEmpty, optBoc, rawAddress, replyFields, textComment } from './encoding';
import { OP } from './known-opcodes';
import type { EventRow } from './rows';

/** Finds a jetton wallet's / NFT item's current state JSON (jetton master, collection). */
export type TokenLookup = (
  table: 'jetton_wallets' | 'nft_items',
  address: string,
) => Record<string, unknown> | null;

/** toncenter decodes a forward payload that is a text comment; others stay null. */
export function decodedPayload(c: Cell | null): Record<string, unknown> | null {
  if (!c) return null;
  const comment = textComment(c);
  return comment === null ? null : { type: 'text_comment', '@type': 'text_comment', comment };
}

/**
 * The fields toncenter's transfer tables end with (before `trace_id`): the reply fields,
 * `decoded_custom_payload` (never decoded), the forward amount (nanotons) under `amountKey`,
 * then `forward_payload` (base64 BoC, null when empty) and its decoded form.
 */
function forwardFields(
  m: JettonTransferMessage | NftTransferMessage,
  amountKey: 'forward_ton_amount' | 'forward_amount',
) {
  const fwd = nonEmpty(m.forwardPayload);
  return {
    ...replyFields(m),
    decoded_custom_payload: null,
    [amountKey]: m.forwardAmount.toString(),
    forward_payload: optBoc(fwd),
    decoded_forward_payload: decodedPayload(fwd),
  };
}

/** The token table holding the receiving account's state, by the opcodes that make events. */
const EVENT_TOKEN_TABLE: Record<number, 'jetton_wallets' | 'nft_items'> = {
  [OP.jettonTransfer]: 'jetton_wallets',
  [OP.jettonBurn]: 'jetton_wallets',
  [OP.nftTransfer]: 'nft_items',
};

/** Inbound body and opcode of a built transaction (internal messages only). */
export function inBody(t: BuiltTx): { op: number | null; body: Cell } | null {
  const m = t.exec.tx.inMessage;
  if (!m || m.info.type !== 'internal') return null;
  const s = m.body.beginParse();
  return { op: s.remainingBits >= 32 ? s.loadUint(32) : null, body: m.body };
}

/**
 * Decodes jetton transfers and burns (TEP-74) and NFT ownership transfers (TEP-62) from the
 * inbound messages of jetton wallet / NFT item transactions, as toncenter's event tables.
 */
export function buildEvents(traces: BuiltTrace[], lookup: TokenLookup): EventRow[] {
  const out: EventRow[] = [];
  for (const trace of traces) {
    for (const t of trace.txs) {
      const ib = inBody(t);
      const tokenTable = ib && ib.op !== null ? EVENT_TOKEN_TABLE[ib.op] : undefined;
      if (!ib || !tokenTable) continue;
      const src = t.exec.tx.inMessage!.info;
      const sender = src.type === 'internal' ? rawAddress(src.src) : null;
      const base = {
        transaction_hash: t.row.hash,
        transaction_lt: t.row.lt.toString(),
        transaction_now: t.row.now,
        transaction_aborted: t.aborted,
      };
      /** Records an event of this transaction; its JSON ends with the trace id. */
      const push = (table: EventRow['table'], cols: EventRow['cols'], json: EventRow['json']) =>
        out.push({
          table,
          txHash: t.row.hash,
          lt: t.row.lt,
          now: t.row.now,
          cols,
          json: { ...json, trace_id: t.row.traceId },
        });
      try {
        // The account's current jetton wallet / NFT item state (its jetton master, collection).
        const token = lookup(tokenTable, t.account);
        if (!token) continue;
        if (ib.op === OP.jettonTransfer) {
          const m = loadJettonTransferMessage(ib.body.beginParse());
          const json = {
            query_id: m.queryId.toString(),
            source: sender,
            destination: rawAddress(m.destination),
            amount: m.amount.toString(),
            source_wallet: t.account,
            jetton_master: token.jetton as string,
            ...base,
            ...forwardFields(m, 'forward_ton_amount'),
          };
          push(
            'jetton_transfers',
            [json.source, json.destination, json.source_wallet, json.jetton_master],
            json,
          );
        } else if (ib.op === OP.jettonBurn) {
          const m = loadJettonBurnMessage(ib.body.beginParse());
          const json = {
            query_id: m.queryId.toString(),
            owner: sender,
            jetton_wallet: t.account,
            jetton_master: token.jetton as string,
            ...base,
            amount: m.amount.toString(),
            ...replyFields(m),
            decoded_custom_payload: null,
          };
          push('jetton_burns', [json.owner, json.jetton_wallet, json.jetton_master], json);
        } else if (ib.op === OP.nftTransfer) {
          const m = loadNftTransferMessage(ib.body.beginParse());
          const json = {
            query_id: m.queryId.toString(),
            nft_address: t.account,
            nft_collection: (token.collection_address as string | null) ?? null,
            ...base,
            old_owner: sender,
            new_owner: rawAddress(m.newOwner),
            ...forwardFields(m, 'forward_amount'),
          };
          push(
            'nft_transfers',
            [json.nft_address, json.nft_collection, json.old_owner, json.new_owner],
            json,
          );
        }
      } catch {
        // A body that does not follow the TEP layout is not an event.
      }
    }
  }
  return out;
}
