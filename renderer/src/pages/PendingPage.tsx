import { useEffect, useMemo, useState } from 'react';
import {
  actionStatus,
  traceStatus,
  type Status,
  type StatusAction,
  type StatusTrace,
} from '../../../shared/status';
import { actionTitle } from '../lib/actions';
import { parseAddress } from '../../../shared/ton/address';
import { Address, AddressBookContext } from '../components/Address';
import { Hash } from '../components/Hash';
import { EmptyState, ErrorState, Loading } from '../components/States';
import { TimeAgo } from '../components/TimeAgo';
import { useV3 } from '../lib/api-call';
import { OfflineBanner } from '../persistence/OfflineBanner';
import type { Route } from '../routing/routes';
import { navigate } from '../routing/use-route';
import './reference/reference.css';

/** How often the pending lists refresh (a block comes every few seconds). */
const REFRESH_MS = 1_000;

/** A v3 trace as the pending and confirmed lists read it. */
interface TraceRow extends StatusTrace {
  trace_id?: string | null;
  external_hash?: string | null;
  start_utime?: number;
  trace_info?: { trace_state?: string; transactions?: number; pending_messages?: number } | null;
}

/** A status from the shared status model, as a pill with its reason. */
export function StatusMark({ status }: { status: Status }) {
  const tone = status.tone === 'pending' ? 'warn' : status.tone;
  return (
    <span className={`pill pill-${tone}`} title={status.reason} data-status={status.kind}>
      {status.label}
    </span>
  );
}

/**
 * Pending traces of one account (v3 `pendingTraces`: messages accepted but not yet in a
 * block), refreshed every second. A trace that leaves the pending list moves to "Confirmed
 * since this page opened", looked up by its external message (v3 `traces?msg_hash=`) with the
 * status the status model gives it. toncenter lists pending traces per account (or per
 * external message), so the page asks for an account.
 */
export function PendingPage({ route }: { route: Extract<Route, { name: 'pending' }> }) {
  const [draft, setDraft] = useState(route.account ?? '');
  const [formError, setFormError] = useState<string | null>(null);
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
      <form
        className="ref-controls"
        onSubmit={(e) => {
          e.preventDefault();
          try {
            parseAddress(draft.trim());
            setFormError(null);
            navigate({ name: 'pending', account: draft.trim() });
          } catch (err) {
            setFormError((err as Error).message);
          }
        }}
      >
        <label>
          Account
          <input
            type="text"
            aria-label="Account to watch"
            placeholder="Address in any form"
            value={draft}
            size={52}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit">Watch</button>
      </form>
      {formError && <p className="error">{formError}</p>}
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
  const pendingActions = (actions.data?.actions ?? []) as Array<
    StatusAction & { action_id?: string; trace_id?: string | null }
  >;
  const traces = useMemo(() => (pending.data?.traces ?? []) as TraceRow[], [pending.data]);
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
      <section className="ref-section" aria-label="Pending traces">
        <h3>Pending now</h3>
        {pending.isPending ? (
          <Loading label="Loading pending traces…" />
        ) : pending.isError && !pending.data ? (
          <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
        ) : traces.length === 0 ? (
          <EmptyState title="Nothing pending for this account">
            Every message to this account is in a block. New ones show here within a second.
          </EmptyState>
        ) : (
          <table className="table" aria-label="Pending traces">
            <thead>
              <tr>
                <th scope="col">External message</th>
                <th scope="col">Accepted</th>
                <th scope="col">Transactions</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {traces.map((t) => (
                <tr key={t.external_hash ?? t.trace_id}>
                  <td>
                    <Hash value={t.external_hash} label="external message hash" />
                  </td>
                  <td>{t.start_utime ? <TimeAgo unix={t.start_utime} /> : '—'}</td>
                  <td>{t.trace_info?.transactions ?? '—'}</td>
                  <td>
                    <StatusMark status={traceStatus(t)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {pendingActions.length > 0 && (
        <section className="ref-section" aria-label="Pending actions">
          <h3>Pending actions</h3>
          <table className="table" aria-label="Pending actions">
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Trace</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {pendingActions.map((a) => (
                <tr key={a.action_id ?? a.trace_id}>
                  <td>{actionTitle(a.type ?? 'unknown')}</td>
                  <td>
                    <Hash value={a.trace_id} label="trace id" />
                  </td>
                  <td>
                    <StatusMark status={actionStatus(a)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {confirmed.length > 0 && (
        <section className="ref-section" aria-label="Confirmed traces">
          <h3>Confirmed since this page opened</h3>
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
        </section>
      )}
    </AddressBookContext.Provider>
  );
}

/** A trace that left the pending list: its indexed form, found by its external message. */
function ConfirmedRow({ extHash }: { extHash: string }) {
  const [tries, setTries] = useState(0);
  const trace = useV3('traces', { msg_hash: [extHash], limit: 1 }, {});
  const found = (trace.data?.traces?.[0] ?? null) as (TraceRow & { end_utime?: number }) | null;
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
      <td>{found?.end_utime ? <TimeAgo unix={found.end_utime} /> : '—'}</td>
      <td>
        {found ? <StatusMark status={traceStatus(found)} /> : <span className="muted">—</span>}
      </td>
    </tr>
  );
}
