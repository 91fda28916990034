/**
 * The one TEP-64 token metadata reader (jettons; NFT items and collections use the same keys):
 * pages, rows and exports all read name, symbol and decimals through it.
 *
 * Rule: on-chain content (v3 `jetton_content` / NFT `content` objects, whose keys are TEP-64's)
 * wins field by field where present; v3 `metadata` token info (toncenter's reading, including
 * fetched off-chain JSON) fills the rest. `decimals` is TEP-64's uint8 (a decimal string
 * `0`..`255`); absent means 9; any other value is rejected, 9 is used and `decimalsNote` says so.
 */

/** TEP-64's default when a jetton's metadata has no `decimals`. */
export const DEFAULT_JETTON_DECIMALS = 9;

/** The v3 `metadata` token info fields the reader uses (toncenter TokenInfo). */
export interface TokenInfoLike {
  name?: string | null;
  symbol?: string | null;
  description?: string | null;
  image?: string | null;
  decimals?: unknown;
  extra?: Record<string, unknown> | null;
}

/** What TEP-64 metadata says about a token. */
export interface Tep64Metadata {
  name: string | null;
  symbol: string | null;
  /** Digits after the decimal point, 0..255; 9 when absent or rejected. */
  decimals: number;
  /** Set when the metadata's `decimals` was rejected: what it held and that 9 is used. */
  decimalsNote: string | null;
  description: string | null;
  /** `image` URL: on-chain, else toncenter's unless on-chain `image_data` is present. */
  image: string | null;
  /** TEP-64 `image_data`: base64 image bytes (on-chain only). */
  imageData: string | null;
  /** Off-chain metadata URI, when the content points to one. */
  uri: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * TEP-64 `decimals` as a number: an integer 0..255 given as a decimal string (or a number, as
 * some indexers emit); null for anything else.
 */
export function parseDecimals(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,3}$/.test(value.trim())
        ? Number(value.trim())
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 255 ? n : null;
}

/**
 * Reads TEP-64 metadata from on-chain `content` (any object; `{uri}` for off-chain) and the v3
 * `metadata` token info of the same address. Never throws.
 */
export function readTep64(content: unknown, tokenInfo?: TokenInfoLike | null): Tep64Metadata {
  const c = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
  const info = tokenInfo ?? {};
  const extra = info.extra ?? {};
  const given = [c.decimals, extra.decimals, info.decimals].find(
    (v) => v !== undefined && v !== null && v !== '',
  );
  const parsed = given === undefined ? DEFAULT_JETTON_DECIMALS : parseDecimals(given);
  return {
    name: str(c.name) ?? str(info.name),
    symbol: str(c.symbol) ?? str(info.symbol),
    decimals: parsed ?? DEFAULT_JETTON_DECIMALS,
    decimalsNote:
      parsed === null
        ? `The metadata's decimals "${String(given).slice(0, 20)}" is not a TEP-64 value (0-255); ${DEFAULT_JETTON_DECIMALS} is used.`
        : null,
    description: str(c.description) ?? str(info.description),
    // On-chain image bytes win over toncenter's image of the same token.
    image: str(c.image) ?? (str(c.image_data) ? null : str(info.image)),
    imageData: str(c.image_data),
    uri: str(c.uri) ?? str(extra.uri),
  };
}
