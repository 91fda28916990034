import { Cell, type Slice } from '@ton/core';
import type { ChainMessage } from '../api/v3-rows';

/**
 * Decoding of internal message bodies: text and encrypted comments and the standard jetton
 * (TEP-74) and NFT (TEP-62) operations by opcode. Unknown bodies keep their opcode. Shared by
 * the explorer's message view and the send summary. Amounts stay in the smallest unit
 * (nanotons / jetton units) as decimal strings.
 */

/** Standard opcodes (TEP-74, TEP-62, text/encrypted comments, the assets-sdk jetton minter). */
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
  /** The reference NFT collection's `deploy_new_nft` (also the assets-sdk collection's mint). */
  nftMint: 0x00000001,
  nftTransfer: 0x5fcc3d14,
  nftOwnershipAssigned: 0x05138d91,
  nftGetStaticData: 0x2fcb26a2,
  nftReportStaticData: 0x8b771735,
  bounced: 0xffffffff,
} as const;

/** Kind of a message body, as the send summary names it; `unknown` also for malformed ones. */
export type MessageBodyKind =
  | 'empty'
  | 'comment'
  | 'encrypted-comment'
  | 'jetton-transfer'
  | 'jetton-internal-transfer'
  | 'jetton-notify'
  | 'excesses'
  | 'jetton-burn'
  | 'jetton-burn-notification'
  | 'jetton-mint'
  | 'nft-mint'
  | 'nft-transfer'
  | 'nft-ownership-assigned'
  | 'nft-get-static-data'
  | 'nft-report-static-data'
  | 'bounced'
  | 'unknown';

/** Body kind and plain name of each standard operation (the type makes the list complete). */
const OPERATIONS: Record<keyof typeof OPCODES, { kind: MessageBodyKind; name: string }> = {
  textComment: { kind: 'comment', name: 'Text comment' },
  encryptedComment: { kind: 'encrypted-comment', name: 'Encrypted comment' },
  jettonTransfer: { kind: 'jetton-transfer', name: 'Jetton transfer' },
  jettonInternalTransfer: { kind: 'jetton-internal-transfer', name: 'Jetton internal transfer' },
  jettonNotify: { kind: 'jetton-notify', name: 'Jetton transfer notification' },
  excesses: { kind: 'excesses', name: 'Excesses (change returned)' },
  jettonBurn: { kind: 'jetton-burn', name: 'Jetton burn' },
  jettonBurnNotification: { kind: 'jetton-burn-notification', name: 'Jetton burn notification' },
  jettonMint: { kind: 'jetton-mint', name: 'Jetton mint' },
  nftMint: { kind: 'nft-mint', name: 'NFT mint' },
  nftTransfer: { kind: 'nft-transfer', name: 'NFT transfer' },
  nftOwnershipAssigned: { kind: 'nft-ownership-assigned', name: 'NFT ownership assigned' },
  nftGetStaticData: { kind: 'nft-get-static-data', name: 'NFT get static data' },
  nftReportStaticData: { kind: 'nft-report-static-data', name: 'NFT report static data' },
  bounced: { kind: 'bounced', name: 'Bounced message' },
};

/** {@link OPERATIONS} by opcode. */
const KNOWN: Record<number, { kind: MessageBodyKind; name: string }> = Object.fromEntries(
  (Object.keys(OPCODES) as Array<keyof typeof OPCODES>).map((k) => [OPCODES[k], OPERATIONS[k]]),
);

/** Value of an address field that holds `addr_none` (TL-B `MsgAddress` with no address). */
export const NO_ADDRESS = 'none';

/**
 * A decoded message body. Addresses are raw lower-case `wc:hex` ({@link NO_ADDRESS} for
 * `addr_none`); jetton amounts are in the jetton's smallest units and TON amounts in
 * nanotons, both as decimal strings (the jetton's `decimals` live on its master).
 */
export interface DecodedMessageBody {
  kind: MessageBodyKind;
  /** `0x`-prefixed 8-digit hex, null for a body without an opcode. */
  opcode: string | null;
  /** Plain-language name: "Text comment", "Jetton transfer", "Unknown operation"... */
  name: string;
  /** Comment text (also a comment carried in a jetton/NFT forward payload). */
  comment?: string;
  /** Operation fields by TEP name (query_id, amount, destination, forward_ton_amount...). */
  fields: Record<string, string>;
  /**
   * Set when the body claimed a standard opcode but did not parse as its schema (`kind` is
   * then `unknown`, `name` the claimed operation, `fields` what was read before the error).
   */
  error?: string;
}

/** `0x`-prefixed 8-digit lower-case hex of an opcode, as v3 prints it. */
export function opcodeHex(op: number): string {
  return `0x${(op >>> 0).toString(16).padStart(8, '0')}`;
}

/** The body kind of a standard opcode (number or "0x…" string); null when unknown. */
export function opcodeKind(op: number | string | null | undefined): MessageBodyKind | null {
  if (op === null || op === undefined) return null;
  const n = typeof op === 'number' ? op : Number.parseInt(op.replace(/^0x/i, ''), 16);
  return Number.isFinite(n) ? (KNOWN[n >>> 0]?.kind ?? null) : null;
}

/** Plain name of an opcode (number or "0x…" string); null when unknown. */
export function opcodeName(op: number | string | null | undefined): string | null {
  if (op === null || op === undefined) return null;
  const n = typeof op === 'number' ? op : Number.parseInt(op.replace(/^0x/i, ''), 16);
  return Number.isFinite(n) ? (KNOWN[n >>> 0]?.name ?? null) : null;
}

/** Reads a forward payload `Either Cell ^Cell` and returns its comment text, if it is one. */
function forwardComment(s: Slice): string | undefined {
  if (s.remainingBits === 0) return undefined;
  const inRef = s.loadBit();
  const payload = inRef ? (s.remainingRefs ? s.loadRef().beginParse() : null) : s;
  if (!payload || payload.remainingBits < 32) return undefined;
  if (payload.loadUint(32) !== OPCODES.textComment) return undefined;
  return payload.loadStringTail();
}

/** Reads one field as text; undefined leaves an optional field out. */
type FieldReader = (s: Slice) => string | undefined;

const queryId: FieldReader = (s) => s.loadUintBig(64).toString();
const coins: FieldReader = (s) => s.loadCoins().toString();
const address: FieldReader = (s) => s.loadMaybeAddress()?.toRawString() ?? NO_ADDRESS;
const maybeRef: FieldReader = (s) => (s.loadMaybeRef() ? 'present' : 'none');
/** The jetton amount of a mint's `master_msg` (an internal_transfer); absent for another body. */
const mintedAmount: FieldReader = (s) => {
  const m = s.loadRef().beginParse();
  if (m.loadUint(32) !== OPCODES.jettonInternalTransfer) return undefined;
  m.loadUintBig(64);
  return m.loadCoins().toString();
};
/** A trailing `Maybe ^Cell` some senders leave out. */
const optionalMaybeRef: FieldReader = (s) => (s.remainingBits > 0 ? maybeRef(s) : undefined);

/**
 * Field layouts of the standard operations, in TL-B order, by TEP field name. `forwardPayload`:
 * the layout ends with `forward_payload:(Either Cell ^Cell)`, read for a comment.
 */
const LAYOUTS: Record<number, { fields: Array<[string, FieldReader]>; forwardPayload?: true }> = {
  // TEP-74 transfer, internal_transfer, transfer_notification, excesses, burn, burn_notification.
  [OPCODES.jettonTransfer]: {
    fields: [
      ['query_id', queryId],
      ['amount', coins],
      ['destination', address],
      ['response_destination', address],
      ['custom_payload', maybeRef],
      ['forward_ton_amount', coins],
    ],
    forwardPayload: true,
  },
  [OPCODES.jettonInternalTransfer]: {
    fields: [
      ['query_id', queryId],
      ['amount', coins],
      ['from', address],
      ['response_address', address],
      ['forward_ton_amount', coins],
    ],
    forwardPayload: true,
  },
  [OPCODES.jettonNotify]: {
    fields: [
      ['query_id', queryId],
      ['amount', coins],
      ['sender', address],
    ],
    forwardPayload: true,
  },
  [OPCODES.excesses]: { fields: [['query_id', queryId]] },
  [OPCODES.jettonBurn]: {
    fields: [
      ['query_id', queryId],
      ['amount', coins],
      ['response_destination', address],
      ['custom_payload', optionalMaybeRef],
    ],
  },
  [OPCODES.jettonBurnNotification]: {
    fields: [
      ['query_id', queryId],
      ['amount', coins],
      ['sender', address],
      ['response_destination', address],
    ],
  },
  // TEP-74 reference minter's mint (also the assets-sdk minter's): the owner to mint to, the
  // TON for its jetton wallet, and `master_msg`, the internal_transfer carrying the jettons.
  [OPCODES.jettonMint]: {
    fields: [
      ['query_id', queryId],
      ['destination', address],
      ['ton_amount', coins],
      ['amount', mintedAmount],
    ],
  },
  // TEP-62 transfer, ownership_assigned, get_static_data.
  [OPCODES.nftTransfer]: {
    fields: [
      ['query_id', queryId],
      ['new_owner', address],
      ['response_destination', address],
      ['custom_payload', maybeRef],
      ['forward_amount', coins],
    ],
    forwardPayload: true,
  },
  [OPCODES.nftOwnershipAssigned]: {
    fields: [
      ['query_id', queryId],
      ['prev_owner', address],
    ],
    forwardPayload: true,
  },
  [OPCODES.nftGetStaticData]: { fields: [['query_id', queryId]] },
  // Reference nft-collection.fc op 1 (deploy_new_nft): index, TON for the item, its content.
  [OPCODES.nftMint]: {
    fields: [
      ['query_id', queryId],
      ['item_index', (s) => s.loadUintBig(64).toString()],
      ['amount', coins],
      ['nft_content', (s) => (s.loadRef(), 'present')],
    ],
  },
};

/** Reads the fields of a standard operation into `out` (fields as read, so partial on error). */
function readFields(op: number, s: Slice, out: DecodedMessageBody): void {
  if (op === OPCODES.textComment) {
    out.comment = s.loadStringTail();
    return;
  }
  // Encrypted comments, bounced and unknown opcodes have no layout: the opcode is all.
  const layout = LAYOUTS[op];
  if (!layout) return;
  for (const [name, read] of layout.fields) {
    const value = read(s);
    if (value !== undefined) out.fields[name] = value;
  }
  if (layout.forwardPayload) {
    const c = forwardComment(s);
    if (c !== undefined) out.comment = c;
  }
}

/**
 * Decodes a message body cell. Never throws: a body with no bits and no refs is `empty`, one
 * shorter than an opcode is "Body without an opcode", an unknown opcode is "Unknown
 * operation", and a standard opcode whose fields do not parse keeps its name and sets `error`.
 */
export function decodeBodyCell(cell: Cell): DecodedMessageBody {
  const s = cell.beginParse(true);
  if (s.remainingBits === 0 && s.remainingRefs === 0) {
    return { kind: 'empty', opcode: null, name: 'Empty body', fields: {} };
  }
  if (s.remainingBits < 32) {
    return { kind: 'unknown', opcode: null, name: 'Body without an opcode', fields: {} };
  }
  const op = s.loadUint(32);
  const known = KNOWN[op];
  const out: DecodedMessageBody = {
    kind: known?.kind ?? 'unknown',
    opcode: opcodeHex(op),
    name: known?.name ?? 'Unknown operation',
    fields: {},
  };
  try {
    readFields(op, s, out);
  } catch (e) {
    out.kind = 'unknown';
    out.error = `Does not match the ${out.name} layout: ${(e as Error).message}`;
  }
  return out;
}

/**
 * Like {@link decodeBodyCell} for a body BoC (base64, as v3 `message_content.body`). Never
 * throws: a missing body is "Empty body"; a BoC that does not parse is "Unreadable body"
 * with the error.
 */
export function decodeBody(bocBase64: string | null | undefined): DecodedMessageBody {
  if (!bocBase64) return { kind: 'empty', opcode: null, name: 'Empty body', fields: {} };
  let cell: Cell;
  try {
    cell = Cell.fromBase64(bocBase64);
  } catch (e) {
    return {
      kind: 'unknown',
      opcode: null,
      name: 'Unreadable body',
      fields: {},
      error: (e as Error).message,
    };
  }
  return decodeBodyCell(cell);
}

/** A v3 message's content: the body BoC and toncenter's own decoding of it. */
type V3MessageContent = Pick<ChainMessage, 'message_content'>;

/** v3's `opcode` of a message: `0x` and 8 hex digits. */
const V3_OPCODE = /^0x[0-9a-f]{8}$/i;

/**
 * The decoded body of a v3 message. When v3's own reading settles it, the body BoC is not
 * parsed (parsing hashes every cell, the most of what a page of ordinary transfers costs): a
 * text comment toncenter decoded (`opcode` 0 and `message_content.decoded`), or an opcode this
 * module reads no fields of (an encrypted comment, a bounce, an unknown operation), which
 * decode to the same result as the BoC. Every other body (a standard operation with fields, no
 * opcode, no body) is read from the BoC by {@link decodeBody}. Never throws.
 */
export function decodeMessageBody(
  msg: Pick<ChainMessage, 'opcode' | 'message_content'>,
): DecodedMessageBody {
  const stated = msg.opcode;
  if (typeof stated === 'string' && V3_OPCODE.test(stated) && msg.message_content?.body) {
    const op = Number.parseInt(stated.slice(2), 16) >>> 0;
    if (op === OPCODES.textComment) {
      const comment = decodedComment(msg);
      if (comment !== undefined) {
        return {
          kind: 'comment',
          opcode: opcodeHex(op),
          name: 'Text comment',
          comment,
          fields: {},
        };
      }
    } else if (!LAYOUTS[op]) {
      const known = KNOWN[op];
      return {
        kind: known?.kind ?? 'unknown',
        opcode: opcodeHex(op),
        name: known?.name ?? 'Unknown operation',
        fields: {},
      };
    }
  }
  return decodeBody(msg.message_content?.body);
}

/**
 * The comment toncenter already decoded (v3 `message_content.decoded`, type `text_comment`),
 * without parsing the body; undefined when toncenter gave none.
 */
export function decodedComment(msg: V3MessageContent): string | undefined {
  const decoded = msg.message_content?.decoded as { type?: string; comment?: string } | null;
  if (decoded && decoded.type === 'text_comment' && typeof decoded.comment === 'string') {
    return decoded.comment;
  }
  return undefined;
}

/**
 * The comment of a v3 message: from `message_content.decoded` (text_comment) when present,
 * else decoded from the body BoC. Undefined when the message carries no comment.
 */
export function messageComment(msg: V3MessageContent): string | undefined {
  const known = decodedComment(msg);
  if (known !== undefined) return known;
  const d = decodeBody(msg.message_content?.body);
  return d.kind === 'comment' ? d.comment : undefined;
}
