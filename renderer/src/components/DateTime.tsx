import { formatDateTime, timeAgo } from '../../../shared/format';
import { useUiStore } from '../stores/ui-store';

/**
 * A unix time (seconds) in the app's one date-time format with its time zone named
 * (`2026-11-24 07:05:42 UTC`, or local time `… UTC+2`, as Settings say), "x ago" in the tooltip.
 */
export function DateTime({ unix }: { unix: number | string | null | undefined }) {
  const zone = useUiStore((s) => s.timeZone);
  if (unix === null || unix === undefined || unix === '') return <span className="muted">—</span>;
  const n = Number(unix);
  return (
    <time dateTime={new Date(n * 1000).toISOString()} title={timeAgo(n)}>
      {formatDateTime(n, zone)}
    </time>
  );
}
