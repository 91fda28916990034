/**
 * The one reading of TEP-64 `image_data` (base64 image bytes kept on-chain): its media type
 * from the bytes' magic numbers, never from a guess, so an on-chain JPEG is `image/jpeg` on
 * every page (lists, jetton, NFT) and in every export.
 */

/** Media types told apart by their first bytes (file signatures). */
const SIGNATURES: ReadonlyArray<{ type: string; test: (head: string) => boolean }> = [
  { type: 'image/png', test: (h) => h.startsWith('\x89PNG') },
  { type: 'image/jpeg', test: (h) => h.startsWith('\xff\xd8\xff') },
  { type: 'image/gif', test: (h) => h.startsWith('GIF87a') || h.startsWith('GIF89a') },
  // RIFF container, then the size (4 bytes), then the form type WEBP.
  { type: 'image/webp', test: (h) => h.startsWith('RIFF') && h.slice(8, 12) === 'WEBP' },
  // SVG is markup: an XML declaration, a doctype, a comment or the svg element first.
  { type: 'image/svg+xml', test: (h) => h.trimStart().startsWith('<') },
];

/** The first bytes of base64 text as a binary string ('' when it is not base64). */
function headOf(base64: string): string {
  try {
    // 64 base64 characters are 48 bytes: enough for every signature above.
    return atob(base64.trim().slice(0, 64));
  } catch {
    return '';
  }
}

/**
 * The media type of base64 image bytes by their signature: PNG, JPEG, GIF, WebP or SVG; null
 * for anything else (or text that is not base64).
 */
export function sniffImageType(base64: string): string | null {
  const head = headOf(base64);
  return SIGNATURES.find((s) => s.test(head))?.type ?? null;
}

/**
 * A `data:` URI for TEP-64 `image_data`, typed by {@link sniffImageType}. Bytes of no known
 * type are wrapped as `application/octet-stream` (no type is claimed for them).
 */
export function imageDataUri(base64: string): string {
  return `data:${sniffImageType(base64) ?? 'application/octet-stream'};base64,${base64}`;
}
