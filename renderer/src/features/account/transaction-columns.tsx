import { ChainText } from '../../components/ChainText';
import { MoreRecipients } from '../../components/MoreRecipients';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import {
  BouncedAmount,
  MintOrderAmount,
  MovedAmount,
  ReturnedAmount,
} from '../../components/MovedAmount';
import { transactionColumn } from '../../components/columns';
import { StatusPill } from '../../components/StatusPill';
import { DateTime } from '../../components/DateTime';
import type { Column } from '../../components/VirtualTable';
import type { MetadataMap, V3Transaction } from '../../lib/v3-types';
import { movementSentence, tonRecipients } from '../../../../shared/ledger/tx-sentence';
import { mintOrders } from '../../../../shared/ledger/tx-movement';
import type { BouncedPayment } from '../../../../shared/ledger';
import type { RiskFlag } from '../../../../shared/risk';
import { headlineStatus } from '../../../../shared/status';
import { riskColumn } from '../risk';
import type { SummaryOf } from './use-transaction-list';
import type { TxSummary } from './tx-summary';

type TxColumn = Column<V3Transaction>;

/** What the Transactions tab's cells read besides the row. */
export interface TxColumnContext {
  /** The account the list is of (raw form). */
  raw: string;
  summary: SummaryOf;
  /** The payments of a row that bounced, with their returns among the rows around it. */
  bouncesOf: (tx: V3Transaction, index: number) => BouncedPayment[] | undefined;
  /** The hash of the payment a returning row brings back, when that payment is listed. */
  returnsOf: (tx: V3Transaction, index: number) => string | undefined;
  metadata: MetadataMap;
  flagsOf: (tx: V3Transaction) => RiskFlag[];
}

/**
 * The Transactions tab's columns, in order: time, direction, counterparty, amount, operation,
 * fee, comment, status, risk, the transaction link. Optional ones are left out first when
 * the table is narrow (lowest fit priority shown first).
 */
export function transactionColumns(ctx: TxColumnContext): TxColumn[] {
  const { summary } = ctx;
  return [
    { id: 'time', header: 'Time', width: '130px', render: (r) => <DateTime unix={r.now} /> },
    // The amount's sign says it too.
    optionalColumn('dir', 'Direction', '80px', 4, (r) => directionCell(summary(r))),
    {
      id: 'party',
      header: 'Counterparty',
      width: 'minmax(170px, 1.4fr)',
      render: (r) => counterpartyCell(r, summary(r), ctx.raw),
    },
    {
      id: 'amount',
      header: 'Amount',
      width: 'minmax(110px, 1fr)',
      render: (r, i) => amountCell(r, i, ctx),
    },
    optionalColumn('operation', 'Operation', 'minmax(100px, 0.9fr)', 2, (r) =>
      operationCell(summary(r)),
    ),
    optionalColumn('fee', 'Fee', 'minmax(110px, 0.8fr)', 3, (r) => (
      <Amount value={summary(r).fee} />
    )),
    optionalColumn('comment', 'Comment', 'minmax(80px, 1fr)', 1, (r) => commentCell(summary(r))),
    {
      id: 'status',
      header: 'Status',
      width: '110px',
      render: (r, i) => <StatusPill status={headlineStatus(r, ctx.bouncesOf(r, i))} />,
    },
    riskColumn(ctx.flagsOf),
    transactionColumn((r) => r.hash, '110px'),
  ];
}

/** A column the table may leave out when narrow; lower `fitPriority` is shown first. */
function optionalColumn(
  id: string,
  header: string,
  width: string,
  fitPriority: number,
  render: TxColumn['render'],
): TxColumn {
  return { id, header, width, optional: true, fitPriority, render };
}

/** In or Out. */
function directionCell(m: TxSummary) {
  return <span className={`dir dir-${m.direction}`}>{m.direction === 'in' ? 'In' : 'Out'}</span>;
}

/** The other side (External when none), and how many more a TON payment went to. */
function counterpartyCell(r: V3Transaction, m: TxSummary, raw: string) {
  return (
    <span className="cell-line tight">
      <Address address={m.counterparty} emptyLabel="External" copy={false} />
      <MoreRecipients
        count={m.moreCounterparties}
        sentence={
          m.asset.kind === 'ton'
            ? { parts: movementSentence(m, tonRecipients(r, raw)), nanotons: m.amount }
            : undefined
        }
      />
    </span>
  );
}

/**
 * What a row moved: a bounced payment net of its return, a return whose payment is listed,
 * a mint order's TON cost, else the movement (TON, a jetton, an NFT).
 */
function amountCell(r: V3Transaction, i: number, ctx: TxColumnContext) {
  const m = ctx.summary(r);
  const b = ctx.bouncesOf(r, i);
  if (b && m.asset.kind === 'ton') return <BouncedAmount payments={b} />;
  // A return whose payment is listed is already in that payment's net amount.
  const payment = ctx.returnsOf(r, i);
  if (payment) return <ReturnedAmount returned={m.tonNano} paymentTx={payment} />;
  // A mint order costs TON here; its jettons count where they arrive (one row).
  const orders = mintOrders(r);
  if (orders.length && m.direction === 'out' && m.asset.kind === 'ton') {
    return <MintOrderAmount tonSent={m.tonNano} orders={orders} metadata={ctx.metadata} />;
  }
  return <MovedAmount m={m} metadata={ctx.metadata} />;
}

/** The operation's name, its opcode in the tooltip. */
function operationCell(m: TxSummary) {
  return (
    <span className="ellipsis" title={m.opcode ?? undefined}>
      {m.operation}
    </span>
  );
}

/** The text comment, as chain text (at most 120 characters). */
function commentCell(m: TxSummary) {
  return (
    <span className="ellipsis">
      {m.comment !== undefined && <ChainText text={m.comment} max={120} />}
    </span>
  );
}
