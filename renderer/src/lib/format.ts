/**
 * Display formatting for the renderer: times, shortened hashes/addresses, token amounts.
 * Values arrive as toncenter sends them (unix seconds as numbers or decimal strings, amounts as
 * decimal strings in the smallest unit).
 */

const pad2 = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Unix seconds (number or decimal string) as a Date; null when absent or not a number. */
function toDate(unix: number | string | null | undefined): Date | null {
  if (unix === null || unix === undefined || unix === '') return null;
  const seconds = typeof unix === 'string' ? Number(unix) : unix;
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/** Unix seconds (number or decimal string) → `YYYY-MM-DD HH:MM:SS` in local time; '' if absent. */
export function formatTime(unix: number | string | null | undefined): string {
  const d = toDate(unix);
  if (!d) return '';
  return (
    `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ` +
    `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`
  );
}

/**
 * Unix seconds → a compact local time for narrow columns: `Nov 22 03:04:05` within the year of
 * `nowMs`, else `2025-11-22 03:04:05`: always to the second. '' if absent.
 */
export function formatShortTime(
  unix: number | string | null | undefined,
  nowMs = Date.now(),
): string {
  const d = toDate(unix);
  if (!d) return '';
  const hm = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
  if (d.getFullYear() === new Date(nowMs).getFullYear()) {
    return `${MONTHS[d.getMonth()]} ${d.getDate()} ${hm}:${pad2(d.getSeconds())}`;
  }
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${hm}:${pad2(d.getSeconds())}`;
}

/** Epoch milliseconds → local `HH:MM:SS.mmm` (request logs). */
export function formatClock(epochMs: number): string {
  const d = new Date(epochMs);
  return (
    `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}.` +
    String(d.getMilliseconds()).padStart(3, '0')
  );
}

/** How long ago a unix time was, in plain words (`"5 s ago"`, `"3 min ago"`, `"2 d ago"`). */
export function timeAgo(unix: number, nowMs = Date.now()): string {
  const diff = Math.round(nowMs / 1000 - unix);
  if (diff < 0) return 'in the future';
  if (diff < 60) return `${diff} s ago`;
  if (diff < 3600) return `${Math.floor(diff / 60)} min ago`;
  if (diff < 86_400) return `${Math.floor(diff / 3600)} h ago`;
  return `${Math.floor(diff / 86_400)} d ago`;
}

export { shorten } from '../../../shared/format';

/** Unix seconds from a `datetime-local` input value (local time); null when empty/invalid. */
export function localInputToUnix(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * A duration in seconds in plain words, largest units first: `65536` → `18 h 12 min 16 s`,
 * `86400` → `1 d`, `0` → `0 s`. Negative durations get a leading minus.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const neg = seconds < 0;
  let s = Math.round(Math.abs(seconds));
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3600],
    ['min', 60],
  ] as const) {
    if (s >= size) {
      parts.push(`${Math.floor(s / size)} ${unit}`);
      s %= size;
    }
  }
  if (s > 0 || parts.length === 0) parts.push(`${s} s`);
  return `${neg ? '-' : ''}${parts.join(' ')}`;
}
