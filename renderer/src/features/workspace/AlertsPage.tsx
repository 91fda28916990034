import { EmptyState, ErrorState, Loading } from '../../components/States';
import { useProfile } from '../../lib/profile-context';
import { markAlertsRead, useAlerts, useWatches } from '../../api/watches';
import { AlertItem } from './AlertItem';
import { Watchlist } from './Watchlist';

/**
 * Alerts of watched accounts (newest first; unread in bold), each linked to its transaction,
 * and the watchlist. Alerts are kept in the workspace database with their read state.
 */
export function AlertsPage() {
  const { network } = useProfile();
  const alerts = useAlerts(network);
  const watches = useWatches(network);
  const markRead = (ids?: number[]) => void markAlertsRead({ network, ...(ids ? { ids } : {}) });

  return (
    <section className="alerts-page">
      <h1>Alerts</h1>
      <p className="muted">
        From the accounts you watch on <strong>{network}</strong>. Watch an account from its page (☆
        Watch…).
      </p>
      {alerts.isPending ? (
        <Loading label="Loading alerts…" />
      ) : alerts.isError ? (
        <ErrorState error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : alerts.data.alerts.length === 0 ? (
        <EmptyState title="No alerts yet.">
          New transactions and the changes you chose appear here as the app notices them.
        </EmptyState>
      ) : (
        <>
          <button type="button" disabled={alerts.data.unread === 0} onClick={() => markRead()}>
            Mark all read
          </button>
          <ul className="alerts-list" aria-label="Alerts">
            {alerts.data.alerts.map((a) => (
              <AlertItem key={a.id} alert={a} onRead={() => markRead([a.id])} />
            ))}
          </ul>
        </>
      )}
      <h2>Watchlist</h2>
      <Watchlist watches={watches.data} />
    </section>
  );
}
