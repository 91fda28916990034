import type { z } from 'zod';
import type { Api, OperationSpec, ParamsOf } from './params';
import { v2Operations, type V2OperationName } from './v2-operations';
import { v3Operations, type V3OperationName } from './v3-operations';

/**
 * The operation catalogue: every v2 and v3 operation of the seed as data, importable by main
 * and renderer. Types below are derived from it (never repeated by hand).
 */
export const catalogue = { v2: v2Operations, v3: v3Operations } as const;

export type Catalogue = typeof catalogue;
export type OperationName<A extends Api> = keyof Catalogue[A] & string;
export type { V2OperationName, V3OperationName };

/** The spec type of one operation. */
export type OperationOf<A extends Api, N extends OperationName<A>> = Catalogue[A][N];

/** Params object of an operation, derived from its parameter list. */
export type OperationParams<A extends Api, N extends OperationName<A>> =
  OperationOf<A, N> extends OperationSpec<infer P, z.ZodType> ? ParamsOf<P> : never;

/** Validated response type of an operation (zod output of its response schema). */
export type OperationResponse<A extends Api, N extends OperationName<A>> =
  OperationOf<A, N> extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** Looks an operation up by api and name; undefined when the catalogue has no such operation. */
export function findOperation(api: Api, name: string): OperationSpec | undefined {
  const table = catalogue[api] as Record<string, OperationSpec>;
  return Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}

/** All operations of one API generation, in catalogue order. */
export function listOperations(api: Api): OperationSpec[] {
  return Object.values(catalogue[api]) as OperationSpec[];
}
