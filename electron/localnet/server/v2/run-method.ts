import type { Address, TupleItem } from '@ton/core';
import { GetMethodError } from '@ton/sandbox';
import type { LocalNetwork } from '../../types';
import { readAccount } from './account-state';
import { stateAt, type StateAt, type V2Context, type V2Method } from './context';
import { runGetMethodAt } from './get-method-at';
import { V2Error } from './errors';
import type { Params } from './params';
import { legacyEntry, parseLegacyEntry, parseStack, parseStdEntry, stdEntry } from './stack';
import { blockIdExt, transactionId } from './tonlib';

/**
 * v2 runGetMethod / runGetMethodStd: runs the real get-method in the emulator's TVM against the
 * account's current state, or with `seqno` its state after that masterchain block
 * (`get-method-at.ts`). A non-zero exit code is a normal result (`ok: true`); an account
 * without code answers exit code -13 with an empty stack.
 */

/** Outcome of one get-method run. */
export interface GetMethodOutcome {
  exitCode: number;
  gasUsed: number;
  stack: TupleItem[];
}

/** Exit code reported for a get-method on an account that has no code. */
export const NO_CODE_EXIT_CODE = -13;

/** Runs `method` (name or numeric id) on `address` with `stack`, at `at` (default: the tip). */
export async function runGetMethodRaw(
  net: LocalNetwork,
  address: Address,
  method: string | number,
  stack: TupleItem[],
  at?: StateAt,
): Promise<GetMethodOutcome> {
  if (at?.pinned) {
    const a = await readAccount(net, address, at);
    if (a.state !== 'active' || !a.code || !a.data) {
      return { exitCode: NO_CODE_EXIT_CODE, gasUsed: 0, stack: [] };
    }
    const args = { address, shard: a.shard, code: a.code, data: a.data, mc: at.block };
    return runGetMethodAt(net, args, method, stack);
  }
  const contract = await net.blockchain.getContract(address);
  if (contract.accountState?.type !== 'active') {
    return { exitCode: NO_CODE_EXIT_CODE, gasUsed: 0, stack: [] };
  }
  try {
    const r = await contract.get(method, stack);
    return { exitCode: r.exitCode, gasUsed: Number(r.gasUsed), stack: r.stack };
  } catch (e) {
    if (e instanceof GetMethodError) {
      return { exitCode: e.exitCode, gasUsed: Number(e.gasUsed), stack: [] };
    }
    // The emulator's own text (a trap, an internal failure) is logged, never answered.
    throw e;
  }
}

/** Numeric get-method ids the TVM takes: signed 32-bit integers. */
const METHOD_ID_MIN = -(2 ** 31);
const METHOD_ID_MAX = 2 ** 31 - 1;
/** Longest get-method name accepted (names are hashed to an id; real ones are short). */
const METHOD_NAME_MAX = 256;

function methodId(n: number): number {
  if (!Number.isSafeInteger(n) || n < METHOD_ID_MIN || n > METHOD_ID_MAX) {
    throw new V2Error(
      422,
      `failed to parse method: a numeric method id must be an integer from ${METHOD_ID_MIN} to ${METHOD_ID_MAX}`,
    );
  }
  return n;
}

function methodOf(p: Params): string | number {
  const v = p.value('method');
  if (typeof v === 'number') return methodId(v);
  if (typeof v === 'string' && v.trim() !== '') {
    const t = v.trim();
    if (/^-?\d+$/.test(t)) return methodId(Number(t));
    if (t.length > METHOD_NAME_MAX) {
      throw new V2Error(
        422,
        `failed to parse method: a name longer than ${METHOD_NAME_MAX} characters`,
      );
    }
    return t;
  }
  if (v === undefined || v === null) {
    throw new V2Error(422, 'failed to validate request: missing required parameter method');
  }
  throw new V2Error(422, 'failed to parse method: expected a name or a numeric id');
}

/**
 * Reads a run request: `address`, `method` (name or numeric id) and `stack` (entries parsed by
 * `parseEntry`: 422 on a bad one), then `seqno` (the block whose state it runs on).
 */
function runRequest(p: Params, ctx: V2Context, parseEntry: (e: unknown) => TupleItem) {
  const { address } = p.address('address');
  const method = methodOf(p);
  const stack = parseStack(p.value('stack'), parseEntry);
  return { address, method, stack, at: stateAt(p, ctx) };
}

/** toncenter's `smc.runResult` of a run, its stack entries written by `writeEntry`. */
function runResult(r: GetMethodOutcome, writeEntry: (item: TupleItem) => unknown) {
  return {
    '@type': 'smc.runResult',
    gas_used: r.gasUsed,
    stack: r.stack.map(writeEntry),
    exit_code: r.exitCode,
  };
}

/** Legacy `[type, value]` stack; the answer adds the block and the account's last transaction. */
const runGetMethod: V2Method = {
  postOnly: true,
  async run(p, ctx) {
    const { address, method, stack, at } = runRequest(p, ctx, parseLegacyEntry);
    const account = await readAccount(ctx.net, address, at);
    const r = await runGetMethodRaw(ctx.net, address, method, stack, at);
    return {
      ...runResult(r, legacyEntry),
      block_id: blockIdExt(account.block),
      last_transaction_id: transactionId(account.lastTxLt, account.lastTxHash),
    };
  },
};

/** `tvm.stackEntry*` stack. */
const runGetMethodStd: V2Method = {
  postOnly: true,
  async run(p, ctx) {
    const { address, method, stack, at } = runRequest(p, ctx, parseStdEntry);
    return runResult(await runGetMethodRaw(ctx.net, address, method, stack, at), stdEntry);
  },
};

export const runMethodMethods: Record<string, V2Method> = { runGetMethod, runGetMethodStd };
