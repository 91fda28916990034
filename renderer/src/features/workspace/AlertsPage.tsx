import { formatDateTimeMs } from '../../../../shared/format';
import { formatUnits } from '../../../../shared/ton/units';
import { Address } from '../../components/Address';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { useProfile } from '../../lib/profile-context';
import { routePath } from '../../routing/routes';
import { markAlertsRead, useAlerts, useWatches } from '../../api/watches';

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
              <li
                key={a.id}
                className={a.read ? 'alert-item read' : 'alert-item unread'}
                data-testid="alert-item"
                data-read={a.read ? 'true' : 'false'}
              >
                <span className="alert-time muted">{formatDateTimeMs(a.createdAt)}</span>
                <Address address={a.address} />
                {a.txHash ? (
                  <a
                    href={routePath({ name: 'transaction', hash: a.txHash })}
                    onClick={() => !a.read && markRead([a.id])}
                  >
                    {a.message}
                  </a>
                ) : (
                  <span>{a.message}</span>
                )}
                {!a.read && (
                  <button type="button" onClick={() => markRead([a.id])}>
                    Mark read
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Watchlist</h2>
      {watches.data && watches.data.length === 0 && <EmptyState title="No watched accounts." />}
      <ul className="plain-list" aria-label="Watched accounts">
        {watches.data?.map((w) => (
          <li key={w.address}>
            <Address address={w.address} />{' '}
            <span className="muted">
              {[
                w.rules.anyTransaction && 'any transaction',
                w.rules.balanceAboveNano &&
                  `balance above ${formatUnits(w.rules.balanceAboveNano, 9, { group: true })} TON`,
                w.rules.balanceBelowNano &&
                  `balance below ${formatUnits(w.rules.balanceBelowNano, 9, { group: true })} TON`,
                w.rules.stateChange && 'code or status change',
                w.rules.jettonBalanceChange && 'jetton balance change',
                w.rules.nftTransfer && 'NFT received or sent',
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
