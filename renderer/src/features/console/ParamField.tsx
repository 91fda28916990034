import type { ParamSpec } from '../../../../shared/api/params';
import { fieldKind } from './form-values';

/**
 * The field of one operation parameter, its control chosen by its catalogue kind (a select of
 * its options, a textarea, or a text input), labelled with its name, type and description.
 */
export function ParamField({
  param: p,
  value,
  onChange,
}: {
  param: ParamSpec;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `param-${p.name}`;
  const label = `${p.name}${p.required ? ' (required)' : ''}`;
  return (
    <div className="console-field">
      <label htmlFor={id}>
        <code>{label}</code> <span className="muted">{p.type}</span>
      </label>
      <ParamControl id={id} param={p} value={value} onChange={onChange} />
      <small className="muted">
        {p.description}
        {p.clientOnly ? ' (handled by the app, not sent)' : ''}
      </small>
    </div>
  );
}

/** The control of a parameter: a select, a textarea or a text input, as its kind says. */
function ParamControl({
  id,
  param: p,
  value,
  onChange,
}: {
  id: string;
  param: ParamSpec;
  value: string;
  onChange: (value: string) => void;
}) {
  const kind = fieldKind(p);
  const placeholder =
    p.default !== undefined ? `${kind.hint} (default ${String(p.default)})` : kind.hint;
  if (kind.control === 'select') {
    return (
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">
          {p.default !== undefined ? `default (${String(p.default)})` : 'not set'}
        </option>
        {kind.options?.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  if (kind.control === 'textarea') {
    return (
      <textarea
        id={id}
        rows={3}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
      />
    );
  }
  return (
    <input
      id={id}
      type="text"
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
      spellCheck={false}
      autoComplete="off"
    />
  );
}
