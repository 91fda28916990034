import type { z } from 'zod';

/** Scalar kinds of operation parameters; forms and the CLI coerce input by kind. */
export const SCALAR_PARAM_TYPES = [
  'address',
  'hash',
  'int',
  'bigint',
  'string',
  'boolean',
  'enum',
  'boc',
  'stack',
] as const;
export type ScalarParamType = (typeof SCALAR_PARAM_TYPES)[number];
/** A parameter type: a scalar kind or `array-of-<kind>` (v3 sends arrays as repeated keys). */
export type ParamType = ScalarParamType | `array-of-${ScalarParamType}`;

/** One parameter of an operation, as data (the renderer's API console builds forms from it). */
export interface ParamSpec {
  readonly name: string;
  readonly type: ParamType;
  readonly required?: boolean;
  /** Default the client sends when the caller gives none (e.g. `limit`). */
  readonly default?: string | number | boolean;
  /** Allowed values of an `enum`. */
  readonly values?: readonly string[];
  readonly description: string;
  /** Handled by the client, never sent to the server (e.g. getTransactions `exclusive`). */
  readonly clientOnly?: boolean;
}

export type Api = 'v2' | 'v3';
export type HttpMethod = 'GET' | 'POST';

/** One operation of the catalogue. `response` validates what the app uses; unknown fields kept. */
export interface OperationSpec<
  P extends readonly ParamSpec[] = readonly ParamSpec[],
  R extends z.ZodType = z.ZodType,
> {
  readonly api: Api;
  /** v2: the method name (also the JSON-RPC method); v3: the path without the leading slash
   * (`jetton/transfers`), `decodePost` for POST /decode. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path relative to the generation's base URL, with a leading slash. */
  readonly path: string;
  readonly summary: string;
  readonly params: P;
  /** Paginated operations: the server's maximum and default `limit` (the client always sends one). */
  readonly maxLimit?: number;
  readonly defaultLimit?: number;
  /** True for operations that send a message: never retried automatically. */
  readonly send: boolean;
  readonly response: R;
}

type EnumOf<S extends ParamSpec> = S['values'] extends readonly (infer V extends string)[]
  ? V
  : string;
type ScalarValue<T extends ScalarParamType, S extends ParamSpec> = T extends 'int'
  ? number
  : T extends 'bigint'
    ? bigint | string
    : T extends 'boolean'
      ? boolean
      : T extends 'enum'
        ? EnumOf<S>
        : T extends 'stack'
          ? unknown[]
          : string;

/** The TypeScript value type of one parameter spec. */
export type ParamValue<S extends ParamSpec> =
  S['type'] extends `array-of-${infer X extends ScalarParamType}`
    ? ScalarValue<X, S>[]
    : S['type'] extends ScalarParamType
      ? ScalarValue<S['type'], S>
      : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The params object of an operation, derived from its parameter list. */
export type ParamsOf<P extends readonly ParamSpec[]> = Simplify<
  { [S in P[number] as S['required'] extends true ? S['name'] : never]: ParamValue<S> } & {
    [S in P[number] as S['required'] extends true ? never : S['name']]?: ParamValue<S>;
  }
>;

/** Declares one parameter. */
export function param<
  const N extends string,
  const T extends ParamType,
  const O extends Partial<ParamSpec> = Record<never, never>,
>(
  name: N,
  type: T,
  description: string,
  opts?: O,
): { readonly name: N; readonly type: T; readonly description: string } & O {
  return { name, type, description, ...(opts ?? ({} as O)) };
}

/** Declares one operation, keeping literal parameter types for {@link ParamsOf}. */
export function operation<const P extends readonly ParamSpec[], R extends z.ZodType>(
  spec: Omit<OperationSpec<P, R>, 'send'> & { send?: boolean },
): OperationSpec<P, R> {
  return { ...spec, send: spec.send ?? false };
}
