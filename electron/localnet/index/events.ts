import type { Cell } from '@ton/core';
import {
  loadJettonBurnMessage,
  loadJettonTransferMessage,
  loadNftTransferMessage,
} from '@ton-community/assets-sdk';
import type { BuiltTrace, BuiltTx } from './build-rows';
import { rawAddress, textComment } from './encoding';
import { OP } from './known-opcodes';
import type { EventRow } from './rows';

/** Finds a jetton wallet's / NFT item's current state JSON (jetton master, collection). */
export type TokenLookup = (
  table: 'jetton_wallets' | 'nft_items',
  address: string,
) => Record<string, unknown> | null;

const boc = (c: Cell | null) => (c ? c.toBoc().toString('base64') : null);

/** The cell, or null when it is absent or holds neither bits nor refs (toncenter shows null). */
const nonEmpty = (c: Cell | null | undefined): Cell | null =>
  c && (c.bits.length > 0 || c.refs.length > 0) ? c : null;

/** toncenter decodes a forward payload that is a text comment; others stay null. */
export function decodedPayload(c: Cell | null): Record<string, unknown> | null {
  if (!c) return null;
  const comment = textComment(c);
  return comment === null ? null : { type: 'text_comment', '@type': 'text_comment', comment };
}

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
      if (!ib || ib.op === null) continue;
      const src = t.exec.tx.inMessage!.info;
      const sender = src.type === 'internal' ? rawAddress(src.src) : null;
      const base = {
        transaction_hash: t.row.hash,
        transaction_lt: t.row.lt.toString(),
        transaction_now: t.row.now,
        transaction_aborted: t.aborted,
      };
      const push = (table: EventRow['table'], cols: EventRow['cols'], json: EventRow['json']) =>
        out.push({ table, txHash: t.row.hash, lt: t.row.lt, now: t.row.now, cols, json });
      try {
        if (ib.op === OP.jettonTransfer) {
          const wallet = lookup('jetton_wallets', t.account);
          if (!wallet) continue;
          const m = loadJettonTransferMessage(ib.body.beginParse());
          const fwd = nonEmpty(m.forwardPayload);
          const json = {
            query_id: m.queryId.toString(),
            source: sender,
            destination: rawAddress(m.destination),
            amount: m.amount.toString(),
            source_wallet: t.account,
            jetton_master: wallet.jetton as string,
            ...base,
            response_destination: m.responseDestination ? rawAddress(m.responseDestination) : null,
            custom_payload: boc(m.customPayload),
            decoded_custom_payload: null,
            forward_ton_amount: m.forwardAmount.toString(),
            forward_payload: boc(fwd),
            decoded_forward_payload: decodedPayload(fwd),
            trace_id: t.row.traceId,
          };
          push(
            'jetton_transfers',
            [json.source, json.destination, json.source_wallet, json.jetton_master],
            json,
          );
        } else if (ib.op === OP.jettonBurn) {
          const wallet = lookup('jetton_wallets', t.account);
          if (!wallet) continue;
          const m = loadJettonBurnMessage(ib.body.beginParse());
          const json = {
            query_id: m.queryId.toString(),
            owner: sender,
            jetton_wallet: t.account,
            jetton_master: wallet.jetton as string,
            ...base,
            amount: m.amount.toString(),
            response_destination: m.responseDestination ? rawAddress(m.responseDestination) : null,
            custom_payload: boc(m.customPayload),
            decoded_custom_payload: null,
            trace_id: t.row.traceId,
          };
          push('jetton_burns', [json.owner, json.jetton_wallet, json.jetton_master], json);
        } else if (ib.op === OP.nftTransfer) {
          const item = lookup('nft_items', t.account);
          if (!item) continue;
          const m = loadNftTransferMessage(ib.body.beginParse());
          const fwd = nonEmpty(m.forwardPayload);
          const json = {
            query_id: m.queryId.toString(),
            nft_address: t.account,
            nft_collection: (item.collection_address as string | null) ?? null,
            ...base,
            old_owner: sender,
            new_owner: rawAddress(m.newOwner),
            response_destination: m.responseDestination ? rawAddress(m.responseDestination) : null,
            custom_payload: boc(m.customPayload),
            decoded_custom_payload: null,
            forward_amount: m.forwardAmount.toString(),
            forward_payload: boc(fwd),
            decoded_forward_payload: decodedPayload(fwd),
            trace_id: t.row.traceId,
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
