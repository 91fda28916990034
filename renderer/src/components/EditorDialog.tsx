import { useId, useRef, useState, type ReactNode } from 'react';
import { useAccountNames } from '../lib/address-data';
import { Modal } from './Modal';
import { errorGuidance } from '../lib/errors';
import { ErrorLine } from './States';
import './editor-dialog.css';

/**
 * Runs an editor dialog's action: `busy` while it runs, `onDone` with its result when it
 * succeeds, the error's guidance in `error` when it fails (the dialog stays open). A run asked
 * for while one is under way is ignored.
 */
export function useEditorAction<T>(onDone: (result: T) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second Enter before the first save answered must not save twice.
  const running = useRef(false);
  const run = async (work: () => Promise<T>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      onDone(await work());
    } catch (err) {
      setError(errorGuidance(err).detail);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { run, busy, error, setError };
}

/**
 * The modal dialog of an editor for one address (label, watch rules, case item): opens on
 * mount with focus inside ({@link Modal}: focus trapped, given back on close, to `returnFocus`
 * when set); Esc, a click outside and Cancel close it, Enter submits. Shows the title, the
 * address, the fields (`children`), the error, then the `actions` buttons followed by Cancel.
 */
export function EditorDialog({
  title,
  address,
  error,
  onSubmit,
  onClose,
  actions,
  returnFocus,
  children,
}: {
  title: string;
  address: string;
  error: string | null;
  onSubmit(): void;
  onClose(): void;
  actions: ReactNode;
  /** Element focused when the dialog closes (default: the one focused when it opened). */
  returnFocus?: HTMLElement | null;
  children: ReactNode;
}) {
  const titleId = useId();
  const nameOf = useAccountNames([address]);
  return (
    <Modal
      className="label-editor"
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {/* Whose it is in words (its name, as the lists give it), then the address itself. */}
        <p className="editor-subject">
          <strong>{nameOf(address)}</strong>
          <br />
          <span className="mono break muted">{address}</span>
        </p>
        {children}
        <ErrorLine error={error} />
        <div className="dialog-buttons">
          {actions}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
