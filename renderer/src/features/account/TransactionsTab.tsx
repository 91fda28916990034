import { plural } from '../../../../shared/plural';
import { useMemo, useState } from 'react';
import { ChainText } from '../../components/ChainText';
import { MoreRecipients } from '../../components/MoreRecipients';
import { movementSentence, tonRecipients } from '../../../../shared/ledger/tx-sentence';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import {
  BouncedAmount,
  MintOrderAmount,
  MovedAmount,
  ReturnedAmount,
} from '../../components/MovedAmount';
import { transactionColumn } from '../../components/columns';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { DateTime } from '../../components/DateTime';
import type { Column } from '../../components/VirtualTable';
import { dateInputToUnix } from '../../../../shared/format';
import { summarizeTx } from './tx-summary';
import { usePageLookups, useRowRange } from '../../api/use-page-lookups';
import { TX_PAGE, useTransactionPages } from './account-pages';
import type { MetadataMap, V3Transaction } from '../../lib/v3-types';
import { mayMoveToken, mintOrders, movementToken } from '../../../../shared/ledger/tx-movement';
import { transactionFlags, uniqueFlags, type RiskFlag } from '../../../../shared/risk';
import { nearbyBounces, nearbyReturns } from '../../../../shared/ledger';
import { headlineStatus } from '../../../../shared/status';
import { riskColumn } from '../risk';
import { memoizeByObject } from '../../lib/memoize-by-object';
import { useHideFlagged } from '../risk';
import {
  jettonIdentityOfWallet,
  useNameMarkFlags,
  usePoisoningContext,
  useRecordLookalikes,
} from '../risk';
import { Form } from '../../components/Form';
import { DateTimeField } from '../../components/DateTimeField';
import { routePath } from '../../routing/routes';

/** Filters of the list, as the user typed them. */
interface Filters {
  sort: 'desc' | 'asc';
  from: string;
  to: string;
  startLt: string;
  endLt: string;
}

const EMPTY: Filters = { sort: 'desc', from: '', to: '', startLt: '', endLt: '' };
const NO_FLAGS: RiskFlag[] = [];

/** The time and lt fields of the form, in order: the filter each sets. */
const TIME_FIELDS = [
  { field: 'from', label: 'From time' },
  { field: 'to', label: 'To time' },
] as const;
const LT_FIELDS = [
  { field: 'startLt', label: 'From lt' },
  { field: 'endLt', label: 'To lt' },
] as const;

/** Unix seconds of a typed time filter (null when empty); a bad one names its field. */
function timeParam(text: string, label: string): number | null {
  if (!text.trim()) return null;
  const unix = dateInputToUnix(text);
  if (unix === null) {
    throw new Error(`${label}: write a date as YYYY-MM-DD, with a time as hh:mm or hh:mm:ss.`);
  }
  return unix;
}

/** Turns filters into v3 `transactions` params; throws Error with a readable message. */
function toParams(raw: string, f: Filters): Record<string, unknown> {
  const p: Record<string, unknown> = { account: [raw], sort: f.sort };
  const from = timeParam(f.from, 'From time');
  const to = timeParam(f.to, 'To time');
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

/**
 * The account's transactions (v3 `transactions`, limit/offset pages) as an infinite,
 * virtualized table: newest or oldest first, filtered by time and lt ranges. Each row says what
 * moved (TON, a jetton with the owner on the other side, an NFT) and the operation; the jetton
 * and NFT names come from one v3 `metadata` request per page of rows.
 */
export function TransactionsTab({ raw }: { raw: string }) {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const params = useMemo(() => toParams(raw, applied), [raw, applied]);
  const { query: q, rows: txs, addressBook: book } = useTransactionPages(params);
  const [range, onRangeChange] = useRowRange();
  // The ledger links each payment that bounced to its return among the rows around it.
  const bouncesOf = useMemo(() => nearbyBounces(txs, TX_PAGE), [txs]);
  const returnsOf = useMemo(() => nearbyReturns(txs, TX_PAGE), [txs]);
  // Summaries are made once per transaction (WeakMap), as rows come into view or a page lands.
  const summary = useMemo(
    () => memoizeByObject((tx: V3Transaction) => summarizeTx(tx, raw)),
    [raw],
  );
  const tokens = usePageLookups(
    'metadata',
    q.data?.pages,
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
  const metadata = useMemo(() => {
    const out: MetadataMap = {};
    for (const r of tokens.responses) Object.assign(out, r);
    return out;
  }, [tokens]);

  // Risk flags per transaction, made once per transaction object until the context changes
  // (the poisoning rule's context learns the account's counterparties as pages arrive). With
  // the marks by the names a row draws: a row that shows a mark counts as flagged.
  const poisoning = usePoisoningContext(txs, raw, summary);
  useRecordLookalikes(poisoning?.flags ?? NO_FLAGS);
  const nameMarks = useNameMarkFlags(book, metadata);
  const flagsOf = useMemo(
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
  const { visible, control: hideControl } = useHideFlagged(txs, flagsOf);

  // Stable columns: memoized rows re-render only when the summaries or the metadata change.
  const columns = useMemo<Column<V3Transaction>[]>(
    () => [
      {
        id: 'time',
        header: 'Time',
        width: '130px',
        render: (r) => <DateTime unix={r.now} />,
      },
      {
        id: 'dir',
        header: 'Direction',
        width: '80px',
        // The amount's sign says it too.
        optional: true,
        fitPriority: 4,
        render: (r) => (
          <span className={`dir dir-${summary(r).direction}`}>
            {summary(r).direction === 'in' ? 'In' : 'Out'}
          </span>
        ),
      },
      {
        id: 'party',
        header: 'Counterparty',
        width: 'minmax(170px, 1.4fr)',
        render: (r) => (
          <span className="cell-line tight">
            <Address address={summary(r).counterparty} emptyLabel="External" copy={false} />
            <MoreRecipients
              count={summary(r).moreCounterparties}
              sentence={
                summary(r).asset.kind === 'ton'
                  ? {
                      parts: movementSentence(summary(r), tonRecipients(r, raw)),
                      nanotons: summary(r).amount,
                    }
                  : undefined
              }
            />
          </span>
        ),
      },
      {
        id: 'amount',
        header: 'Amount',
        width: 'minmax(110px, 1fr)',
        render: (r, i) => {
          const m = summary(r);
          const b = bouncesOf(r, i);
          if (b && m.asset.kind === 'ton') return <BouncedAmount payments={b} />;
          // A return whose payment is listed is already in that payment's net amount.
          const payment = returnsOf(r, i);
          if (payment) return <ReturnedAmount returned={m.tonNano} paymentTx={payment} />;
          // A mint order costs TON here; its jettons count where they arrive (one row).
          const orders = mintOrders(r);
          if (orders.length && m.direction === 'out' && m.asset.kind === 'ton') {
            return <MintOrderAmount tonSent={m.tonNano} orders={orders} metadata={metadata} />;
          }
          return <MovedAmount m={m} metadata={metadata} />;
        },
      },
      {
        id: 'operation',
        header: 'Operation',
        width: 'minmax(100px, 0.9fr)',
        optional: true,
        fitPriority: 2,
        render: (r) => (
          <span className="ellipsis" title={summary(r).opcode ?? undefined}>
            {summary(r).operation}
          </span>
        ),
      },
      {
        id: 'fee',
        header: 'Fee',
        width: 'minmax(110px, 0.8fr)',
        optional: true,
        fitPriority: 3,
        render: (r) => <Amount value={summary(r).fee} />,
      },
      {
        id: 'comment',
        header: 'Comment',
        width: 'minmax(80px, 1fr)',
        optional: true,
        fitPriority: 1,
        render: (r) => (
          <span className="ellipsis">
            {summary(r).comment !== undefined && <ChainText text={summary(r).comment!} max={120} />}
          </span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        width: '110px',
        render: (r, i) => <StatusPill status={headlineStatus(r, bouncesOf(r, i))} />,
      },
      riskColumn(flagsOf),
      transactionColumn((r) => r.hash, '110px'),
    ],
    [summary, metadata, flagsOf, bouncesOf, returnsOf, raw],
  );

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
      <Form className="filters" aria-label="Transaction filters" onSubmit={() => apply(draft)}>
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
        {TIME_FIELDS.map(({ field, label }) => (
          <label key={field}>
            {label}
            <DateTimeField
              label={label}
              value={draft[field]}
              onChange={(value) => setDraft({ ...draft, [field]: value })}
            />
          </label>
        ))}
        {LT_FIELDS.map(({ field, label }) => (
          <label key={field}>
            {label}
            <input
              inputMode="numeric"
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
          </label>
        ))}
        {hideControl}
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
      </Form>
      {formError && (
        <p className="error" role="alert">
          {formError}
        </p>
      )}
      <PagedTable
        label="Transactions"
        query={q}
        rows={visible}
        addressBook={book}
        noun="transaction"
        empty={
          <EmptyState title="No transactions">
            {applied === EMPTY
              ? 'This account has no transactions yet.'
              : 'None match these filters.'}
          </EmptyState>
        }
        end={(n) => `${plural(n, 'transaction')}, end of history`}
        columns={columns}
        getKey={(r) => r.hash}
        rowHref={(r) => routePath({ name: 'transaction', hash: r.hash })}
        widthKey={metadata}
        onRangeChange={onRangeChange}
      />
    </div>
  );
}
