import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import { ErrorState } from '../../components/States';
import { fetchApi } from '../../api/queries';
import { useProfile } from '../../lib/profile-context';
import {
  decodeStackEntry,
  toV3Stack,
  type DecodedEntry,
  type StackArg,
  type StackArgType,
} from './stack';
import type { RunGetMethodResult } from '../../lib/v3-types';
import { useAddressFacts } from '../../lib/address-data';
import { defaultGetMethod, getMethodOutcome } from './get-methods';
import { Form } from '../../components/Form';
import { TextField } from '../../components/TextField';

const COMMON_METHODS = [
  'get_wallet_data',
  'get_jetton_data',
  'get_wallet_address',
  'get_nft_data',
  'get_collection_data',
  'get_nft_address_by_index',
  'seqno',
  'get_public_key',
  'get_subwallet_id',
];

const ARG_TYPES: Array<{ value: StackArgType; label: string }> = [
  { value: 'num', label: 'Number' },
  { value: 'address', label: 'Address' },
  { value: 'cell', label: 'Cell (BoC)' },
  { value: 'slice', label: 'Slice (BoC)' },
];

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
 * Runs any get-method (v3 `runGetMethod`) with a stack editor (numbers, addresses, cells,
 * slices) and shows the exit code, gas and the decoded result stack.
 */
export function GetMethodsTab({ raw }: { raw: string }) {
  const profile = useProfile();
  const { row } = useAddressFacts(raw);
  // Null until the user types: the default follows the interfaces once they are known.
  const [typed, setMethod] = useState<string | null>(null);
  const method = typed ?? defaultGetMethod(row?.interfaces);
  const [args, setArgs] = useState<StackArg[]>([]);
  const [inputError, setInputError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (vars: { method: string; stack: unknown[] }) =>
      fetchApi<RunGetMethodResult>(profile.id, 'v3', 'runGetMethod', {
        address: raw,
        method: vars.method,
        stack: vars.stack,
      }),
  });

  const submit = () => {
    const name = method.trim();
    // A new error replaces the previous result rather than showing beside it.
    if (!name) {
      run.reset();
      setInputError('Type a get-method name.');
      return;
    }
    try {
      const stack = toV3Stack(args);
      setInputError(null);
      run.mutate({ method: name, stack });
    } catch (e) {
      run.reset();
      setInputError((e as Error).message);
    }
  };

  return (
    <div className="methods-tab">
      <Form className="method-form" aria-label="Run a get-method" onSubmit={submit}>
        <TextField label="Method" list="common-methods" value={method} onChange={setMethod}>
          <datalist id="common-methods">
            {COMMON_METHODS.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
        </TextField>
        <fieldset className="stack-editor">
          <legend>Arguments (stack, first pushed first)</legend>
          {args.length === 0 && <p className="muted">No arguments.</p>}
          {args.map((a, i) => (
            <div key={i} className="stack-row">
              <select
                aria-label={`Argument ${i + 1} type`}
                value={a.type}
                onChange={(e) =>
                  setArgs(
                    args.map((x, j) =>
                      j === i ? { ...x, type: e.target.value as StackArgType } : x,
                    ),
                  )
                }
              >
                {ARG_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
              <input
                aria-label={`Argument ${i + 1} value`}
                value={a.value}
                spellCheck={false}
                onChange={(e) =>
                  setArgs(args.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))
                }
              />
              <button
                type="button"
                aria-label={`Remove argument ${i + 1}`}
                onClick={() => setArgs(args.filter((_, j) => j !== i))}
              >
                ✕
              </button>
            </div>
          ))}
          <button type="button" onClick={() => setArgs([...args, { type: 'num', value: '' }])}>
            Add argument
          </button>
        </fieldset>
        <button type="submit" disabled={run.isPending}>
          {run.isPending ? 'Running…' : 'Run'}
        </button>
      </Form>
      {inputError && (
        <p className="error" role="alert">
          {inputError}
        </p>
      )}
      {run.isError && <ErrorState error={run.error} />}
      {run.data && (
        <section className="method-result" aria-label="Get-method result">
          <p>
            <strong className={getMethodOutcome(run.data.exit_code).ok ? 'ok' : 'error'}>
              {getMethodOutcome(run.data.exit_code).ok
                ? `Exit code ${run.data.exit_code}`
                : getMethodOutcome(run.data.exit_code).text}
            </strong>{' '}
            · gas used {run.data.gas_used}
          </p>
          {!getMethodOutcome(run.data.exit_code).ok ? null : run.data.stack.length === 0 ? (
            <p className="muted">The method returned an empty stack.</p>
          ) : (
            <ol className="stack-result" aria-label="Result stack">
              {run.data.stack.map((entry, i) => (
                <li key={i}>
                  <Entry e={decodeStackEntry(entry)} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
