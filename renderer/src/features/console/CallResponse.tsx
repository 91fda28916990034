import { CopyButton } from '../../components/CopyButton';
import { errorGuidance } from '../../lib/errors';
import type { CallOutcome } from './use-operation-call';

/** The response panel: HTTP status, latency and the raw JSON, or the error in words. */
export function CallResponse({ outcome }: { outcome: CallOutcome }) {
  if (outcome.ok) {
    const { result } = outcome;
    return (
      <section className="console-response" aria-label="Response">
        <p className="console-response-meta">
          <span data-testid="console-status" className={result.status < 300 ? 'ok' : 'error'}>
            HTTP {result.status}
          </span>
          <span data-testid="console-latency">{result.durationMs} ms</span>
          {result.apiVersion && <span>API version {result.apiVersion}</span>}
        </p>
        <JsonView value={result.data} />
      </section>
    );
  }
  const guidance = errorGuidance(outcome.error);
  return (
    <section className="console-response" aria-label="Response">
      <p className="console-response-meta">
        <span data-testid="console-status" className="error">
          {outcome.error.status !== undefined ? `HTTP ${outcome.error.status}` : 'No HTTP response'}
        </span>
        <span data-testid="console-latency">{outcome.elapsedMs} ms</span>
        {outcome.error.code && <code>{outcome.error.code}</code>}
      </p>
      <div role="alert" className="console-error">
        <strong>{guidance.title}</strong>
        <p>{guidance.detail}</p>
      </div>
    </section>
  );
}

/** Pretty-printed raw JSON with a copy button. */
function JsonView({ value }: { value: unknown }) {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return (
    <div className="console-json">
      <CopyButton text={text} label="JSON response" />
      <pre aria-label="JSON response" tabIndex={0}>
        {text}
      </pre>
    </div>
  );
}
