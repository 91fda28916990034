import { useUiStore, type HashFormat } from '../../stores/ui-store';

const FORMATS: Array<{ value: HashFormat; label: string; example: string }> = [
  { value: 'hex', label: 'Hex', example: 'e9fb666f…c95db8 (as Tonviewer and Tonscan)' },
  { value: 'base64', label: 'Base64', example: '6ftmb9Ze…PJXbg= (as TON Center sends it)' },
];

/**
 * Display preferences kept in this window's storage (like the theme): the form hashes are
 * shown in. Search accepts both forms whatever is chosen.
 */
export function DisplaySettings() {
  const format = useUiStore((s) => s.hashFormat);
  const setFormat = useUiStore((s) => s.setHashFormat);
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
    </section>
  );
}
