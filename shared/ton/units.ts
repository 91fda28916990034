/**
 * Exact formatting of amounts in a token's smallest unit (nanotons, jetton units): string
 * arithmetic on a bigint, never a float. The one `formatUnits` of the app (pages and exports).
 */

/** Inserts `,` separators into the integer digits: `1234567` → `1,234,567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an integer amount in the smallest unit with `decimals` applied, exactly:
 * `formatUnits(1500000000n, 9)` → `"1.5"`, `formatUnits(-5n, 2)` → `"-0.05"`,
 * `formatUnits("1500000", 3, { group: true })` → `"1,500"`. Trailing fractional zeros are
 * dropped. Throws `RangeError` when `decimals` is not an integer in 0..255 (TEP-64 uint8) and
 * `Error` when `amount` is not a decimal integer.
 */
export function formatUnits(
  amount: bigint | string,
  decimals: number,
  opts: { group?: boolean } = {},
): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer in 0..255, got ${decimals}`);
  }
  let value: bigint;
  if (typeof amount === 'bigint') value = amount;
  else if (/^-?\d+$/.test(amount.trim())) value = BigInt(amount.trim());
  else throw new Error(`"${amount.slice(0, 40)}" is not an integer`);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const frac = padded.slice(padded.length - decimals).replace(/0+$/, '');
  const w = opts.group ? groupThousands(whole) : whole;
  return `${negative ? '-' : ''}${w}${frac ? `.${frac}` : ''}`;
}
