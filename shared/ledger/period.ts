/** A period in unix seconds, both ends inclusive; an absent end is open. */
export interface UnixPeriod {
  fromUnix?: number;
  toUnix?: number;
}

/** Whether `utime` (unix seconds) lies in `period` (inclusive; an absent end is open). */
export function inPeriod(utime: number, period: UnixPeriod): boolean {
  return (
    (period.fromUnix === undefined || utime >= period.fromUnix) &&
    (period.toUnix === undefined || utime <= period.toUnix)
  );
}
