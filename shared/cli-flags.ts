/**
 * Option tables for `node:util` `parseArgs`, built from flag names: both command lines (the
 * app's CLI and the local network's) declare most of their flags this way. Kept typed per name,
 * so `parseArgs` still infers each value (`string` or `boolean`, `undefined` when absent).
 */

/** A flag that takes a value: `--name value` (every value a string). */
export interface StringFlag {
  readonly type: 'string';
}

/** A flag without a value: `--name` (true when given). */
export interface BooleanFlag {
  readonly type: 'boolean';
}

/** `{ name: { type: 'string' } }` for each name. */
export function stringFlags<const N extends string>(
  ...names: N[]
): { readonly [K in N]: StringFlag } {
  return Object.fromEntries(names.map((n) => [n, { type: 'string' }])) as {
    readonly [K in N]: StringFlag;
  };
}

/** `{ name: { type: 'boolean' } }` for each name. */
export function booleanFlags<const N extends string>(
  ...names: N[]
): { readonly [K in N]: BooleanFlag } {
  return Object.fromEntries(names.map((n) => [n, { type: 'boolean' }])) as {
    readonly [K in N]: BooleanFlag;
  };
}
