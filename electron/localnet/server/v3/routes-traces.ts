import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { collectAddresses, withAddressBook } from './address-book';
import { hashList, list, optAddress, optBool, optInt, page, V3Error } from './params';
import type { Query } from './params';
import { pendingActionJson, pendingFor, pendingTraceJson, pendingTransactionJson } from './pending';
import { registerTable, Where } from './route';
import type { V3Endpoint, V3RouteTable } from './route';

const ACTION_TYPE_RE = /^[A-Za-z0-9_.]+$/;

/** Validates supported_action_types (type names / version shortcuts); local types are all v1. */
function checkActionTypes(q: Query) {
  for (const t of [
    ...list(q, 'supported_action_types'),
    ...list(q, 'action_type'),
    ...list(q, 'exclude_action_type'),
  ]) {
    if (!ACTION_TYPE_RE.test(t)) throw new V3Error(422, `invalid action type: '${t}'`);
  }
}

/**
 * The stored v3 Trace objects of `ids` with their transactions by hash, and (with
 * `includeActions`) their actions without the indexer-only `accounts` field.
 */
function traceObjects(net: LocalNetworkFull, ids: string[], includeActions: boolean) {
  const idx = net.index;
  return ids.map((id) => {
    const t = JSON.parse(
      idx.one('SELECT json FROM traces WHERE trace_id = ?', [id])!.json as string,
    ) as Record<string, unknown>;
    const txs: Record<string, unknown> = {};
    for (const { json } of idx.transactionJson('WHERE trace_id = ?', [id], 'lt ASC', 1e9, 0)) {
      const tx = JSON.parse(json) as { hash: string };
      txs[tx.hash] = tx;
    }
    t.transactions = txs;
    if (includeActions) {
      t.actions = idx
        .column('SELECT json FROM actions WHERE trace_id = ? ORDER BY end_lt, action_id', [id])
        .map((j) => {
          const { accounts: _a, ...rest } = JSON.parse(j as string) as Record<string, unknown>;
          return rest;
        });
    }
    return t;
  });
}

/**
 * The trace filters of `q` (at most one of account, trace_id, tx_hash, msg_hash; masterchain
 * seqno; end time or lt window) as a WHERE on the traces table.
 */
function traceFilters(q: Query): Where {
  const account = optAddress(q, 'account');
  const traceIds = hashList(q, 'trace_id');
  const txHashes = hashList(q, 'tx_hash');
  const msgHashes = hashList(q, 'msg_hash');
  const given = [account ? 1 : 0, traceIds.length, txHashes.length, msgHashes.length].filter(
    (n) => n > 0,
  ).length;
  if (given > 1)
    throw new V3Error(422, 'only one of account, trace_id, tx_hash, msg_hash should be specified');
  const where = new Where();
  if (account)
    where.add('trace_id IN (SELECT trace_id FROM trace_accounts WHERE account = ?)', account);
  where.in('trace_id', traceIds);
  whereTxOrMessage(
    where,
    'trace_id IN (SELECT trace_id FROM transactions WHERE hash IN ',
    txHashes,
    msgHashes,
  );
  return where;
}

/**
 * `/traces` and `/events` (`key`, the response key): traces by end lt; `/events` always with
 * their actions, `/traces` with `include_actions`.
 */
function traces(key: 'traces' | 'events', forceActions: boolean): V3Endpoint {
  return (q, net) => {
    const idx = net.index;
    checkActionTypes(q);
    const p = page(q);
    const where = traceFilters(q);
    const includeActions = forceActions || (optBool(q, 'include_actions') ?? false);
    const mc = optInt(q, 'mc_seqno', 0);
    if (mc !== undefined) where.add('mc_seqno_start <= ? AND mc_seqno_end >= ?', mc, mc);
    where.timeLt(q, 'end_utime', 'end_lt');
    const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
    const ids = idx
      .column(
        `SELECT trace_id FROM traces ${where} ORDER BY end_lt ${dir}, trace_id ${dir} LIMIT ? OFFSET ?`,
        [...where.params, p.limit, p.offset],
      )
      .map(String);
    const found = traceObjects(net, ids, includeActions);
    const addrs = collectAddresses(found.map((t) => [t.transactions, t.actions]));
    return withAddressBook(idx, key, found, addrs);
  };
}

/**
 * The action filters of `q` (account, tx_hash/msg_hash, action and trace ids, masterchain
 * seqno (404 when unknown), window, action types and excluded types) as a WHERE on actions.
 */
function actionFilters(q: Query, net: LocalNetworkFull): Where {
  const where = new Where();
  const account = optAddress(q, 'account');
  if (account)
    where.add('action_id IN (SELECT action_id FROM action_accounts WHERE account = ?)', account);
  whereTxOrMessage(
    where,
    'action_id IN (SELECT action_id FROM action_txs WHERE tx_hash IN ',
    hashList(q, 'tx_hash'),
    hashList(q, 'msg_hash'),
  );
  where.in('action_id', hashList(q, 'action_id'));
  where.in('trace_id', hashList(q, 'trace_id'));
  const mc = optInt(q, 'mc_seqno', 0);
  if (mc !== undefined) {
    if (!net.index.one('SELECT 1 FROM blocks WHERE workchain = -1 AND seqno = ?', [mc])) {
      throw new V3Error(404, `masterchain block ${mc} not found`);
    }
    where.add('mc_seqno = ?', mc);
  }
  where.timeLt(q, 'trace_end_utime', 'trace_end_lt');
  where.in('type', list(q, 'action_type'));
  const exclude = list(q, 'exclude_action_type');
  if (exclude.length) where.add(`type NOT IN (${exclude.map(() => '?').join(',')})`, ...exclude);
  return where;
}

/** `/actions`: actions by trace end lt, with their accounts and full transactions on request. */
function actions(q: Query, net: LocalNetworkFull) {
  const idx = net.index;
  checkActionTypes(q);
  const p = page(q);
  const where = actionFilters(q, net);
  const includeAccounts = optBool(q, 'include_accounts') ?? false;
  const includeTxs = optBool(q, 'include_transactions') ?? false;
  const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
  const rows = idx
    .column(
      `SELECT json FROM actions ${where} ORDER BY trace_end_lt ${dir}, trace_id ${dir}, end_lt ${dir}, action_id ${dir} LIMIT ? OFFSET ?`,
      [...where.params, p.limit, p.offset],
    )
    .map((j) => {
      const a = JSON.parse(j as string) as Record<string, unknown>;
      if (!includeAccounts) delete a.accounts;
      if (includeTxs) {
        a.transactions_full = (a.transactions as string[]).map(
          (h) =>
            JSON.parse(idx.transactionJson('WHERE hash = ?', [h], 'lt', 1, 0)[0]!.json) as unknown,
        );
      }
      return a;
    });
  const addrs = collectAddresses(rows.map((a) => [a.details, a.accounts]));
  return withAddressBook(idx, 'actions', rows, addrs);
}

/** The queued externals `q` selects: by account or external message hash (one required). */
function pendingSelect(q: Query, net: LocalNetworkFull) {
  checkActionTypes(q);
  const account = optAddress(q, 'account');
  const ext = hashList(q, 'ext_msg_hash');
  if (!account && !ext.length)
    throw new V3Error(422, 'account or ext_msg_hash should be specified');
  return pendingFor(net, account ? [account] : null, ext);
}

/** `/pendingTraces`: the traces the queued externals will start. */
function pendingTraces(q: Query, net: LocalNetworkFull) {
  const found = pendingSelect(q, net).map((e) => pendingTraceJson(net, e, true));
  const addrs = collectAddresses(found.map((t) => t.transactions));
  return withAddressBook(net.index, 'traces', found, addrs);
}

/** `/pendingActions`: the actions of the queued externals (with transactions on request). */
function pendingActions(q: Query, net: LocalNetworkFull) {
  const includeTxs = optBool(q, 'include_transactions') ?? false;
  const found = pendingSelect(q, net).map((e) => {
    const a = pendingActionJson(net, e);
    if (includeTxs) a.transactions_full = [pendingTransactionJson(net, e)];
    return a;
  });
  const addrs = collectAddresses(found.map((a) => a.details));
  return withAddressBook(net.index, 'actions', found, addrs);
}

/** Traces and actions (toncenter v3 §4). */
export const TRACE_ROUTES: V3RouteTable = {
  'GET /traces': traces('traces', false),
  'GET /events': traces('events', true),
  'GET /actions': actions,
  'GET /pendingTraces': pendingTraces,
  'GET /pendingActions': pendingActions,
};

/** Registers `TRACE_ROUTES`. */
export function registerTraceRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  registerTable(app, net, TRACE_ROUTES);
}

/**
 * Narrows `where` to rows with one of `txHashes` among their transactions, or a transaction
 * caused by a message of `msgHashes` (its hash or its TEP-467 normalized hash). `txIn` is the
 * condition on a row's transaction hashes, open before its `(…)` list.
 */
function whereTxOrMessage(where: Where, txIn: string, txHashes: string[], msgHashes: string[]) {
  const marks = (list: string[]) => list.map(() => '?').join(',');
  if (txHashes.length) where.add(`${txIn}(${marks(txHashes)}))`, ...txHashes);
  if (msgHashes.length) {
    const m = marks(msgHashes);
    where.add(
      `${txIn}(SELECT in_tx FROM messages WHERE msg_hash IN (${m}) OR hash_norm IN (${m})))`,
      ...msgHashes,
      ...msgHashes,
    );
  }
}
