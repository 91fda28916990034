import { Cell } from '@ton/core';
import {
  loadJettonBurnMessage,
  loadJettonTransferMessage,
  loadNftTransferMessage,
} from '@ton-community/assets-sdk';
import { opcodeName, OP } from '../../index/known-opcodes';
import { optBoc, rawAddress, replyFields, textComment } from '../../index/encoding';
import { V3Error } from './params';

/** Name of an opcode given as 0x hex / bare hex / signed decimal (toncenter /decode). */
export function decodeOpcodeName(input: string, i: number): string {
  const h = input.replace(/^0x/i, '');
  let op: number;
  if (/^[0-9a-fA-F]{1,8}$/.test(h)) op = parseInt(h, 16) >>> 0;
  else if (/^-?\d+$/.test(input)) op = Number(input) >>> 0;
  else throw new V3Error(422, `invalid opcode format at index ${i}: ${input}`);
  return opcodeName(op) ?? 'unknown';
}

/** A decoded TEP-74 / TEP-62 request: `@type` and `query_id`, then `fields` in toncenter's order. */
function request(type: string, m: { queryId: bigint }, fields: Record<string, unknown>) {
  return { '@type': type, query_id: m.queryId.toString(), ...fields };
}

/** Decodes a body BoC (base64 or hex) into a JSON object keyed by `@type`, or an error object. */
export function decodeBody(input: string): Record<string, unknown> {
  let cell: Cell;
  try {
    cell =
      /^[0-9a-fA-F]+$/.test(input) && input.length % 2 === 0
        ? Cell.fromHex(input)
        : Cell.fromBase64(input);
  } catch {
    return { error: 'unknown: failed to parse BoC' };
  }
  const comment = textComment(cell);
  if (comment !== null) return { '@type': 'text_comment', text: comment };
  const s = cell.beginParse();
  if (s.remainingBits < 32) return { error: 'unknown: body too short' };
  const op = s.preloadUint(32);
  try {
    if (op === OP.jettonTransfer) {
      const m = loadJettonTransferMessage(cell.beginParse());
      return request('jetton_transfer', m, {
        amount: m.amount.toString(),
        destination: rawAddress(m.destination),
        ...replyFields(m),
        forward_ton_amount: m.forwardAmount.toString(),
        forward_payload: optBoc(m.forwardPayload),
      });
    }
    if (op === OP.jettonBurn) {
      const m = loadJettonBurnMessage(cell.beginParse());
      return request('jetton_burn', m, { amount: m.amount.toString(), ...replyFields(m) });
    }
    if (op === OP.nftTransfer) {
      const m = loadNftTransferMessage(cell.beginParse());
      return request('nft_transfer', m, {
        new_owner: rawAddress(m.newOwner),
        ...replyFields(m),
        forward_amount: m.forwardAmount.toString(),
        forward_payload: optBoc(m.forwardPayload),
      });
    }
  } catch {
    return { error: `unknown: body does not match ${opcodeName(op)}` };
  }
  return { error: `unknown opcode 0x${op.toString(16).padStart(8, '0')}` };
}
