/**
 * The app's one display format: date-times (with their time zone, always), durations, shortened
 * hashes and addresses, and the minus sign. Pages, charts, reports, alerts and the CLI all
 * format through this module; exports write UTC and say so in their header.
 */

/** Which clock times are shown in: the machine's local time or UTC (Settings → Display). */
export type TimeZoneSetting = 'local' | 'utc';

/** The minus sign of every shown negative amount: ASCII hyphen-minus (copy-paste safe). */
export const MINUS = '-';

let shownZone: TimeZoneSetting = 'local';

/** Sets the zone {@link formatDateTime} uses by default (the renderer's Settings). */
export function setShownTimeZone(zone: TimeZoneSetting): void {
  shownZone = zone;
}

/** The zone {@link formatDateTime} uses by default. */
export function shownTimeZone(): TimeZoneSetting {
  return shownZone;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Unix seconds (number or decimal string) as a Date; null when absent or not a number. */
function toDate(unix: number | string | null | undefined): Date | null {
  if (unix === null || unix === undefined || unix === '') return null;
  const seconds = typeof unix === 'string' ? Number(unix) : unix;
  if (!Number.isFinite(seconds)) return null;
  // Beyond ±8.64e15 ms a Date is invalid (a hostile or broken answer): no time to show.
  const d = new Date(seconds * 1000);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `UTC`, `UTC+2`, `UTC-3:30`: the offset of local time at `d` (minutes east of UTC). */
export function zoneName(d: Date, zone: TimeZoneSetting): string {
  if (zone === 'utc') return 'UTC';
  const east = -d.getTimezoneOffset();
  if (east === 0) return 'UTC';
  const a = Math.abs(east);
  return `UTC${east < 0 ? MINUS : '+'}${Math.floor(a / 60)}${a % 60 ? `:${pad2(a % 60)}` : ''}`;
}

/**
 * Unix seconds (number or decimal string) as the app's one date-time format, with its time
 * zone: `2026-11-24 07:05:42 UTC` or `2026-11-24 09:05:42 UTC+2`. '' when absent or outside
 * what a date can hold.
 */
export function formatDateTime(
  unix: number | string | null | undefined,
  zone: TimeZoneSetting = shownZone,
): string {
  const d = toDate(unix);
  if (!d) return '';
  const utc = zone === 'utc';
  const [y, mo, da, h, mi, s] = utc
    ? [
        d.getUTCFullYear(),
        d.getUTCMonth(),
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
        d.getUTCSeconds(),
      ]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  return `${y}-${pad2(mo + 1)}-${pad2(da)} ${pad2(h)}:${pad2(mi)}:${pad2(s)} ${zoneName(d, zone)}`;
}

/** {@link formatDateTime} of epoch milliseconds (workspace times: alerts, cases). */
export function formatDateTimeMs(epochMs: number, zone: TimeZoneSetting = shownZone): string {
  return formatDateTime(epochMs / 1000, zone);
}

/** The date part only (`2026-11-24`) in the shown zone, for axis ends and day buckets. */
export function formatDate(unix: number | string | null | undefined, zone = shownZone): string {
  return formatDateTime(unix, zone).slice(0, 10);
}

/** Epoch milliseconds → `HH:MM:SS.mmm` in the shown zone (request logs, where the date is today). */
export function formatClock(epochMs: number, zone: TimeZoneSetting = shownZone): string {
  const d = new Date(epochMs);
  const ms = String(zone === 'utc' ? d.getUTCMilliseconds() : d.getMilliseconds()).padStart(3, '0');
  return `${formatDateTime(epochMs / 1000, zone).slice(11, 19)}.${ms}`;
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

/**
 * Unix seconds from a date typed or picked (`YYYY-MM-DD`, `YYYY-MM-DD hh:mm`,
 * `YYYY-MM-DD hh:mm:ss`, with `T` or a space between, a trailing zone name as the app writes
 * it ignored; a `datetime-local` input's value fits too), read in the shown zone; null when
 * empty or not such a date.
 */
export function dateInputToUnix(value: string, zone: TimeZoneSetting = shownZone): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(?:\s+UTC\S*)?$/.exec(
    value.trim(),
  );
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((p) => p ?? undefined);
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const date = zone === 'utc' ? new Date(Date.UTC(...parts)) : new Date(...parts);
  // 2026-02-31 rolls over to March: a date that does not exist is refused.
  const back = zone === 'utc' ? date.getUTCDate() : date.getDate();
  const ms = date.getTime();
  return Number.isFinite(ms) && back === parts[2] ? Math.floor(ms / 1000) : null;
}

/** `YYYY-MM-DD hh:mm:ss` of unix seconds in the shown zone: what a date field is given back. */
export function unixToDateInput(unix: number, zone: TimeZoneSetting = shownZone): string {
  return formatDateTime(unix, zone).slice(0, 19);
}

/**
 * Labels of a time axis's ticks (`splits`: unix seconds, in order), in the app's date-time
 * format cut to what the range needs, so ticks never run into each other: years over 2 years,
 * `YYYY-MM` over 60 days, dates over 2 days, `hh:mm` over 2 hours, else `hh:mm:ss`. A date is
 * written where it changes (and on the first tick) above a time of day; the zone is named once,
 * on the first tick. Shown zone by default.
 */
export function timeAxisLabels(
  splits: readonly number[],
  zone: TimeZoneSetting = shownZone,
): string[] {
  if (splits.length === 0) return [];
  const span = splits[splits.length - 1]! - splits[0]!;
  const full = splits.map((x) => formatDateTime(x, zone));
  const zoneOf = (f: string) => f.slice(20);
  let prevDate = '';
  return full.map((f, i) => {
    const date = f.slice(0, 10);
    const first = i === 0;
    let text: string;
    if (span >= 2 * 365 * 86_400) text = f.slice(0, 4);
    else if (span >= 60 * 86_400) text = f.slice(0, 7);
    else if (span >= 2 * 86_400) text = first ? date : f.slice(5, 10);
    else {
      const time = span >= 2 * 3600 ? f.slice(11, 16) : f.slice(11, 19);
      text = first || date !== prevDate ? `${first ? date : f.slice(5, 10)}\n${time}` : time;
    }
    prevDate = date;
    return first && zoneOf(f) ? `${text} ${zoneOf(f)}` : text;
  });
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
  return `${neg ? MINUS : ''}${parts.join(' ')}`;
}

/**
 * A plain number with thousands separators (`1,234,567.5`), the app's one number format for
 * chart axes and counts; negative with {@link MINUS}.
 */
export function formatNumber(value: number, maxFractionDigits = 2): string {
  const text = Math.abs(value).toLocaleString('en-US', {
    maximumFractionDigits: maxFractionDigits,
  });
  return value < 0 ? `${MINUS}${text}` : text;
}

/** Shortens a long string keeping both ends: `EQAb…xyz1`. Short strings are returned as is. */
export function shorten(text: string, head = 6, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
