/**
 * A `<select>` of fixed choices in its label: each choice's value and the words it shows, in
 * order. `onChange` gets the chosen value (one of the choices).
 */
export function LabeledSelect<V extends string>({
  label,
  name,
  value,
  choices,
  onChange,
}: {
  label: string;
  /** The form field's name. */
  name: string;
  value: V;
  choices: ReadonlyArray<readonly [value: V, words: string]>;
  onChange: (value: V) => void;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {choices.map(([v, words]) => (
          <option key={v} value={v}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
