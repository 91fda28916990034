import { assetFacts, UNKNOWN_JETTON_SYMBOL, type AssetFacts } from './asset-facts';
import { imageDataUri } from './image-data';
import { readTep64, type Tep64Metadata } from './jetton-metadata';
import type { TokenInfo } from './metadata-map';

/**
 * What the pages show about a jetton (the shared TEP-64 reading), with `image` a URL the page
 * may show: a `data:` URI made from on-chain `image_data` (which wins: it shows without a
 * request), or an http(s) URL. The one `JettonInfo` of the app.
 */
export type JettonInfo = Omit<Tep64Metadata, 'imageData'>;

/**
 * Reads TEP-64 jetton metadata with the shared reader (`readTep64`: on-chain `jetton_content`
 * wins, v3 `metadata` token info fills the rest, bad decimals fall back to 9 with a note);
 * `image_data` (base64 bytes) becomes a data URI.
 */
export function readJettonInfo(content: unknown, tokenInfo?: TokenInfo | null): JettonInfo {
  const m = readTep64(content, tokenInfo);
  return {
    name: m.name,
    symbol: m.symbol,
    decimals: m.decimals,
    decimalsNote: m.decimalsNote,
    description: m.description,
    image: (m.imageData ? imageDataUri(m.imageData) : null) ?? m.image,
    uri: m.uri,
  };
}

/** The unit shown next to jetton amounts: the symbol, else the name, else the named fallback. */
export function symbolOf(info: JettonInfo): string {
  return info.symbol ?? info.name ?? UNKNOWN_JETTON_SYMBOL;
}

/** How the jetton's amounts are shown: its decimals and {@link symbolOf} (see `assetFacts`). */
export function unitOf(info: JettonInfo): AssetFacts {
  return assetFacts({ type: 'jetton' }, { symbol: symbolOf(info), decimals: info.decimals });
}
