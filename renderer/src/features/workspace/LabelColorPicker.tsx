import { LABEL_COLORS, type LabelColor } from '../../../../shared/workspace/labels';

/** The label editor's colour tag: "none" or one of the label colours, as radios. */
export function LabelColorPicker({
  color,
  onChange,
}: {
  color: LabelColor | null;
  onChange(color: LabelColor | null): void;
}) {
  return (
    <fieldset className="field color-picker">
      <legend>Colour</legend>
      <label>
        <input type="radio" name="color" checked={color === null} onChange={() => onChange(null)} />
        none
      </label>
      {LABEL_COLORS.map((c) => (
        <label key={c}>
          <input type="radio" name="color" checked={color === c} onChange={() => onChange(c)} />
          <span className={`label-dot label-${c}`} aria-hidden="true" />
          {c}
        </label>
      ))}
    </fieldset>
  );
}
