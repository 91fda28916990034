import type { TokenInfo } from '../../lib/v3-types';
import { imageDataUri } from '../nft/nft-content';

/** What the jetton page shows about a jetton, merged from on-chain content and v3 metadata. */
export interface JettonInfo {
  name: string | null;
  symbol: string | null;
  /** Digits after the decimal point (TEP-64 `decimals`, default 9). */
  decimals: number;
  description: string | null;
  /** An image the page may show: a `data:` URI (on-chain) or an http(s) URL (off-chain). */
  image: string | null;
  /** Off-chain metadata URI, when the content points to one. */
  uri: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * Reads TEP-64 jetton metadata: v3 `jetton_content` (on-chain keys, or `{uri}` for off-chain)
 * and the v3 `metadata` token info (`jetton_masters` entry, with `extra.decimals`). On-chain
 * values win; `image_data` (base64 bytes) becomes a data URI. Bad decimals fall back to 9.
 */
export function readJettonInfo(content: unknown, tokenInfo?: TokenInfo): JettonInfo {
  const c = (typeof content === 'object' && content !== null ? content : {}) as Record<
    string,
    unknown
  >;
  const extra = tokenInfo?.extra ?? {};
  const rawDecimals = str(c.decimals) ?? str(extra.decimals) ?? String(c.decimals ?? '');
  const decimals = /^\d{1,2}$/.test(rawDecimals) ? Number(rawDecimals) : 9;
  const imageData = str(c.image_data);
  const image =
    str(c.image) ?? (imageData ? imageDataUri(imageData) : null) ?? str(tokenInfo?.image);
  return {
    name: str(c.name) ?? str(tokenInfo?.name),
    symbol: str(c.symbol) ?? str(tokenInfo?.symbol),
    decimals: decimals <= 30 ? decimals : 9,
    description: str(c.description) ?? str(tokenInfo?.description),
    image,
    uri: str(c.uri) ?? str(extra.uri),
  };
}

/** The first token info of a type in a v3 `metadata` entry. */
export function tokenInfoOf(
  metadata: Record<string, { token_info?: unknown } | undefined> | undefined,
  rawUpper: string,
  type: string,
): TokenInfo | undefined {
  const list = metadata?.[rawUpper]?.token_info;
  if (!Array.isArray(list)) return undefined;
  return (list as TokenInfo[]).find((t) => t.type === type) ?? (list[0] as TokenInfo | undefined);
}

/** The unit shown next to jetton amounts: the symbol, else the name. */
export function symbolOf(info: JettonInfo): string {
  return info.symbol ?? info.name ?? 'units';
}
