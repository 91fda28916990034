import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorGuidance } from '../lib/errors';

/**
 * Runs an editor dialog's action: `busy` while it runs, `onDone` with its result when it
 * succeeds, the error's guidance in `error` when it fails (the dialog stays open).
 */
export function useEditorAction<T>(onDone: (result: T) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<T>) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await work());
    } catch (err) {
      setError(errorGuidance(err).detail);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, setError };
}

/**
 * The modal dialog of an editor for one address (label, watch rules): opens on mount; Esc and
 * Cancel close it, Enter submits. Shows the title, the address, the fields (`children`), the
 * error, then the `actions` buttons followed by Cancel.
 */
export function EditorDialog({
  title,
  address,
  error,
  onSubmit,
  onClose,
  actions,
  children,
}: {
  title: string;
  address: string;
  error: string | null;
  onSubmit(): void;
  onClose(): void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="label-editor"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <p className="mono break muted">{address}</p>
        {children}
        {error && (
          <p className="state-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-buttons">
          {actions}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
