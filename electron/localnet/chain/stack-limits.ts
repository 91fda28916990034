/**
 * Bounds of a get-method stack, checked before anything runs. The TVM emulator traps on long
 * stacks (a flat stack of 400 numbers; a 5,000-entry list), and a trap costs every request an
 * emulator replacement; real get-methods take a handful of arguments.
 */
export const STACK_LIMITS = {
  /** Entries in the whole stack, those inside tuples and lists included. */
  entries: 255,
  /** Characters of one cell or slice's base64 BoC (48 KiB of BoC). */
  bocChars: 65_536,
} as const;
