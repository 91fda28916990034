import { dateInputToUnix } from '../../../../shared/format';

/** Filters of the Transactions tab's list, as the user typed them. */
export interface TxFilters {
  sort: 'desc' | 'asc';
  from: string;
  to: string;
  startLt: string;
  endLt: string;
}

/** No filter: newest first, every time and lt. */
export const EMPTY_TX_FILTERS: TxFilters = {
  sort: 'desc',
  from: '',
  to: '',
  startLt: '',
  endLt: '',
};

/** The time fields of the form, in order: the filter each sets. */
export const TIME_FIELDS = [
  { field: 'from', label: 'From time' },
  { field: 'to', label: 'To time' },
] as const;
/** The lt fields of the form, in order: the filter each sets. */
export const LT_FIELDS = [
  { field: 'startLt', label: 'From lt' },
  { field: 'endLt', label: 'To lt' },
] as const;

/** Unix seconds of a typed time filter (null when empty); a bad one names its field. */
function timeParam(text: string, label: string): number | null {
  if (!text.trim()) return null;
  const unix = dateInputToUnix(text);
  if (unix === null) {
    throw new Error(`${label}: write a date as YYYY-MM-DD, with a time as hh:mm or hh:mm:ss.`);
  }
  return unix;
}

/**
 * Turns the filters of account `raw` into v3 `transactions` params (times in unix seconds, lts
 * as decimal strings); throws Error with a readable message naming the bad field.
 */
export function txFilterParams(raw: string, f: TxFilters): Record<string, unknown> {
  const p: Record<string, unknown> = { account: [raw], sort: f.sort };
  const from = timeParam(f.from, 'From time');
  const to = timeParam(f.to, 'To time');
  if (from !== null) p.start_utime = from;
  if (to !== null) p.end_utime = to;
  if (from !== null && to !== null && from > to)
    throw new Error('The start time is after the end time.');
  for (const [key, value] of [
    ['start_lt', f.startLt],
    ['end_lt', f.endLt],
  ] as const) {
    const t = value.trim();
    if (!t) continue;
    if (!/^\d+$/.test(t))
      throw new Error(`${key === 'start_lt' ? 'From lt' : 'To lt'} must be a whole number.`);
    p[key] = t;
  }
  if (p.start_lt && p.end_lt && BigInt(p.start_lt as string) > BigInt(p.end_lt as string)) {
    throw new Error('From lt is greater than To lt.');
  }
  return p;
}
