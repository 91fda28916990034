/** What a {@link NoteField} shows and where its text goes. */
type NoteFieldProps = { label: string; note: string; onNote(note: string): void };

/**
 * A note on a part of the canvas (an account, an entity, a flow): a textarea whose text is
 * handed to `onNote` when it loses focus. Keyed by the part at the call site, so another
 * part's note starts anew.
 */
export function NoteField({ label, note, onNote }: NoteFieldProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <textarea rows={2} defaultValue={note} onBlur={(e) => onNote(e.target.value)} />
    </label>
  );
}

/**
 * The smallest amount a flow must move to count, as typed (a decimal in `symbol`'s units; the
 * form parses it).
 */
export function MinimumField({
  symbol,
  value,
  onChange,
}: {
  symbol: string;
  value: string;
  onChange(text: string): void;
}) {
  return (
    <label className="field">
      <span>Minimum ({symbol})</span>
      <input
        inputMode="decimal"
        value={value}
        placeholder="0"
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** What a {@link NumberField} shows: its label, bounds and value. */
type NumberFieldProps = {
  label: string;
  min: number;
  max?: number;
  value: number;
  onChange(value: number): void;
};

/** A whole-number rule of a form (hops, accounts per hop, budget): `onChange` gets a number. */
export function NumberField({ label, min, max, value, onChange }: NumberFieldProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}
