import { Cell, loadMessage, type Message } from '@ton/core';
import { invalidBoc, readBocBytes } from './boc-input';
import { addressForms, type AddressForms } from '../ton/address';
import { normalizedExternalHash } from './normalized-hash';
import { opcodeHex } from '../ton/message-body';
import { decodeWalletBody, guessWalletVersion, type DecodedWalletMessage } from './wallet-body';
import { walletVersionByCodeHash, type WalletVersion } from './wallet-codes';

/** The state init an external message carries (it deploys the destination). */
export interface DecodedStateInit {
  /** Hex code hash, null when the state init has no code. */
  codeHash: string | null;
  /** The standard wallet this code is, if any. */
  wallet: WalletVersion | null;
}

/**
 * A decoded external-in message, ready for the send summary. Plain data (no bigint, no
 * cells): it crosses IPC as is. Hashes are standard base64 (toncenter's form); amounts are
 * nanotons as decimal strings; times unix seconds.
 */
export interface DecodedExternal {
  /** The BoC re-encoded as standard base64 (what sendBocReturnHash receives). */
  boc: string;
  /** Hash of the message cell (toncenter `hash`). */
  hash: string;
  /** Normalized hash (TEP-467; toncenter `hash_norm`). */
  hashNorm: string;
  destination: AddressForms;
  /** Null when the message carries no state init. */
  stateInit: DecodedStateInit | null;
  /** First 32 bits of the body as `0x…`, null when the body is shorter. */
  bodyOpcode: string | null;
  bodyBits: number;
  bodyRefs: number;
  /** The standard wallet request in the body; null when the body is not one. */
  wallet: DecodedWalletMessage | null;
  /** Why the body was not read as a wallet request (shown as a note, not an error). */
  walletNote: string | null;
  /** Sum of the internal messages' values, nanotons. */
  totalValueNano: string;
  /** True when a message uses send mode 128 (carry the whole remaining balance). */
  sendsWholeBalance: boolean;
}

/** Options for {@link decodeExternal}. */
export interface DecodeOptions {
  /** The wallet version known from the destination's on-chain code (overrides the guess). */
  walletVersion?: WalletVersion | null;
}

function parseCell(bytes: Buffer): Cell {
  let cells: Cell[];
  try {
    cells = Cell.fromBoc(bytes);
  } catch (e) {
    invalidBoc(`The BoC does not parse: ${(e as Error).message}.`);
  }
  if (cells.length !== 1) {
    invalidBoc(`The BoC has ${cells.length} root cells; a message BoC has exactly one.`);
  }
  return cells[0]!;
}

function parseMessage(cell: Cell): Message {
  try {
    return loadMessage(cell.beginParse());
  } catch (e) {
    invalidBoc(`The BoC is not a message: ${(e as Error).message}.`);
  }
}

/**
 * Decodes a BoC (base64, hex or bytes: see `readBocBytes`) holding one external-in message.
 * Reads the destination (all address forms), the state init, the body's opcode and, for the
 * standard wallets v3R2/v4R2/v5R1, the wallet id, seqno, valid_until and each internal message
 * (destination, value, bounce, comment or jetton/NFT operation).
 * Throws `AppError` `INVALID_INPUT` with the reason when the BoC does not parse, is not a
 * message, or is an internal / external-out message (only external-in messages can be sent).
 */
export function decodeExternal(
  input: string | Uint8Array,
  opts: DecodeOptions = {},
): DecodedExternal {
  const bytes = readBocBytes(input);
  const cell = parseCell(bytes);
  const message = parseMessage(cell);
  if (message.info.type === 'internal') {
    invalidBoc(
      `This is an internal message (from ${message.info.src.toRawString()} to ${message.info.dest.toRawString()}), not an external-in message. ` +
        'Only external-in messages can be sent to the network; internal messages are sent by contracts (for example the body a wallet signs contains them).',
    );
  }
  if (message.info.type === 'external-out') {
    invalidBoc(
      'This is an external-out message (a log event a contract emits), not an external-in message. Only external-in messages can be sent to the network.',
    );
  }
  const dest = message.info.dest;
  const body = message.body;
  const codeHash = message.init?.code ? message.init.code.hash().toString('hex') : null;
  const stateInit: DecodedStateInit | null = message.init
    ? { codeHash, wallet: codeHash ? walletVersionByCodeHash(codeHash) : null }
    : null;

  let wallet: DecodedWalletMessage | null = null;
  let walletNote: string | null = null;
  const known = stateInit?.wallet ?? opts.walletVersion ?? null;
  const version = known ?? guessWalletVersion(body);
  if (version) {
    try {
      const source = stateInit?.wallet
        ? 'state-init'
        : opts.walletVersion
          ? 'account-code'
          : 'body-layout';
      wallet = { ...decodeWalletBody(body, version, dest.workChain), versionSource: source };
    } catch (e) {
      walletNote = `The body does not follow the wallet ${version} layout: ${(e as Error).message}.`;
    }
  } else {
    walletNote = 'The body is not a standard wallet (v3R2, v4R2, v5R1) request.';
  }

  const total = (wallet?.messages ?? []).reduce((sum, m) => sum + BigInt(m.valueNano), 0n);
  return {
    boc: cell.toBoc().toString('base64'),
    hash: cell.hash().toString('base64'),
    hashNorm: normalizedExternalHash(dest, body).toString('base64'),
    destination: addressForms(dest),
    stateInit,
    bodyOpcode: body.bits.length >= 32 ? opcodeHex(body.beginParse().preloadUint(32)) : null,
    bodyBits: body.bits.length,
    bodyRefs: body.refs.length,
    wallet,
    walletNote,
    totalValueNano: total.toString(),
    sendsWholeBalance: (wallet?.messages ?? []).some((m) => (m.mode & 128) !== 0),
  };
}
