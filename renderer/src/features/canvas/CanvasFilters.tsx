import { assetUnitText } from '../../../../shared/canvas/drawing';
import { dateInputToUnix, formatDateTime } from '../../../../shared/format';
import { useUiStore } from '../../stores/ui-store';
import { MinimumField, NumberField } from './fields';
import type { CanvasEditorState } from './use-canvas-editor';

/** `YYYY-MM-DD` of a unix time in the shown zone, for a date input ('' for none). */
function dateValue(unix: number | null): string {
  return unix === null ? '' : formatDateTime(unix).slice(0, 10);
}

/**
 * The expansion filters: how many counterparties (top 1 to 200), the asset (all, ranked by
 * TON; TON; or a jetton on the canvas), the smallest amount a flow must move (in the asset's
 * units), and the period (days in the shown time zone, the end day whole).
 */
export function CanvasFilters({ ed }: { ed: CanvasEditorState }) {
  const { doc, edits, expansion } = ed;
  const f = doc.filters;
  const network = ed.naming.profile.network;
  const timeZone = useUiStore((s) => s.timeZone);
  const assets = Object.entries(doc.assets).filter(([k]) => k !== 'TON');
  return (
    <form
      className="canvas-filters"
      aria-label="Expansion filters"
      onSubmit={(e) => e.preventDefault()}
    >
      <NumberField
        label="Top"
        min={1}
        max={200}
        value={f.limit}
        onChange={(n) => edits.setFilters({ limit: Math.min(200, Math.max(1, n || 10)) })}
      />
      <label className="field">
        <span>Asset</span>
        <select
          value={f.asset ?? ''}
          onChange={(e) => edits.setFilters({ asset: e.target.value || null })}
        >
          <option value="">All (ranked by TON)</option>
          <option value="TON">TON</option>
          {assets.map(([k]) => (
            <option key={k} value={k}>
              {assetUnitText(doc, k, network)}
            </option>
          ))}
        </select>
      </label>
      <MinimumField
        symbol={assetUnitText(doc, f.asset ?? 'TON', network)}
        value={expansion.minText}
        onChange={expansion.setMinText}
      />
      <label className="field">
        <span>From</span>
        <input
          type="date"
          value={dateValue(f.fromUnix)}
          onChange={(e) =>
            edits.setFilters({ fromUnix: dateInputToUnix(e.target.value, timeZone) })
          }
        />
      </label>
      <label className="field">
        <span>To</span>
        <input
          type="date"
          value={dateValue(f.toUnix)}
          onChange={(e) => {
            const start = dateInputToUnix(e.target.value, timeZone);
            edits.setFilters({ toUnix: start === null ? null : start + 86_399 });
          }}
        />
      </label>
    </form>
  );
}
