import { fromNano, toNano } from '@ton/core';

const INT_RE = /^-?\d+$/;
const TON_RE = /^-?\d+(?:\.\d{1,9})?$/;

/**
 * Parses an int64/uint64/int256 value as toncenter sends it (decimal string; a JSON number
 * for small values such as Python 2.0's `balance: 0`) into a bigint. Throws `Error` otherwise.
 */
export function toBigInt(value: string | number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`${value} is not an exact integer`);
    return BigInt(value);
  }
  const text = value.trim();
  if (!INT_RE.test(text)) throw new Error(`"${text.slice(0, 80)}" is not a decimal integer`);
  return BigInt(text);
}

/**
 * Formats nanotons as a TON decimal string with full precision and no rounding
 * (`1500000000n` → `"1.5"`, `1n` → `"0.000000001"`). Accepts what {@link toBigInt} accepts.
 */
export function nanoToTon(nanotons: string | number | bigint): string {
  return fromNano(toBigInt(nanotons));
}

/**
 * Parses a TON decimal string (at most 9 fractional digits, optional sign) into nanotons.
 * Throws `Error` with a readable message on anything else (never rounds).
 */
export function tonToNano(ton: string): bigint {
  const text = ton.trim();
  if (!TON_RE.test(text)) {
    throw new Error(`"${text.slice(0, 80)}" is not a TON amount (digits, at most 9 decimals)`);
  }
  return toNano(text);
}
