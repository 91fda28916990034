import { useUiStore } from '../stores/ui-store';
import { PopoverButton } from './Popover';

/** An optional column as the chooser lists it. */
export interface ChooserColumn {
  id: string;
  header: string;
}

/**
 * The "Columns" menu of a table: a checkbox per optional column (checked when shown), kept
 * per table; "Fit to the window" forgets the choices, so the optional columns show again while
 * they fit. The button says how many are hidden.
 */
export function ColumnChooser({
  table,
  columns,
  shown,
}: {
  /** The table's accessible name (the key the choices are kept under). */
  table: string;
  /** The optional columns, in order. */
  columns: readonly ChooserColumn[];
  /** Ids of the columns on screen. */
  shown: ReadonlySet<string>;
}) {
  const setChoices = useUiStore((s) => s.setColumnChoices);
  // A change keeps what shows now as it is (a column that fitted does not vanish because
  // another was added) and sets the one the user changed.
  const choose = (id: string, on: boolean) =>
    setChoices(
      table,
      Object.fromEntries(columns.map((c) => [c.id, c.id === id ? on : shown.has(c.id)])),
    );
  const hidden = columns.filter((c) => !shown.has(c.id)).length;
  return (
    <div className="vtable-tools">
      <PopoverButton
        label={`Columns of ${table}${hidden ? `: ${hidden} hidden` : ''}`}
        panelLabel={`Columns of ${table}`}
        className="column-chooser-button"
        placement="bottom-end"
        content={hidden ? `Columns (${hidden} hidden)` : 'Columns'}
      >
        {() => (
          <div className="column-chooser">
            {columns.map((c) => (
              <label key={c.id}>
                <input
                  type="checkbox"
                  checked={shown.has(c.id)}
                  onChange={(e) => choose(c.id, e.target.checked)}
                />{' '}
                {c.header}
              </label>
            ))}
            <button type="button" onClick={() => setChoices(table, null)}>
              Fit to the window
            </button>
          </div>
        )}
      </PopoverButton>
    </div>
  );
}
