import { beginCell } from '@ton/core';
import type { Cell, Message, Address } from '@ton/core';

/** Raw upper-case form `0:ABC…` of an address (toncenter v3 / v2 getTransactions style). */
export function rawAddress(address: Address): string {
  return `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;
}

/** Base64 BoC of a cell, or null for none (toncenter's nullable payload fields). */
export function optBoc(cell: Cell | null): string | null {
  return cell ? cell.toBoc().toString('base64') : null;
}

/** The cell, or null when it is absent or holds neither bits nor refs (toncenter shows null). */
export function nonEmpty(cell: Cell | null | undefined): Cell | null {
  return cell && (cell.bits.length > 0 || cell.refs.length > 0) ? cell : null;
}

/** The reply part of a parsed TEP-74 / TEP-62 request (assets-sdk's message types). */
interface TepReply {
  responseDestination: Address | null;
  customPayload: Cell | null;
}

/**
 * `response_destination` (raw, null for addr_none) and `custom_payload` (base64 BoC or null) of
 * a TEP-74 / TEP-62 request, as toncenter writes them one after the other.
 */
export function replyFields(m: TepReply) {
  return {
    response_destination: m.responseDestination ? rawAddress(m.responseDestination) : null,
    custom_payload: optBoc(m.customPayload),
  };
}

/** Standard base64 of a 256-bit hash given as a bigint (as @ton/core parses hashes). */
export function hashB64(value: bigint | Buffer): string {
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex').toString('base64');
}

/** toncenter v3 shard: upper-case unsigned hex of the signed int64 shard id. */
export function shardHex(shard: bigint): string {
  return BigInt.asUintN(64, shard).toString(16).toUpperCase().padStart(16, '0');
}

/** The single shard of a workchain (0x8000000000000000) as a signed int64 (v2 style). */
export const FULL_SHARD = -9223372036854775808n;

/** toncenter's opcode rendering `0x%08x`. */
export function opcodeHex(op: number): string {
  return `0x${(op >>> 0).toString(16).padStart(8, '0')}`;
}

/**
 * Normalized hash of an external-in message (TEP-467, toncenter `hash_norm`): the message
 * rebuilt with `src` = addr_none, `import_fee` = 0, no state init and the body as a reference.
 */
export function normalizedExternalHash(message: Message): Buffer {
  if (message.info.type !== 'external-in') throw new Error('not an external-in message');
  const cell = beginCell()
    .storeUint(2, 2)
    .storeUint(0, 2)
    .storeAddress(message.info.dest)
    .storeCoins(0)
    .storeBit(false)
    .storeBit(true)
    .storeRef(message.body)
    .endCell();
  return cell.hash();
}

/** First 32 bits of a body as an unsigned opcode, or null when the body is shorter. */
export function bodyOpcode(body: Cell): number | null {
  const s = body.beginParse();
  return s.remainingBits >= 32 ? s.loadUint(32) : null;
}

/** Text of a plain comment body (opcode 0 + snake string), or null. */
export function textComment(body: Cell): string | null {
  try {
    const s = body.beginParse();
    if (s.remainingBits < 32 || s.loadUint(32) !== 0) return null;
    return s.loadStringTail();
  } catch {
    return null;
  }
}
