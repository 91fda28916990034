import type { ParamSpec } from '../../../../shared/api/params';

/** The console form's raw text per parameter name (selects give '' for "not set"). */
export type FormValues = Record<string, string>;

/** How a parameter is edited: its input kind and a hint for the placeholder. */
export interface FieldKind {
  control: 'text' | 'textarea' | 'select';
  /** Options of a select (value '' = not set). */
  options?: readonly string[];
  hint: string;
}

/** Chooses the input of a parameter from its catalogue type (shared/api/params.ts). */
export function fieldKind(spec: ParamSpec): FieldKind {
  const array = spec.type.startsWith('array-of-');
  const base = array ? spec.type.slice('array-of-'.length) : spec.type;
  const many = array ? ', comma-separated' : '';
  switch (base) {
    case 'boolean':
      return { control: 'select', options: ['true', 'false'], hint: 'true or false' };
    case 'enum':
      return { control: 'select', options: spec.values ?? [], hint: 'one of the values' };
    case 'stack':
      return { control: 'textarea', hint: 'JSON array, e.g. [["num", "1"]]' };
    case 'boc':
      return { control: 'textarea', hint: `base64 BoC${many}` };
    case 'int':
      return { control: 'text', hint: `integer${many}` };
    case 'bigint':
      return { control: 'text', hint: `decimal integer${many}` };
    case 'address':
      return { control: 'text', hint: `address, raw or user-friendly${many}` };
    case 'hash':
      return { control: 'text', hint: `hash: hex or base64${many}` };
    default:
      return { control: 'text', hint: `text${many}` };
  }
}

/**
 * The params object sent with `api:call`: only the fields the user filled in, as typed text.
 * Main coerces and validates them against the same catalogue (`prepareParams`), applies
 * defaults and answers with an `INVALID_INPUT` error naming the parameter when one is wrong.
 */
export function toCallParams(
  params: readonly ParamSpec[],
  values: FormValues,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of params) {
    const v = values[p.name]?.trim();
    if (v) out[p.name] = v;
  }
  return out;
}

/** Names of required parameters left empty (the Call button says which). */
export function missingRequired(params: readonly ParamSpec[], values: FormValues): string[] {
  return params
    .filter((p) => p.required && p.default === undefined && !values[p.name]?.trim())
    .map((p) => p.name);
}
