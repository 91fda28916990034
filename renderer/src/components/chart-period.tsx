import { useState } from 'react';
import { usePictureContext } from '../lib/picture-title';
import { periodStart, periodWords, type PeriodId } from './PeriodPicker';

/**
 * The period a charts tab covers (30 days at first), back from when the tab opened: its id
 * and setter for the {@link PeriodPicker}, the period, its start `from` (unix s, null for the
 * whole history), `nowS` (unix s), `words` for empty states ("in the last 30 days") and the
 * saved pictures' context for `address` over the period.
 */
export function useChartPeriod(address: string) {
  const [periodId, setPeriodId] = useState<PeriodId>('30d');
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const { period, from } = periodStart(periodId, nowS);
  const words = periodWords(period);
  const picture = usePictureContext(address, words);
  return { periodId, setPeriodId, period, from, nowS, words, picture };
}

/**
 * The status line after a charts tab's period picker: how many `noun` (e.g. "transactions")
 * are loaded, while loading "so far", then whether older ones remain (widen the period) or
 * that is the whole history. `stopped`, when set, is said instead once loading is done.
 */
export function LoadedCount({
  noun,
  count,
  loading,
  hasMore,
  stopped,
}: {
  noun: string;
  count: number;
  loading: boolean;
  hasMore: boolean;
  stopped?: string | null;
}) {
  return (
    <span className="muted" role="status" data-loaded={count}>
      {loading
        ? `Loading ${noun}… (${count} so far)`
        : (stopped ??
          `${count} ${noun} loaded${hasMore ? '; widen the period to load older ones' : ', the whole history'}`)}
    </span>
  );
}
