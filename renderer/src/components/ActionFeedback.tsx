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
