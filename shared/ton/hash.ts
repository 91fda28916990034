import { parses } from '../parses';

/**
 * 32-byte hashes (transaction, message, block, code hashes) in the forms toncenter accepts:
 * 64-char hex (optional `0x`), 44-char base64 with `+/` or `-_`, 43-char unpadded base64url. The
 * canonical form is standard padded base64, as both APIs output.
 */

const HEX_RE = /^(?:0x)?([0-9a-fA-F]{64})$/;
const B64_RE = /^[A-Za-z0-9+/\-_]{43}=?$/;

/** Parses a hash in any accepted form into its 32 bytes. Throws `Error` on anything else. */
export function parseHashBytes(input: string): Buffer {
  const text = input.trim();
  const hex = HEX_RE.exec(text);
  if (hex) return Buffer.from(hex[1]!, 'hex');
  if (B64_RE.test(text)) {
    const std = text.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Buffer.from(std.length === 43 ? `${std}=` : std, 'base64');
    if (bytes.length === 32) return bytes;
  }
  throw new Error(
    `"${text.slice(0, 80)}" is not a 32-byte hash (expected 64 hex characters or 44-character base64)`,
  );
}

/** Canonical standard base64 (44 chars, `+/=`) of a hash given in any accepted form. */
export function toBase64Hash(input: string): string {
  return parseHashBytes(input).toString('base64');
}

/** Lower-case hex (64 chars) of a hash given in any accepted form. */
export function toHexHash(input: string): string {
  return parseHashBytes(input).toString('hex');
}

/** base64url without padding (43 chars), the form explorers put in links. */
export function toBase64UrlHash(input: string): string {
  return parseHashBytes(input).toString('base64url');
}

/** True when `input` parses as a 32-byte hash. */
export function isHash(input: string): boolean {
  return parses(() => parseHashBytes(input));
}

/** True when two hashes (any forms) are the same bytes. Unparseable → false. */
export function sameHash(a: string, b: string): boolean {
  try {
    return parseHashBytes(a).equals(parseHashBytes(b));
  } catch {
    return false;
  }
}
