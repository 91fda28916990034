import { formatDateTimeMs } from '../../../../shared/format';
import type { WatchAlert } from '../../../../shared/workspace/watch';
import { Address } from '../../components/Address';
import { routePath } from '../../routing/routes';

/**
 * One alert of the Alerts page: when, the account, what happened (linked to its transaction
 * when it has one; following the link marks it read) and "Mark read" while unread.
 */
export function AlertItem({
  alert: a,
  onRead,
}: {
  alert: WatchAlert;
  /** Marks this alert read. */
  onRead(): void;
}) {
  return (
    <li
      className={a.read ? 'alert-item read' : 'alert-item unread'}
      data-testid="alert-item"
      data-read={a.read ? 'true' : 'false'}
    >
      <span className="alert-time muted">{formatDateTimeMs(a.createdAt)}</span>
      <Address address={a.address} />
      {a.txHash ? (
        <a
          href={routePath({ name: 'transaction', hash: a.txHash })}
          onClick={() => !a.read && onRead()}
        >
          {a.message}
        </a>
      ) : (
        <span>{a.message}</span>
      )}
      {!a.read && (
        <button type="button" onClick={onRead}>
          Mark read
        </button>
      )}
    </li>
  );
}
