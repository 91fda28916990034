import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import type { RunGetMethodResult } from '../../lib/v3-types';
import { decodeStackEntry, type DecodedEntry } from './stack';
import { getMethodOutcome } from './get-methods';

/** One decoded result entry. */
function Entry({ e }: { e: DecodedEntry }) {
  switch (e.kind) {
    case 'num':
      return (
        <span>
          <span className="mono">{e.decimal}</span> <span className="muted">({e.hex})</span>
        </span>
      );
    case 'address':
      return (
        <span>
          <span className="muted">address </span>
          <Address address={e.raw} short={false} />
        </span>
      );
    case 'text':
      return (
        <span>
          <span className="muted">text </span>“{e.text}”
        </span>
      );
    case 'cell':
      return (
        <span>
          <span className="muted">
            cell ({e.bits} bits, {e.refs} refs)
          </span>{' '}
          <span className="mono break">{e.boc.length > 80 ? `${e.boc.slice(0, 80)}…` : e.boc}</span>
          <CopyButton text={e.boc} label="cell BoC" />
        </span>
      );
    case 'tuple':
      return (
        <ol className="stack-tuple">
          {e.items.map((item, i) => (
            <li key={i}>
              <Entry e={item} />
            </li>
          ))}
        </ol>
      );
    case 'null':
      return <span className="muted">null</span>;
    case 'unknown':
      return (
        <span>
          <span className="muted">{e.type} </span>
          <span className="mono">{e.json}</span>
        </span>
      );
  }
}

/**
 * A get-method's result: the exit code (or what a failing one means), the gas used, and the
 * decoded result stack when it succeeded.
 */
export function GetMethodResult({ result }: { result: RunGetMethodResult }) {
  const outcome = getMethodOutcome(result.exit_code);
  return (
    <section className="method-result" aria-label="Get-method result">
      <p>
        <strong className={outcome.ok ? 'ok' : 'error'}>
          {outcome.ok ? `Exit code ${result.exit_code}` : outcome.text}
        </strong>{' '}
        · gas used {result.gas_used}
      </p>
      {!outcome.ok ? null : result.stack.length === 0 ? (
        <p className="muted">The method returned an empty stack.</p>
      ) : (
        <ol className="stack-result" aria-label="Result stack">
          {result.stack.map((entry, i) => (
            <li key={i}>
              <Entry e={decodeStackEntry(entry)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
