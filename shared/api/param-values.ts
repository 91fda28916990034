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

/** A value to coerce: the operation and parameter it is for, as given and (strings) trimmed. */
interface Given {
  op: OperationSpec;
  spec: ParamSpec;
  value: unknown;
  text: unknown;
}

/** The error for a value that is not `what`, naming the parameter and showing the value. */
function mustBe(g: Given, what: string): AppError {
  return invalid(g.op, `${g.spec.name} must be ${what}, got ${show(g.value)}`);
}

/** `int`: a safe integer (number, or decimal text), sent as a number. */
function coerceInt(g: Given): WireValue {
  const { text } = g;
  const n =
    typeof text === 'number'
      ? text
      : typeof text === 'string' && INT_RE.test(text)
        ? Number(text)
        : NaN;
  if (!Number.isSafeInteger(n)) throw mustBe(g, 'an integer');
  return n;
}

/** `bigint`: any decimal integer (lt, nanotons), sent as its decimal text. */
function coerceBigint(g: Given): WireValue {
  const { text } = g;
  if (typeof text === 'bigint') return text.toString();
  if (typeof text === 'number' && Number.isSafeInteger(text)) return String(text);
  if (typeof text === 'string' && INT_RE.test(text)) return BigInt(text).toString();
  throw mustBe(g, 'a decimal integer');
}

/** `boolean`: a boolean, or `true`/`1`/`false`/`0`. */
function coerceBoolean(g: Given): WireValue {
  const { text } = g;
  if (typeof text === 'boolean') return text;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw mustBe(g, 'true or false');
}

/** `enum`: one of the parameter's values. */
function coerceEnum(g: Given): WireValue {
  const { text, spec } = g;
  if (typeof text !== 'string' || (spec.values && !spec.values.includes(text))) {
    throw mustBe(g, `one of ${spec.values?.join(', ')}`);
  }
  return text;
}

/** `address`: any form @ton/core parses (v3 filters also take `null`/`addr_none`). */
function coerceAddress(g: Given): WireValue {
  const { text, op } = g;
  if (typeof text !== 'string') throw mustBe(g, 'an address');
  // v3 filters take `null`/`addr_none` for "no address" (external messages).
  if (op.api === 'v3' && (text === 'null' || text === 'addr_none')) return text;
  if (!isAddress(text))
    throw invalid(op, `${g.spec.name}: "${text.slice(0, 80)}" is not a TON address`);
  return text;
}

/** `hash`: hex or base64 of 32 bytes, sent as canonical standard base64. */
function coerceHash(g: Given): WireValue {
  if (typeof g.text !== 'string') throw mustBe(g, 'a hash');
  try {
    // Canonical standard base64; the query builder percent-encodes `+`, `/` and `=`.
    return toBase64Hash(g.text);
  } catch (e) {
    throw invalid(g.op, `${g.spec.name}: ${(e as Error).message}`);
  }
}

/** `boc`: a base64 BoC @ton/core parses (or empty). */
function coerceBoc(g: Given): WireValue {
  const { text } = g;
  if (typeof text !== 'string') throw mustBe(g, 'a base64 BoC');
  if (text === '') return text;
  try {
    Cell.fromBase64(text);
  } catch {
    throw invalid(g.op, `${g.spec.name} is not a valid base64 BoC`);
  }
  return text;
}

/** `stack`: an array, or its JSON text (a get-method's stack). */
function coerceStack(g: Given): WireValue {
  let v: unknown = g.text;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw mustBe(g, 'a JSON array');
    }
  }
  if (!Array.isArray(v)) throw invalid(g.op, `${g.spec.name} must be an array`);
  return v;
}

/** `string`: text (numbers are written as decimal text). */
function coerceString(g: Given): WireValue {
  const { text } = g;
  if (typeof text === 'number' || typeof text === 'bigint') return String(text);
  if (typeof text !== 'string') throw mustBe(g, 'text');
  return text;
}

/** How each scalar type is checked and coerced. */
const COERCE: Record<ScalarParamType, (g: Given) => WireValue> = {
  int: coerceInt,
  bigint: coerceBigint,
  boolean: coerceBoolean,
  enum: coerceEnum,
  address: coerceAddress,
  hash: coerceHash,
  boc: coerceBoc,
  stack: coerceStack,
  string: coerceString,
};

/** Checks one scalar value of a parameter and coerces it for the wire (see {@link COERCE}). */
function coerceScalar(
  op: OperationSpec,
  spec: ParamSpec,
  type: ScalarParamType,
  value: unknown,
): WireValue {
  const text = typeof value === 'string' ? value.trim() : value;
  return COERCE[type]({ op, spec, value, text });
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
