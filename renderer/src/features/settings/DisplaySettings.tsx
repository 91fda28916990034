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
      <fieldset className="settings-choice">
        <legend>Show hashes as</legend>
        {FORMATS.map((f) => (
          <label key={f.value}>
            <input
              type="radio"
              name="hash-format"
              value={f.value}
              checked={format === f.value}
              onChange={() => setFormat(f.value)}
            />{' '}
            {f.label} <span className="muted">{f.example}</span>
          </label>
        ))}
        <p className="muted">
          Every hash can be copied in either form from its “⋯” menu; search accepts both.
        </p>
      </fieldset>
      <fieldset className="settings-choice">
        <legend>Show times in</legend>
        {ZONES.map((z) => (
          <label key={z.value}>
            <input
              type="radio"
              name="time-zone"
              value={z.value}
              checked={zone === z.value}
              onChange={() => setZone(z.value)}
            />{' '}
            {z.label} <span className="muted">{formatDateTime(now, z.value)}</span>
          </label>
        ))}
        <p className="muted">Exports are written in UTC and say so in their header.</p>
      </fieldset>
    </section>
  );
}
