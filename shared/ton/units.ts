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

/** `value` (smallest units, ≥ 0) with `decimals`, rounded half up to `keep` decimals. */
function roundUnits(value: bigint, decimals: number, keep: number): bigint {
  if (keep >= decimals) return value * 10n ** BigInt(keep - decimals);
  const div = 10n ** BigInt(decimals - keep);
  return (value + div / 2n) / div;
}

const SUFFIXES = ['', 'k', 'M', 'B', 'T'];

/**
 * An amount short enough for a picture's label: exact (`24.9`, `1,234`) when it has at most
 * 4 whole digits and 2 decimals; 3 significant digits with k, M, B, T from 10,000 on (`120k`,
 * `≈1.23M`); 2 decimals from 1 up (`≈12.35`), 2 significant digits below (`≈0.0012`); `≈`
 * marks a rounded one. Exact arithmetic (bigint); the exact amount belongs beside it (tables, tooltip).
 */
export function compactUnits(amount: bigint | string, decimals: number): string {
  const exact = formatUnits(amount, decimals);
  const negative = exact.startsWith('-');
  const [whole, frac = ''] = (negative ? exact.slice(1) : exact).split('.') as [string, string?];
  const value = BigInt(negative ? exact.slice(1).replace('.', '') : exact.replace('.', ''));
  const scale = frac.length;
  const sign = negative ? '-' : '';
  if (whole.length <= 4 && frac.length <= 2) return formatUnits(amount, decimals, { group: true });
  let keep: number;
  let shift = 0;
  if (whole.length > 4) {
    shift = Math.min(Math.floor((whole.length - 1) / 3), SUFFIXES.length - 1);
    keep = Math.max(0, 3 - (whole.length - 3 * shift));
  } else if (whole !== '0') keep = 2;
  else keep = frac.search(/[1-9]/) + 2;
  const d = scale + 3 * shift;
  keep = Math.min(keep, d);
  const rounded = roundUnits(value, d, keep);
  const text = formatUnits(rounded, keep, { group: true });
  const same = rounded * 10n ** BigInt(d - keep) === value;
  return `${same ? '' : '≈'}${sign}${text}${SUFFIXES[shift]}`;
}
