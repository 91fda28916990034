import { useRef, type InputHTMLAttributes } from 'react';
import { dateInputToUnix, unixToDateInput } from '../../../shared/format';
import { useUiStore } from '../stores/ui-store';

/**
 * A date and time as one field: typed (`YYYY-MM-DD hh:mm[:ss]`, in the zone the app shows
 * times in) or picked from the browser's calendar (the calendar button, or Alt+Down in the field).
 * One Tab stop, and arrow keys move the caret rather than silently changing the value (the
 * browser's own date-time input has a stop per part and steps parts with the arrows).
 */
export function DateTimeField({
  value,
  onChange,
  label,
  ...rest
}: {
  value: string;
  onChange: (value: string) => void;
  /** What the field is (the calendar button's tooltip says "Pick <label>…"). */
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const zone = useUiStore((s) => s.timeZone);
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const el = picker.current;
    if (!el) return;
    // Start the calendar at the typed date when there is one.
    const unix = dateInputToUnix(value, zone);
    el.value = unix === null ? '' : unixToDateInput(unix, zone).replace(' ', 'T');
    try {
      el.showPicker();
    } catch {
      el.focus();
    }
  };
  return (
    <span className="date-time-field">
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={`YYYY-MM-DD hh:mm${zone === 'utc' ? ' (UTC)' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.altKey && e.key === 'ArrowDown') {
            e.preventDefault();
            open();
          }
        }}
      />
      <button
        type="button"
        className="icon-button"
        tabIndex={-1}
        // A mouse's way to what Alt+Down does in the field: no second stop, nor a name that
        // would join the field's own.
        aria-hidden="true"
        title={`Pick ${label} from a calendar (Alt+Down in the field)`}
        onClick={open}
      >
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
          <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
          <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" fill="none" />
        </svg>
      </button>
      <input
        ref={picker}
        type="datetime-local"
        step={1}
        className="date-time-picker"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const unix = dateInputToUnix(e.target.value, zone);
          if (unix !== null) onChange(unixToDateInput(unix, zone));
        }}
      />
    </span>
  );
}
