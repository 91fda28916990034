import { plural } from '../../../shared/plural';
import type { RequestLogEntry } from '../../../shared/ipc/channels/api';
import type { ProfileView } from '../../../shared/profiles';
import { useRequestLog } from '../api/connection';
import { formatClock } from '../../../shared/format';
import { useUiStore } from '../stores/ui-store';
import { ErrorState, Loading } from './States';

/** How often the open panel refreshes the log (ms), besides throttle changes. */
const POLL_MS = 2_000;

/** `200`, or the error code (`RATE_LIMITED 429`), or `pending`. */
function outcome(e: RequestLogEntry): string {
  if (e.errorCode) return e.status ? `${e.errorCode} ${e.status}` : e.errorCode;
  return e.status === null ? 'pending' : String(e.status);
}

/** Milliseconds as `85 ms` or `1.20 s`. */
function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/**
 * The Network panel: the active profile's request log (`api:log`), newest first: time, API,
 * operation, path (main redacts any key), status or error code, duration, retries and queue
 * wait. While open it refreshes every 2 s and on every `throttle:changed` of the profile.
 */
export function NetworkPanel({ profile }: { profile: ProfileView }) {
  const close = useUiStore((s) => s.setNetworkPanelOpen);
  const log = useRequestLog(profile.id, POLL_MS);
  const rows = log.data ? [...log.data].reverse() : [];

  return (
    <section id="network-panel" className="network-panel" aria-label="Network">
      <header className="network-panel-head">
        <h2>Network: {profile.name}</h2>
        <span className="muted">
          Last {plural(rows.length, 'request')} of this profile, newest first
        </span>
        <button type="button" aria-label="Close the Network panel" onClick={() => close(false)}>
          Close
        </button>
      </header>
      {log.isPending ? (
        <Loading label="Loading the request log…" />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted">No requests yet for this profile.</p>
      ) : (
        <div className="network-scroll">
          <table className="table network-table" aria-label="Requests">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">API</th>
                <th scope="col">Operation</th>
                <th scope="col">Path</th>
                <th scope="col">Status</th>
                <th scope="col">Duration</th>
                <th scope="col">Retries</th>
                <th scope="col">Queue wait</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id} className={e.errorCode ? 'network-error' : undefined}>
                  <td>{formatClock(e.startedAt)}</td>
                  <td>{e.api}</td>
                  <td>{e.operation}</td>
                  <td className="mono network-path" title={`${e.method} ${e.path}`}>
                    {e.method} {e.path}
                  </td>
                  <td className={e.errorCode ? 'error' : undefined}>{outcome(e)}</td>
                  <td>{ms(e.durationMs)}</td>
                  <td>{e.retries}</td>
                  <td>{ms(e.queueWaitMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
