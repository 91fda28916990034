import { useState } from 'react';
import { errorGuidance } from '../lib/errors';

/**
 * The state {@link ActionFeedback} shows: `run(work)` clears the last error and message, runs
 * the action and keeps the guidance of its failure in `error`; the action sets `message`.
 */
export function useActionFeedback() {
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setError(errorGuidance(err).detail);
    }
  };
  return { error, setError, message, setMessage, run };
}

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
