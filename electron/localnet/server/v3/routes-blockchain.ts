import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import type { IndexedBlock } from '../../types';
import { addressBook, collectAddresses, withAddressBook } from './address-book';
import { blockJson } from './block-json';
import {
  addressList,
  hashList,
  optAddress,
  optBool,
  optEnum,
  optHash,
  optInt,
  optOpcode,
  optShard,
  optUint,
  page,
  single,
  V3Error,
} from './params';
import type { Query } from './params';
import { registerTable, Where } from './route';
import type { V3RouteTable } from './route';
import { pendingTransactions } from './pending';

/** Serializes `{"transactions":[…],"address_book":{…}}` from stored JSON without re-parsing. */
export function transactionsResponse(
  net: LocalNetworkFull,
  rows: Array<{ json: string; addrs: string }>,
): string {
  const addrs = new Set<string>();
  for (const r of rows) for (const a of r.addrs.split(',')) if (a) addrs.add(a);
  return `{"transactions":[${rows.map((r) => r.json).join(',')}],"address_book":${JSON.stringify(addressBook(net.index, addrs))}}`;
}

function txRows(net: LocalNetworkFull, where: Where, order: string, limit: number, offset: number) {
  return net.index.transactionJson(where.toString(), where.params, order, limit, offset);
}

function requireMcBlock(net: LocalNetworkFull, seqno: number) {
  if (!net.index.one('SELECT 1 FROM blocks WHERE workchain = -1 AND seqno = ?', [seqno])) {
    throw new V3Error(404, `masterchain block ${seqno} not found`);
  }
}

/**
 * Adds toncenter's block filters of `q` to `where`: `workchain`, `shard` (hex) and `seqno` (on
 * `seqnoCol`). Returns them for further checks; a bad value is a 422.
 */
function blockFilters(q: Query, where: Where, seqnoCol: string) {
  const wc = optInt(q, 'workchain');
  const shard = optShard(q);
  const seqno = optInt(q, 'seqno', 0);
  if (wc !== undefined) where.add('workchain = ?', wc);
  if (shard !== undefined) where.add('shard = ?', shard.toString());
  if (seqno !== undefined) where.add(`${seqnoCol} = ?`, seqno);
  return { wc, shard, seqno };
}

/** `/masterchainInfo`: the first and the last masterchain blocks. */
function masterchainInfo(_q: Query, net: LocalNetworkFull) {
  return {
    first: blockJson(net.index.masterchainGenesis(), net.history),
    last: blockJson(net.index.masterchainTip(), net.history),
  };
}

/**
 * `/blocks`: blocks by workchain/shard/seqno, root or file hash, masterchain seqno and time or
 * lt window. A shard needs a workchain, a seqno both (422).
 */
function blocks(q: Query, net: LocalNetworkFull) {
  const idx = net.index;
  const p = page(q);
  const where = new Where();
  const { wc, shard, seqno } = blockFilters(q, where, 'seqno');
  if (shard !== undefined && wc === undefined)
    throw new V3Error(422, 'workchain is required when shard is specified');
  if (seqno !== undefined && (wc === undefined || shard === undefined)) {
    throw new V3Error(422, 'workchain and shard are required when seqno is specified');
  }
  const rh = optHash(q, 'root_hash');
  const fh = optHash(q, 'file_hash');
  if (rh) where.add('root_hash = ?', rh);
  if (fh) where.add('file_hash = ?', fh);
  const mc = optInt(q, 'mc_seqno', 0);
  if (mc !== undefined) where.add('mc_seqno = ?', mc);
  where.timeLt(q, 'gen_utime', 'start_lt');
  const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
  const rows = idx.all(
    `SELECT * FROM blocks ${where} ORDER BY gen_utime ${dir}, mc_seqno ${dir}, workchain ${dir === 'ASC' ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`,
    [...where.params, p.limit, p.offset],
  );
  return {
    blocks: rows.map((r) =>
      blockJson(
        idx.block(Number(r.workchain), BigInt(r.shard as string), Number(r.seqno))!,
        net.history,
      ),
    ),
  };
}

/** The shard blocks of masterchain block `seqno` (required), after it with `includeMc`. */
function mcShards(q: Query, net: LocalNetworkFull, includeMc: boolean): IndexedBlock[] {
  const idx = net.index;
  const seqno = optInt(q, 'seqno', 0);
  if (seqno === undefined) throw new V3Error(422, 'seqno is required');
  const mc = idx.block(-1, -9223372036854775808n, seqno);
  if (!mc) throw new V3Error(404, 'blocks not found');
  return includeMc ? [mc, ...idx.shardsOf(seqno)] : idx.shardsOf(seqno);
}

/** `/masterchainBlockShardState`: the shard blocks of a masterchain block. */
function masterchainBlockShardState(q: Query, net: LocalNetworkFull) {
  return { blocks: mcShards(q, net, false).map((b) => blockJson(b, net.history)) };
}

/** `/masterchainBlockShards`: a masterchain block and its shard blocks, paged. */
function masterchainBlockShards(q: Query, net: LocalNetworkFull) {
  const p = page(q);
  return {
    blocks: mcShards(q, net, true)
      .slice(p.offset, p.offset + p.limit)
      .map((b) => blockJson(b, net.history)),
  };
}

/**
 * Narrows `where` to transactions that received (`in`), sent (`out`) or either a message
 * matching `m` (a WHERE on the messages table).
 */
function byMessage(where: Where, m: Where, direction: 'in' | 'out' | undefined): void {
  if (direction === 'in') where.add(`hash IN (SELECT in_tx FROM messages ${m})`, ...m.params);
  else if (direction === 'out')
    where.add(`hash IN (SELECT out_tx FROM messages ${m})`, ...m.params);
  else {
    where.add(
      `(hash IN (SELECT in_tx FROM messages ${m}) OR hash IN (SELECT out_tx FROM messages ${m}))`,
      ...m.params,
      ...m.params,
    );
  }
}

/**
 * The message filters of `/transactions` (msg_hash, opcode, body_hash, source, destination,
 * and the direction they apply to) added to `where`. A direction needs msg_hash or opcode (422).
 */
function transactionMessageFilters(q: Query, where: Where): void {
  const msgHashes = hashList(q, 'msg_hash');
  const direction = optEnum(q, 'direction', ['in', 'out'] as const);
  const opcode = optOpcode(q);
  const bodyHash = optHash(q, 'body_hash');
  const source = optAddress(q, 'source');
  const destination = optAddress(q, 'destination');
  if (direction && !msgHashes.length && opcode === undefined) {
    throw new V3Error(422, 'direction can be specified only with msg_hash or opcode');
  }
  if (!msgHashes.length && opcode === undefined && !bodyHash && !source && !destination) return;
  const m = new Where();
  if (msgHashes.length) {
    const marks = msgHashes.map(() => '?').join(',');
    m.add(`(msg_hash IN (${marks}) OR hash_norm IN (${marks}))`, ...msgHashes, ...msgHashes);
  }
  if (opcode !== undefined) m.add('opcode = ?', opcode);
  if (bodyHash) m.add('body_hash = ?', bodyHash);
  if (source) m.add('source = ?', source);
  if (destination) m.add('destination = ?', destination);
  byMessage(where, m, direction);
}

/**
 * `/transactions`: by block, masterchain seqno (404 when unknown), account, hash, lt, time or
 * lt window and message filters, ordered by lt.
 */
function transactions(q: Query, net: LocalNetworkFull) {
  const p = page(q);
  const where = new Where();
  blockFilters(q, where, 'block_seqno');
  const mc = optInt(q, 'mc_seqno', 0);
  if (mc !== undefined) {
    requireMcBlock(net, mc);
    where.add('mc_seqno = ?', mc);
  }
  const accounts = addressList(q, 'account');
  addressList(q, 'exclude_account'); // validated; ignored as by toncenter
  where.in('account', accounts);
  where.in('hash', hashList(q, 'hash'));
  const lt = optUint(q, 'lt');
  if (lt !== undefined) where.add('lt = ?', Number(lt));
  where.timeLt(q, 'now', 'lt');
  transactionMessageFilters(q, where);
  const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
  return transactionsResponse(net, txRows(net, where, `lt ${dir}`, p.limit, p.offset));
}

/** `/transactionsByMasterchainBlock`: the transactions of masterchain block `seqno`. */
function transactionsByMasterchainBlock(q: Query, net: LocalNetworkFull) {
  const p = page(q);
  const seqno = optInt(q, 'seqno', 0);
  if (seqno === undefined) throw new V3Error(422, 'seqno is required');
  requireMcBlock(net, seqno);
  const where = new Where().add('mc_seqno = ?', seqno);
  return transactionsResponse(
    net,
    txRows(net, where, `lt ${p.sort === 'asc' ? 'ASC' : 'DESC'}`, p.limit, p.offset),
  );
}

/** `/transactionsByMessage`: transactions sending or receiving the messages described. */
function transactionsByMessage(q: Query, net: LocalNetworkFull) {
  const p = page(q);
  const msgHash = optHash(q, 'msg_hash');
  const bodyHash = optHash(q, 'body_hash');
  const opcode = optOpcode(q);
  const direction = optEnum(q, 'direction', ['in', 'out'] as const);
  if (!msgHash && !bodyHash && opcode === undefined) {
    throw new V3Error(422, 'at least one of msg_hash, body_hash, opcode should be specified');
  }
  const m = new Where();
  if (msgHash) m.add('(msg_hash = ? OR hash_norm = ?)', msgHash, msgHash);
  if (bodyHash) m.add('body_hash = ?', bodyHash);
  if (opcode !== undefined) m.add('opcode = ?', opcode);
  const where = new Where();
  byMessage(where, m, direction);
  return transactionsResponse(net, txRows(net, where, 'lt DESC', p.limit, p.offset));
}

/**
 * `/adjacentTransactions`: the transaction that sent `hash`'s inbound message and those that
 * received its outbound ones (`direction` narrows to one side); 404 when there are none.
 */
function adjacentTransactions(q: Query, net: LocalNetworkFull) {
  const hash = optHash(q, 'hash');
  if (!hash) throw new V3Error(422, 'hash is required');
  const direction = optEnum(q, 'direction', ['in', 'out', 'both'] as const);
  const tx = net.index.one('SELECT in_msg_hash, out_msg_hashes FROM transactions WHERE hash = ?', [
    hash,
  ]);
  if (!tx) throw new V3Error(404, 'adjacent transactions not found');
  const parts: string[] = [];
  const params: string[] = [];
  if (direction !== 'out' && tx.in_msg_hash) {
    parts.push('hash IN (SELECT out_tx FROM messages WHERE msg_hash = ?)');
    params.push(tx.in_msg_hash as string);
  }
  const outs = direction !== 'in' ? (JSON.parse(tx.out_msg_hashes as string) as string[]) : [];
  if (outs.length) {
    parts.push(
      `hash IN (SELECT in_tx FROM messages WHERE msg_hash IN (${outs.map(() => '?').join(',')}))`,
    );
    params.push(...outs);
  }
  if (!parts.length) throw new V3Error(404, 'adjacent transactions not found');
  const where = new Where().add(`(${parts.join(' OR ')})`, ...params);
  const rows = txRows(net, where, 'lt ASC', 1000, 0);
  if (!rows.length) throw new V3Error(404, 'adjacent transactions not found');
  return transactionsResponse(net, rows);
}

/**
 * Adds `/messages`' filters to `where`: hashes (legacy `hash` or `msg_hash`, not both),
 * body_hash, source and destination (empty = external), opcode, window, direction, externals.
 */
function messageFilters(q: Query, where: Where): void {
  const legacy = hashList(q, 'hash');
  const hashes = hashList(q, 'msg_hash');
  if (legacy.length && hashes.length)
    throw new V3Error(422, 'cannot use both legacy and new message hashes');
  const all = [...legacy, ...hashes];
  if (all.length) {
    const marks = all.map(() => '?').join(',');
    where.add(`(msg_hash IN (${marks}) OR hash_norm IN (${marks}))`, ...all, ...all);
  }
  const bodyHash = optHash(q, 'body_hash');
  if (bodyHash) where.add('body_hash = ?', bodyHash);
  for (const side of ['source', 'destination'] as const) {
    if (single(q, side) === undefined) continue;
    const a = optAddress(q, side);
    if (a) where.add(`${side} = ?`, a);
    else where.add(`${side} IS NULL`);
  }
  const opcode = optOpcode(q);
  if (opcode !== undefined) where.add('opcode = ?', opcode);
  where.timeLt(q, 'created_at', 'created_lt');
  const direction = optEnum(q, 'direction', ['in', 'out'] as const);
  if (direction === 'in') where.add('in_tx IS NOT NULL');
  if (direction === 'out') where.add('out_tx IS NOT NULL');
  if (optBool(q, 'exclude_externals')) where.add('NOT (source IS NULL)');
  if (optBool(q, 'only_externals')) where.add('source IS NULL');
}

/** `/messages`: messages with the transactions that sent and received them, by eff. lt. */
function messages(q: Query, net: LocalNetworkFull) {
  const idx = net.index;
  const p = page(q);
  const where = new Where();
  messageFilters(q, where);
  const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
  const rows = idx.all(
    `SELECT json, in_tx, out_tx FROM messages ${where} ORDER BY eff_lt ${dir}, msg_hash ${dir} LIMIT ? OFFSET ?`,
    [...where.params, p.limit, p.offset],
  );
  const found = rows.map((r) => {
    const m = JSON.parse(r.json as string) as Record<string, unknown>;
    if (r.in_tx) m.in_msg_tx_hash = r.in_tx;
    if (r.out_tx) m.out_msg_tx_hash = r.out_tx;
    return m;
  });
  const addrs = collectAddresses(found.map((m) => [m.source, m.destination]));
  return withAddressBook(idx, 'messages', found, addrs);
}

/** `/pendingTransactions`: the queued externals' transactions of the accounts (one required). */
function pendingTransactionsOf(q: Query, net: LocalNetworkFull) {
  const accounts = addressList(q, 'account');
  hashList(q, 'trace_id');
  if (!accounts.length) throw new V3Error(422, 'at least 1 account address required');
  const transactions = pendingTransactions(net, accounts);
  const addrs = collectAddresses(
    transactions.map((t) => [t.account, (t.in_msg as { destination?: string }).destination]),
  );
  return { transactions, address_book: addressBook(net.index, addrs) };
}

/** Blockchain data routes: blocks, transactions, messages (toncenter v3 §3). */
export const BLOCKCHAIN_ROUTES: V3RouteTable = {
  'GET /masterchainInfo': masterchainInfo,
  'GET /blocks': blocks,
  'GET /masterchainBlockShardState': masterchainBlockShardState,
  'GET /masterchainBlockShards': masterchainBlockShards,
  'GET /transactions': transactions,
  'GET /transactionsByMasterchainBlock': transactionsByMasterchainBlock,
  'GET /transactionsByMessage': transactionsByMessage,
  'GET /adjacentTransactions': adjacentTransactions,
  'GET /messages': messages,
  'GET /pendingTransactions': pendingTransactionsOf,
};

/** Registers `BLOCKCHAIN_ROUTES`. */
export function registerBlockchainRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  registerTable(app, net, BLOCKCHAIN_ROUTES);
}
