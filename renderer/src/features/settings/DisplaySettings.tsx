import type { ReactNode } from 'react';
import { RadioOption } from '../../components/RadioOption';
import { formatDateTime, type TimeZoneSetting } from '../../../../shared/format';
import { useUiStore, type HashFormat } from '../../stores/ui-store';

const FORMATS: Array<{ value: HashFormat; label: string; example: string }> = [
  { value: 'hex', label: 'Hex', example: 'e9fb666f…c95db8 (as Tonviewer and Tonscan)' },
  { value: 'base64', label: 'Base64', example: '6ftmb9Ze…PJXbg= (as TON Center sends it)' },
];

const ZONES: Array<{ value: TimeZoneSetting; label: string }> = [
  { value: 'local', label: 'Local time' },
  { value: 'utc', label: 'UTC' },
];

/**
 * Display preferences kept in this window's storage (like the theme): the form hashes are
 * shown in (search accepts both forms whatever is chosen) and the clock date-times are shown
 * in (every date-time names its zone; exports are always UTC and say so).
 */
export function DisplaySettings() {
  const format = useUiStore((s) => s.hashFormat);
  const setFormat = useUiStore((s) => s.setHashFormat);
  const zone = useUiStore((s) => s.timeZone);
  const setZone = useUiStore((s) => s.setTimeZone);
  const now = Math.floor(Date.now() / 1000);
  return (
    <section aria-label="Display">
      <h2>Display</h2>
      <RadioChoice
        legend="Show hashes as"
        name="hash-format"
        value={format}
        choices={FORMATS}
        onChange={setFormat}
      >
        Every hash can be copied in either form from its “⋯” menu; search accepts both.
      </RadioChoice>
      <RadioChoice
        legend="Show times in"
        name="time-zone"
        value={zone}
        choices={ZONES.map((z) => ({ ...z, example: formatDateTime(now, z.value) }))}
        onChange={setZone}
      >
        Exports are written in UTC and say so in their header.
      </RadioChoice>
    </section>
  );
}

/** One display setting: a radio button a choice, each with an example, and a note below. */
function RadioChoice<V extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  value: V;
  choices: ReadonlyArray<{ value: V; label: string; example: string }>;
  onChange: (value: V) => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="settings-choice">
      <legend>{legend}</legend>
      {choices.map((c) => (
        <RadioOption
          key={c.value}
          name={name}
          value={c.value}
          checked={value === c.value}
          onChoose={() => onChange(c.value)}
        >
          {c.label} <span className="muted">{c.example}</span>
        </RadioOption>
      ))}
      <p className="muted">{children}</p>
    </fieldset>
  );
}
