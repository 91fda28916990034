import {
  beginCell,
  Cell,
  loadMessage,
  loadTransaction,
  storeMessage,
  type Address,
  type Message,
  type Transaction,
} from '@ton/core';
import { LocalnetInputError, type LocalNetwork } from '../../types';
import { readAccount } from './account-state';
import type { V2Method } from './context';
import { V2Error } from './errors';

/**
 * v2 sendBoc, sendBocReturnHash and estimateFee over real signed BoCs. A message is first run
 * against the account's current state in the emulator (as a liteserver does): one the contract
 * does not accept is refused with an error and never queued; an accepted one is queued for the
 * next block by `net.enqueueExternal`.
 */

/** Emulates `message` on its destination's current state without changing anything. */
async function emulate(
  net: LocalNetwork,
  dest: Address,
  message: Cell,
  ignoreChksig: boolean,
): Promise<{ ok: true; tx: Transaction } | { ok: false; error: string }> {
  const account = await readAccount(net, dest);
  const bc = net.blockchain;
  const res = await bc.executor.runTransaction({
    message,
    config: bc.configBase64,
    libs: bc.libs ?? null,
    verbosity: 'short',
    shardAccount: account.shardAccount,
    now: Math.max(bc.now ?? 0, Math.floor(Date.now() / 1000)),
    lt: bc.lt,
    randomSeed: Buffer.alloc(32),
    ignoreChksig,
    debugEnabled: false,
    prevBlocksInfo: bc.prevBlocks,
  });
  if (!res.result.success) return { ok: false, error: res.result.error };
  return { ok: true, tx: loadTransaction(Cell.fromBase64(res.result.transaction).beginParse()) };
}

function parseExternal(bocText: unknown): { cell: Cell; msg: Message } {
  if (bocText === undefined || bocText === null) {
    throw new V2Error(422, 'failed to validate request: missing required parameter boc');
  }
  if (typeof bocText !== 'string') throw new V2Error(422, 'failed to parse boc: expected a string');
  if (bocText.trim() === '') throw new V2Error(422, 'empty boc');
  let cell: Cell;
  let msg: Message;
  try {
    const cells = Cell.fromBoc(Buffer.from(bocText.trim(), 'base64'));
    if (cells.length !== 1) throw new Error('expected one root cell');
    cell = cells[0]!;
    msg = loadMessage(cell.beginParse());
  } catch (e) {
    throw new V2Error(422, `failed to parse boc: ${(e as Error).message}`);
  }
  if (msg.info.type !== 'external-in') {
    throw new V2Error(422, 'failed to parse boc: not an inbound external message');
  }
  return { cell, msg };
}

async function send(
  bocText: unknown,
  net: LocalNetwork,
): Promise<{ hash: string; hashNorm: string }> {
  const { cell, msg } = parseExternal(bocText);
  const dest = msg.info.dest as Address;
  const r = await emulate(net, dest, cell, false);
  if (!r.ok) {
    throw new V2Error(
      500,
      `LITE_SERVER_UNKNOWN: cannot apply external message to current state : ${r.error}`,
    );
  }
  const d = r.tx.description;
  if (d.type === 'generic' && d.computePhase.type === 'vm' && !d.computePhase.success) {
    throw new V2Error(
      500,
      `LITE_SERVER_UNKNOWN: cannot apply external message to current state : exit code ${d.computePhase.exitCode}`,
    );
  }
  try {
    return net.enqueueExternal(Buffer.from(bocText as string, 'base64'));
  } catch (e) {
    if (e instanceof LocalnetInputError) {
      throw new V2Error(e.status >= 400 && e.status < 500 ? e.status : 422, e.message);
    }
    throw e;
  }
}

const sendBoc: V2Method = {
  postOnly: true,
  async run(p, ctx) {
    await send(p.value('boc'), ctx.net);
    return { '@type': 'ok' };
  },
};

const sendBocReturnHash: V2Method = {
  postOnly: true,
  async run(p, ctx) {
    const r = await send(p.value('boc'), ctx.net);
    return { '@type': 'raw.extMessageInfo', hash: r.hash, hash_norm: r.hashNorm };
  },
};

const estimateFee: V2Method = {
  postOnly: true,
  async run(p, ctx) {
    const { address } = p.address('address');
    const body = p.boc('body');
    const code = p.optBoc('init_code');
    const data = p.optBoc('init_data');
    const ignoreChksig = p.bool('ignore_chksig', true);
    const message: Message = {
      info: { type: 'external-in', dest: address, importFee: 0n },
      init: code || data ? { code: code ?? null, data: data ?? null } : null,
      body,
    };
    const cell = beginCell().store(storeMessage(message)).endCell();
    const r = await emulate(ctx.net, address, cell, ignoreChksig);
    if (!r.ok) {
      throw new V2Error(500, `LITE_SERVER_UNKNOWN: cannot run message on account: ${r.error}`);
    }
    const d = r.tx.description;
    let gas = 0n;
    let storage = 0n;
    let fwd = 0n;
    let actionFees = 0n;
    if (d.type === 'generic') {
      if (d.computePhase.type === 'vm') gas = d.computePhase.gasFees;
      storage = d.storagePhase?.storageFeesCollected ?? 0n;
      fwd = d.actionPhase?.totalFwdFees ?? 0n;
      actionFees = d.actionPhase?.totalActionFees ?? 0n;
    }
    const inFwd = r.tx.totalFees.coins - gas - storage - actionFees;
    return {
      '@type': 'query.fees',
      source_fees: {
        '@type': 'fees',
        in_fwd_fee: Number(inFwd > 0n ? inFwd : 0n),
        storage_fee: Number(storage),
        gas_fee: Number(gas),
        fwd_fee: Number(fwd),
      },
      destination_fees: [],
    };
  },
};

export const sendMethods: Record<string, V2Method> = { sendBoc, sendBocReturnHash, estimateFee };
