import { useEffect, useMemo, useState } from 'react';
import { actionStatus, traceStatus } from '../../../../shared/status';
import type { ChainAction, ChainTrace } from '../../../../shared/api/v3-rows';
import { actionTitle } from '../../lib/actions';
import { parseAddress } from '../../../../shared/ton/address';
import { Address, AddressBookContext } from '../../components/Address';
import { Hash } from '../../components/Hash';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { StatusPill } from '../../components/StatusPill';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { AddressFieldForm } from '../search';
import { useV3 } from '../../api/use-v3';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import type { Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import '../../components/reference.css';
import { RefSection } from '../../components/RefSection';

/** How often the pending lists refresh (a block comes every few seconds). */
const REFRESH_MS = 1_000;

const pendingTraceColumns: SmallColumn<ChainTrace>[] = [
  {
    id: 'ext',
    header: 'External message',
    render: (t) => <Hash value={t.external_hash} label="external message hash" />,
  },
  {
    id: 'accepted',
    header: 'Accepted',
    render: (t) => (t.start_utime ? <DateTime unix={t.start_utime} /> : '—'),
  },
  { id: 'txs', header: 'Transactions', render: (t) => t.trace_info?.transactions ?? '—' },
  { id: 'status', header: 'Status', render: (t) => <StatusPill status={traceStatus(t)} /> },
];

const pendingActionColumns: SmallColumn<ChainAction>[] = [
  { id: 'action', header: 'Action', render: (a) => actionTitle(a.type) },
  { id: 'trace', header: 'Trace', render: (a) => <Hash value={a.trace_id} label="trace id" /> },
  { id: 'status', header: 'Status', render: (a) => <StatusPill status={actionStatus(a)} /> },
];

/**
 * The two pending tables' rows' keys and columns. A pending trace or action may have no trace
 * id yet: a trace is known by its external message, an action by its id.
 */
const traceTable = {
  getKey: (t: ChainTrace, i: number) => t.external_hash ?? t.trace_id ?? String(i),
  columns: pendingTraceColumns,
};
const actionTable = {
  getKey: (a: ChainAction, i: number) => a.action_id ?? a.trace_id ?? String(i),
  columns: pendingActionColumns,
};

/**
 * Pending traces of one account (v3 `pendingTraces`: messages accepted but not yet in a
 * block), refreshed every second. A trace that leaves the pending list moves to "Confirmed
 * since this page opened", looked up by its external message (v3 `traces?msg_hash=`) with the
 * status the status model gives it. toncenter lists pending traces per account (or per
 * external message), so the page asks for an account.
 */
export function PendingPage({ route }: { route: Extract<Route, { name: 'pending' }> }) {
  let raw: string | null = null;
  let routeError: string | null = null;
  if (route.account) {
    try {
      raw = parseAddress(route.account).raw;
    } catch (e) {
      routeError = (e as Error).message;
    }
  }
  return (
    <article className="ref-page" aria-label="Pending transactions">
      <h2>Pending transactions</h2>
      <p className="muted">
        Messages the network accepted that are not in a block yet, for one account. The list
        refreshes every second; confirmed traces stay below with their outcome.
      </p>
      <AddressFieldForm
        label="Account"
        inputLabel="Account to watch"
        submitLabel="Watch"
        initial={route.account ?? ''}
        onAddress={(account) => navigate({ name: 'pending', account })}
      />
      {routeError && <ErrorState error={{ code: 'INVALID_INPUT', message: routeError }} />}
      {!route.account && (
        <EmptyState title="Choose an account to watch">
          toncenter lists pending traces per account or per external message: enter an account
          above.
        </EmptyState>
      )}
      {raw && <PendingOf key={raw} raw={raw} />}
    </article>
  );
}

function PendingOf({ raw }: { raw: string }) {
  const pending = useV3('pendingTraces', { account: raw }, { refetchInterval: REFRESH_MS });
  const actions = useV3('pendingActions', { account: raw }, { refetchInterval: REFRESH_MS });
  const pendingActions = actions.data?.actions ?? [];
  const traces = useMemo(() => pending.data?.traces ?? [], [pending.data]);
  // External hashes seen pending while the page is open (oldest first).
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    const hashes = traces.map((t) => t.external_hash).filter((h): h is string => !!h);
    if (hashes.some((h) => !seen.includes(h))) {
      setSeen((s) => [...s, ...hashes.filter((h) => !s.includes(h))]);
    }
  }, [traces, seen]);
  const pendingNow = new Set(traces.map((t) => t.external_hash));
  const confirmed = seen.filter((h) => !pendingNow.has(h)).reverse();

  return (
    <AddressBookContext.Provider value={pending.data?.address_book ?? {}}>
      <OfflineBanner queries={[pending, actions]} />
      <p>
        <span className="live-dot" aria-hidden="true" />
        Watching <Address address={raw} short={false} />
      </p>
      <RefSection label="Pending traces" title="Pending now">
        {pending.isPending ? (
          <Loading label="Loading pending traces…" />
        ) : pending.isError && !pending.data ? (
          <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
        ) : traces.length === 0 ? (
          <EmptyState title="Nothing pending for this account">
            Every message to this account is in a block. New ones show here within a second.
          </EmptyState>
        ) : (
          <SmallTable label="Pending traces" rows={traces} {...traceTable} />
        )}
      </RefSection>
      {pendingActions.length > 0 && (
        <RefSection label="Pending actions" title="Pending actions">
          <SmallTable label="Pending actions" rows={pendingActions} {...actionTable} />
        </RefSection>
      )}
      {confirmed.length > 0 && (
        <RefSection label="Confirmed traces" title="Confirmed since this page opened">
          <table className="table" aria-label="Confirmed traces">
            <thead>
              <tr>
                <th scope="col">External message</th>
                <th scope="col">Trace</th>
                <th scope="col">Finished</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {confirmed.map((h) => (
                <ConfirmedRow key={h} extHash={h} />
              ))}
            </tbody>
          </table>
        </RefSection>
      )}
    </AddressBookContext.Provider>
  );
}

/** A trace that left the pending list: its indexed form, found by its external message. */
function ConfirmedRow({ extHash }: { extHash: string }) {
  const [tries, setTries] = useState(0);
  const trace = useV3('traces', { msg_hash: [extHash], limit: 1 }, {});
  const found = trace.data?.traces?.[0] ?? null;
  // The index may lag the block by a moment: look again a few times until the trace is in.
  useEffect(() => {
    if (found || trace.isFetching || tries >= 10) return;
    const t = setTimeout(() => {
      setTries((n) => n + 1);
      void trace.refetch();
    }, REFRESH_MS);
    return () => clearTimeout(t);
  }, [found, trace, tries]);
  return (
    <tr>
      <td>
        <Hash value={extHash} label="external message hash" />
      </td>
      <td>
        {found?.trace_id ? (
          <Hash
            value={found.trace_id}
            to={{ name: 'trace', id: found.trace_id }}
            label="trace id"
          />
        ) : (
          <span className="muted">{tries >= 10 ? 'not found in the index' : 'looking up…'}</span>
        )}
      </td>
      <td>{found?.end_utime ? <DateTime unix={found.end_utime} /> : '—'}</td>
      <td>
        {found ? <StatusPill status={traceStatus(found)} /> : <span className="muted">—</span>}
      </td>
    </tr>
  );
}
