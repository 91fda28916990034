import type { Address, Cell, Slice } from '@ton/core';

/** Standard opcodes of internal bodies a signed transfer usually carries (TEP-74, TEP-62). */
export const INTERNAL_OPCODES = {
  textComment: 0x00000000,
  encryptedComment: 0x2167da4b,
  jettonTransfer: 0x0f8a7ea5,
  jettonBurn: 0x595f07bc,
  nftTransfer: 0x5fcc3d14,
} as const;

/** Kind of an internal message body, as the send summary names it. */
export type InternalBodyKind =
  | 'empty'
  | 'comment'
  | 'encrypted-comment'
  | 'jetton-transfer'
  | 'jetton-burn'
  | 'nft-transfer'
  | 'unknown';

/**
 * A decoded internal message body. Addresses are raw lower-case `wc:hex`; jetton amounts are
 * in the jetton's smallest units and TON amounts in nanotons, both as decimal strings (the
 * jetton's `decimals` live on its master, not in the message).
 */
export interface DecodedInternalBody {
  kind: InternalBodyKind;
  /** `0x`-prefixed 8-digit hex, null for an empty body. */
  opcode: string | null;
  /** Plain-language name: "Text comment", "Jetton transfer"... */
  name: string;
  /** Comment text (also a comment carried in a jetton/NFT forward payload). */
  comment?: string;
  /** Operation fields by TEP name (query_id, amount, destination, forward_ton_amount...). */
  fields: Record<string, string>;
  /** Set when the body claimed a standard opcode but did not parse as its schema. */
  error?: string;
}

/** `0x`-prefixed 8-digit lower-case hex of an opcode, as v3 prints it. */
export function opcodeHex(op: number): string {
  return `0x${(op >>> 0).toString(16).padStart(8, '0')}`;
}

function addr(a: Address | null): string {
  return a ? a.toRawString() : 'none';
}

/** Reads a forward payload `Either Cell ^Cell` and returns its comment text, if it is one. */
function forwardComment(s: Slice): string | undefined {
  if (s.remainingBits === 0) return undefined;
  const inRef = s.loadBit();
  const payload = inRef ? (s.remainingRefs ? s.loadRef().beginParse() : null) : s;
  if (!payload || payload.remainingBits < 32) return undefined;
  if (payload.loadUint(32) !== INTERNAL_OPCODES.textComment) return undefined;
  return payload.loadStringTail();
}

function parseKnown(op: number, s: Slice): Omit<DecodedInternalBody, 'opcode' | 'error'> | null {
  switch (op) {
    case INTERNAL_OPCODES.textComment:
      return { kind: 'comment', name: 'Text comment', comment: s.loadStringTail(), fields: {} };
    case INTERNAL_OPCODES.encryptedComment:
      return { kind: 'encrypted-comment', name: 'Encrypted comment', fields: {} };
    case INTERNAL_OPCODES.jettonTransfer: {
      // TEP-74: transfer query_id:uint64 amount:Coins destination response_destination
      // custom_payload:(Maybe ^Cell) forward_ton_amount:Coins forward_payload:(Either Cell ^Cell)
      const fields: Record<string, string> = {
        query_id: s.loadUintBig(64).toString(),
        amount: s.loadCoins().toString(),
        destination: addr(s.loadAddress()),
        response_destination: addr(s.loadMaybeAddress()),
      };
      fields.custom_payload = s.loadMaybeRef() ? 'present' : 'none';
      fields.forward_ton_amount = s.loadCoins().toString();
      const comment = forwardComment(s);
      return {
        kind: 'jetton-transfer',
        name: 'Jetton transfer',
        fields,
        ...(comment !== undefined ? { comment } : {}),
      };
    }
    case INTERNAL_OPCODES.jettonBurn: {
      // TEP-74: burn query_id:uint64 amount:Coins response_destination custom_payload:(Maybe ^Cell)
      const fields: Record<string, string> = {
        query_id: s.loadUintBig(64).toString(),
        amount: s.loadCoins().toString(),
        response_destination: addr(s.loadMaybeAddress()),
      };
      if (s.remainingBits > 0) fields.custom_payload = s.loadMaybeRef() ? 'present' : 'none';
      return { kind: 'jetton-burn', name: 'Jetton burn', fields };
    }
    case INTERNAL_OPCODES.nftTransfer: {
      // TEP-62: transfer query_id:uint64 new_owner response_destination custom_payload:(Maybe ^Cell)
      // forward_amount:Coins forward_payload:(Either Cell ^Cell)
      const fields: Record<string, string> = {
        query_id: s.loadUintBig(64).toString(),
        new_owner: addr(s.loadAddress()),
        response_destination: addr(s.loadMaybeAddress()),
      };
      fields.custom_payload = s.loadMaybeRef() ? 'present' : 'none';
      fields.forward_amount = s.loadCoins().toString();
      const comment = forwardComment(s);
      return {
        kind: 'nft-transfer',
        name: 'NFT transfer',
        fields,
        ...(comment !== undefined ? { comment } : {}),
      };
    }
    default:
      return null;
  }
}

/**
 * Decodes an internal message body for the send summary: text comments (op 0), encrypted
 * comments (0x2167da4b), jetton transfer/burn (TEP-74) and NFT transfer (TEP-62). Other
 * bodies keep their opcode as "Unknown operation". Never throws: a standard opcode whose
 * fields do not parse is returned with `error`.
 */
export function decodeInternalBody(body: Cell): DecodedInternalBody {
  const s = body.beginParse();
  if (s.remainingBits === 0 && s.remainingRefs === 0) {
    return { kind: 'empty', opcode: null, name: 'Empty body (plain transfer)', fields: {} };
  }
  if (s.remainingBits < 32) {
    return { kind: 'unknown', opcode: null, name: 'Body without an opcode', fields: {} };
  }
  const op = s.loadUint(32);
  const opcode = opcodeHex(op);
  try {
    const known = parseKnown(op, s);
    if (known) return { ...known, opcode };
  } catch (e) {
    return {
      kind: 'unknown',
      opcode,
      name: 'Malformed standard body',
      fields: {},
      error: `opcode ${opcode} is a standard operation but its fields do not parse: ${(e as Error).message}`,
    };
  }
  return { kind: 'unknown', opcode, name: 'Unknown operation', fields: {} };
}
