/**
 * The rules an off-chain token/NFT image must pass before the renderer sees it (issue 22:
 * "size and type limits, SVG rasterised or sanitised"). The type is read from the bytes, never
 * from the server's `Content-Type`; only inert raster formats pass. SVG is refused outright: it
 * is a document that can carry scripts, event handlers and references to other URLs.
 */

/** Largest image accepted, bytes (1 MiB): a token picture, not a photo archive. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Largest width or height accepted, pixels: a small file can still decode to a huge bitmap. */
export const MAX_IMAGE_SIDE = 4096;
/** Time allowed for one image fetch, headers and body, ms. */
export const IMAGE_TIMEOUT_MS = 10_000;

/** Raster types shown in the app. */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** A checked image: its type from the bytes and its size in pixels. */
export interface CheckedImage {
  mime: ImageMime;
  width: number;
  height: number;
}

/** Why an image is refused, in a user's words; thrown by {@link checkImageBytes}. */
export class ImageRefused extends Error {}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));
const be16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const be32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + be16(b, i + 2);

/** Width and height from a JPEG's first start-of-frame marker, or null. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const len = be16(b, i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: be16(b, i + 5), width: be16(b, i + 7) };
    }
    i += 2 + len;
  }
  return null;
}

/** Width and height of a WebP (VP8, VP8L or VP8X chunk), or null. */
function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X' && b.length >= 30) {
    return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b.length >= 30) {
    return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  }
  return null;
}

/** True when the bytes look like SVG or another markup document (after a BOM and whitespace). */
function looksLikeMarkup(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<');
}

/**
 * Checks fetched image bytes: not empty, at most {@link MAX_IMAGE_BYTES}, a PNG, JPEG, GIF or
 * WebP by its signature with a readable size of at most {@link MAX_IMAGE_SIDE} pixels a side.
 * Throws {@link ImageRefused} naming the reason (SVG and other markup are named as such).
 */
export function checkImageBytes(bytes: Uint8Array): CheckedImage {
  if (bytes.length === 0) throw new ImageRefused('the server sent an empty file');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRefused(tooLarge(bytes.length));
  let found: CheckedImage | null = null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR')
      throw new ImageRefused('a damaged PNG');
    found = { mime: 'image/png', width: be32(bytes, 16), height: be32(bytes, 20) };
  } else if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(bytes);
    if (!size) throw new ImageRefused('a damaged JPEG');
    found = { mime: 'image/jpeg', ...size };
  } else if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
    if (bytes.length < 10) throw new ImageRefused('a damaged GIF');
    found = { mime: 'image/gif', width: le16(bytes, 6), height: le16(bytes, 8) };
  } else if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    const size = webpSize(bytes);
    if (!size) throw new ImageRefused('a damaged WebP');
    found = { mime: 'image/webp', ...size };
  }
  if (!found) {
    if (looksLikeMarkup(bytes)) {
      const head = ascii(bytes, 0, 512).toLowerCase();
      throw new ImageRefused(
        head.includes('<svg')
          ? 'an SVG image: SVG can carry scripts, so it is not shown'
          : 'not an image (a web page or other markup)',
      );
    }
    throw new ImageRefused('not a PNG, JPEG, GIF or WebP image');
  }
  if (found.width < 1 || found.height < 1) throw new ImageRefused('an image with no pixels');
  if (found.width > MAX_IMAGE_SIDE || found.height > MAX_IMAGE_SIDE) {
    throw new ImageRefused(
      `too large: ${found.width}×${found.height} pixels (limit ${MAX_IMAGE_SIDE} a side)`,
    );
  }
  return found;
}

const mib = (n: number) => `${Number((n / 1024 / 1024).toFixed(1))} MiB`;

/** "too large: 3.2 MiB (limit 1 MiB)"; without a size (a body still streaming) "too large:
 * more than 1 MiB". */
export function tooLarge(bytes?: number): string {
  return bytes === undefined
    ? `too large: more than ${mib(MAX_IMAGE_BYTES)}`
    : `too large: ${mib(bytes)} (limit ${mib(MAX_IMAGE_BYTES)})`;
}

/**
 * The URL main fetches for a TEP-64 `image` value: http(s) as is, `ipfs://<cid>/…` through the
 * public ipfs.io gateway. Throws {@link ImageRefused} for anything else (data:, file:, javascript:…).
 */
export function imageFetchUrl(raw: string): URL {
  const value = raw.trim();
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(value);
  let url: URL;
  try {
    url = new URL(ipfs ? `https://ipfs.io/ipfs/${ipfs[1]}` : value);
  } catch {
    throw new ImageRefused('not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImageRefused(`a ${url.protocol.replace(/:$/, '')}: address, not http(s)`);
  }
  if (url.username || url.password) throw new ImageRefused('an address with a user name in it');
  return url;
}
