import { formatClock } from '../../../../shared/format';
import { shorten } from '../../../../shared/format';
import { routePath } from '../../routing/routes';
import { useConsoleHistory, type ConsoleCall } from './console-history';

/** Replay links shown per call before "more". */
const SHOWN = 4;

/** The call's parameters as one short line (`account=0:AB…, limit=5`). */
function paramsText(params: Record<string, string>): string {
  const text = Object.entries(params)
    .map(([k, v]) => `${k}=${v.length > 24 ? shorten(v, 8, 6) : v}`)
    .join(', ');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** A Replay link per transaction (it opens the transaction with its replay run). */
function ReplayLinks({ hashes }: { hashes: string[] }) {
  const link = (h: string) => (
    <a
      key={h}
      className="console-replay"
      href={routePath({ name: 'transaction', hash: h, view: 'replay' })}
      title={`Replay transaction ${h} on the local TVM`}
    >
      Replay <span className="mono">{shorten(h, 6, 4)}</span>
    </a>
  );
  return (
    <span className="console-refs">
      {hashes.slice(0, SHOWN).map(link)}
      {hashes.length > SHOWN && (
        <details>
          <summary>{hashes.length - SHOWN} more</summary>
          {hashes.slice(SHOWN).map(link)}
        </details>
      )}
    </span>
  );
}

function CallRow({ call }: { call: ConsoleCall }) {
  const ok = call.status !== null && call.status < 300;
  return (
    <li className="console-history-row" data-testid="console-history-call">
      <div>
        <span className="muted">{formatClock(call.at)}</span>{' '}
        <a href={routePath({ name: 'console', api: call.api, operation: call.operation })}>
          <span className="console-api-badge">{call.api}</span> {call.operation}
        </a>{' '}
        <span className="muted mono">{paramsText(call.params)}</span>{' '}
        <span className={ok ? 'ok' : 'error'}>
          {call.status !== null ? `HTTP ${call.status}` : (call.error ?? 'no answer')}
        </span>{' '}
        <span className="muted">{call.durationMs} ms</span>
      </div>
      {call.transactions.length > 0 && <ReplayLinks hashes={call.transactions} />}
      {call.traces.length > 0 && (
        <span className="console-refs">
          {call.traces.slice(0, SHOWN).map((t) => (
            <a key={t} href={routePath({ name: 'trace', id: t })} title={`Trace ${t}`}>
              Trace <span className="mono">{shorten(t, 6, 4)}</span>
            </a>
          ))}
        </span>
      )}
    </li>
  );
}

/**
 * The console's history: the profile's calls of this session, newest first, each with its
 * status and time; a call whose answer lists transactions offers Replay for each (the
 * transaction page with its replay run), and its traces (to replay them on the trace page).
 */
export function ConsoleHistory({ profileId }: { profileId: string }) {
  const calls = useConsoleHistory((s) => s.calls).filter((c) => c.profileId === profileId);
  const clear = useConsoleHistory((s) => s.clear);
  if (calls.length === 0) return null;
  return (
    <section className="console-history" aria-label="History">
      <h3>
        History ({calls.length}){' '}
        <button type="button" onClick={clear}>
          Clear
        </button>
      </h3>
      <ol className="plain-list">
        {calls.map((c) => (
          <CallRow key={c.id} call={c} />
        ))}
      </ol>
    </section>
  );
}
