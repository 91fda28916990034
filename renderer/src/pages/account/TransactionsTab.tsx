import { useCallback, useMemo, useState } from 'react';
import { Address, AddressBookContext } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { Hash } from '../../components/Hash';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { TimeAgo } from '../../components/TimeAgo';
import { VirtualTable, type Column } from '../../components/VirtualTable';
import { localInputToUnix } from '../../lib/format';
import { summarizeTx, type TxSummary } from '../../lib/tx-summary';
import { useV3Pages } from '../../lib/use-paged';
import type { V3Transaction } from '../../lib/v3-types';

/** Filters of the list, as the user typed them. */
interface Filters {
  sort: 'desc' | 'asc';
  from: string;
  to: string;
  startLt: string;
  endLt: string;
}

const EMPTY: Filters = { sort: 'desc', from: '', to: '', startLt: '', endLt: '' };

/** Turns filters into v3 `transactions` params; throws Error with a readable message. */
function toParams(raw: string, f: Filters): Record<string, unknown> {
  const p: Record<string, unknown> = { account: [raw], sort: f.sort };
  const from = localInputToUnix(f.from);
  const to = localInputToUnix(f.to);
  if (from !== null) p.start_utime = from;
  if (to !== null) p.end_utime = to;
  if (from !== null && to !== null && from > to)
    throw new Error('The start time is after the end time.');
  for (const [key, value] of [
    ['start_lt', f.startLt],
    ['end_lt', f.endLt],
  ] as const) {
    const t = value.trim();
    if (!t) continue;
    if (!/^\d+$/.test(t))
      throw new Error(`${key === 'start_lt' ? 'From lt' : 'To lt'} must be a whole number.`);
    p[key] = t;
  }
  if (p.start_lt && p.end_lt && BigInt(p.start_lt as string) > BigInt(p.end_lt as string)) {
    throw new Error('From lt is greater than To lt.');
  }
  return p;
}

interface Row {
  tx: V3Transaction;
  s: TxSummary;
}

/**
 * The account's transactions (v3 `transactions`, limit/offset pages) as an infinite,
 * virtualized table: newest or oldest first, filtered by time and lt ranges.
 */
export function TransactionsTab({ raw }: { raw: string }) {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const params = useMemo(() => toParams(raw, applied), [raw, applied]);
  const {
    query: q,
    rows: txs,
    addressBook: book,
  } = useV3Pages(
    'transactions',
    params,
    (p) => p.transactions,
    (tx) => tx.hash,
    100,
  );
  const rows = useMemo<Row[]>(() => txs.map((tx) => ({ tx, s: summarizeTx(tx, raw) })), [txs, raw]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  const onEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const columns: Column<Row>[] = [
    {
      id: 'time',
      header: 'Time',
      width: '130px',
      render: (r) => <TimeAgo unix={r.tx.now} compact />,
    },
    {
      id: 'dir',
      header: 'Direction',
      width: '80px',
      render: (r) => (
        <span className={`dir dir-${r.s.direction}`}>{r.s.direction === 'in' ? 'In' : 'Out'}</span>
      ),
    },
    {
      id: 'party',
      header: 'Counterparty',
      width: 'minmax(180px, 1.4fr)',
      render: (r) => (
        <>
          <Address address={r.s.counterparty} emptyLabel="External" />
          {r.s.moreCounterparties > 0 && <span className="muted"> +{r.s.moreCounterparties}</span>}
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      width: 'minmax(130px, 1fr)',
      render: (r) => <Amount value={r.s.amount} sign={r.s.direction === 'in' ? '+' : '-'} />,
    },
    {
      id: 'fee',
      header: 'Fee',
      width: 'minmax(150px, 0.8fr)',
      render: (r) => <Amount value={r.s.fee} />,
    },
    {
      id: 'comment',
      header: 'Comment',
      width: 'minmax(100px, 1fr)',
      render: (r) => (
        <span className="ellipsis" title={r.s.comment}>
          {r.s.comment ?? ''}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: '90px',
      render: (r) => <StatusPill status={r.s.status} />,
    },
    {
      id: 'tx',
      header: 'Transaction',
      width: '150px',
      render: (r) => (
        <Hash
          value={r.tx.hash}
          to={{ name: 'transaction', hash: r.tx.hash }}
          label="transaction hash"
        />
      ),
    },
  ];

  const apply = (next: Filters) => {
    try {
      toParams(raw, next);
      setFormError(null);
      setApplied(next);
    } catch (e) {
      setFormError((e as Error).message);
    }
  };

  return (
    <div className="tx-tab">
      <form
        className="filters"
        aria-label="Transaction filters"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <label>
          Order
          <select
            value={draft.sort}
            onChange={(e) => {
              const next = { ...draft, sort: e.target.value as Filters['sort'] };
              setDraft(next);
              apply(next);
            }}
          >
            <option value="desc">Newest first</option>
            <option value="asc">Oldest first</option>
          </select>
        </label>
        <label>
          From time
          <input
            type="datetime-local"
            step={1}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          To time
          <input
            type="datetime-local"
            step={1}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <label>
          From lt
          <input
            inputMode="numeric"
            value={draft.startLt}
            onChange={(e) => setDraft({ ...draft, startLt: e.target.value })}
          />
        </label>
        <label>
          To lt
          <input
            inputMode="numeric"
            value={draft.endLt}
            onChange={(e) => setDraft({ ...draft, endLt: e.target.value })}
          />
        </label>
        <button type="submit">Apply filters</button>
        <button
          type="button"
          onClick={() => {
            setDraft(EMPTY);
            apply(EMPTY);
          }}
        >
          Reset
        </button>
      </form>
      {formError && (
        <p className="error" role="alert">
          {formError}
        </p>
      )}
      {q.isPending ? (
        <Loading label="Loading transactions…" />
      ) : q.isError && rows.length === 0 ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No transactions">
          {applied === EMPTY
            ? 'This account has no transactions yet.'
            : 'None match these filters.'}
        </EmptyState>
      ) : (
        <AddressBookContext.Provider value={book}>
          <VirtualTable
            label="Transactions"
            rows={rows}
            columns={columns}
            getKey={(r) => r.tx.hash}
            onEndReached={onEnd}
            footer={
              isFetchingNextPage ? (
                'Loading more…'
              ) : q.isFetchNextPageError ? (
                <ErrorState error={q.error} onRetry={() => void fetchNextPage()} />
              ) : hasNextPage ? (
                'Scroll for more'
              ) : (
                `${rows.length} transaction${rows.length === 1 ? '' : 's'}, end of history`
              )
            }
          />
        </AddressBookContext.Provider>
      )}
    </div>
  );
}
