/**
 * What an action on a page said: its error (an alert) and its outcome (a status line); nothing
 * when neither is set.
 */
export function ActionFeedback({
  error,
  message,
}: {
  error?: string | null;
  message?: string | null;
}) {
  return (
    <>
      {error && (
        <div className="state state-error" role="alert">
          {error}
        </div>
      )}
      {message && (
        <div className="notice" role="status">
          {message}
        </div>
      )}
    </>
  );
}

/**
 * A button that opens a file picker for one file (`accept`: the picker's filter) and hands the
 * chosen file to `onFile`; the same file can be chosen again afterwards.
 */
export function FileButton({
  children,
  accept,
  label,
  onFile,
}: {
  children: React.ReactNode;
  accept: string;
  /** Accessible name of the file input. */
  label: string;
  onFile(file: File): void;
}) {
  return (
    <label className="file-button">
      {children}
      <input
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
