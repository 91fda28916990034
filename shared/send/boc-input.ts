import { AppError } from '../ipc/errors';

const HEX_RE = /^(?:0x)?[0-9a-fA-F]+$/;
const B64_RE = /^[A-Za-z0-9+/\-_]+={0,2}$/;

/** Throws the `INVALID_INPUT` error every BoC input failure uses. */
export function invalidBoc(message: string): never {
  throw new AppError({ code: 'INVALID_INPUT', message });
}

/**
 * Reads a BoC as pasted or loaded from a `.boc` file: hex (optional `0x`), standard or
 * url-safe base64 (whitespace and line breaks ignored), or raw bytes (a binary `.boc` file).
 * Returns the bytes; does not parse cells. Throws `AppError` `INVALID_INPUT` when the text is
 * empty or neither hex nor base64.
 */
export function readBocBytes(input: string | Uint8Array): Buffer {
  if (typeof input !== 'string') {
    const bytes = Buffer.from(input);
    if (bytes.length === 0) invalidBoc('The BoC is empty.');
    // A `.boc` file may hold the text form (base64/hex) instead of binary: accept both.
    if (looksLikeText(bytes)) return readBocBytes(bytes.toString('utf8'));
    return bytes;
  }
  const text = input.replace(/\s+/g, '');
  if (!text) invalidBoc('The BoC is empty: paste base64 or hex, or open a .boc file.');
  // Hex is tried first: a hex string is also valid base64 text, but a BoC in base64 never
  // starts with only hex digits for its whole length in practice (its magic is "te6c").
  if (HEX_RE.test(text) && text.replace(/^0x/, '').length % 2 === 0) {
    return Buffer.from(text.replace(/^0x/, ''), 'hex');
  }
  if (B64_RE.test(text)) {
    const std = text.replace(/-/g, '+').replace(/_/g, '/');
    return Buffer.from(std, 'base64');
  }
  invalidBoc('The BoC is neither base64 nor hex: it contains characters outside both alphabets.');
}

function looksLikeText(bytes: Buffer): boolean {
  // Binary BoCs start with the magic b5ee9c72 (or the legacy 68ff65f3 / acc3a728).
  const magic = bytes.subarray(0, 4).toString('hex');
  if (magic === 'b5ee9c72' || magic === '68ff65f3' || magic === 'acc3a728') return false;
  return /^[\x20-\x7e\s]+$/.test(bytes.toString('latin1'));
}
