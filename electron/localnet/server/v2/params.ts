import type { Address, Cell } from '@ton/core';
import { parseAddress } from '../../../../shared/ton/address';
import { readBoc } from '../../chain/boc';
import { z } from 'zod';
import { V2Error } from './errors';

/**
 * Reads v2 operation parameters from a GET query (strings) or a POST / JSON-RPC body (JSON
 * values), with toncenter 2.1's input rules: numbers may be JSON
 * numbers or numeric strings, addresses raw or user-friendly, hashes hex / base64 / base64url.
 * Every failure throws `V2Error(422, ...)` naming the parameter.
 */

const intText = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform((s) => BigInt(s)),
]);

const boolText = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((s) => s === 'true' || s === '1'),
  z
    .number()
    .refine((n) => n === 0 || n === 1)
    .transform((n) => n === 1),
]);

const INT64_MIN = -(2n ** 63n);
const UINT64_MAX = 2n ** 64n - 1n;

/** A parsed user-friendly or raw address with the flags of its input form. */
export interface ParsedAddress {
  address: Address;
  givenType: 'raw_form' | 'friendly_bounceable' | 'friendly_non_bounceable';
  testOnly: boolean;
}

/**
 * Parses an address in raw (`wc:hex`, any case, int8 workchain) or user-friendly (base64 /
 * base64url) form; anything else is a 422.
 */
export function parseAddressText(value: string, name = 'address'): ParsedAddress {
  const text = value.trim();
  if (text === '') throw new V2Error(422, `empty ${name}`);
  let parsed: ReturnType<typeof parseAddress>;
  try {
    parsed = parseAddress(text);
  } catch {
    throw new V2Error(422, `failed to parse ${name}: invalid address "${text.slice(0, 80)}"`);
  }
  const f = parsed.friendly;
  return {
    address: parsed.address,
    givenType: !f ? 'raw_form' : f.bounceable ? 'friendly_bounceable' : 'friendly_non_bounceable',
    testOnly: f?.testOnly ?? false,
  };
}

/** Parses a 32-byte hash: 64 hex chars, 44-char base64 (std or url alphabet), 43 unpadded. */
export function parseHashText(value: string, name = 'hash'): Buffer {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const buf = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (buf.length === 32) return buf;
  }
  throw new V2Error(422, `failed to parse ${name}: expected 32 bytes as hex or base64`);
}

/** Parses a base64 BoC into its single root cell (see `readBoc`: depth limit, one root). */
export function parseBocText(value: string, name = 'boc'): Cell {
  return readBoc(value, name);
}

/** Typed access to one request's parameters. */
export class Params {
  constructor(private readonly raw: Record<string, unknown>) {}

  /** The raw value (a repeated query key gives an array). */
  value(name: string): unknown {
    return this.raw[name];
  }

  has(name: string): boolean {
    const v = this.value(name);
    return v !== undefined && v !== null && v !== '';
  }

  private missing(name: string): never {
    throw new V2Error(422, `failed to validate request: missing required parameter ${name}`);
  }

  string(name: string): string {
    const v = this.value(name);
    if (v === undefined || v === null) this.missing(name);
    if (typeof v !== 'string') throw new V2Error(422, `failed to parse ${name}: expected a string`);
    return v;
  }

  optString(name: string): string | undefined {
    return this.has(name) ? this.string(name) : undefined;
  }

  address(name = 'address'): ParsedAddress {
    return parseAddressText(this.string(name), name);
  }

  hash(name: string): Buffer {
    return parseHashText(this.string(name), name);
  }

  optHash(name: string): Buffer | undefined {
    return this.has(name) ? this.hash(name) : undefined;
  }

  boc(name: string): Cell {
    return parseBocText(this.string(name), name);
  }

  /** An optional BoC where `""` means absent (estimateFee's init_code / init_data). */
  optBoc(name: string): Cell | undefined {
    return this.has(name) ? this.boc(name) : undefined;
  }

  private bigint(name: string): bigint {
    const parsed = intText.safeParse(this.value(name));
    if (!parsed.success) throw new V2Error(422, `failed to parse ${name}: expected an integer`);
    return BigInt(parsed.data);
  }

  /** A 32-bit-ish integer (seqno, workchain, limit...) within [min, max]. */
  int(name: string, opts: { min?: number; max?: number } = {}): number {
    if (!this.has(name)) this.missing(name);
    const n = this.bigint(name);
    const min = opts.min ?? -(2 ** 31);
    const max = opts.max ?? 2 ** 31 - 1;
    if (n < BigInt(min) || n > BigInt(max)) {
      throw new V2Error(422, `${name} should be between ${min} and ${max}`);
    }
    return Number(n);
  }

  optInt(name: string, opts: { min?: number; max?: number } = {}): number | undefined {
    return this.has(name) ? this.int(name, opts) : undefined;
  }

  /** An int64 (lt, shard): signed, or unsigned up to 2^64-1 (shard given as unsigned). */
  int64(name: string): bigint {
    if (!this.has(name)) this.missing(name);
    const n = this.bigint(name);
    if (n < INT64_MIN || n > UINT64_MAX)
      throw new V2Error(422, `failed to parse ${name}: out of int64 range`);
    return n;
  }

  optInt64(name: string): bigint | undefined {
    return this.has(name) ? this.int64(name) : undefined;
  }

  bool(name: string, fallback: boolean): boolean {
    if (!this.has(name)) return fallback;
    const parsed = boolText.safeParse(this.value(name));
    if (!parsed.success) throw new V2Error(422, `failed to parse ${name}: expected true or false`);
    return parsed.data;
  }

  /** A list parameter: repeated query keys, a JSON array, or a single value. */
  list(name: string): unknown[] {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return [];
    return Array.isArray(v) ? v : [v];
  }
}
