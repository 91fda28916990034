import type { TokenInfo } from './metadata-map';
import { imageDataUri } from './image-data';

/** One NFT attribute (OpenSea-style `{trait_type, value}` as used by TEP-64 metadata). */
export interface NftAttribute {
  trait: string;
  value: string;
}

/** What the NFT pages show about an item or a collection. */
export interface NftInfo {
  name: string | null;
  description: string | null;
  /** `data:` URI (on-chain) or http(s) URL (off-chain). */
  image: string | null;
  attributes: NftAttribute[];
  /** Off-chain metadata URI, when the content points to one. */
  uri: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function readAttributes(value: unknown): NftAttribute[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((a) => {
    if (typeof a !== 'object' || a === null) return [];
    const o = a as Record<string, unknown>;
    const trait = str(o.trait_type) ?? str(o.name) ?? str(o.key);
    const v = o.value;
    if (!trait || v === undefined || v === null) return [];
    return [{ trait, value: typeof v === 'string' ? v : JSON.stringify(v) }];
  });
}

/**
 * Reads TEP-64 NFT metadata from v3 `content` / `collection_content` (on-chain keys, or
 * `{uri}` off-chain) and the v3 `metadata` token info (`nft_items` / `nft_collections`
 * entry; `extra` carries the remaining keys such as `attributes`). On-chain values win.
 */
export function readNftInfo(content: unknown, tokenInfo?: TokenInfo): NftInfo {
  const c = (typeof content === 'object' && content !== null ? content : {}) as Record<
    string,
    unknown
  >;
  const extra = tokenInfo?.extra ?? {};
  const imageData = str(c.image_data) ?? str(extra.image_data);
  const attributes = readAttributes(c.attributes);
  return {
    name: str(c.name) ?? str(tokenInfo?.name),
    description: str(c.description) ?? str(tokenInfo?.description),
    image: str(c.image) ?? (imageData ? imageDataUri(imageData) : null) ?? str(tokenInfo?.image),
    attributes: attributes.length > 0 ? attributes : readAttributes(extra.attributes),
    uri: str(c.uri) ?? str(extra.uri),
  };
}
