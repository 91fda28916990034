import { toRawUpper } from '../../../../shared/ton/address';

/** A v3 error answered as `{"error": message}` with `status`. */
export class V3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'V3Error';
  }
}

export type Query = Record<string, unknown>;

/** Every value of an array parameter: repeated keys and `key[]` (commas are not split). */
export function list(q: Query, name: string): string[] {
  const out: string[] = [];
  for (const key of [name, `${name}[]`]) {
    const v = q[key];
    if (v === undefined) continue;
    for (const s of Array.isArray(v) ? v : [v]) if (typeof s === 'string' && s !== '') out.push(s);
  }
  return out;
}

/** First value of a parameter, or undefined when absent/empty. */
export function single(q: Query, name: string): string | undefined {
  return list(q, name)[0];
}

/**
 * Parses an address in any toncenter input form (raw any case, user-friendly base64/base64url)
 * into raw upper-case `wc:HEX`. `addr_none`/`null` give null. Bad input → 422.
 */
export function parseAddress(value: string, name: string): string | null {
  if (value === 'addr_none' || value === 'null') return null;
  try {
    return toRawUpper(value.replace(/\s/g, '+'));
  } catch {
    throw new V3Error(422, `failed to parse parameter ${name}: invalid address '${value}'`);
  }
}

/** Like parseAddress but the address must be a std address (not addr_none). */
export function parseStdAddress(value: string, name: string, status = 422): string {
  const a = (() => {
    try {
      return parseAddress(value, name);
    } catch (e) {
      if (status !== 422) throw new V3Error(status, (e as Error).message);
      throw e;
    }
  })();
  if (!a) throw new V3Error(status, `failed to parse parameter ${name}: std address required`);
  return a;
}

export function addressList(q: Query, name: string): string[] {
  return list(q, name)
    .map((v) => parseAddress(v, name))
    .filter((a): a is string => a !== null);
}

export function optAddress(q: Query, name: string): string | undefined {
  const v = single(q, name);
  if (v === undefined) return undefined;
  return parseAddress(v, name) ?? undefined;
}

/**
 * Parses a hash: 64 hex (optional 0x), or 44/43-char base64 / base64url (padded or not).
 * Returns standard padded base64. Bad input → 422.
 */
export function parseHash(value: string, name: string): string {
  const v = value.trim();
  // Hex only when all 64 digits follow the optional 0x: a base64 hash may itself begin with
  // "0x" (one hash in 4096), and stripping it there made a valid hash a 422.
  const hex = /^(?:0[xX])?([0-9a-fA-F]{64})$/.exec(v);
  if (hex) return Buffer.from(hex[1]!, 'hex').toString('base64');
  // A '+' that arrived unencoded in a query string becomes a space.
  const b = v.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(b)) {
    const buf = Buffer.from(b, 'base64');
    if (buf.length === 32) return buf.toString('base64');
  }
  throw new V3Error(422, `failed to parse parameter ${name}: invalid hash '${value}'`);
}

export function hashList(q: Query, name: string): string[] {
  return list(q, name).map((v) => parseHash(v, name));
}

export function optHash(q: Query, name: string): string | undefined {
  const v = single(q, name);
  return v === undefined ? undefined : parseHash(v, name);
}

/** Signed integer parameter (int32 range unless `max` says otherwise). */
export function optInt(
  q: Query,
  name: string,
  min = -2147483648,
  max = 2147483647,
): number | undefined {
  const v = single(q, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v))
    throw new V3Error(422, `failed to parse parameter ${name}: '${v}' is not an integer`);
  const n = Number(v);
  if (n < min || n > max)
    throw new V3Error(422, `failed to parse parameter ${name}: ${v} is out of range`);
  return n;
}

/** Unsigned 64-bit parameter (lt); a float utime is truncated as toncenter does. */
export function optUint(q: Query, name: string, allowFloat = false): bigint | undefined {
  const v = single(q, name);
  if (v === undefined) return undefined;
  const s = allowFloat && /^\d+\.\d*$/.test(v) ? v.split('.')[0]! : v;
  if (!/^\d+$/.test(s))
    throw new V3Error(422, `failed to parse parameter ${name}: '${v}' is not an unsigned integer`);
  const n = BigInt(s);
  if (n >= 1n << 64n)
    throw new V3Error(422, `failed to parse parameter ${name}: ${v} is out of range`);
  return n;
}

export function optBool(q: Query, name: string): boolean | undefined {
  const v = single(q, name);
  if (v === undefined) return undefined;
  const l = v.toLowerCase();
  if (['true', '1', 't'].includes(l)) return true;
  if (['false', '0', 'f'].includes(l)) return false;
  throw new V3Error(422, `failed to parse parameter ${name}: '${v}' is not a boolean`);
}

/** Enum parameter: one of `values`, else 422. */
export function optEnum<T extends string>(
  q: Query,
  name: string,
  values: readonly T[],
): T | undefined {
  const v = single(q, name);
  if (v === undefined) return undefined;
  if (!(values as readonly string[]).includes(v)) {
    throw new V3Error(
      422,
      `wrong value for ${name} parameter: '${v}' (allowed: ${values.join(', ')})`,
    );
  }
  return v as T;
}

/** Shard: hex first (optional 0x), else signed decimal; returns the signed int64. */
export function optShard(q: Query, name = 'shard'): bigint | undefined {
  const v = single(q, name);
  if (v === undefined) return undefined;
  const h = v.replace(/^0x/i, '');
  if (/^[0-9a-fA-F]{1,16}$/.test(h)) return BigInt.asIntN(64, BigInt('0x' + h));
  if (/^-\d+$/.test(v)) return BigInt.asIntN(64, BigInt(v));
  throw new V3Error(422, `failed to parse parameter ${name}: invalid shard '${v}'`);
}

/** Opcode: 0x hex, bare hex first, else signed decimal; returns the unsigned 32-bit value. */
export function optOpcode(q: Query, name = 'opcode'): number | undefined {
  const v = single(q, name);
  if (v === undefined) return undefined;
  const h = v.replace(/^0x/i, '');
  if (/^[0-9a-fA-F]{1,8}$/.test(h)) return parseInt(h, 16) >>> 0;
  if (/^-\d+$/.test(v) && Number(v) >= -2147483648) return Number(v) >>> 0;
  throw new V3Error(422, `failed to parse parameter ${name}: invalid opcode '${v}'`);
}

/** Largest signed 64-bit integer. */
const INT64_MAX = 2n ** 63n - 1n;

export interface Page {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
}

/**
 * limit/offset/sort of a paginated endpoint (service.md §8.2): limit 1..max (default
 * `defaultLimit`; above max → 422 "limit is not allowed: N > max"), offset ≥ 0, sort asc|desc
 * (also a|d; default desc).
 */
export function page(q: Query, defaultLimit = 10, max = 1000): Page {
  const l = single(q, 'limit');
  let limit = defaultLimit;
  if (l !== undefined) {
    if (!/^-?\d+$/.test(l))
      throw new V3Error(422, `failed to parse parameter limit: '${l}' is not an integer`);
    limit = Number(l);
    if (limit > max) throw new V3Error(422, `limit is not allowed: ${limit} > ${max}`);
    if (limit < 1) throw new V3Error(422, `limit is not allowed: ${limit} < 1`);
  }
  const o = single(q, 'offset');
  let offset = 0;
  if (o !== undefined) {
    if (!/^\d+$/.test(o))
      throw new V3Error(
        422,
        `failed to parse parameter offset: '${o}' is not a non-negative integer`,
      );
    // SQLite's OFFSET is an int64; past the last row every offset gives the same empty page.
    if (BigInt(o) > INT64_MAX)
      throw new V3Error(422, `failed to parse parameter offset: ${o} is out of range`);
    offset = Math.min(Number(o), Number.MAX_SAFE_INTEGER);
  }
  const s = single(q, 'sort');
  let sort: 'asc' | 'desc' = 'desc';
  if (s !== undefined) {
    if (s === 'asc' || s === 'a') sort = 'asc';
    else if (s === 'desc' || s === 'd') sort = 'desc';
    else throw new V3Error(422, 'wrong value for sort parameter');
  }
  return { limit, offset, sort };
}
