import type { V2Method } from './context';
import { V2Error } from './errors';

/**
 * v2 sendBoc, sendBocReturnHash and estimateFee over real signed BoCs. The network runs a message
 * against the account's current state first (as a liteserver does, `net.acceptExternal`): one the
 * contract does not accept is refused with toncenter's LITE_SERVER_UNKNOWN error and never
 * queued; an accepted one is queued for the next block.
 */

function bocBytes(value: unknown): Buffer {
  if (value === undefined || value === null) {
    throw new V2Error(422, 'failed to validate request: missing required parameter boc');
  }
  if (typeof value !== 'string') throw new V2Error(422, 'failed to parse boc: expected a string');
  if (value.trim() === '') throw new V2Error(422, 'empty boc');
  return Buffer.from(value.trim(), 'base64');
}

const sendBoc: V2Method = {
  postOnly: true,
  async run(p, ctx) {
    await ctx.net.acceptExternal(bocBytes(p.value('boc')));
    return { '@type': 'ok' };
  },
};

const sendBocReturnHash: V2Method = {
  postOnly: true,
  async run(p, ctx) {
    const r = await ctx.net.acceptExternal(bocBytes(p.value('boc')));
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
    const init = code || data ? { code: code ?? null, data: data ?? null } : null;
    const fees = await ctx.net.estimateExternal(address, body, init, ignoreChksig);
    return {
      '@type': 'query.fees',
      source_fees: { '@type': 'fees', ...fees },
      destination_fees: [],
    };
  },
};

export const sendMethods: Record<string, V2Method> = { sendBoc, sendBocReturnHash, estimateFee };
