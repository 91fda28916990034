import { readTep64, type Tep64Metadata } from './jetton-metadata';
import type { TokenInfo } from './address-names';
import { imageDataUri } from './nft-content';

/**
 * What the jetton page shows about a jetton (the shared TEP-64 reading), with `image` a URL the
 * page may show: a `data:` URI made from on-chain `image_data`, or an http(s) URL.
 */
export type JettonInfo = Omit<Tep64Metadata, 'imageData'>;

/**
 * Reads TEP-64 jetton metadata with the shared reader (`readTep64`: on-chain `jetton_content`
 * wins, v3 `metadata` token info fills the rest, bad decimals fall back to 9 with a note);
 * `image_data` (base64 bytes) becomes a data URI.
 */
export function readJettonInfo(content: unknown, tokenInfo?: TokenInfo): JettonInfo {
  const m = readTep64(content, tokenInfo);
  return {
    name: m.name,
    symbol: m.symbol,
    decimals: m.decimals,
    decimalsNote: m.decimalsNote,
    description: m.description,
    image: m.image ?? (m.imageData ? imageDataUri(m.imageData) : null),
    uri: m.uri,
  };
}

/** The unit shown next to jetton amounts: the symbol, else the name. */
export function symbolOf(info: JettonInfo): string {
  return info.symbol ?? info.name ?? 'units';
}

/** How the jetton's amounts are shown: its decimals and {@link symbolOf}. */
export function unitOf(info: JettonInfo): { decimals: number; symbol: string } {
  return { decimals: info.decimals, symbol: symbolOf(info) };
}
