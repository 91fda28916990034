import type { TokenInfo } from './v3-types';

/**
 * Naming rules for addresses: what the Address widget shows instead of a bare address, from
 * what toncenter v3 returns next to its rows (`address_book`: user-friendly form, `.ton`
 * domain, detected interfaces; `metadata`: TEP-64 token info of jetton masters/wallets and NFT
 * collections/items) and the user's own label. Pure: the widget and the tests call the same
 * functions. Keys of both maps are raw upper-case addresses (`0:ABC…`).
 */

/** One v3 `address_book` row (AddressBookRow). */
export interface BookRow {
  user_friendly?: string | null;
  domain?: string | null;
  interfaces?: readonly string[] | null;
}

/** One v3 `metadata` entry (AddressMetadata). */
export interface MetadataEntry {
  is_indexed?: boolean;
  token_info?: readonly TokenInfo[] | null;
}

/** Lookup of the facts known about addresses (raw upper-case keys). */
export interface AddressFacts {
  book(rawUpper: string): BookRow | undefined;
  metadata(rawUpper: string): MetadataEntry | undefined;
}

/**
 * Where a shown name comes from, in the order of preference. The user's own label is not
 * among them: the label store shows it as a tag beside whatever name this gives.
 */
export type NameSource = 'domain' | 'jetton' | 'nft' | null;

/** What the widget shows for an address besides its forms. */
export interface AddressNaming {
  /** The name to show instead of the shortened address; null: show the address. */
  name: string | null;
  source: NameSource;
  /** A small tag saying what the contract is ("wallet v4R2", "jetton wallet"…); null if unknown. */
  tag: string | null;
  /** A longer description for the tooltip ("Demo Item #0 of Demo Collection"); null if none. */
  detail: string | null;
  /** The chain- or index-provided strings `name` is made of (what safety rules judge). */
  parts?: string[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The first valid token info of a metadata entry, preferring `type` when given. */
export function tokenInfoOf(
  entry: MetadataEntry | undefined,
  type?: string,
): TokenInfo | undefined {
  const list = (entry?.token_info ?? []).filter((t) => t.valid !== false);
  return (type ? list.find((t) => t.type === type) : undefined) ?? list[0];
}

/**
 * Standard user wallets (wallet_v1r1 … wallet_v5r1, toncenter's interface names). Highload and
 * other special wallets are not among them: toncenter shows those bounceable.
 */
export function isUserWalletInterface(i: string): boolean {
  return /^wallet_v\d/.test(i);
}

/** "wallet_v4r2" → "wallet v4R2"; "wallet_highload_v2r2" → "highload wallet v2R2". */
function walletTag(i: string): string {
  const m = /^wallet_(highload_)?v(\d+)(?:r(\d+))?/.exec(i);
  if (!m) return 'wallet';
  const version = `v${m[2]}${m[3] ? `R${m[3]}` : ''}`;
  return m[1] ? `highload wallet ${version}` : `wallet ${version}`;
}

/**
 * A small tag for the best-known interface of a contract: wallet version, jetton
 * master/wallet, NFT collection/item, DNS. Null when none is known.
 */
export function interfaceTag(interfaces: readonly string[] | null | undefined): string | null {
  if (!interfaces?.length) return null;
  const has = (p: string) => interfaces.find((i) => i === p || i.startsWith(`${p}_`));
  const wallet = interfaces.find((i) => i.startsWith('wallet_'));
  if (wallet) return walletTag(wallet);
  if (has('jetton_master')) return 'jetton master';
  if (has('jetton_wallet')) return 'jetton wallet';
  if (has('nft_collection')) return 'NFT collection';
  if (interfaces.includes('dns')) return has('nft_item') ? 'DNS domain' : 'DNS resolver';
  if (has('nft_item')) return 'NFT item';
  if (interfaces.some((i) => i.startsWith('multisig'))) return 'multisig';
  return null;
}

/** "Tether USD (USD₮)", "Demo Jetton (DEMO)", or whichever of the two exists. */
function jettonTitle(info: TokenInfo | undefined): string | null {
  const name = str(info?.name);
  const symbol = str(info?.symbol);
  if (name && symbol && name !== symbol) return `${name} (${symbol})`;
  return name ?? symbol;
}

/** The `.ton` domain: the name a wallet owner is called by. */
function personalName(raw: string, facts: AddressFacts): string | null {
  return str(facts.book(raw)?.domain);
}

/** Raw upper-case of a raw address string (v3 sends raw upper-case; be lenient on case). */
function upper(raw: string): string {
  return raw.toUpperCase();
}

/**
 * The name of `raw` (raw upper-case) by the rules, in order: the `.ton` domain; token metadata
 * (jetton master "Name (SYMBOL)", jetton wallet "SYMBOL wallet of <owner>" with the owner's
 * domain or `ownerShort(owner)`, NFT item name, NFT collection
 * name); else no name. The tag comes from the address-book interfaces (falling back to the
 * metadata type), whatever the name.
 */
export function addressNaming(
  raw: string,
  facts: AddressFacts,
  ownerShort: (ownerRaw: string) => string,
): AddressNaming {
  const key = upper(raw);
  const row = facts.book(key);
  const meta = facts.metadata(key);
  const info = tokenInfoOf(meta);
  const type = info?.type;
  const tag =
    interfaceTag(row?.interfaces) ??
    (type === 'jetton_masters'
      ? 'jetton master'
      : type === 'jetton_wallets'
        ? 'jetton wallet'
        : type === 'nft_collections'
          ? 'NFT collection'
          : type === 'nft_items'
            ? 'NFT item'
            : null);

  const domain = str(row?.domain);
  if (domain) return { name: domain, source: 'domain', tag, detail: null, parts: [domain] };

  if (type === 'jetton_masters') {
    const title = jettonTitle(info);
    if (title) {
      const parts = [str(info?.name), str(info?.symbol)].filter((p): p is string => p !== null);
      return { name: title, source: 'jetton', tag, detail: str(info?.description), parts };
    }
  }
  if (type === 'jetton_wallets') {
    const extra = (info?.extra ?? {}) as Record<string, unknown>;
    const master = str(extra.jetton);
    const masterInfo = master
      ? tokenInfoOf(facts.metadata(upper(master)), 'jetton_masters')
      : undefined;
    const symbol = str(masterInfo?.symbol) ?? str(info?.symbol) ?? str(masterInfo?.name);
    const owner = str(extra.owner);
    if (symbol) {
      const ownerDomain = owner ? personalName(upper(owner), facts) : null;
      const ownerName = owner ? (ownerDomain ?? ownerShort(owner)) : null;
      const name = ownerName ? `${symbol} wallet of ${ownerName}` : `${symbol} wallet`;
      const parts = ownerDomain ? [symbol, ownerDomain] : [symbol];
      return { name, source: 'jetton', tag, detail: jettonTitle(masterInfo ?? info), parts };
    }
  }
  if (type === 'nft_items') {
    // DNS items carry their domain in `extra`; a hash-sized index (DNS, gifts) is no name.
    const index = str(info?.nft_index);
    const name =
      str(info?.name) ??
      str((info?.extra as Record<string, unknown> | undefined)?.domain) ??
      (index && index.length <= 12 ? `NFT #${index}` : null);
    if (name) return { name, source: 'nft', tag, detail: str(info?.description), parts: [name] };
  }
  if (type === 'nft_collections') {
    const name = str(info?.name);
    if (name) return { name, source: 'nft', tag, detail: str(info?.description), parts: [name] };
  }
  return { name: null, source: null, tag, detail: null };
}
