/**
 * Normalises a shard id to v3's form: unsigned upper-case hex (`8000000000000000`). Accepts
 * that form (any case, `0x` optional) or v2's signed decimal int64 (`-9223372036854775808`).
 * A 16-character string of digits is read as hex (v3's form); shorter digit strings and
 * negative numbers as decimal. Throws `Error` on anything else.
 */
export function normalizeShard(input: string): string {
  const text = input.trim();
  let value: bigint;
  if (/^-\d+$/.test(text) || (/^\d+$/.test(text) && text.length !== 16)) {
    value = BigInt(text);
    if (value < -(2n ** 63n) || value >= 2n ** 64n)
      throw new Error(`shard ${text} is out of range`);
    if (value < 0n) value += 2n ** 64n;
  } else if (/^(0x)?[0-9a-fA-F]{1,16}$/.test(text)) {
    value = BigInt(`0x${text.replace(/^0x/, '')}`);
  } else {
    throw new Error(`"${text.slice(0, 40)}" is not a shard id (hex like 8000000000000000)`);
  }
  return value.toString(16).toUpperCase().padStart(16, '0');
}

/** A block's short name `wc:shard:seqno`, as search accepts it. */
export function blockName(b: { workchain: number; shard: string; seqno: number }): string {
  return `${b.workchain}:${b.shard}:${b.seqno}`;
}
