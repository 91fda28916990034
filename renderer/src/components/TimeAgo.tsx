import { formatShortTime, formatTime, timeAgo } from '../lib/format';

/**
 * A unix time (seconds) as local date-time, with "x ago" in the tooltip. `compact` shows the
 * short form for narrow columns (`Nov 22 03:04:05`); the tooltip then has the full value too.
 */
export function TimeAgo({
  unix,
  compact = false,
}: {
  unix: number | string | null | undefined;
  compact?: boolean;
}) {
  if (unix === null || unix === undefined || unix === '') return <span className="muted">—</span>;
  const n = Number(unix);
  const full = formatTime(n);
  return (
    <time
      dateTime={new Date(n * 1000).toISOString()}
      title={compact ? `${full} (${timeAgo(n)})` : timeAgo(n)}
    >
      {compact ? formatShortTime(n) : full}
    </time>
  );
}
