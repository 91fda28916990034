import { tokenInfoOf } from '../../../../shared/ton/metadata-map';
import { readNftInfo, type NftInfo } from '../../../../shared/ton/nft-content';
import type { MetadataMap, V3NftItem } from '../../lib/v3-types';

/** What the pages read of an NFT item: its metadata and its collection's. */
export interface NftItemInfo {
  /** The item's metadata (TEP-64 content, with the index's token info). */
  info: NftInfo;
  /** The collection's metadata; null for a standalone item. */
  collection: NftInfo | null;
  /** The index knows the item as a DNS item (its token info has an `extra.domain`). */
  indexedDomain: boolean;
}

/**
 * The metadata of NFT item `item` (at `raw`, as the v3 `metadata` map keys it) and of its
 * collection, read from the item's content and the map's token infos.
 */
export function nftItemInfo(
  item: V3NftItem,
  raw: string,
  metadata: MetadataMap | undefined,
): NftItemInfo {
  const tokenInfo = tokenInfoOf(metadata?.[raw], 'nft_items');
  const collection = item.collection
    ? readNftInfo(
        item.collection.collection_content,
        item.collection_address
          ? tokenInfoOf(metadata?.[item.collection_address], 'nft_collections')
          : undefined,
      )
    : null;
  return {
    info: readNftInfo(item.content, tokenInfo),
    collection,
    indexedDomain: typeof tokenInfo?.extra?.domain === 'string',
  };
}
