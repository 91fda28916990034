import { readTep64 } from '../../../shared/ton/jetton-metadata';
import { bookEntry } from './address-forms';
import type { MetadataMap, TokenInfo } from './v3-types';

/** What the UI needs to show a jetton amount or an NFT: name, symbol, decimals, image. */
export interface TokenDisplay {
  name: string | null;
  symbol: string | null;
  /** Jetton decimals (TEP-64 default 9 when the metadata has none). */
  decimals: number;
  /** An image URL the page may show (data: URIs; http(s) ones are linked, not loaded). */
  image: string | null;
  description: string | null;
}

/**
 * Token display data for `address` from a v3 `metadata` map (token_info of the requested type)
 * and/or on-chain content (jetton_content / NFT content objects, TEP-64 keys). Content wins
 * for fields it has, so on-chain data shows even before toncenter indexed the metadata.
 */
export function tokenDisplay(
  address: string | null | undefined,
  metadata: MetadataMap | null | undefined,
  content?: unknown,
): TokenDisplay {
  const entry = address
    ? (bookEntry(metadata as never, address) as { token_info?: TokenInfo[] } | undefined)
    : undefined;
  const info: TokenInfo = entry?.token_info?.find((t) => t.valid !== false) ?? {};
  const m = readTep64(content, info);
  return {
    name: m.name,
    symbol: m.symbol,
    decimals: m.decimals,
    image: (m.imageData ? imageDataUri(m.imageData) : null) ?? m.image,
    description: m.description,
  };
}

/**
 * A data URI for TEP-64 `image_data` (base64 image bytes). The type is sniffed from the bytes:
 * SVG text, PNG, JPEG or GIF; anything else is assumed PNG.
 */
export function imageDataUri(base64: string): string {
  let head = '';
  try {
    head = atob(base64.slice(0, 64));
  } catch {
    // not base64: the browser will show a broken image, the page still works
  }
  const type = /^\s*(<\?xml|<svg)/i.test(head)
    ? 'image/svg+xml'
    : head.startsWith('\x89PNG')
      ? 'image/png'
      : head.startsWith('\xff\xd8')
        ? 'image/jpeg'
        : head.startsWith('GIF8')
          ? 'image/gif'
          : 'image/png';
  return `data:${type};base64,${base64}`;
}
