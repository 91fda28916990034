import { Address, type Cell } from '@ton/core';
import { readBoc } from '../../chain/boc';
import { STACK_LIMITS } from '../../chain/stack-limits';
import { tvmInt } from '../../chain/tvm-int';
import type { TupleItem } from '@ton/core';
import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { LocalNetworkInputError } from '../../types';
import { parseStdAddress, single, V3Error } from './params';
import type { Query } from './params';
import { registerTable } from './route';
import type { V3RouteTable } from './route';
import { decodeBody, decodeOpcodeName } from './decode';

const ZERO_HASH = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

function v2Status(status: string): string {
  return status === 'active' ? 'active' : status === 'frozen' ? 'frozen' : 'uninitialized';
}
function v3Word(status: string): string {
  return status === 'uninitialized' ? 'uninit' : status === 'non-existing' ? 'nonexist' : status;
}

function requiredAddress(value: unknown): string {
  if (typeof value !== 'string' || value === '')
    throw new V3Error(401, 'address of account is required');
  return parseStdAddress(value, 'address', 401);
}

function bool(q: Query, name: string): boolean {
  const v = q[name];
  if (typeof v === 'boolean') return v;
  const s = typeof v === 'string' ? v : single(q, name);
  if (s === undefined) return false;
  if (['true', '1'].includes(s.toLowerCase())) return true;
  if (['false', '0'].includes(s.toLowerCase())) return false;
  throw new V3Error(422, `failed to parse parameter ${name}: '${s}' is not a boolean`);
}

function cellParam(value: unknown, name: string): Cell | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new V3Error(422, `${name} must be a base64 BoC string`);
  return readBoc(value, name);
}

/** toncenter v3 runGetMethod stack entry → @ton/core tuple item. */
function stackIn(entry: unknown): TupleItem {
  const e = entry as { type?: unknown; value?: unknown };
  if (e?.type === 'num') {
    const v = String(e.value);
    const neg = v.startsWith('-');
    const body = neg ? v.slice(1) : v;
    // Decimal or 0x hex (BigInt's own syntax would also take 0b/0o and surrounding spaces).
    if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(body)) {
      throw new V3Error(422, `invalid num stack value '${v.slice(0, 80)}'`);
    }
    const n = BigInt(body);
    return { type: 'int', value: tvmInt(neg ? -n : n, 'stack value') };
  }
  if (e?.type === 'cell' || e?.type === 'slice') {
    if (typeof e.value === 'string' && e.value.length > STACK_LIMITS.bocChars) {
      throw new V3Error(422, `a stack cell is longer than ${STACK_LIMITS.bocChars} characters`);
    }
    const c = cellParam(e.value, 'stack value');
    if (!c) throw new V3Error(422, 'empty cell stack value');
    return { type: e.type, cell: c };
  }
  throw new V3Error(
    422,
    `unsupported stack entry type ${JSON.stringify(e?.type ?? null)} (expected num, cell or slice)`,
  );
}

/** @ton/core tuple item → toncenter v3 stack entry (top-level slices come back as `cell`). */
function stackOut(item: TupleItem, top: boolean): Record<string, unknown> {
  switch (item.type) {
    case 'int':
      return {
        type: 'num',
        value:
          item.value < 0n ? `-0x${(-item.value).toString(16)}` : `0x${item.value.toString(16)}`,
      };
    case 'nan':
      return { type: 'num', value: 'NaN' };
    case 'null':
      return { type: 'null', value: null };
    case 'cell':
      return { type: 'cell', value: item.cell.toBoc().toString('base64') };
    case 'slice':
    case 'builder':
      return { type: top ? 'cell' : 'slice', value: item.cell.toBoc().toString('base64') };
    case 'tuple':
      return { type: 'tuple', value: item.items.map((i) => stackOut(i, false)) };
  }
}

/** The accounts-table row of `raw`, or null. */
function accountRow(net: LocalNetworkFull, raw: string) {
  return net.index.one('SELECT * FROM accounts WHERE address = ?', [raw]);
}

/**
 * `/addressInformation` (= `/account`): balance, code, data, last transaction and status (v2
 * words with `use_v2`); an unknown account is an empty `uninit` one.
 */
function addressInformation(q: Query, net: LocalNetworkFull) {
  const raw = requiredAddress(single(q, 'address'));
  const useV2 = bool(q, 'use_v2');
  const r = accountRow(net, raw);
  if (!r || r.status === 'non-existing') {
    return {
      balance: '0',
      code: null,
      data: null,
      last_transaction_lt: '0',
      last_transaction_hash: ZERO_HASH,
      frozen_hash: null,
      status: useV2 ? 'uninitialized' : 'uninit',
    };
  }
  return {
    balance: r.balance,
    code: r.code_boc ?? null,
    data: r.data_boc ?? null,
    last_transaction_lt: String(r.last_tx_lt),
    last_transaction_hash: r.last_tx_hash ?? ZERO_HASH,
    frozen_hash: r.frozen_hash ?? null,
    status: useV2 ? v2Status(String(r.status)) : v3Word(String(r.status)),
  };
}

/**
 * `/walletInformation` (= `/wallet`): a wallet's type, seqno and id; an account not yet
 * deployed answers its balance only; an active non-wallet is a 409.
 */
function walletInformation(q: Query, net: LocalNetworkFull) {
  const raw = requiredAddress(single(q, 'address'));
  const useV2 = bool(q, 'use_v2');
  const r = accountRow(net, raw);
  if (!r || r.status === 'non-existing' || r.status === 'uninitialized') {
    return {
      balance: r ? String(r.balance) : '0',
      last_transaction_lt: r ? String(r.last_tx_lt) : '0',
      last_transaction_hash: (r?.last_tx_hash as string | null) ?? ZERO_HASH,
      status: useV2 ? 'uninitialized' : 'uninit',
    };
  }
  if (!r.wallet) throw new V3Error(409, 'not a wallet');
  const w = JSON.parse(String(r.wallet)) as Record<string, unknown>;
  return {
    balance: r.balance,
    wallet_type: w.wallet_type,
    seqno: w.seqno,
    wallet_id: w.wallet_id,
    last_transaction_lt: String(r.last_tx_lt),
    last_transaction_hash: r.last_tx_hash ?? ZERO_HASH,
    status: useV2 ? v2Status(String(r.status)) : v3Word(String(r.status)),
  };
}

/** `POST /message`: accepts an external message BoC for the next block (its hashes back). */
async function sendMessage(body: Query, net: LocalNetworkFull) {
  const boc = body.boc;
  if (typeof boc !== 'string' || boc === '') throw new V3Error(401, 'boc is required');
  const accepted = await net.acceptExternal(Buffer.from(boc, 'base64'));
  return { message_hash: accepted.hash, message_hash_norm: accepted.hashNorm };
}

/** `POST /estimateFee`: the source fees (nanotons) of an external with `body` and init. */
async function estimateFee(body: Query, net: LocalNetworkFull) {
  const raw = requiredAddress(body.address);
  const msgBody = cellParam(body.body, 'body');
  if (!msgBody) throw new V3Error(422, 'body is required');
  const code = cellParam(body.init_code, 'init_code');
  const data = cellParam(body.init_data, 'init_data');
  const ignore =
    body.ignore_chksig === undefined
      ? false
      : body.ignore_chksig === true || body.ignore_chksig === 'true';
  const init = code || data ? { code: code ?? undefined, data: data ?? undefined } : null;
  try {
    const fees = await net.estimateExternal(Address.parseRaw(raw), msgBody, init, ignore);
    return { source_fees: fees, destination_fees: [] };
  } catch (e) {
    if (e instanceof LocalNetworkInputError) throw new V3Error(e.status, e.message);
    throw e;
  }
}

/** The get-method request's method name and input stack, validated (401/422). */
function getMethodCall(body: Query): { method: string; items: TupleItem[] } {
  if (body.method === undefined || body.method === null || body.method === '') {
    throw new V3Error(401, 'method is required');
  }
  if (typeof body.method !== 'string') throw new V3Error(422, 'method must be a string');
  const stack = body.stack === undefined || body.stack === null ? [] : body.stack;
  if (!Array.isArray(stack)) throw new V3Error(422, 'stack must be an array');
  if (stack.length > STACK_LIMITS.entries) {
    throw new V3Error(422, `stack has more than ${STACK_LIMITS.entries} entries`);
  }
  if (body.method.length > 256) throw new V3Error(422, 'method name longer than 256 characters');
  return { method: body.method, items: stack.map(stackIn) };
}

/**
 * `POST /runGetMethod`: runs a get-method on the account's current state; an inactive account
 * answers exit code -13, a TVM failure its exit code with an empty stack.
 */
async function runGetMethod(body: Query, net: LocalNetworkFull) {
  const raw = requiredAddress(body.address);
  const { method, items } = getMethodCall(body);
  const r = accountRow(net, raw);
  if (!r || r.status !== 'active') return { gas_used: 0, exit_code: -13, stack: [] };
  try {
    const res = await net.blockchain.runGetMethod(Address.parseRaw(raw), method, items);
    return {
      gas_used: Number(res.gasUsed),
      exit_code: res.exitCode,
      stack: res.stack.map((i) => stackOut(i, true)),
    };
  } catch (e) {
    const err = e as { exitCode?: number; gasUsed?: bigint };
    if (typeof err.exitCode === 'number') {
      return { gas_used: Number(err.gasUsed ?? 0n), exit_code: err.exitCode, stack: [] };
    }
    throw e;
  }
}

/** Decodes opcodes to names and bodies to TL-B JSON (at most 1000 of each, 422 otherwise). */
function decode(opcodes: string[], bodies: string[]) {
  if (opcodes.length > 1000 || bodies.length > 1000)
    throw new V3Error(422, 'maximum 1000 opcodes and 1000 bodies allowed');
  return {
    opcodes: opcodes.map((o, i) => decodeOpcodeName(o, i)),
    bodies: bodies.map(decodeBody),
  };
}

/** `GET /decode`: `opcodes` and `bodies` from the query string (repeated or `name[]`). */
function decodeQuery(q: Query) {
  const arr = (name: string) => {
    const v = q[name] ?? q[`${name}[]`];
    return (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String).filter((s) => s !== '');
  };
  return decode(arr('opcodes'), arr('bodies'));
}

/** `POST /decode`: `opcodes` and `bodies` arrays in the JSON body. */
function decodeBodyRequest(body: Query) {
  const opcodes = body.opcodes ?? [];
  const bodies = body.bodies ?? [];
  if (!Array.isArray(opcodes) || !Array.isArray(bodies))
    throw new V3Error(422, 'opcodes and bodies must be arrays');
  return decode(opcodes.map(String), bodies.map(String));
}

/** v2-compatible endpoints under /api/v3 (toncenter v3 §12) and /decode (§11). */
export const LEGACY_ROUTES: V3RouteTable = {
  'GET /addressInformation': addressInformation,
  'GET /account': addressInformation,
  'GET /walletInformation': walletInformation,
  'GET /wallet': walletInformation,
  'POST /message': sendMessage,
  'POST /estimateFee': estimateFee,
  'POST /runGetMethod': runGetMethod,
  'GET /decode': decodeQuery,
  'POST /decode': decodeBodyRequest,
};

/** Registers `LEGACY_ROUTES`. */
export function registerLegacyRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  registerTable(app, net, LEGACY_ROUTES);
}
