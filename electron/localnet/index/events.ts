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

/** Inbound body and opcode of a built transaction (internal messages only). */
export function inBody(t: BuiltTx): { op: number | null; body: Cell } | null {
  const m = t.exec.tx.inMessage;
  if (!m || m.info.type !== 'internal') return null;
  const s = m.body.beginParse();
  return { op: s.remainingBits >= 32 ? s.loadUint(32) : null, body: m.body };
}

/** What an event decoder sees: the receiving transaction, its message and token state. */
interface EventSource {
  t: BuiltTx;
  body: Cell;
  /** The message's sender (raw address). */
  sender: string | null;
  /** The receiving jetton wallet's / NFT item's current state. */
  token: Record<string, unknown>;
  /** The transaction fields every event table carries. */
  base: {
    transaction_hash: string;
    transaction_lt: string;
    transaction_now: number;
    transaction_aborted: boolean;
  };
}

/** An event's table, filter columns and JSON (before `trace_id`). */
type DecodedEvent = Pick<EventRow, 'table' | 'cols' | 'json'>;

/** A TEP-74 transfer received by the sender's jetton wallet. */
function jettonTransferEvent({ t, body, sender, token, base }: EventSource): DecodedEvent {
  const m = loadJettonTransferMessage(body.beginParse());
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
  const cols = [json.source, json.destination, json.source_wallet, json.jetton_master];
  return { table: 'jetton_transfers', cols, json };
}

/** A TEP-74 burn received by the owner's jetton wallet. */
function jettonBurnEvent({ t, body, sender, token, base }: EventSource): DecodedEvent {
  const m = loadJettonBurnMessage(body.beginParse());
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
  return {
    table: 'jetton_burns',
    cols: [json.owner, json.jetton_wallet, json.jetton_master],
    json,
  };
}

/** A TEP-62 ownership transfer received by the item. */
function nftTransferEvent({ t, body, sender, token, base }: EventSource): DecodedEvent {
  const m = loadNftTransferMessage(body.beginParse());
  const json = {
    query_id: m.queryId.toString(),
    nft_address: t.account,
    nft_collection: (token.collection_address as string | null) ?? null,
    ...base,
    old_owner: sender,
    new_owner: rawAddress(m.newOwner),
    ...forwardFields(m, 'forward_amount'),
  };
  const cols = [json.nft_address, json.nft_collection, json.old_owner, json.new_owner];
  return { table: 'nft_transfers', cols, json };
}

/**
 * The opcodes that make events: the token table holding the receiving account's state, and the
 * decoder of the message.
 */
const EVENT_DECODERS: ReadonlyMap<
  number,
  { tokenTable: 'jetton_wallets' | 'nft_items'; decode: (s: EventSource) => DecodedEvent }
> = new Map([
  [OP.jettonTransfer, { tokenTable: 'jetton_wallets', decode: jettonTransferEvent }],
  [OP.jettonBurn, { tokenTable: 'jetton_wallets', decode: jettonBurnEvent }],
  [OP.nftTransfer, { tokenTable: 'nft_items', decode: nftTransferEvent }],
]);

/** The event a transaction's inbound message makes, or null (not a TEP message, or not one's layout). */
function txEvent(t: BuiltTx, lookup: TokenLookup): EventRow | null {
  const ib = inBody(t);
  const decoder = ib && ib.op !== null ? EVENT_DECODERS.get(ib.op) : undefined;
  if (!ib || !decoder) return null;
  const src = t.exec.tx.inMessage!.info;
  const sender = src.type === 'internal' ? rawAddress(src.src) : null;
  const base = {
    transaction_hash: t.row.hash,
    transaction_lt: t.row.lt.toString(),
    transaction_now: t.row.now,
    transaction_aborted: t.aborted,
  };
  try {
    // The account's current jetton wallet / NFT item state (its jetton master, collection).
    const token = lookup(decoder.tokenTable, t.account);
    if (!token) return null;
    const e = decoder.decode({ t, body: ib.body, sender, token, base });
    // The event's JSON ends with the trace id.
    const json = { ...e.json, trace_id: t.row.traceId };
    return { table: e.table, txHash: t.row.hash, lt: t.row.lt, now: t.row.now, cols: e.cols, json };
  } catch {
    // A body that does not follow the TEP layout is not an event.
    return null;
  }
}

/**
 * Decodes jetton transfers and burns (TEP-74) and NFT ownership transfers (TEP-62) from the
 * inbound messages of jetton wallet / NFT item transactions, as toncenter's event tables.
 */
export function buildEvents(traces: BuiltTrace[], lookup: TokenLookup): EventRow[] {
  const out: EventRow[] = [];
  for (const trace of traces) {
    for (const t of trace.txs) {
      const e = txEvent(t, lookup);
      if (e) out.push(e);
    }
  }
  return out;
}
