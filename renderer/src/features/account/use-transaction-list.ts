import { useMemo } from 'react';
import { usePageLookups, useRowRange, type RowRange } from '../../api/use-page-lookups';
import type { AddressBook, MetadataMap, TransactionsPage, V3Transaction } from '../../lib/v3-types';
import { memoizeByObject } from '../../lib/memoize-by-object';
import { mayMoveToken, mintOrders, movementToken } from '../../../../shared/ledger/tx-movement';
import { nearbyBounces, nearbyReturns } from '../../../../shared/ledger';
import { transactionFlags, uniqueFlags, type RiskFlag } from '../../../../shared/risk';
import {
  jettonIdentityOfWallet,
  useHideFlagged,
  useNameMarkFlags,
  usePoisoningContext,
  useRecordLookalikes,
} from '../risk';
import { summarizeTx, type TxSummary } from './tx-summary';
import { TX_PAGE, useTransactionPages } from './account-pages';

const NO_FLAGS: RiskFlag[] = [];

/** A transaction's summary as seen from the account, made once per transaction. */
export type SummaryOf = (tx: V3Transaction) => TxSummary;

/**
 * The Transactions tab's list of account `raw` for v3 `transactions` `params`: its pages, the
 * summaries, bounce links, token metadata and risk flags of its rows, and the rows left after
 * "Hide flagged".
 */
export function useTransactionList(raw: string, params: Record<string, unknown>) {
  const { query, rows: txs, addressBook: book } = useTransactionPages(params);
  const [range, onRangeChange] = useRowRange();
  // The ledger links each payment that bounced to its return among the rows around it.
  const bouncesOf = useMemo(() => nearbyBounces(txs, TX_PAGE), [txs]);
  const returnsOf = useMemo(() => nearbyReturns(txs, TX_PAGE), [txs]);
  // Summaries are made once per transaction (WeakMap), as rows come into view or a page lands.
  const summary = useMemo(
    () => memoizeByObject((tx: V3Transaction) => summarizeTx(tx, raw)),
    [raw],
  );
  const metadata = useTokenMetadata(query.data?.pages, summary, range);
  const flagsOf = useTransactionFlags(txs, raw, summary, book, metadata);
  const { visible, control: hideControl } = useHideFlagged(txs, flagsOf);
  return {
    query,
    book,
    visible,
    hideControl,
    onRangeChange,
    summary,
    bouncesOf,
    returnsOf,
    metadata,
    flagsOf,
  };
}

/**
 * The jetton and NFT metadata of the tokens the rows move (and the masters of their mint
 * orders): one v3 `metadata` request per page of rows in `range`, merged.
 */
function useTokenMetadata(
  pages: readonly TransactionsPage[] | undefined,
  summary: SummaryOf,
  range: RowRange,
): MetadataMap {
  const tokens = usePageLookups(
    'metadata',
    pages,
    (page) => {
      const addresses = new Set<string>();
      for (const tx of page.transactions) {
        for (const o of mintOrders(tx)) addresses.add(o.master);
        if (!mayMoveToken(tx)) continue;
        const token = movementToken(summary(tx));
        if (token) addresses.add(token);
      }
      return addresses.size ? { address: [...addresses] } : null;
    },
    range,
    TX_PAGE,
  );
  return useMemo(() => {
    const out: MetadataMap = {};
    for (const r of tokens.responses) Object.assign(out, r);
    return out;
  }, [tokens]);
}

/**
 * Risk flags per transaction, made once per transaction object until the context changes (the
 * poisoning rule's context learns the account's counterparties as pages arrive). With the marks
 * by the names a row draws: a row that shows a mark counts as flagged.
 */
function useTransactionFlags(
  txs: readonly V3Transaction[],
  raw: string,
  summary: SummaryOf,
  book: AddressBook | null | undefined,
  metadata: MetadataMap,
): (tx: V3Transaction) => RiskFlag[] {
  const poisoning = usePoisoningContext(txs, raw, summary);
  useRecordLookalikes(poisoning?.flags ?? NO_FLAGS);
  const nameMarks = useNameMarkFlags(book, metadata);
  return useMemo(
    () =>
      memoizeByObject((tx: V3Transaction): RiskFlag[] =>
        poisoning
          ? uniqueFlags([
              ...transactionFlags(tx, raw, poisoning.ctx, (w) =>
                jettonIdentityOfWallet(w, metadata),
              ),
              ...nameMarks(summary(tx).counterparty),
            ])
          : [],
      ),
    [raw, poisoning, metadata, nameMarks, summary],
  );
}
