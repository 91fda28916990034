import { useCallback, useMemo } from 'react';
import { usePageTraces } from '../../api/use-page-lookups';
import type { AddressBook, MetadataMap, TracesPage, V3Action } from '../../lib/v3-types';
import { memoizeByObject } from '../../lib/memoize-by-object';
import { describeAction } from '../../lib/actions';
import {
  bouncedPayments,
  type BouncedPayment,
  type ChainTransaction,
} from '../../../../shared/ledger';
import {
  actionFlags,
  actionMovement,
  uniqueFlags,
  type PoisoningMovement,
  type RiskFlag,
} from '../../../../shared/risk';
import {
  jettonIdentityOfMaster,
  useHideFlagged,
  useNameMarkFlags,
  useOwnDomainsOf,
  usePoisoningContext,
  useRecordLookalikes,
} from '../risk';
import { useActionPages } from './account-pages';

/** A row of the History tab: one action. */
export interface HistoryRow {
  action: V3Action;
  /** First action of its trace in the list: the row shows the trace link. */
  firstOfTrace: boolean;
}

/** Actions per v3 `actions` request. */
const PAGE_SIZE = 50;
const NO_FLAGS: RiskFlag[] = [];
/** An action the account is on neither side of: nothing for the poisoning rule. */
const NO_MOVE: PoisoningMovement = {
  direction: 'out',
  counterparty: null,
  asset: { kind: 'ton' },
  amount: '0',
  tonNano: '0',
  operation: '',
};

/**
 * The History tab's list of account `raw` (v3 `actions`, newest first): its pages and rows,
 * the transactions of the rows' traces, the payments that bounced, the risk flags of each
 * row, and the rows left after "Hide flagged".
 */
export function useHistoryList(raw: string) {
  const {
    query,
    rows: actions,
    addressBook: book,
    metadata,
  } = useActionPages({ account: raw, sort: 'desc' }, PAGE_SIZE);
  // The transactions of each page's traces: an action's status is read together with them.
  const traces = usePageTraces(
    query.data?.pages,
    (page) => page.actions.map((a) => a.trace_id),
    PAGE_SIZE,
  );
  const { txsOfTrace, bounces } = useTraceTransactions(traces.responses);
  const rows = useMemo<HistoryRow[]>(
    () =>
      actions.map((a, i) => ({ action: a, firstOfTrace: a.trace_id !== actions[i - 1]?.trace_id })),
    [actions],
  );
  const flagsOf = useActionFlags(rows, raw, book, metadata);
  const { visible, control: hideControl } = useHideFlagged(rows, flagsOf);
  // The payments of a row's transactions that bounced (nanotons sent and returned).
  const paidOf = (r: HistoryRow) =>
    (r.action.transactions ?? []).flatMap((h) => bounces.get(h) ?? []);
  return { query, book, metadata, traces, txsOfTrace, paidOf, flagsOf, visible, hideControl };
}

/**
 * The transactions of each loaded trace by trace id, and the ledger's link of each payment
 * that bounced (by the hash of the transaction that sent it) to the return within its trace,
 * as the Transactions tab does among its rows.
 */
function useTraceTransactions(responses: readonly TracesPage[]) {
  const txsOfTrace = useMemo(() => {
    const out = new Map<string, Record<string, ChainTransaction>>();
    for (const r of responses) {
      for (const t of r.traces) {
        if (t.trace_id) out.set(t.trace_id, t.transactions ?? {});
      }
    }
    return out;
  }, [responses]);
  const bounces: Map<string, BouncedPayment[]> = useMemo(
    () => bouncedPayments([...txsOfTrace.values()].flatMap((txs) => Object.values(txs))),
    [txsOfTrace],
  );
  return { txsOfTrace, bounces };
}

/**
 * Risk flags per action by the rules the Transactions tab uses (the poisoning rule's context
 * learns the account's counterparties as pages arrive), and the marks by the names it draws
 * (a row that shows a mark counts as flagged), made once per row.
 */
function useActionFlags(
  rows: readonly HistoryRow[],
  raw: string,
  book: AddressBook,
  metadata: MetadataMap,
): (r: HistoryRow) => RiskFlag[] {
  useOwnDomainsOf(raw);
  const nameMarks = useNameMarkFlags(book, metadata);
  const factsOf = useMemo(
    () =>
      memoizeByObject((r: HistoryRow) => ({ type: r.action.type, ...describeAction(r.action) })),
    [],
  );
  const movementOf = useCallback(
    (r: HistoryRow) => actionMovement(factsOf(r), raw) ?? NO_MOVE,
    [factsOf, raw],
  );
  const poisoning = usePoisoningContext(rows, raw, movementOf);
  useRecordLookalikes(poisoning?.flags ?? NO_FLAGS);
  return useMemo(
    () =>
      memoizeByObject((r: HistoryRow): RiskFlag[] => {
        if (!poisoning) return [];
        const v = factsOf(r);
        return uniqueFlags([
          ...actionFlags(v, raw, poisoning.ctx, (m) => jettonIdentityOfMaster(m, metadata)),
          ...[v.from, v.to, v.nft].flatMap(nameMarks),
        ]);
      }),
    [raw, poisoning, metadata, factsOf, nameMarks],
  );
}
