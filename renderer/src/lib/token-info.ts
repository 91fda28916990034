import { readTep64 } from '../../../shared/ton/jetton-metadata';
import {
  jettonMasterIn,
  tokenInfoOf,
  type MetadataEntry,
  type TokenInfo,
} from '../../../shared/ton/address-names';
import { bookEntry } from './address-forms';
import type { MetadataMap } from './v3-types';

/** The v3 `metadata` entry of `address` (any form) in `metadata`; undefined when absent. */
function metadataEntry(
  metadata: MetadataMap | null | undefined,
  address: string,
): MetadataEntry | undefined {
  return bookEntry(metadata as never, address) as MetadataEntry | undefined;
}

/**
 * The token info of `address` in a v3 `metadata` map: of `type` when it has one, else its first
 * readable one ({@link tokenInfoOf}); undefined when the map does not cover it.
 */
export function tokenInfoAt(
  address: string,
  metadata: MetadataMap | null | undefined,
  type?: string,
): TokenInfo | undefined {
  return tokenInfoOf(metadataEntry(metadata, address), type);
}

/**
 * The jetton master behind a jetton wallet (as toncenter wrote it), from the wallet's v3
 * `metadata` token info (`extra.jetton`); null when the map does not know it as a jetton wallet.
 */
export function jettonMasterOfWallet(
  wallet: string | null | undefined,
  metadata: MetadataMap | null | undefined,
): string | null {
  return wallet ? jettonMasterIn(metadataEntry(metadata, wallet)) : null;
}

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
  const info = (address ? tokenInfoOf(metadataEntry(metadata, address)) : undefined) ?? {};
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
