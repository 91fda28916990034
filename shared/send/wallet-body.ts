import {
  loadMessageRelaxed,
  loadOutList,
  type Cell,
  type MessageRelaxed,
  type Slice,
} from '@ton/core';
import { addressForms, type AddressForms } from '../ton/address';
import { decodeBodyCell, type DecodedMessageBody } from '../ton/message-body';
import { GLOBAL_IDS, type WalletVersion } from './wallet-codes';

/** Opcode of a v5R1 external request (`"sign"`): `external_signed#7369676e`. */
export const V5R1_SIGNED_EXTERNAL = 0x7369676e;

/** One internal message a wallet message asks the wallet to send. */
export interface DecodedInternalMessage {
  /** Position in the wallet's list (0-based). */
  index: number;
  /** Send mode byte (e.g. 3 = pay fees separately + ignore errors; 128 = whole balance). */
  mode: number;
  /** Null when the destination is not an internal address (external-out / none). */
  destination: AddressForms | null;
  /** Value attached, nanotons, decimal string. With mode 128 the wallet sends its balance. */
  valueNano: string;
  bounce: boolean;
  stateInit: boolean;
  body: DecodedMessageBody;
}

/** What a v5R1 wallet id says about the network it was signed for. */
export interface WalletIdNetwork {
  /** The global id whose reading of the wallet id is a standard client context. */
  globalId: number;
  network: 'mainnet' | 'testnet';
  workchain: number;
  subwalletNumber: number;
}

/**
 * The signed part of a standard wallet's external message. Times are unix seconds.
 * Sources: wallet v3R2/v4R2 (`signature subwallet_id valid_until seqno [op] (mode ^msg)*`) and
 * wallet v5R1 (`"sign" wallet_id valid_until seqno Maybe ^OutList has_other ... signature`).
 */
export interface DecodedWalletMessage {
  version: WalletVersion;
  /** How the version was determined: the state init's code hash, or the body's layout. */
  versionSource: 'state-init' | 'body-layout' | 'account-code';
  walletId: number;
  /** v5R1 only: the network its wallet id was built for; null when not a standard id. */
  walletIdNetwork: WalletIdNetwork | null;
  seqno: number;
  validUntil: number;
  /** Hex of the 64-byte ed25519 signature. */
  signature: string;
  messages: DecodedInternalMessage[];
  /** Non-transfer requests in plain words (v4R2 plugin ops, v5R1 extension actions). */
  otherActions: string[];
}

/** The body as the send summary shows it: an empty internal body is a plain transfer. */
function decodeInternalBody(body: Cell): DecodedMessageBody {
  const decoded = decodeBodyCell(body);
  return decoded.kind === 'empty' ? { ...decoded, name: 'Empty body (plain transfer)' } : decoded;
}

function decodeInternal(index: number, mode: number, m: MessageRelaxed): DecodedInternalMessage {
  if (m.info.type !== 'internal') {
    return {
      index,
      mode,
      destination: null,
      valueNano: '0',
      bounce: false,
      stateInit: !!m.init,
      body: decodeInternalBody(m.body),
    };
  }
  return {
    index,
    mode,
    destination: addressForms(m.info.dest),
    valueNano: m.info.value.coins.toString(),
    bounce: m.info.bounce,
    stateInit: !!m.init,
    body: decodeInternalBody(m.body),
  };
}

/** Reads `(mode:uint8 ^MessageRelaxed)*` until the slice is empty (v3R2/v4R2 layout). */
function readModeRefs(s: Slice): DecodedInternalMessage[] {
  const out: DecodedInternalMessage[] = [];
  while (s.remainingRefs > 0) {
    if (s.remainingBits < 8) throw new Error('a message reference has no send mode byte');
    const mode = s.loadUint(8);
    out.push(decodeInternal(out.length, mode, loadMessageRelaxed(s.loadRef().beginParse())));
  }
  if (s.remainingBits !== 0)
    throw new Error(`${s.remainingBits} unexpected bits after the messages`);
  return out;
}

const V4_OPS: Record<number, string> = {
  1: 'Deploy and install a plugin (op 1)',
  2: 'Install a plugin (op 2)',
  3: 'Remove a plugin (op 3)',
};

function decodeV3V4(
  body: Cell,
  version: 'v3R2' | 'v4R2',
): Omit<DecodedWalletMessage, 'versionSource'> {
  const s = body.beginParse();
  const signature = s.loadBuffer(64).toString('hex');
  const walletId = s.loadUint(32);
  const validUntil = s.loadUint(32);
  const seqno = s.loadUint(32);
  const header = { version, walletId, walletIdNetwork: null, seqno, validUntil, signature };
  if (version === 'v4R2') {
    const op = s.loadUint(8);
    // A non-zero v4R2 op is a plugin request, not a transfer: no messages follow.
    if (op !== 0) {
      return {
        ...header,
        messages: [],
        otherActions: [V4_OPS[op] ?? `Unknown wallet operation ${op}`],
      };
    }
  }
  return { ...header, messages: readModeRefs(s), otherActions: [] };
}

/**
 * Reads a v5R1 wallet id as `global_id XOR context` (context_id_client$1 wc:int8
 * wallet_version:uint8 counter:uint15). Tries mainnet and testnet; a standard id has version 0
 * and the destination's workchain. When both readings qualify, the one with the smaller
 * subwallet number wins (wallets use 0 unless told otherwise). Null when neither qualifies.
 */
export function walletIdNetworkV5R1(walletId: number, workchain: number): WalletIdNetwork | null {
  const candidates: WalletIdNetwork[] = [];
  for (const [network, globalId] of Object.entries(GLOBAL_IDS) as [
    'mainnet' | 'testnet',
    number,
  ][]) {
    const context = (walletId ^ globalId) >>> 0;
    if (context >>> 31 !== 1) continue;
    const wc = (((context >>> 23) & 0xff) << 24) >> 24;
    const versionByte = (context >>> 15) & 0xff;
    const subwalletNumber = context & 0x7fff;
    if (versionByte !== 0 || wc !== workchain) continue;
    candidates.push({ globalId, network, workchain: wc, subwalletNumber });
  }
  candidates.sort((a, b) => a.subwalletNumber - b.subwalletNumber);
  return candidates[0] ?? null;
}

function describeExtended(s: Slice): string {
  const tag = s.loadUint(8);
  switch (tag) {
    case 0x02:
      return `Add extension ${s.loadAddress().toRawString()}`;
    case 0x03:
      return `Remove extension ${s.loadAddress().toRawString()}`;
    case 0x04:
      return s.loadUint(1) ? 'Enable signature authentication' : 'Disable signature authentication';
    default:
      throw new Error(`unknown v5R1 extended action tag 0x${tag.toString(16)}`);
  }
}

function decodeV5R1(body: Cell, workchain: number): Omit<DecodedWalletMessage, 'versionSource'> {
  const s = body.beginParse();
  const op = s.loadUint(32);
  if (op !== V5R1_SIGNED_EXTERNAL)
    throw new Error(`opcode ${op.toString(16)} is not a v5R1 signed request`);
  const walletIdSigned = s.loadInt(32);
  const walletId = walletIdSigned >>> 0;
  const validUntil = s.loadUint(32);
  const seqno = s.loadUint(32);
  // The signature is the last 512 bits; the request in between is read first.
  const outList = s.loadMaybeRef();
  const messages: DecodedInternalMessage[] = [];
  if (outList) {
    // loadOutList reads the OutList chain (TL-B out_list$_ prev:^OutList action:OutAction).
    for (const action of loadOutList(outList.beginParse())) {
      if (action.type !== 'sendMsg') throw new Error(`v5R1 out list holds a ${action.type} action`);
      messages.push(decodeInternal(messages.length, action.mode, action.outMsg));
    }
  }
  const otherActions: string[] = [];
  if (s.loadBit()) {
    otherActions.push(describeExtended(s));
    let ref = s.remainingRefs > 0 ? s.loadRef().beginParse() : null;
    while (ref) {
      otherActions.push(describeExtended(ref));
      ref = ref.remainingRefs > 0 ? ref.loadRef().beginParse() : null;
    }
  }
  if (s.remainingBits !== 512) {
    throw new Error(`expected a 512-bit signature at the end, found ${s.remainingBits} bits`);
  }
  const signature = s.loadBuffer(64).toString('hex');
  return {
    version: 'v5R1',
    walletId,
    walletIdNetwork: walletIdNetworkV5R1(walletIdSigned, workchain),
    seqno,
    validUntil,
    signature,
    messages,
    otherActions,
  };
}

/**
 * Guesses the wallet version from the body's layout alone: v5R1 starts with `"sign"`; v3R2
 * carries 8 bits (a mode) per message reference after seqno, v4R2 one more byte (its op).
 * Returns null when the body fits no standard layout.
 */
export function guessWalletVersion(body: Cell): WalletVersion | null {
  const bits = body.bits.length;
  const refs = body.refs.length;
  if (
    bits >= 32 &&
    body.beginParse().preloadUint(32) === V5R1_SIGNED_EXTERNAL &&
    bits >= 32 + 96 + 2 + 512
  ) {
    return 'v5R1';
  }
  const head = 512 + 96;
  if (bits === head + 8 * refs && refs <= 4) return 'v3R2';
  if (bits === head + 8 + 8 * refs && refs <= 4) return 'v4R2';
  return null;
}

/**
 * Decodes a standard wallet's external body as `version`. Throws `Error` with the reason
 * when the body does not follow that wallet's layout. `workchain` is the wallet's (for v5R1
 * wallet id reading).
 */
export function decodeWalletBody(
  body: Cell,
  version: WalletVersion,
  workchain: number,
): Omit<DecodedWalletMessage, 'versionSource'> {
  return version === 'v5R1' ? decodeV5R1(body, workchain) : decodeV3V4(body, version);
}
