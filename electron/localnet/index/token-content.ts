import type { Cell } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { loadFullContent } from '@ton-community/assets-sdk/dist/content';

/** Known TEP-64 on-chain metadata keys. */
const TEP64_KEYS = [
  'uri',
  'name',
  'description',
  'image',
  'image_data',
  'symbol',
  'decimals',
  'amount_style',
  'render_type',
  'social_links',
  'marketplace',
  'content_url',
  'attributes',
  'lottie',
];

/** TEP-64 key names by the hex sha256 of the name (how on-chain content dictionaries key them). */
export const TEP64_KEY_BY_HASH_HEX = new Map(
  TEP64_KEYS.map((k) => [sha256_sync(k).toString('hex'), k]),
);
const BY_HASH = new Map([...TEP64_KEY_BY_HASH_HEX].map(([hex, k]) => [BigInt('0x' + hex), k]));

const noResolver = {
  resolve: async (url: string): Promise<Buffer> => {
    throw new Error(`off-chain content is not fetched on a local network: ${url}`);
  },
};

/**
 * Decodes TEP-64 token content into toncenter's `jetton_content` / NFT `content` object:
 * on-chain keys as strings (`image_data` as base64), or `{uri}` for off-chain content.
 * Uses the assets-sdk content loader; returns {} when the cell is not TEP-64 content.
 */
export async function decodeTokenContent(cell: Cell | null): Promise<Record<string, string>> {
  if (!cell) return {};
  try {
    const s = cell.beginParse();
    if (s.remainingBits >= 8 && s.preloadUint(8) === 0x01) {
      s.loadUint(8);
      return { uri: s.loadStringTail() };
    }
    const dc = await loadFullContent(cell, noResolver);
    const out: Record<string, string> = {};
    for (const [k, v] of dc.onchainFields ?? new Map<bigint, Buffer>()) {
      const name = BY_HASH.get(k);
      if (!name) continue;
      out[name] = name === 'image_data' ? v.toString('base64') : v.toString('utf-8');
    }
    return out;
  } catch {
    return {};
  }
}
