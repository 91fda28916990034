/**
 * A typed amount ("1.5", "1 500,25" is refused) as an integer in the asset's smallest unit:
 * `unitsFromDecimal("1.5", 9)` → `1500000000n`. Never rounds: more fractional digits than
 * `decimals` is an error. Throws `Error` with a readable message on anything that is not a
 * non-negative decimal number.
 */
export function unitsFromDecimal(text: string, decimals: number): bigint {
  const t = text.trim();
  const m = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!m) throw new Error(`"${t.slice(0, 40)}" is not an amount (digits and one dot)`);
  const frac = m[2] ?? '';
  if (frac.length > decimals) {
    throw new Error(`"${t.slice(0, 40)}" has more than ${decimals} decimals`);
  }
  return BigInt(m[1]! + frac.padEnd(decimals, '0'));
}
