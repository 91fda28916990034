import { useState, type FormEvent } from 'react';
import type { OperationSpec } from '../../../../shared/api/params';
import { missingRequired, toCallParams, type FormValues } from './form-values';
import { ConsolePreflight } from '../preflight';
import { CallResponse } from './CallResponse';
import { ParamField } from './ParamField';
import { useOperationCall } from './use-operation-call';

/**
 * The form of one catalogue operation: one field per parameter (typed by its catalogue kind),
 * a Call button, and the response panel with HTTP status, latency and the raw JSON.
 * Calls go through `api:call` on the active profile (throttled like every other request).
 */
export function OperationForm({ op, profileId }: { op: OperationSpec; profileId: string }) {
  const [values, setValues] = useState<FormValues>({});
  const missing = missingRequired(op.params, values);
  const call = useOperationCall(op, profileId);

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
        {op.params.map((p) => (
          <ParamField
            key={p.name}
            param={p}
            value={values[p.name] ?? ''}
            onChange={(v) => setValues((old) => ({ ...old, [p.name]: v }))}
          />
        ))}
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
