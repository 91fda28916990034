import { z } from 'zod';
import { coins, coinsString, int64, int64String } from '../../../shared/api/schema-kit';

/** Parts whose transform-free twin is known: the int64 string-or-number union → its string form. */
const WIRE_FORMS = new Map<z.ZodType, z.ZodType>([
  [int64, int64String],
  [coins, coinsString],
]);

/** Leaf types that never change their input (checks such as `.regex` or `.int()` only test;
 * value-rewriting checks are refused below). */
const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'unknown',
  'any',
  'literal',
  'null',
  'enum',
]);

type Def = Record<string, unknown> & { type: string };

/** Thrown while building a twin for a schema that has a part with no known transform-free form. */
class NoOutputForm extends Error {}

function twin(schema: z.ZodType): z.ZodType {
  const known = WIRE_FORMS.get(schema);
  if (known) return known;
  const def = schema._zod.def as unknown as Def;
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  // `.trim()`, `.toLowerCase()`, `.overwrite()`… rewrite the value: no twin.
  if (checks.some((c) => c._zod.def.check === 'overwrite')) throw new NoOutputForm('overwrite');
  const t = (s: unknown) => twin(s as z.ZodType);
  const clone = (patch: Record<string, unknown>) =>
    z.clone(schema, { ...def, ...patch } as unknown as typeof schema._zod.def);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return clone({
        shape: Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, twin(v)])),
        catchall: def.catchall === undefined ? undefined : t(def.catchall),
      });
    }
    case 'array':
      return clone({ element: t(def.element) });
    case 'optional':
    case 'nullable':
      return clone({ innerType: t(def.innerType) });
    case 'union':
      return clone({ options: (def.options as z.ZodType[]).map(twin) });
    case 'record':
      return clone({ keyType: t(def.keyType), valueType: t(def.valueType) });
    case 'tuple':
      return clone({
        items: (def.items as z.ZodType[]).map(twin),
        rest: def.rest == null ? def.rest : t(def.rest),
      });
    default:
      if (LEAVES.has(def.type)) return schema;
      // pipe / transform / default / lazy (recursive trace trees) …: no twin, parse in full.
      throw new NoOutputForm(def.type);
  }
}

/**
 * The "output form" of a response schema: the same checks with every transform removed (int64
 * accepts only its decimal-string form), so an input it accepts is exactly what the schema would
 * return (same values, unknown fields kept); the client can then validate without building a
 * copy. Null when the schema has a part with no such form (a recursive or transforming part):
 * such schemas are always parsed in full.
 */
export function outputFormOf<S extends z.ZodType>(schema: S): z.ZodType | null {
  try {
    return twin(schema);
  } catch (err) {
    if (err instanceof NoOutputForm) return null;
    throw err;
  }
}
