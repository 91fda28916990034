import { useMemo, useState, type ReactNode } from 'react';
import { NO_OVERRIDES, applyOverrides, type RiskFlag } from '../../../../shared/risk';
import { useRisk } from './risk';

/**
 * "Hide flagged" for a list: the rows to show, and a checkbox that always says how many rows
 * it hides while on (never a silent filter). A row counts as flagged when a flag the user has
 * not overridden remains.
 */
export function useHideFlagged<T>(rows: readonly T[], flagsOf: (row: T) => readonly RiskFlag[]) {
  const risk = useRisk();
  const overrides = risk?.overrides ?? NO_OVERRIDES;
  const [hide, setHide] = useState(false);
  const { visible, hidden } = useMemo(() => {
    if (!hide) return { visible: rows as T[], hidden: 0 };
    const keep = rows.filter((r) => applyOverrides(flagsOf(r), overrides).shown.length === 0);
    return { visible: keep, hidden: rows.length - keep.length };
  }, [rows, flagsOf, overrides, hide]);
  const control = (
    <label className="risk-hide-flagged">
      <input type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} /> Hide
      flagged
      {hide && (
        <span className="risk-hidden-count" role="status" data-testid="risk-hidden-count">
          {' '}
          ({hidden} hidden)
        </span>
      )}
    </label>
  );
  return { visible, hidden, control };
}

/**
 * A list's filter group (named `label`) holding its "Hide flagged" box. It stays outside the
 * table: with every row hidden the table gives way to its empty state, and the box must still
 * be there to uncheck.
 */
export function FlagFilters({ label, control }: { label: string; control: ReactNode }) {
  return (
    <div className="filters" role="group" aria-label={label}>
      {control}
    </div>
  );
}
