import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ApiCallResult } from '../../../../shared/ipc/channels/api';
import type { OperationSpec } from '../../../../shared/api/params';
import { CopyButton } from '../../components/CopyButton';
import { errorGuidance } from '../../lib/errors';
import { fieldKind, missingRequired, toCallParams, type FormValues } from './form-values';
import { callApi } from '../../api/queries';
import { refsInAnswer, useConsoleHistory } from './console-history';
import { ConsolePreflight } from '../preflight';

/** What the response panel shows: the call's result, or its error with the time it took. */
type CallOutcome =
  | { ok: true; result: ApiCallResult; params: Record<string, string> }
  | {
      ok: false;
      error: { code?: string; message: string; status?: number };
      elapsedMs: number;
      params: Record<string, string>;
    };

let callCounter = 0;

/**
 * The form of one catalogue operation: one field per parameter (typed by its catalogue kind),
 * a Call button, and the response panel with HTTP status, latency and the raw JSON.
 * Calls go through `api:call` on the active profile (throttled like every other request).
 */
export function OperationForm({ op, profileId }: { op: OperationSpec; profileId: string }) {
  const [values, setValues] = useState<FormValues>({});
  const missing = missingRequired(op.params, values);

  const remember = useConsoleHistory((s) => s.add);
  const call = useMutation<CallOutcome, never, Record<string, string>>({
    onSuccess: (o) =>
      remember({
        at: Date.now(),
        profileId,
        api: op.api,
        operation: op.name,
        params: o.params,
        status: o.ok ? o.result.status : (o.error.status ?? null),
        error: o.ok ? null : o.error.message,
        durationMs: o.ok ? o.result.durationMs : o.elapsedMs,
        ...(o.ok ? refsInAnswer(o.result.data) : { transactions: [], traces: [] }),
      }),
    mutationFn: async (params) => {
      const started = performance.now();
      try {
        const result = await callApi({
          profileId,
          api: op.api,
          operation: op.name,
          params,
          requestId: `console-${Date.now().toString(36)}-${++callCounter}`,
          priority: 'interactive',
        });
        return { ok: true, result, params };
      } catch (e) {
        const err = e as { code?: string; message?: string; status?: number };
        return {
          ok: false,
          error: { code: err.code, message: err.message ?? String(e), status: err.status },
          elapsedMs: Math.round(performance.now() - started),
          params,
        };
      }
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (missing.length === 0) call.mutate(toCallParams(op.params, values));
  };

  return (
    <section className="console-operation" aria-labelledby="console-op-title">
      <h2 id="console-op-title" className="console-op-title">
        <span className="console-api-badge">{op.api}</span> {op.name}
      </h2>
      <p className="muted">
        {op.summary} · <code>{op.method}</code> <code>{op.path}</code>
        {op.send && <strong className="error"> · sends a message (never retried)</strong>}
      </p>
      <form className="console-form" onSubmit={submit} aria-label={`Parameters of ${op.name}`}>
        {op.params.length === 0 && <p className="muted">This operation takes no parameters.</p>}
        {op.params.map((p) => {
          const kind = fieldKind(p);
          const id = `param-${p.name}`;
          const label = `${p.name}${p.required ? ' (required)' : ''}`;
          const value = values[p.name] ?? '';
          const set = (v: string) => setValues((old) => ({ ...old, [p.name]: v }));
          const placeholder =
            p.default !== undefined ? `${kind.hint} (default ${String(p.default)})` : kind.hint;
          return (
            <div className="console-field" key={p.name}>
              <label htmlFor={id}>
                <code>{label}</code> <span className="muted">{p.type}</span>
              </label>
              {kind.control === 'select' ? (
                <select id={id} value={value} onChange={(e) => set(e.target.value)}>
                  <option value="">
                    {p.default !== undefined ? `default (${String(p.default)})` : 'not set'}
                  </option>
                  {kind.options?.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : kind.control === 'textarea' ? (
                <textarea
                  id={id}
                  rows={3}
                  value={value}
                  placeholder={placeholder}
                  onChange={(e) => set(e.target.value)}
                  spellCheck={false}
                />
              ) : (
                <input
                  id={id}
                  type="text"
                  value={value}
                  placeholder={placeholder}
                  onChange={(e) => set(e.target.value)}
                  spellCheck={false}
                  autoComplete="off"
                />
              )}
              <small className="muted">
                {p.description}
                {p.clientOnly ? ' (handled by the app, not sent)' : ''}
              </small>
            </div>
          );
        })}
        <div className="console-actions">
          <button type="submit" disabled={call.isPending || missing.length > 0}>
            {call.isPending ? 'Calling…' : 'Call'}
          </button>
          {missing.length > 0 && (
            <span className="muted">Fill in {missing.join(', ')} to call.</span>
          )}
        </div>
      </form>
      <ConsolePreflight op={op} values={values} profileId={profileId} />
      {call.data && <CallResponse outcome={call.data} />}
    </section>
  );
}

function CallResponse({ outcome }: { outcome: CallOutcome }) {
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
