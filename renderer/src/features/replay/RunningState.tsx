import { useEffect, useState, type ReactNode } from 'react';

/**
 * A replay under way: what it is doing, the seconds it has taken, a progress bar when the
 * total is known, and Cancel (main stops the run; what it read stays kept on disk).
 */
export function RunningState({
  label,
  onCancel,
  progress,
  detail,
}: {
  label: string;
  onCancel(): void;
  /** Done of total, when known. */
  progress?: { done: number; total: number } | null;
  detail?: ReactNode;
}) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const t0 = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - t0) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      className="state state-loading replay-running"
      role="status"
      aria-live="polite"
      data-testid="replay-running"
    >
      <span className="spinner" aria-hidden="true" />
      <span>
        {label} {seconds > 0 && <span className="muted">({seconds} s)</span>}
        {detail && <span className="muted"> {detail}</span>}
      </span>
      {progress && progress.total > 0 && (
        <progress value={progress.done} max={progress.total} aria-label="Replay progress">
          {progress.done} of {progress.total}
        </progress>
      )}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
