import { RadioOption } from '../../components/RadioOption';
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
      <RadioOption name="color" checked={color === null} onChoose={() => onChange(null)}>
        none
      </RadioOption>
      {LABEL_COLORS.map((c) => (
        <RadioOption key={c} name="color" checked={color === c} onChoose={() => onChange(c)}>
          <span className={`label-dot label-${c}`} aria-hidden="true" />
          {c}
        </RadioOption>
      ))}
    </fieldset>
  );
}
