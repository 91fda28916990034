import type { Address } from '@ton/core';
import { loadMessage } from '@ton/core';
import type { IndexedTransaction } from '../../types';
import { findBlock } from './blocks';
import type { V2Context, V2Method } from './context';
import { V2Error } from './errors';
import { parseAddressText, type Params } from './params';
import {
  blockIdExt,
  previousTransactionId,
  rawUpper,
  transactionCells,
  transactionId,
  transactionObject,
  ZERO_HASH_B64,
} from './tonlib';

/**
 * v2 transaction operations (toncenter's Transactions group) over the local index:
 * getBlockTransactions(Ext), getTransactions(Std), tryLocateTx / tryLocateResultTx /
 * tryLocateSourceTx.
 */

/** Short-tx mode toncenter reports for ordinary transactions. */
const SHORT_TX_MODE = 135;

/** Block transactions in liteserver order (account id, then lt), after (after_hash, after_lt). */
function blockTxPage(p: Params, ctx: V2Context) {
  const block = findBlock(p, ctx);
  const count = p.optInt('count', { min: 1, max: 10000 }) ?? 40;
  const afterLt = p.optInt64('after_lt');
  const afterHashText = p.optString('after_hash');
  if ((afterLt === undefined) !== (afterHashText === undefined)) {
    throw new V2Error(422, 'after_lt and after_hash should be used together');
  }
  let afterAccount: string | null = null;
  if (afterHashText !== undefined) {
    // An account id: 64 hex / base64 of 32 bytes, or a whole address (its hash part is used).
    const t = afterHashText.trim();
    afterAccount = /^[0-9a-fA-F]{64}$/.test(t)
      ? t.toLowerCase()
      : /^[A-Za-z0-9+/_-]{43}=?$/.test(t)
        ? Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('hex')
        : parseAddressText(t, 'after_hash').address.hash.toString('hex');
  }
  const keyOf = (t: IndexedTransaction) => t.account.split(':')[1]!.toLowerCase();
  const all = ctx.net.index
    .blockTransactions(block.workchain, block.shard, block.seqno)
    .slice()
    .sort((a, b) => {
      const ka = keyOf(a);
      const kb = keyOf(b);
      return ka < kb ? -1 : ka > kb ? 1 : a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0;
    });
  const rest =
    afterAccount === null
      ? all
      : all.filter((t) => {
          const k = keyOf(t);
          return k > afterAccount! || (k === afterAccount && t.lt > afterLt!);
        });
  return { block, count, txs: rest.slice(0, count), incomplete: rest.length > count };
}

/** A page of a block's transactions as `@type`, each transaction written by `row`. */
function blockTransactions(
  type: string,
  row: (t: ReturnType<typeof blockTxPage>['txs'][number]) => unknown,
): V2Method {
  return {
    run(p, ctx) {
      const { block, count, txs, incomplete } = blockTxPage(p, ctx);
      return {
        '@type': type,
        id: blockIdExt(block),
        req_count: count,
        incomplete,
        transactions: txs.map(row),
      };
    },
  };
}

const getBlockTransactions = blockTransactions('blocks.transactions', (t) => ({
  '@type': 'blocks.shortTxId',
  mode: SHORT_TX_MODE,
  account: t.account.toLowerCase(),
  lt: t.lt.toString(),
  hash: t.hash,
}));

const getBlockTransactionsExt = blockTransactions('blocks.transactionsExt', (t) =>
  transactionObject(t, 'raw', true),
);

/** The account's transactions per getTransactions' rules (start at lt/hash inclusive). */
function accountTxs(p: Params, ctx: V2Context): IndexedTransaction[] {
  const { address } = p.address('address');
  const limit = p.optInt('limit', { min: 1, max: 1000 }) ?? 10;
  let lt = p.optInt64('lt');
  if (lt === 0n) lt = undefined;
  const hash = p.optHash('hash');
  if ((lt === undefined) !== (hash === undefined)) {
    throw new V2Error(422, 'lt and hash should be used together');
  }
  const toLt = p.optInt64('to_lt') ?? 0n;
  if (lt !== undefined && lt < 0n) throw new V2Error(422, 'lt should be positive');
  if (toLt < 0n) throw new V2Error(422, 'to_lt should be positive');
  p.bool('archival', false);
  const txs = ctx.net.index.accountTransactions(rawUpper(address), { fromLt: lt, toLt, limit });
  if (lt !== undefined) {
    const first = txs[0];
    if (!first || first.lt !== lt || first.hash !== hash!.toString('base64')) {
      throw new V2Error(
        404,
        `LITE_SERVER_UNKNOWN: cannot load transaction ${lt}:${hash!.toString('base64')} of this account`,
      );
    }
  }
  return txs;
}

const getTransactions: V2Method = {
  run(p, ctx) {
    return accountTxs(p, ctx).map((t) => transactionObject(t, 'ext'));
  },
};

const getTransactionsStd: V2Method = {
  run(p, ctx) {
    const txs = accountTxs(p, ctx);
    const last = txs[txs.length - 1];
    return {
      '@type': 'raw.transactions',
      transactions: txs.map((t) => transactionObject(t, 'raw')),
      previous_transaction_id: last
        ? previousTransactionId(last)
        : transactionId(0n, ZERO_HASH_B64),
    };
  },
};

/** Walks `account`'s transactions newest first while `keep(tx)`; returns the first match. */
function scan(
  ctx: V2Context,
  account: Address,
  keep: (t: IndexedTransaction) => boolean,
  match: (t: IndexedTransaction) => boolean,
): IndexedTransaction | null {
  const PAGE = 200;
  let fromLt: bigint | undefined;
  for (;;) {
    const page = ctx.net.index.accountTransactions(rawUpper(account), { fromLt, limit: PAGE });
    for (const t of page) {
      if (!keep(t)) return null;
      if (match(t)) return t;
    }
    const last = page[page.length - 1];
    if (page.length < PAGE || !last || last.lt <= 1n) return null;
    fromLt = last.lt - 1n;
  }
}

/** The message a tryLocate… call names: its sender, its receiver and its `created_lt`. */
interface LocatedMessage {
  source: Address;
  destination: Address;
  createdLt: bigint;
}

/**
 * A tryLocate… method: reads the message's `source`, `destination` and `created_lt` and answers
 * the transaction `find` picks (ext form), else 404 "transaction was not found".
 */
function locator(
  find: (ctx: V2Context, msg: LocatedMessage) => IndexedTransaction | null,
): V2Method {
  return {
    run(p, ctx) {
      const tx = find(ctx, {
        source: p.address('source').address,
        destination: p.address('destination').address,
        createdLt: p.int64('created_lt'),
      });
      if (!tx) throw new V2Error(404, 'transaction was not found');
      return transactionObject(tx, 'ext');
    },
  };
}

/** The destination's transaction that received the message. */
const tryLocateResultTx = locator((ctx, { source, destination, createdLt }) =>
  scan(
    ctx,
    destination,
    (t) => t.lt > createdLt,
    (t) => {
      const { inMsg } = transactionCells(t.boc);
      if (!inMsg) return false;
      const info = loadMessage(inMsg.beginParse()).info;
      return info.type === 'internal' && info.createdLt === createdLt && info.src.equals(source);
    },
  ),
);

/** The source's transaction that sent the message. */
const tryLocateSourceTx = locator((ctx, { source, destination, createdLt }) =>
  scan(
    ctx,
    source,
    // The sender's transaction precedes its messages by fewer than 300 lt units.
    (t) => t.lt + 300n >= createdLt,
    (t) =>
      t.lt < createdLt &&
      transactionCells(t.boc).outMsgs.some((m) => {
        const info = loadMessage(m.beginParse()).info;
        return (
          info.type === 'internal' && info.createdLt === createdLt && info.dest.equals(destination)
        );
      }),
  ),
);

export const transactionMethods: Record<string, V2Method> = {
  getBlockTransactions,
  getBlockTransactionsExt,
  getTransactions,
  getTransactionsStd,
  tryLocateTx: tryLocateResultTx,
  tryLocateResultTx,
  tryLocateSourceTx,
};
