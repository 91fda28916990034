import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  loadMessage,
  loadTransaction,
  storeStateInit,
  type CurrencyCollection,
  type Transaction,
} from '@ton/core';
import type { IndexedBlock, IndexedTransaction } from '../../types';

/**
 * tonlib-format objects of the v2 API (`@type`-tagged, as ton-http-api returns them), written
 * for the local server only (never shared with the app's client). int64 values are decimal
 * strings, int32 numbers, hashes standard base64, addresses in tonlib objects user-friendly
 * base64url.
 */

/** Zero hash in base64, toncenter's "none" for transaction ids. */
export const ZERO_HASH_B64 = Buffer.alloc(32).toString('base64');

/** User-friendly form tonlib prints: bounceable, url-safe, not test-only. */
export function friendly(address: Address): string {
  return address.toString({ urlSafe: true, bounceable: true, testOnly: false });
}

/** Raw `wc:HEX` form, upper-case hex (2.1's `account` fields, unpackAddress). */
export function rawUpper(address: Address): string {
  return `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;
}

/** Shard as tonlib prints it: signed int64 decimal string. */
export function shardText(shard: bigint): string {
  return BigInt.asIntN(64, shard).toString();
}

/** `ton.blockIdExt` of an indexed block. */
export function blockIdExt(b: {
  workchain: number;
  shard: bigint;
  seqno: number;
  rootHash: string;
  fileHash: string;
}): Record<string, unknown> {
  return {
    '@type': 'ton.blockIdExt',
    workchain: b.workchain,
    shard: shardText(b.shard),
    seqno: b.seqno,
    root_hash: b.rootHash,
    file_hash: b.fileHash,
  };
}

/** `internal.transactionId`; lt 0 with the zero hash means "none". */
export function transactionId(lt: bigint, hash: string | Buffer): Record<string, unknown> {
  return {
    '@type': 'internal.transactionId',
    lt: lt.toString(),
    hash: typeof hash === 'string' ? hash : hash.toString('base64'),
  };
}

/** `accountAddress` object; `""` for none / external. */
export function accountAddress(text: string): Record<string, unknown> {
  return { '@type': 'accountAddress', account_address: text };
}

function extraCurrencies(value: CurrencyCollection | null): Array<Record<string, unknown>> {
  const other = value?.other;
  if (!other) return [];
  return other
    .keys()
    .map((id) => ({ '@type': 'extraCurrency', id, amount: (other.get(id) ?? 0n).toString() }));
}

/** Decodes a text comment body (op 0 + UTF-8 snake string); null when it is not one. */
function commentOf(body: Cell): Buffer | null {
  try {
    const s = body.beginParse();
    if (s.remainingBits < 32 || s.loadUint(32) !== 0) return null;
    const bytes = s.loadBuffer(s.remainingBits / 8);
    let tail = bytes;
    let next = s.remainingRefs > 0 ? s.loadRef() : null;
    while (next) {
      const ns = next.beginParse();
      tail = Buffer.concat([tail, ns.loadBuffer(ns.remainingBits / 8)]);
      next = ns.remainingRefs > 0 ? ns.loadRef() : null;
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(tail);
    return Buffer.from(text, 'utf8');
  } catch {
    return null;
  }
}

/** Base64 of the root cell's data bits (2.1's `message` field for raw bodies) + "\n". */
function rootDataText(body: Cell): string {
  if (body.bits.length === 0) return '';
  const s = body.beginParse();
  const bytes = Math.ceil(body.bits.length / 8);
  const buf = Buffer.alloc(bytes);
  let i = 0;
  while (s.remainingBits >= 8) buf[i++] = s.loadUint(8);
  if (s.remainingBits > 0) {
    const rest = s.remainingBits;
    buf[i] = s.loadUint(rest) << (8 - rest);
  }
  return buf.toString('base64') + '\n';
}

/**
 * A message cell as `raw.message` (`form: 'raw'`: source/destination are accountAddress
 * objects) or `ext.message` (`form: 'ext'`: plain strings plus the `message` text field).
 */
export function messageObject(cell: Cell, form: 'raw' | 'ext'): Record<string, unknown> {
  const msg = loadMessage(cell.beginParse());
  const info = msg.info;
  let source = '';
  let destination = '';
  let value: CurrencyCollection | null = null;
  let fwdFee = 0n;
  let ihrFee = 0n;
  let createdLt = 0n;
  if (info.type === 'internal') {
    source = friendly(info.src);
    destination = friendly(info.dest);
    value = info.value;
    fwdFee = info.forwardFee;
    ihrFee = info.ihrFee;
    createdLt = info.createdLt;
  } else if (info.type === 'external-in') {
    destination = friendly(info.dest);
  } else {
    source = friendly(info.src);
    createdLt = info.createdLt;
  }
  const comment = commentOf(msg.body);
  const initState = msg.init ? beginCell().store(storeStateInit(msg.init)).endCell() : null;
  const msgData = comment
    ? { '@type': 'msg.dataText', text: comment.toString('base64') }
    : {
        '@type': 'msg.dataRaw',
        body: msg.body.toBoc().toString('base64'),
        init_state: initState ? initState.toBoc().toString('base64') : '',
      };
  const out: Record<string, unknown> = {
    '@type': form === 'ext' ? 'ext.message' : 'raw.message',
    hash: cell.hash().toString('base64'),
    source: form === 'ext' ? source : accountAddress(source),
    destination: form === 'ext' ? destination : accountAddress(destination),
    value: (value?.coins ?? 0n).toString(),
    extra_currencies: extraCurrencies(value),
    fwd_fee: fwdFee.toString(),
    ihr_fee: ihrFee.toString(),
    created_lt: createdLt.toString(),
    body_hash: msg.body.hash().toString('base64'),
    msg_data: msgData,
  };
  if (form === 'ext') out.message = comment ? comment.toString('utf8') : rootDataText(msg.body);
  return out;
}

/** Parsed transaction plus the raw cells of its messages (hashes must come from raw cells). */
export interface TransactionCells {
  tx: Transaction;
  cell: Cell;
  inMsg: Cell | null;
  outMsgs: Cell[];
}

/** Parses a transaction BoC (base64) into the transaction and its message cells. */
export function transactionCells(boc: string): TransactionCells {
  const cell = Cell.fromBase64(boc);
  const tx = loadTransaction(cell.beginParse());
  const msgs = cell.refs[0]!.beginParse();
  const inMsg = msgs.loadMaybeRef();
  const outDict = msgs.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const outMsgs = outDict
    .keys()
    .sort((a, b) => a - b)
    .map((k) => outDict.get(k)!);
  return { tx, cell, inMsg, outMsgs };
}

/**
 * A transaction as `ext.transaction` (getTransactions, tryLocate*; `account` upper-case raw)
 * or `raw.transaction` (`form: 'raw'`; getTransactionsStd; `withAccount` for
 * getBlockTransactionsExt).
 */
export function transactionObject(
  itx: IndexedTransaction,
  form: 'raw' | 'ext',
  withAccount = form === 'ext',
): Record<string, unknown> {
  const { tx, inMsg, outMsgs } = transactionCells(itx.boc);
  const account = Address.parseRaw(itx.account);
  const fee = tx.totalFees.coins;
  const d = tx.description;
  const storageFee =
    'storagePhase' in d && d.storagePhase ? d.storagePhase.storageFeesCollected : 0n;
  const out: Record<string, unknown> = {
    '@type': form === 'ext' ? 'ext.transaction' : 'raw.transaction',
    address: accountAddress(friendly(account)),
  };
  if (withAccount) out.account = rawUpper(account);
  Object.assign(out, {
    utime: tx.now,
    data: itx.boc,
    transaction_id: transactionId(itx.lt, itx.hash),
    fee: fee.toString(),
    storage_fee: storageFee.toString(),
    other_fee: (fee - storageFee).toString(),
  });
  if (inMsg) out.in_msg = messageObject(inMsg, form);
  out.out_msgs = outMsgs.map((m) => messageObject(m, form));
  return out;
}

/** Previous transaction id of a transaction (lt 0 / zero hash at the start of history). */
export function previousTransactionId(itx: IndexedTransaction): Record<string, unknown> {
  const { tx } = transactionCells(itx.boc);
  const hash = Buffer.from(tx.prevTransactionHash.toString(16).padStart(64, '0'), 'hex');
  return transactionId(tx.prevTransactionLt, hash);
}

/** `blocks.header` of an indexed block. */
export function blockHeader(b: IndexedBlock, globalId: number): Record<string, unknown> {
  return {
    '@type': 'blocks.header',
    id: blockIdExt(b),
    global_id: globalId,
    version: 0,
    after_merge: false,
    after_split: false,
    before_split: false,
    want_merge: false,
    want_split: false,
    validator_list_hash_short: 0,
    catchain_seqno: 0,
    min_ref_mc_seqno: b.workchain === -1 ? b.seqno : b.mcSeqno,
    // The genesis masterchain block is the chain's only key block (v3 `key_block` says the same).
    is_key_block: b.workchain === -1 && b.seqno === 0,
    prev_key_block_seqno: 0,
    start_lt: b.startLt.toString(),
    end_lt: b.endLt.toString(),
    gen_utime: b.genUtime,
    prev_blocks: b.prev.map((p) => blockIdExt(p)),
  };
}
