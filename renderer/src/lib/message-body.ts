import { Cell, type Address, type Slice } from '@ton/core';

/**
 * Decoding of internal message bodies for display: text comments and the standard jetton
 * (TEP-74) and NFT (TEP-62) operations by opcode. Unknown bodies keep their opcode.
 * Amounts stay in the smallest unit (nanotons / jetton units) as decimal strings.
 */

/** Standard opcodes the UI names (TEP-74, TEP-62, TEP-89 comments, assets-sdk minter). */
export const OPCODES = {
  textComment: 0x00000000,
  encryptedComment: 0x2167da4b,
  jettonTransfer: 0x0f8a7ea5,
  jettonInternalTransfer: 0x178d4519,
  jettonNotify: 0x7362d09c,
  excesses: 0xd53276db,
  jettonBurn: 0x595f07bc,
  jettonBurnNotification: 0x7bdd97de,
  jettonMint: 0x00000015,
  nftTransfer: 0x5fcc3d14,
  nftOwnershipAssigned: 0x05138d91,
  nftGetStaticData: 0x2fcb26a2,
  nftReportStaticData: 0x8b771735,
  bounced: 0xffffffff,
} as const;

const OPCODE_NAMES: Record<number, string> = {
  [OPCODES.textComment]: 'Text comment',
  [OPCODES.encryptedComment]: 'Encrypted comment',
  [OPCODES.jettonTransfer]: 'Jetton transfer',
  [OPCODES.jettonInternalTransfer]: 'Jetton internal transfer',
  [OPCODES.jettonNotify]: 'Jetton transfer notification',
  [OPCODES.excesses]: 'Excesses (change returned)',
  [OPCODES.jettonBurn]: 'Jetton burn',
  [OPCODES.jettonBurnNotification]: 'Jetton burn notification',
  [OPCODES.jettonMint]: 'Jetton mint',
  [OPCODES.nftTransfer]: 'NFT transfer',
  [OPCODES.nftOwnershipAssigned]: 'NFT ownership assigned',
  [OPCODES.nftGetStaticData]: 'NFT get static data',
  [OPCODES.nftReportStaticData]: 'NFT report static data',
  [OPCODES.bounced]: 'Bounced message',
};

/** A decoded body: its operation name and fields (addresses raw, amounts decimal strings). */
export interface DecodedBody {
  /** `"0x0f8a7ea5"` style, or null for an empty body. */
  opcode: string | null;
  /** Plain-language name ("Jetton transfer"), or "Unknown operation" / "Empty body". */
  name: string;
  /** Text of a comment (also the comment inside a jetton/NFT forward payload). */
  comment?: string;
  fields: Record<string, string>;
  /** Set when the body claimed an opcode but did not parse as its schema. */
  error?: string;
}

/** `0x`-prefixed 8-digit lower-case hex of an opcode, as v3 prints it. */
export function opcodeHex(op: number): string {
  return `0x${(op >>> 0).toString(16).padStart(8, '0')}`;
}

/** Plain name of an opcode (number or "0x…" string); null when unknown. */
export function opcodeName(op: number | string | null | undefined): string | null {
  if (op === null || op === undefined) return null;
  const n = typeof op === 'number' ? op : Number.parseInt(op.replace(/^0x/i, ''), 16);
  return Number.isFinite(n) ? (OPCODE_NAMES[n >>> 0] ?? null) : null;
}

function addr(s: Slice): string {
  const a: Address | null = s.loadMaybeAddress();
  return a ? a.toRawString() : '';
}

/** Reads `Either Cell ^Cell` (forward payload) and returns its comment, if it is one. */
function forwardComment(s: Slice): string | undefined {
  if (s.remainingBits === 0 && s.remainingRefs === 0) return undefined;
  const inRef = s.loadBit();
  const payload = inRef ? (s.remainingRefs ? s.loadRef().beginParse() : null) : s;
  if (!payload || payload.remainingBits < 32) return undefined;
  if (payload.loadUint(32) !== 0) return undefined;
  return payload.loadStringTail();
}

/**
 * Decodes a body BoC (base64) for display. Never throws: a BoC that does not parse gives
 * `name: "Unreadable body"` with the error; a known opcode with a malformed layout keeps the
 * opcode name and sets `error`.
 */
export function decodeBody(bocBase64: string | null | undefined): DecodedBody {
  if (!bocBase64) return { opcode: null, name: 'Empty body', fields: {} };
  let cell: Cell;
  try {
    cell = Cell.fromBase64(bocBase64);
  } catch (e) {
    return { opcode: null, name: 'Unreadable body', fields: {}, error: (e as Error).message };
  }
  return decodeCell(cell);
}

/** Like {@link decodeBody} for a parsed cell. */
export function decodeCell(cell: Cell): DecodedBody {
  const s = cell.beginParse(true);
  if (s.remainingBits < 32) {
    return { opcode: null, name: s.remainingBits === 0 ? 'Empty body' : 'Raw data', fields: {} };
  }
  const op = s.loadUint(32);
  const opcode = opcodeHex(op);
  const name = OPCODE_NAMES[op] ?? 'Unknown operation';
  const out: DecodedBody = { opcode, name, fields: {} };
  try {
    switch (op) {
      case OPCODES.textComment:
        out.comment = s.loadStringTail();
        break;
      case OPCODES.jettonTransfer: {
        out.fields.query_id = s.loadUintBig(64).toString();
        out.fields.amount = s.loadCoins().toString();
        out.fields.destination = addr(s);
        out.fields.response_destination = addr(s);
        s.loadMaybeRef();
        out.fields.forward_ton_amount = s.loadCoins().toString();
        const c = forwardComment(s);
        if (c !== undefined) out.comment = c;
        break;
      }
      case OPCODES.jettonInternalTransfer: {
        out.fields.query_id = s.loadUintBig(64).toString();
        out.fields.amount = s.loadCoins().toString();
        out.fields.from = addr(s);
        out.fields.response_address = addr(s);
        out.fields.forward_ton_amount = s.loadCoins().toString();
        const c = forwardComment(s);
        if (c !== undefined) out.comment = c;
        break;
      }
      case OPCODES.jettonNotify: {
        out.fields.query_id = s.loadUintBig(64).toString();
        out.fields.amount = s.loadCoins().toString();
        out.fields.sender = addr(s);
        const c = forwardComment(s);
        if (c !== undefined) out.comment = c;
        break;
      }
      case OPCODES.excesses:
      case OPCODES.nftGetStaticData:
        out.fields.query_id = s.loadUintBig(64).toString();
        break;
      case OPCODES.jettonBurn:
        out.fields.query_id = s.loadUintBig(64).toString();
        out.fields.amount = s.loadCoins().toString();
        out.fields.response_destination = addr(s);
        break;
      case OPCODES.jettonBurnNotification:
        out.fields.query_id = s.loadUintBig(64).toString();
        out.fields.amount = s.loadCoins().toString();
        out.fields.sender = addr(s);
        out.fields.response_destination = addr(s);
        break;
      case OPCODES.nftTransfer: {
        out.fields.query_id = s.loadUintBig(64).toString();
        out.fields.new_owner = addr(s);
        out.fields.response_destination = addr(s);
        s.loadMaybeRef();
        out.fields.forward_amount = s.loadCoins().toString();
        const c = forwardComment(s);
        if (c !== undefined) out.comment = c;
        break;
      }
      case OPCODES.nftOwnershipAssigned: {
        out.fields.query_id = s.loadUintBig(64).toString();
        out.fields.prev_owner = addr(s);
        const c = forwardComment(s);
        if (c !== undefined) out.comment = c;
        break;
      }
      default:
        // Unknown layout: the opcode is all we can say.
        break;
    }
  } catch (e) {
    out.error = `Does not match the ${name} layout: ${(e as Error).message}`;
  }
  return out;
}

/**
 * The comment of a v3 message: from `message_content.decoded` (text_comment) when present,
 * else decoded from the body BoC. Undefined when the message carries no comment.
 */
export function messageComment(msg: {
  message_content?: { body?: string | null; decoded?: unknown } | null;
}): string | undefined {
  const decoded = msg.message_content?.decoded as { type?: string; comment?: string } | null;
  if (decoded && decoded.type === 'text_comment' && typeof decoded.comment === 'string') {
    return decoded.comment;
  }
  const body = msg.message_content?.body;
  if (!body) return undefined;
  const d = decodeBody(body);
  return d.opcode === opcodeHex(OPCODES.textComment) ? d.comment : undefined;
}
