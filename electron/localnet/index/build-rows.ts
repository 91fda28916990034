import type { ExecutedTrace, ExecutedTx, AccountSnapshot } from '../chain/run-external';
import { txAddress } from '../chain/run-external';
import { loadMessage } from '@ton/core';
import type { Cell, Message } from '@ton/core';
import { hashB64, rawAddress, shardHex } from './encoding';
import type { AccountStateJson } from './tx-format';
import { descriptionJson, isAborted, messageCells, messageJson, v3Status } from './tx-format';
import type { MsgRow, TraceRow, TxRow } from './rows';

/** Where the tick's shard block sits. */
export interface BlockPlace {
  workchain: number;
  shard: bigint;
  seqno: number;
  mcSeqno: number;
}

/** A transaction with everything the later stages (actions, events) need. */
export interface BuiltTx {
  row: TxRow;
  exec: ExecutedTrace['txs'][number];
  account: string;
  aborted: boolean;
  /** Inbound message JSON (v3 Message) or null. */
  inMsg: Record<string, unknown> | null;
  outMsgs: Record<string, unknown>[];
  parentHash: string | null;
  children: string[];
}

export interface BuiltTrace {
  row: TraceRow;
  txs: BuiltTx[];
}

function stateJson(hash: bigint | Buffer, s: AccountSnapshot): AccountStateJson {
  return {
    hash: hashB64(hash),
    balance: s.balance.toString(),
    extra_currencies: {},
    account_status: v3Status(s.status),
    frozen_hash: s.frozenHash,
    data_hash: s.dataHash,
    code_hash: s.codeHash,
  };
}

/** Builds a message's v3 JSON from the message and its cell (the cell gives the exact hash). */
type MessageJsonOf = (msg: Message, cell: Cell) => Record<string, unknown>;

/**
 * An internal message is the out message of one transaction and the in message of the next:
 * its JSON (body BoC, decoding) depends on the message alone, so it is built once per hash.
 * The externals' normalized hashes were computed when they were queued.
 */
function messageJsonCache(traces: ExecutedTrace[]): MessageJsonOf {
  const known = new Map<string, Record<string, unknown>>();
  const normOf = new Map(traces.map((t) => [t.external.hash, t.external.hashNorm]));
  return (msg, cell) => {
    const hash = cell.hash();
    const key = hash.toString('base64');
    let json = known.get(key);
    if (!json) {
      json = messageJson(msg, hash, normOf.get(key));
      known.set(key, json);
    }
    return json;
  };
}

/** A transaction's in message and its out messages (by creation lt) as v3 JSON. */
function txMessages(tx: ExecutedTx['tx'], msgJson: MessageJsonOf) {
  const cells = messageCells(tx);
  const inMsg = tx.inMessage && cells.inMsg ? { ...msgJson(tx.inMessage, cells.inMsg) } : null;
  // The parsed messages come with the transaction; the cells give their exact hashes.
  const outMsgs = cells.outMsgs.map(({ key, cell }) =>
    msgJson(tx.outMessages.get(key) ?? loadMessage(cell.beginParse()), cell),
  );
  outMsgs.sort((a, b) =>
    Number(BigInt(String(a.created_lt ?? 0)) - BigInt(String(b.created_lt ?? 0))),
  );
  return { inMsg, outMsgs };
}

/**
 * The account's state before `tx`: the one `lastState` holds, else what the transaction itself
 * says (its old state hash and status; balance and hashes unknown).
 */
function stateBefore(
  lastState: Map<string, AccountStateJson>,
  account: string,
  tx: ExecutedTx['tx'],
): AccountStateJson {
  return (
    lastState.get(account) ?? {
      hash: hashB64(tx.stateUpdate.oldHash),
      balance: null,
      extra_currencies: null,
      account_status: v3Status(tx.oldStatus),
      frozen_hash: null,
      data_hash: null,
      code_hash: null,
    }
  );
}

/** Where a transaction sits: its block, trace and block reference. */
interface TxPlace {
  place: BlockPlace;
  blockRef: Record<string, unknown>;
  traceId: string;
  externalHash: string;
}

/** The transaction's v3 Transaction JSON. */
function txJson(
  exec: ExecutedTx,
  at: TxPlace,
  account: string,
  msgs: ReturnType<typeof txMessages>,
  states: { before: AccountStateJson; after: AccountStateJson },
): Record<string, unknown> {
  const { tx } = exec;
  return {
    account,
    hash: tx.hash().toString('base64'),
    lt: tx.lt.toString(),
    now: tx.now,
    mc_block_seqno: at.place.mcSeqno,
    trace_id: at.traceId,
    trace_external_hash: at.externalHash,
    prev_trans_hash: hashB64(tx.prevTransactionHash),
    prev_trans_lt: tx.prevTransactionLt.toString(),
    orig_status: v3Status(tx.oldStatus),
    end_status: v3Status(tx.endStatus),
    total_fees: tx.totalFees.coins.toString(),
    total_fees_extra_currencies: {},
    description: descriptionJson(tx.description),
    block_ref: at.blockRef,
    in_msg: msgs.inMsg,
    out_msgs: msgs.outMsgs,
    account_state_before: states.before,
    account_state_after: states.after,
    emulated: false,
    finality: 'finalized',
  };
}

/**
 * One executed transaction as a built row (v3 JSON, address-book addresses, BoC). `lastState`
 * moves to the state the transaction left.
 */
function buildTx(
  exec: ExecutedTx,
  at: TxPlace,
  msgJson: MessageJsonOf,
  lastState: Map<string, AccountStateJson>,
  parentHash: string | null,
): BuiltTx {
  const { tx } = exec;
  const hash = tx.hash().toString('base64');
  const account = rawAddress(txAddress(tx));
  const msgs = txMessages(tx, msgJson);
  const { inMsg, outMsgs } = msgs;
  const before = stateBefore(lastState, account, tx);
  const after = stateJson(tx.stateUpdate.newHash, exec.after);
  lastState.set(account, after);
  const addrs = [account, inMsg?.source, ...outMsgs.map((m) => m.destination)].filter(
    (a): a is string => typeof a === 'string',
  );
  const row: TxRow = {
    hash,
    account,
    lt: tx.lt,
    now: tx.now,
    mcSeqno: at.place.mcSeqno,
    workchain: at.place.workchain,
    shard: at.place.shard,
    blockSeqno: at.place.seqno,
    inMsgHash: inMsg ? (inMsg.hash as string) : null,
    outMsgHashes: outMsgs.map((m) => m.hash as string),
    traceId: at.traceId,
    boc: tx.raw.toBoc().toString('base64'),
    addrs: [...new Set(addrs)],
    json: txJson(exec, at, account, msgs, { before, after }),
  };
  const aborted = isAborted(tx);
  return { row, exec, account, aborted, inMsg, outMsgs, parentHash, children: [] };
}

/** Records the transaction's messages: the receiving side of its in message, the sending side of its outs. */
function recordMessages(messages: Map<string, MsgRow>, b: BuiltTx): void {
  const { hash, lt, now } = b.row;
  if (b.inMsg) {
    const m = messages.get(b.inMsg.hash as string);
    if (m) m.inTx = hash;
    else messages.set(b.inMsg.hash as string, msgRow(b.inMsg, hash, null, lt, now));
  }
  for (const om of b.outMsgs) {
    const m = messages.get(om.hash as string);
    if (m) m.outTx = hash;
    else messages.set(om.hash as string, msgRow(om, null, hash, lt, now));
  }
}

/** The trace's row and v3 Trace JSON (its transactions as a tree and in lt order). */
function traceRow(trace: ExecutedTrace, traceId: string, txs: BuiltTx[], place: BlockPlace) {
  const first = txs[0]!;
  const last = txs.reduce((a, b) => (b.row.lt > a.row.lt ? b : a));
  const node = (t: BuiltTx): Record<string, unknown> => ({
    tx_hash: t.row.hash,
    in_msg_hash: t.row.inMsgHash,
    children: t.children.map((h) => node(txs.find((x) => x.row.hash === h)!)),
  });
  const ordered = [...txs].sort((a, b) => (a.row.lt < b.row.lt ? -1 : 1));
  const json = {
    trace_id: traceId,
    external_hash: trace.external.hash,
    mc_seqno_start: String(place.mcSeqno),
    mc_seqno_end: String(place.mcSeqno),
    start_lt: first.row.lt.toString(),
    start_utime: first.row.now,
    end_lt: last.row.lt.toString(),
    end_utime: last.row.now,
    trace_info: {
      trace_state: 'complete',
      messages: txs.filter((t) => t.inMsg).length,
      transactions: txs.length,
      pending_messages: 0,
      classification_state: 'ok',
    },
    is_incomplete: false,
    trace: node(first),
    transactions_order: ordered.map((t) => t.row.hash),
  };
  return {
    traceId,
    externalHash: trace.external.hash,
    externalHashNorm: trace.external.hashNorm,
    mcSeqnoStart: place.mcSeqno,
    mcSeqnoEnd: place.mcSeqno,
    startLt: first.row.lt,
    startUtime: first.row.now,
    endLt: last.row.lt,
    endUtime: last.row.now,
    accounts: [...new Set(txs.map((t) => t.account))],
    json,
  };
}

/**
 * Turns the traces one tick executed into transaction, message and trace rows with their v3
 * JSON. `lastState` holds each account's latest AccountState (for `account_state_before`) and
 * is updated in place.
 */
export function buildTraceRows(
  traces: ExecutedTrace[],
  place: BlockPlace,
  lastState: Map<string, AccountStateJson>,
): { traces: BuiltTrace[]; messages: MsgRow[] } {
  const messages = new Map<string, MsgRow>();
  const built: BuiltTrace[] = [];
  const blockRef = { workchain: place.workchain, shard: shardHex(place.shard), seqno: place.seqno };
  const msgJson = messageJsonCache(traces);
  for (const trace of traces) {
    const traceId = trace.txs[0]!.tx.hash().toString('base64');
    const at: TxPlace = { place, blockRef, traceId, externalHash: trace.external.hash };
    const txs: BuiltTx[] = [];
    const byTx = new Map<object, BuiltTx>();
    for (const exec of trace.txs) {
      const parent = exec.tx.parent ? byTx.get(exec.tx.parent) : undefined;
      const b = buildTx(exec, at, msgJson, lastState, parent?.row.hash ?? null);
      if (b.parentHash) parent!.children.push(b.row.hash);
      byTx.set(exec.tx, b);
      txs.push(b);
      recordMessages(messages, b);
    }
    built.push({ row: traceRow(trace, traceId, txs, place), txs });
  }
  return { traces: built, messages: [...messages.values()] };
}

function msgRow(
  json: Record<string, unknown>,
  inTx: string | null,
  outTx: string | null,
  txLt: bigint,
  txNow: number,
): MsgRow {
  const createdLt = json.created_lt === null ? null : BigInt(json.created_lt as string);
  const createdAt = json.created_at === null ? null : Number(json.created_at);
  return {
    msgHash: json.hash as string,
    hashNorm: (json.hash_norm as string | undefined) ?? null,
    inTx,
    outTx,
    source: json.source as string | null,
    destination: json.destination as string | null,
    createdLt,
    createdAt,
    effLt: createdLt ?? txLt,
    effUtime: createdAt ?? txNow,
    opcode: typeof json.opcode === 'string' ? parseInt(json.opcode.slice(2), 16) : null,
    bodyHash: (json.message_content as { hash: string }).hash,
    json,
  };
}
