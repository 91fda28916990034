import { formatTime, timeAgo } from '../lib/format';

/** A unix time (seconds) as local date-time, with "x ago" in the tooltip. */
export function TimeAgo({ unix }: { unix: number | string | null | undefined }) {
  if (unix === null || unix === undefined || unix === '') return <span className="muted">—</span>;
  const n = Number(unix);
  return (
    <time dateTime={new Date(n * 1000).toISOString()} title={timeAgo(n)}>
      {formatTime(n)}
    </time>
  );
}
