import { ActionLine } from '../../components/ActionLine';
import { BouncedAmount } from '../../components/MovedAmount';
import { DateTime } from '../../components/DateTime';
import type { Column } from '../../components/VirtualTable';
import { StatusPill } from '../../components/StatusPill';
import type { MetadataMap } from '../../lib/v3-types';
import { describeAction } from '../../lib/actions';
import { actionStatus, paymentBouncedStatus } from '../../../../shared/status';
import type { BouncedPayment, ChainTransaction } from '../../../../shared/ledger';
import type { RiskFlag } from '../../../../shared/risk';
import { sameAddress } from '../../../../shared/ton/address';
import { routePath } from '../../routing/routes';
import { riskColumn } from '../risk';
import type { HistoryRow } from './use-history-list';

/** What the History tab's cells read besides the row. */
export interface HistoryColumnContext {
  /** The account the list is of (raw form). */
  raw: string;
  metadata: MetadataMap;
  /** The transactions of each loaded trace, by trace id. */
  txsOfTrace: ReadonlyMap<string, Record<string, ChainTransaction>>;
  /** Whether traces of rows on screen are still loading. */
  tracesLoading: boolean;
  /** The payments of a row's transactions that bounced. */
  paidOf: (r: HistoryRow) => BouncedPayment[];
  flagsOf: (r: HistoryRow) => RiskFlag[];
}

/** The History tab's columns: time (once per trace), action, action status, risk, trace link. */
export function historyColumns(ctx: HistoryColumnContext): Column<HistoryRow>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      width: '160px',
      render: (r) => (r.firstOfTrace ? <DateTime unix={r.action.end_utime} /> : null),
    },
    {
      id: 'action',
      header: 'Action',
      width: 'minmax(300px, 4fr)',
      render: (r) => actionCell(r, ctx),
    },
    {
      id: 'status',
      // The action's status (all its transactions), told apart from a transaction's.
      header: 'Action status',
      width: '130px',
      render: (r) => statusCell(r, ctx),
    },
    riskColumn(ctx.flagsOf),
    {
      id: 'trace',
      header: 'Trace',
      width: '110px',
      render: (r) =>
        r.firstOfTrace && r.action.trace_id ? (
          <a href={routePath({ name: 'trace', id: r.action.trace_id })}>Open trace</a>
        ) : null,
    },
  ];
}

/** The action in words; a payment of the account's that bounced reads net (the ledger's link). */
function actionCell(r: HistoryRow, ctx: HistoryColumnContext) {
  const paid = ctx.paidOf(r);
  const from = describeAction(r.action).from;
  const ours = paid.length > 0 && !!from && sameAddress(from, ctx.raw);
  return (
    <ActionLine
      action={r.action}
      metadata={ctx.metadata}
      account={ctx.raw}
      amount={ours ? <BouncedAmount payments={paid} /> : undefined}
    />
  );
}

/** The action's status read with its trace's transactions; Bounced with what came back. */
function statusCell(r: HistoryRow, ctx: HistoryColumnContext) {
  const txs = r.action.trace_id ? ctx.txsOfTrace.get(r.action.trace_id) : undefined;
  if (!txs && ctx.tracesLoading) return <span className="muted">…</span>;
  const paid = ctx.paidOf(r);
  if (paid.length) {
    const sent = paid.reduce((s, p) => s + p.sent, 0n);
    const back = paid.reduce((s, p) => s + p.returned, 0n);
    return <StatusPill status={paymentBouncedStatus(sent, back)} />;
  }
  return <StatusPill status={actionStatus(r.action, txs)} />;
}
