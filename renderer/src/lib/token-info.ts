import { readJettonInfo, type JettonInfo } from '../../../shared/ton/jetton-content';
import { tokenInfoAt } from '../../../shared/ton/metadata-map';
import type { MetadataMap } from './v3-types';

/**
 * Token display data for `address` from a v3 `metadata` map (its first readable token info)
 * and/or on-chain content (jetton_content / NFT content objects, TEP-64 keys), read by the
 * shared reader (`readJettonInfo`): content wins for fields it has, so on-chain data shows
 * even before toncenter indexed the metadata; decimals default to TEP-64's 9; `image` is a
 * data: URI of on-chain bytes or a URL (http(s) ones are linked, not loaded).
 */
export function tokenDisplay(
  address: string | null | undefined,
  metadata: MetadataMap | null | undefined,
  content?: unknown,
): JettonInfo {
  return readJettonInfo(content, tokenInfoAt(metadata, address));
}
