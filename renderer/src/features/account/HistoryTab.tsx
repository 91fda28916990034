import { useCallback, useMemo } from 'react';
import { ActionLine } from '../../components/ActionLine';
import { BouncedAmount } from '../../components/MovedAmount';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import type { Column } from '../../components/VirtualTable';
import { StatusPill } from '../../components/StatusPill';
import { usePageTraces } from '../../api/use-page-lookups';
import { useActionPages } from './account-pages';
import type { V3Action } from '../../lib/v3-types';
import { actionStatus, paymentBouncedStatus } from '../../../../shared/status';
import { bouncedPayments, type ChainTransaction } from '../../../../shared/ledger';
import { routePath } from '../../routing/routes';
import {
  actionFlags,
  actionMovement,
  uniqueFlags,
  type PoisoningMovement,
  type RiskFlag,
} from '../../../../shared/risk';
import { describeAction } from '../../lib/actions';
import { sameAddress } from '../../../../shared/ton/address';
import { riskColumn } from '../risk';
import { memoizeByObject } from '../../lib/memoize-by-object';
import { FlagFilters, useHideFlagged } from '../risk';
import {
  jettonIdentityOfMaster,
  useNameMarkFlags,
  useOwnDomainsOf,
  usePoisoningContext,
  useRecordLookalikes,
} from '../risk';

interface Row {
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
 * The account's history grouped by trace (v3 `actions` by account, newest first): each action
 * in plain words (TON transfer, jetton transfer, NFT transfer, mint, burn, contract call),
 * its status read with its transactions (one v3 `traces` request per page of actions): a
 * payment that bounced says Bounced from the ledger's bounce link, with what came back; and a
 * link to its trace.
 */
export function HistoryTab({ raw }: { raw: string }) {
  const {
    query: q,
    rows: actions,
    addressBook: book,
    metadata,
  } = useActionPages({ account: raw, sort: 'desc' }, PAGE_SIZE);
  // The transactions of each page's traces: an action's status is read together with them.
  const traces = usePageTraces(
    q.data?.pages,
    (page) => page.actions.map((a) => a.trace_id),
    PAGE_SIZE,
  );
  const txsOfTrace = useMemo(() => {
    const out = new Map<string, Record<string, ChainTransaction>>();
    for (const r of traces.responses) {
      for (const t of r.traces) {
        if (t.trace_id) out.set(t.trace_id, t.transactions ?? {});
      }
    }
    return out;
  }, [traces]);
  // The ledger links each payment that bounced (by the hash of the transaction that sent it)
  // to the return within its trace, as the Transactions tab does among its rows.
  const bounces = useMemo(
    () => bouncedPayments([...txsOfTrace.values()].flatMap((txs) => Object.values(txs))),
    [txsOfTrace],
  );
  const rows = useMemo<Row[]>(
    () =>
      actions.map((a, i) => ({ action: a, firstOfTrace: a.trace_id !== actions[i - 1]?.trace_id })),
    [actions],
  );
  // Risk flags per action by the rules the Transactions tab uses (the poisoning rule's
  // context learns the account's counterparties as pages arrive), and the marks by the names
  // it draws (a row that shows a mark counts as flagged), made once per row.
  useOwnDomainsOf(raw);
  const nameMarks = useNameMarkFlags(book, metadata);
  const factsOf = useMemo(
    () => memoizeByObject((r: Row) => ({ type: r.action.type, ...describeAction(r.action) })),
    [],
  );
  const movementOf = useCallback(
    (r: Row) => actionMovement(factsOf(r), raw) ?? NO_MOVE,
    [factsOf, raw],
  );
  const poisoning = usePoisoningContext(rows, raw, movementOf);
  useRecordLookalikes(poisoning?.flags ?? NO_FLAGS);
  const flagsOf = useMemo(
    () =>
      memoizeByObject((r: Row): RiskFlag[] => {
        if (!poisoning) return [];
        const v = factsOf(r);
        return uniqueFlags([
          ...actionFlags(v, raw, poisoning.ctx, (m) => jettonIdentityOfMaster(m, metadata)),
          ...[v.from, v.to, v.nft].flatMap(nameMarks),
        ]);
      }),
    [raw, poisoning, metadata, factsOf, nameMarks],
  );
  const { visible, control: hideControl } = useHideFlagged(rows, flagsOf);

  const paidOf = (r: Row) => (r.action.transactions ?? []).flatMap((h) => bounces.get(h) ?? []);
  const columns: Column<Row>[] = [
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
      render: (r) => {
        // A payment that bounced reads net, as on the Transactions tab (the ledger's link).
        const paid = paidOf(r);
        const from = describeAction(r.action).from;
        const ours = paid.length > 0 && !!from && sameAddress(from, raw);
        return (
          <ActionLine
            action={r.action}
            metadata={metadata}
            account={raw}
            amount={ours ? <BouncedAmount payments={paid} /> : undefined}
          />
        );
      },
    },
    {
      id: 'status',
      // The action's status (all its transactions), told apart from a transaction's.
      header: 'Action status',
      width: '130px',
      render: (r) => {
        const txs = r.action.trace_id ? txsOfTrace.get(r.action.trace_id) : undefined;
        if (!txs && traces.loading) return <span className="muted">…</span>;
        const paid = paidOf(r);
        if (paid.length) {
          const sent = paid.reduce((s, p) => s + p.sent, 0n);
          const back = paid.reduce((s, p) => s + p.returned, 0n);
          return <StatusPill status={paymentBouncedStatus(sent, back)} />;
        }
        return <StatusPill status={actionStatus(r.action, txs)} />;
      },
    },
    riskColumn(flagsOf),
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

  return (
    <>
      <FlagFilters label="History filters" control={hideControl} />
      <PagedTable
        label="History by trace"
        query={q}
        rows={visible}
        addressBook={book}
        metadata={metadata}
        noun="action"
        plural="actions"
        empty={<EmptyState title="No history">No actions involve this account yet.</EmptyState>}
        end={() => 'End of history'}
        columns={columns}
        getKey={(r) => r.action.action_id}
        onRangeChange={traces.onRangeChange}
        rowHeight={44}
      />
    </>
  );
}
