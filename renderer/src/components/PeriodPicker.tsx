import type { ReactNode } from 'react';

/** Periods the charts cover, back from now (seconds); null = the whole history. */
export const PERIODS = [
  { id: '1d', label: '24 hours', seconds: 86_400 },
  { id: '7d', label: '7 days', seconds: 7 * 86_400 },
  { id: '30d', label: '30 days', seconds: 30 * 86_400 },
  { id: 'all', label: 'All history', seconds: null },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];
export type Period = (typeof PERIODS)[number];

/** The period `id`, and its start (unix seconds, null for the whole history) back from `nowS`. */
export function periodStart(id: PeriodId, nowS: number): { period: Period; from: number | null } {
  const period = PERIODS.find((p) => p.id === id)!;
  return { period, from: period.seconds === null ? null : nowS - period.seconds };
}

/** "in the last 7 days" / "in its history": how empty states name the period. */
export function periodWords(period: Period): string {
  return period.seconds === null ? 'in its history' : `in the last ${period.label}`;
}

/**
 * The charts' period switch (a radio group named "Period") with a status line after it
 * (what is loaded so far).
 */
export function PeriodPicker({
  value,
  onChange,
  children,
}: {
  value: PeriodId;
  onChange(id: PeriodId): void;
  children?: ReactNode;
}) {
  return (
    <div className="chart-range" role="radiogroup" aria-label="Period">
      <span>Period</span>
      {PERIODS.map((r) => (
        <button
          key={r.id}
          type="button"
          role="radio"
          aria-checked={r.id === value}
          className={r.id === value ? 'active' : ''}
          onClick={() => onChange(r.id)}
        >
          {r.label}
        </button>
      ))}
      {children}
    </div>
  );
}
