import { useV3Pages } from '../../api/use-paged';
import type { V3Action, V3Transaction } from '../../lib/v3-types';

/**
 * Rows per v3 `transactions` request, the same on the Transactions and Charts tabs so that
 * their default queries are one react-query cache entry.
 */
export const TX_PAGE = 100;

/** The keys that dedupe rows across pages: a transaction's hash, an action's id. */
const hashOf = (t: V3Transaction) => t.hash;
const actionIdOf = (a: V3Action) => a.action_id;

/** `a` > `b` for two lts (decimal strings without leading zeros). */
const ltAbove = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);
/** One account's transactions in lt order (each lt is its own): newest first, or oldest. */
const NEWER_FIRST = (a: V3Transaction, b: V3Transaction) => ltAbove(a.lt, b.lt);
const OLDER_FIRST = (a: V3Transaction, b: V3Transaction) => ltAbove(b.lt, a.lt);

/** An account's transactions in v3 `transactions` pages of {@link TX_PAGE}, by hash. */
export function useTransactionPages(params: Record<string, unknown>) {
  const order = params.sort === 'asc' ? OLDER_FIRST : NEWER_FIRST;
  return useV3Pages(
    'transactions',
    params,
    (p) => p.transactions,
    hashOf,
    TX_PAGE,
    Infinity,
    order,
  );
}

/** An account's actions in v3 `actions` pages of `pageSize`, by action id. */
export function useActionPages(params: Record<string, unknown>, pageSize: number) {
  return useV3Pages('actions', params, (p) => p.actions, actionIdOf, pageSize);
}
