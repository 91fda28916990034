import { Cell } from '@ton/core';
import { AppError } from '../ipc/errors';
import { isAddress } from '../ton/address';
import { toBase64Hash } from '../ton/hash';
import type { OperationSpec, ParamSpec, ScalarParamType } from './params';

/** A parameter value ready for the wire: numbers and booleans stay typed for JSON bodies. */
export type WireScalar = string | number | boolean;
export type WireValue = WireScalar | WireScalar[] | unknown[];

/** Params of one call after validation: what goes to the server, and client-only options. */
export interface PreparedParams {
  /** Values to send, in catalogue order (defaults applied, `limit` always present when paged). */
  wire: Record<string, WireValue>;
  /** Options the client handles itself (e.g. getTransactions `exclusive`). */
  client: Record<string, WireScalar>;
}

function invalid(op: OperationSpec, message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `${op.api} ${op.name}: ${message}` });
}

function scalarOf(spec: ParamSpec): { type: ScalarParamType; array: boolean } {
  const m = /^array-of-(.+)$/.exec(spec.type);
  return m
    ? { type: m[1] as ScalarParamType, array: true }
    : { type: spec.type as ScalarParamType, array: false };
}

const INT_RE = /^-?\d+$/;

function coerceScalar(
  op: OperationSpec,
  spec: ParamSpec,
  type: ScalarParamType,
  value: unknown,
): WireValue {
  const name = spec.name;
  const text = typeof value === 'string' ? value.trim() : value;
  switch (type) {
    case 'int': {
      const n =
        typeof text === 'number'
          ? text
          : typeof text === 'string' && INT_RE.test(text)
            ? Number(text)
            : NaN;
      if (!Number.isSafeInteger(n))
        throw invalid(op, `${name} must be an integer, got ${show(value)}`);
      return n;
    }
    case 'bigint': {
      if (typeof text === 'bigint') return text.toString();
      if (typeof text === 'number' && Number.isSafeInteger(text)) return String(text);
      if (typeof text === 'string' && INT_RE.test(text)) return BigInt(text).toString();
      throw invalid(op, `${name} must be a decimal integer, got ${show(value)}`);
    }
    case 'boolean': {
      if (typeof text === 'boolean') return text;
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw invalid(op, `${name} must be true or false, got ${show(value)}`);
    }
    case 'enum': {
      if (typeof text !== 'string' || (spec.values && !spec.values.includes(text))) {
        throw invalid(op, `${name} must be one of ${spec.values?.join(', ')}, got ${show(value)}`);
      }
      return text;
    }
    case 'address': {
      if (typeof text !== 'string')
        throw invalid(op, `${name} must be an address, got ${show(value)}`);
      // v3 filters take `null`/`addr_none` for "no address" (external messages).
      if (op.api === 'v3' && (text === 'null' || text === 'addr_none')) return text;
      if (!isAddress(text))
        throw invalid(op, `${name}: "${text.slice(0, 80)}" is not a TON address`);
      return text;
    }
    case 'hash': {
      if (typeof text !== 'string') throw invalid(op, `${name} must be a hash, got ${show(value)}`);
      try {
        // Canonical standard base64; the query builder percent-encodes `+`, `/` and `=`.
        return toBase64Hash(text);
      } catch (e) {
        throw invalid(op, `${name}: ${(e as Error).message}`);
      }
    }
    case 'boc': {
      if (typeof text !== 'string')
        throw invalid(op, `${name} must be a base64 BoC, got ${show(value)}`);
      if (text === '') return text;
      try {
        Cell.fromBase64(text);
      } catch {
        throw invalid(op, `${name} is not a valid base64 BoC`);
      }
      return text;
    }
    case 'stack': {
      let v: unknown = text;
      if (typeof v === 'string') {
        try {
          v = JSON.parse(v);
        } catch {
          throw invalid(op, `${name} must be a JSON array, got ${show(value)}`);
        }
      }
      if (!Array.isArray(v)) throw invalid(op, `${name} must be an array`);
      return v;
    }
    case 'string': {
      if (typeof text === 'number' || typeof text === 'bigint') return String(text);
      if (typeof text !== 'string') throw invalid(op, `${name} must be text, got ${show(value)}`);
      return text;
    }
  }
}

function show(value: unknown): string {
  const s = typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

/**
 * Validates and coerces the params of one call against the operation's spec. Accepts typed
 * values (IPC) and strings (CLI `name=value`, form fields); arrays may be given as arrays or
 * as comma-separated strings (toncenter's v3 itself never splits commas). Applies defaults,
 * always sets `limit` on paginated operations, checks `limit` ≤ the operation's maximum.
 * Throws `AppError` `INVALID_INPUT` naming the parameter on unknown names, missing required
 * values and values that do not parse.
 */
export function prepareParams(op: OperationSpec, input: Record<string, unknown>): PreparedParams {
  const known = new Map(op.params.map((p) => [p.name, p]));
  for (const name of Object.keys(input)) {
    if (!known.has(name)) {
      const list = op.params.map((p) => p.name).join(', ') || '(none)';
      throw invalid(op, `unknown parameter "${name}" (parameters: ${list})`);
    }
  }
  const wire: Record<string, WireValue> = {};
  const client: Record<string, WireScalar> = {};
  for (const spec of op.params) {
    let raw = input[spec.name];
    if (raw === undefined || raw === null || raw === '') raw = spec.default;
    if (raw === undefined) {
      if (spec.required)
        throw invalid(op, `parameter "${spec.name}" is required (${spec.description})`);
      continue;
    }
    const { type, array } = scalarOf(spec);
    let value: WireValue;
    if (array) {
      const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
      const cleaned = items.filter((i) => !(typeof i === 'string' && i.trim() === ''));
      if (cleaned.length === 0) {
        if (spec.required) throw invalid(op, `parameter "${spec.name}" needs at least one value`);
        continue;
      }
      value = cleaned.map((i) => coerceScalar(op, spec, type, i) as WireScalar);
    } else {
      value = coerceScalar(op, spec, type, raw);
    }
    if (spec.name === 'limit' && typeof value === 'number') {
      const max = op.maxLimit ?? Number.MAX_SAFE_INTEGER;
      if (value < 1 || value > max)
        throw invalid(op, `limit must be between 1 and ${max}, got ${value}`);
    }
    if (spec.clientOnly) client[spec.name] = value as WireScalar;
    else wire[spec.name] = value;
  }
  return { wire, client };
}

/**
 * The query string of a GET: arrays as repeated keys (`a=1&a=2`), every value
 * percent-encoded (a base64 `+` would otherwise arrive as a space).
 */
export function toQueryString(wire: Record<string, WireValue>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(wire)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const text =
        typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
    }
  }
  return parts.join('&');
}
