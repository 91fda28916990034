/**
 * Formats an integer amount in the smallest unit with `decimals` applied, exactly (string
 * arithmetic on a bigint, no float): `formatUnits(1500000000n, 9)` → `"1.5"`,
 * `formatUnits(-5n, 2)` → `"-0.05"`, `formatUnits(7n, 0)` → `"7"`. Trailing fractional zeros
 * are dropped. Throws `RangeError` when `decimals` is not an integer in 0..255 (TEP-64 uint8).
 */
export function formatUnits(amount: bigint | string, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer in 0..255, got ${decimals}`);
  }
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  if (decimals === 0) return `${negative ? '-' : ''}${digits}`;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const frac = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** ISO 8601 UTC time without milliseconds from unix seconds: `2024-05-01T12:00:00Z`. */
export function unixToIso(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
