import type { StackArg, StackArgType } from './stack';

const ARG_TYPES: Array<{ value: StackArgType; label: string }> = [
  { value: 'num', label: 'Number' },
  { value: 'address', label: 'Address' },
  { value: 'cell', label: 'Cell (BoC)' },
  { value: 'slice', label: 'Slice (BoC)' },
];

/** The get-method's argument stack, first pushed first: a type and a value per argument. */
export function StackEditor({
  args,
  setArgs,
}: {
  args: StackArg[];
  setArgs: (next: StackArg[]) => void;
}) {
  return (
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
                args.map((x, j) => (j === i ? { ...x, type: e.target.value as StackArgType } : x)),
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
  );
}
