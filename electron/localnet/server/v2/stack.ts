import type { Cell, TupleItem } from '@ton/core';
import { readBoc } from '../../chain/boc';
import { STACK_LIMITS } from '../../chain/stack-limits';
import { tvmInt } from '../../chain/tvm-int';
import { V2Error } from './errors';

/**
 * TVM stack encodings of toncenter's v2 get-methods:
 * - legacy (runGetMethod): `[type, value]` pairs; numbers out as `"0x…"`, cells and slices out
 *   as `["cell", {bytes, object}]`, tuples as `["tuple", {"@type":"tvm.tuple", elements:[Std]}]`;
 * - Std (runGetMethodStd, and inside legacy tuples): `tvm.stackEntry*` objects with decimal
 *   numbers.
 * A TVM `null` is rendered as an empty `tvm.list` (what clients such as @ton/ton read as null).
 * Bad input throws `V2Error(422, ...)`.
 */

type Json = unknown;

function bad(message: string): never {
  throw new V2Error(422, `failed to parse stack: ${message}`);
}

function parseCellB64(text: unknown): Cell {
  if (typeof text !== 'string' || text === '') bad('expected a base64 BoC');
  if (text.length > STACK_LIMITS.bocChars) {
    bad(`a cell entry is ${text.length} characters; at most ${STACK_LIMITS.bocChars} are accepted`);
  }
  return readBoc(text, 'stack');
}

function parseNumber(v: unknown): bigint {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
  if (typeof v === 'string') {
    const t = v.trim();
    if (/^-?0x[0-9a-fA-F]+$/.test(t)) {
      return tvmInt(t.startsWith('-') ? -BigInt(t.slice(1)) : BigInt(t));
    }
    if (/^-?\d+$/.test(t)) return tvmInt(BigInt(t));
  }
  return bad(`bad number ${JSON.stringify(v)}`);
}

/** Builds the TVM form of a tonlib list (`(a, (b, (c, null)))`). */
function lispList(items: TupleItem[]): TupleItem {
  let out: TupleItem = { type: 'null' };
  for (let i = items.length - 1; i >= 0; i--) out = { type: 'tuple', items: [items[i]!, out] };
  return out;
}

function elementsOf(v: unknown): Json[] {
  if (!v || typeof v !== 'object' || !Array.isArray((v as { elements?: unknown }).elements)) {
    bad('expected {"elements": [...]}');
  }
  return (v as { elements: Json[] }).elements;
}

function bytesOf(v: unknown): unknown {
  return v && typeof v === 'object' ? (v as { bytes?: unknown }).bytes : undefined;
}

/** Parses one Std (`tvm.stackEntry*`) entry. */
export function parseStdEntry(e: Json): TupleItem {
  if (!e || typeof e !== 'object') bad('expected a tvm.stackEntry object');
  const o = e as Record<string, unknown>;
  switch (o['@type']) {
    case 'tvm.stackEntryNumber': {
      const n = o.number as Record<string, unknown> | undefined;
      return { type: 'int', value: parseNumber(n?.number) };
    }
    case 'tvm.stackEntryCell':
      return { type: 'cell', cell: parseCellB64(bytesOf(o.cell)) };
    case 'tvm.stackEntrySlice':
      return { type: 'slice', cell: parseCellB64(bytesOf(o.slice)) };
    case 'tvm.stackEntryTuple':
      return { type: 'tuple', items: elementsOf(o.tuple).map(parseStdEntry) };
    case 'tvm.stackEntryList':
      return lispList(elementsOf(o.list).map(parseStdEntry));
    default:
      return bad(`unsupported stack entry type ${JSON.stringify(o['@type'])}`);
  }
}

/** Parses one legacy `[type, value]` entry. */
export function parseLegacyEntry(e: Json): TupleItem {
  if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'string') {
    bad('each entry must be a [type, value] pair');
  }
  const [type, value] = e as [string, unknown];
  switch (type) {
    case 'num':
    case 'int':
    case 'number':
    case 'integer':
      return { type: 'int', value: parseNumber(value) };
    case 'tvm.Cell':
      return { type: 'cell', cell: parseCellB64(value) };
    case 'tvm.Slice':
      return { type: 'slice', cell: parseCellB64(value) };
    case 'tvm.Builder':
      return { type: 'builder', cell: parseCellB64(value) };
    case 'cell':
      return { type: 'cell', cell: parseCellB64(bytesOf(value)) };
    case 'slice':
      return { type: 'slice', cell: parseCellB64(bytesOf(value)) };
    case 'tuple':
    case 'tvm.Tuple':
      return { type: 'tuple', items: elementsOf(value).map(parseStdEntry) };
    case 'list':
    case 'tvm.List':
      return lispList(elementsOf(value).map(parseStdEntry));
    case 'null':
      return { type: 'null' };
    default:
      return bad(`Unsupported stack entry type: ${type}`);
  }
}

/**
 * How many entries a stack holds, counting those inside tuples and lists; stops counting (and
 * returns more than `limit`) once past it, so a huge one costs nothing more.
 */
function countEntries(v: Json[], limit: number): number {
  let count = 0;
  const pending: Json[][] = [v];
  while (pending.length) {
    for (const e of pending.pop()!) {
      if (++count > limit) return count;
      const inner = nestedElements(e);
      if (inner) pending.push(inner);
    }
  }
  return count;
}

/** The elements of a tuple or list entry in either encoding; null for any other entry. */
function nestedElements(e: Json): Json[] | null {
  const holder = Array.isArray(e)
    ? e[1]
    : e && typeof e === 'object'
      ? ((e as { tuple?: unknown; list?: unknown }).tuple ?? (e as { list?: unknown }).list)
      : undefined;
  const elements =
    holder && typeof holder === 'object' && (holder as { elements?: unknown }).elements;
  return Array.isArray(elements) ? (elements as Json[]) : null;
}

/**
 * Parses a stack array with `parse`; the array is required (may be empty). A stack of more
 * than {@link STACK_LIMITS}`.entries` entries is 422 before any entry is parsed.
 */
export function parseStack(v: unknown, parse: (e: Json) => TupleItem): TupleItem[] {
  if (v === undefined || v === null) {
    throw new V2Error(422, 'failed to validate request: missing required parameter stack');
  }
  if (!Array.isArray(v)) bad('stack must be an array');
  if (countEntries(v, STACK_LIMITS.entries) > STACK_LIMITS.entries) {
    bad(`more than ${STACK_LIMITS.entries} entries (tuples and lists included)`);
  }
  return v.map(parse);
}

function cellObject(cell: Cell): Record<string, unknown> {
  const s = cell.beginParse(true);
  const bits = cell.bits.length;
  const buf = Buffer.alloc(Math.ceil(bits / 8));
  let i = 0;
  while (s.remainingBits >= 8) buf[i++] = s.loadUint(8);
  if (s.remainingBits > 0) {
    const rest = s.remainingBits;
    buf[i] = s.loadUint(rest) << (8 - rest);
  }
  return {
    data: { b64: buf.toString('base64'), len: bits },
    refs: cell.refs.map(cellObject),
    special: cell.isExotic,
  };
}

function hexNumber(n: bigint): string {
  return n < 0n ? `-0x${(-n).toString(16)}` : `0x${n.toString(16)}`;
}

/** One Std entry of a TVM value. */
export function stdEntry(item: TupleItem): Record<string, unknown> {
  switch (item.type) {
    case 'int':
      return {
        '@type': 'tvm.stackEntryNumber',
        number: { '@type': 'tvm.numberDecimal', number: item.value.toString() },
      };
    case 'cell':
    case 'builder':
      return {
        '@type': 'tvm.stackEntryCell',
        cell: { '@type': 'tvm.cell', bytes: item.cell.toBoc().toString('base64') },
      };
    case 'slice':
      return {
        '@type': 'tvm.stackEntrySlice',
        slice: { '@type': 'tvm.slice', bytes: item.cell.toBoc().toString('base64') },
      };
    case 'tuple':
      return {
        '@type': 'tvm.stackEntryTuple',
        tuple: { '@type': 'tvm.tuple', elements: item.items.map(stdEntry) },
      };
    case 'null':
      return { '@type': 'tvm.stackEntryList', list: { '@type': 'tvm.list', elements: [] } };
    default:
      return { '@type': 'tvm.stackEntryUnsupported' };
  }
}

/** One legacy entry of a TVM value (slices come back labelled "cell", as toncenter does). */
export function legacyEntry(item: TupleItem): [string, unknown] {
  switch (item.type) {
    case 'int':
      return ['num', hexNumber(item.value)];
    case 'cell':
    case 'slice':
    case 'builder':
      return [
        'cell',
        { bytes: item.cell.toBoc().toString('base64'), object: cellObject(item.cell) },
      ];
    case 'tuple':
      return ['tuple', { '@type': 'tvm.tuple', elements: item.items.map(stdEntry) }];
    case 'null':
      return ['list', { '@type': 'tvm.list', elements: [] }];
    default:
      return ['unsupported', ''];
  }
}
