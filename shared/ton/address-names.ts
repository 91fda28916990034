import { judgeName, type NameSource } from '../text/name-judgement';
import { revealUnsafe, truncateText } from '../text/safety';
import type { Network } from '../profiles';
import { shorten } from '../format';
import { networkAddressForms, parseAddress, toRawUpper } from './address';
import { tokenInfoOf, type BookRow, type MetadataEntry, type TokenInfo } from './metadata-map';

/**
 * The one identity rule: what an address is called in every output (the Address widget, graph
 * nodes, chart labels, alerts and OS notifications, exports, case reports). Names come from
 * what toncenter v3 returns next to its rows (`address_book`: user-friendly form, `.ton`
 * domain, detected interfaces; `metadata`: TEP-64 token info of jetton masters/wallets and NFT
 * collections/items); the user's label is shown beside the name, never instead of the address.
 * Pure: the widget, main's services and the tests call the same functions. Keys of the maps
 * are raw upper-case addresses (`0:ABC…`).
 */

/** Lookup of the facts known about addresses (raw upper-case keys). */
export interface AddressFacts {
  book(rawUpper: string): BookRow | undefined;
  metadata(rawUpper: string): MetadataEntry | undefined;
}

/** v3 `address_book` / `metadata` maps as responses carry them (raw upper-case keys). */
type BookMap = Readonly<Record<string, BookRow | undefined>>;
type MetadataMap = Readonly<Record<string, MetadataEntry | undefined>>;

/**
 * Facts from the maps of one or more v3 responses (earlier maps win). Keys are looked up as
 * given and as raw upper-case, so any key case works.
 */
export function factsFromMaps(
  books: ReadonlyArray<BookMap | null | undefined>,
  metadatas: ReadonlyArray<MetadataMap | null | undefined> = [],
): AddressFacts {
  const find = <T>(
    maps: ReadonlyArray<Readonly<Record<string, T>> | null | undefined>,
    k: string,
  ) => {
    for (const m of maps) {
      const v = m?.[k] ?? m?.[k.toUpperCase()];
      if (v) return v;
    }
    return undefined;
  };
  return { book: (r) => find(books, r), metadata: (r) => find(metadatas, r) };
}

export type { NameSource };

/** What is shown for an address besides its forms. */
export interface AddressNaming {
  /** The name to show instead of the shortened address; null: show the address. */
  name: string | null;
  source: NameSource;
  /** A small tag saying what the contract is ("wallet v4R2", "jetton wallet"…); null if unknown. */
  tag: string | null;
  /** A longer description for the tooltip ("Demo Item #0 of Demo Collection"); null if none. */
  detail: string | null;
  /** The chain- or index-provided strings `name` is made of (what the safety rules judge). */
  parts?: string[];
  /** An NFT item the index knows as a DNS item (`dns` interface or a DNS `extra.domain`). */
  dnsItem?: boolean;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * Standard user wallets (wallet_v1r1 … wallet_v5r1, toncenter's interface names). Highload and
 * other special wallets are not among them: toncenter shows those bounceable.
 */
export function isUserWalletInterface(i: string): boolean {
  return /^wallet_v\d/.test(i);
}

const WALLET_NAME = /^wallet[ _](highload[ _])?v(\d+)(?:[ _]?r(\d+))?$/i;

/**
 * The one spelling of a wallet version: toncenter's interface name (`wallet_v4r2`) and its
 * v3 `walletStates` wallet_type (`wallet v4 r2`) both become `wallet v4R2`;
 * `wallet_highload_v2r2` becomes `highload wallet v2R2`. Any other text is returned as is.
 */
export function walletName(text: string): string {
  const m = WALLET_NAME.exec(text.trim());
  if (!m) return text;
  const version = `v${m[2]}${m[3] ? `R${m[3]}` : ''}`;
  return m[1] ? `highload wallet ${version}` : `wallet ${version}`;
}

/** The tag of a wallet interface (see {@link walletName}); plain "wallet" when unknown. */
function walletTag(i: string): string {
  const name = walletName(i);
  return name === i ? 'wallet' : name;
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

/** A domain name (`alice.ton`, `bob.t.me`): the name a wallet is called by, too. */
const DOMAIN = /^[^\s]+\.(ton|t\.me)$/i;

/**
 * The name of `raw` by the rules, in order: the `.ton` domain; token metadata (jetton master
 * "Name (SYMBOL)", jetton wallet "SYMBOL wallet of <owner>" with the owner's domain or
 * `ownerShort(owner)`, NFT item name, NFT collection name); else no name. A domain's NFT item
 * shares its name with the wallet the domain points to, so it is told apart:
 * "alice.ton (domain NFT)". The tag comes from the address-book interfaces (falling back to
 * the metadata type), whatever the name.
 */
export function addressNaming(
  raw: string,
  facts: AddressFacts,
  ownerShort: (ownerRaw: string) => string,
): AddressNaming {
  const key = raw.toUpperCase();
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
  const isItem = type === 'nft_items' || (row?.interfaces ?? []).includes('nft_item');

  const domain = str(row?.domain);
  if (domain && !isItem) {
    return { name: domain, source: 'domain', tag, detail: null, parts: [domain] };
  }

  if (type === 'jetton_masters') {
    const title = jettonTitle(info);
    if (title) {
      const parts = [str(info?.name), str(info?.symbol)].filter((p): p is string => p !== null);
      return { name: title, source: 'jetton', tag, detail: str(info?.description), parts };
    }
  }
  if (type === 'jetton_wallets') {
    const extra = info?.extra ?? {};
    const master = str(extra.jetton);
    const masterInfo = master
      ? tokenInfoOf(facts.metadata(master.toUpperCase()), 'jetton_masters')
      : undefined;
    const symbol = str(masterInfo?.symbol) ?? str(info?.symbol) ?? str(masterInfo?.name);
    const owner = str(extra.owner);
    if (symbol) {
      const ownerDomain = owner ? str(facts.book(owner.toUpperCase())?.domain) : null;
      const ownerName = owner ? (ownerDomain ?? ownerShort(owner)) : null;
      const name = ownerName ? `${symbol} wallet of ${ownerName}` : `${symbol} wallet`;
      // The owner's domain is the index's DNS record (judged as one): only the symbol is chain text.
      const parts = [symbol];
      return { name, source: 'jetton', tag, detail: jettonTitle(masterInfo ?? info), parts };
    }
  }
  if (isItem) {
    // DNS items carry their domain in `extra`; a hash-sized index (DNS, gifts) is no name.
    const index = str(info?.nft_index);
    const name =
      str(info?.name) ??
      str(info?.extra?.domain) ??
      domain ??
      (index && index.length <= 12 ? `NFT #${index}` : null);
    if (name) {
      const shown = DOMAIN.test(name) ? `${name} (domain NFT)` : name;
      // The index's DNS knows it: a `dns` interface, a DNS `extra.domain`, or its own domain.
      const dnsItem =
        (row?.interfaces ?? []).includes('dns') ||
        str(info?.extra?.domain) !== null ||
        (domain !== null && domain === name);
      return {
        name: shown,
        source: 'nft',
        tag,
        detail: str(info?.description),
        parts: [name],
        dnsItem,
      };
    }
  }
  if (type === 'nft_collections') {
    const name = str(info?.name);
    if (name) return { name, source: 'nft', tag, detail: str(info?.description), parts: [name] };
  }
  return { name: null, source: null, tag, detail: null };
}

/**
 * What decides an address's user-friendly form (TEP-2): `wallet` shows non-bounceable (`UQ…`;
 * also accounts without code, where a bounceable message would come back), `contract`
 * bounceable (`EQ…`), `unknown` bounceable until the address book says otherwise.
 */
export type AddressKind = 'wallet' | 'contract' | 'unknown';

// Parsing costs tens of microseconds and lists show the same few hundred addresses on every
// frame: the flag of each form is kept (bounded).
const bounceableMemo = new Map<string, boolean | null>();
const MEMO_LIMIT = 5_000;

/** Whether a user-friendly form has the bounceable flag; null when it does not parse. */
function friendlyBounceable(friendly: string): boolean | null {
  const known = bounceableMemo.get(friendly);
  if (known !== undefined) return known;
  let value: boolean | null;
  try {
    value = parseAddress(friendly).friendly?.bounceable ?? null;
  } catch {
    value = null;
  }
  if (bounceableMemo.size >= MEMO_LIMIT) bounceableMemo.clear();
  bounceableMemo.set(friendly, value);
  return value;
}

/**
 * The kind of an address from its v3 `address_book` row: toncenter's own choice when the row
 * has `user_friendly` (non-bounceable for wallets and accounts without code), else the
 * interfaces (standard wallets non-bounceable, any other detected contract bounceable), else
 * unknown. This is the one rule for the shown form: every output goes through it.
 */
export function kindOf(row: BookRow | undefined): AddressKind {
  const friendly = row?.user_friendly;
  const bounceable = friendly ? friendlyBounceable(friendly) : null;
  if (bounceable !== null) return bounceable ? 'contract' : 'wallet';
  const interfaces = row?.interfaces ?? [];
  if (interfaces.some(isUserWalletInterface)) return 'wallet';
  return interfaces.length > 0 ? 'contract' : 'unknown';
}

/**
 * The one user-friendly form shown for `address` (any form) on `network`: non-bounceable for
 * wallets, bounceable otherwise ({@link kindOf} of its book row). Null when it does not parse.
 */
export function displayForm(address: string, network: Network, facts: AddressFacts): string | null {
  try {
    const forms = networkAddressForms(address, network);
    const kind = kindOf(facts.book(toRawUpper(address)));
    return kind === 'wallet' ? forms.nonBounceable : forms.bounceable;
  } catch {
    return null;
  }
}

/** The shown form shortened for text (`UQAb…wxyz`); the raw form shortened when unparseable. */
export function shortForm(address: string, network: Network, facts: AddressFacts): string {
  const form = displayForm(address, network, facts);
  return form ? shorten(form, 4, 4) : shorten(address, 6, 4);
}

/** {@link addressNaming} of any address form, owners named by their short form. */
export function namingOf(address: string, network: Network, facts: AddressFacts): AddressNaming {
  let raw: string;
  try {
    raw = toRawUpper(address);
  } catch {
    return { name: null, source: null, tag: null, detail: null };
  }
  return addressNaming(raw, facts, (owner) => shortForm(owner, network, facts));
}

/** Longest name drawn in one line of text (code points) before the address beside it. */
const TEXT_NAME_MAX = 24;

/**
 * A name from the chain or the index for one line of plain text (no room for markup): judged
 * ({@link judgeName}), truncated, hidden characters spelled out (`⟦ZWSP⟧`), `⚠ ` before a
 * flagged one; null when it may not be shown at all (it looks like an address or an unresolved
 * `.ton` domain).
 */
function safeNameText(naming: AddressNaming) {
  if (!naming.name) return null;
  const judged = judgeName(naming.parts ?? [naming.name], {
    source: naming.source,
    dnsItem: naming.dnsItem ?? false,
  });
  if (!judged.identity) return { text: null, flagged: true };
  const text = revealUnsafe(truncateText(naming.name, TEXT_NAME_MAX));
  return { text: judged.flag ? `⚠ ${text}` : text, flagged: judged.flag !== null };
}

/**
 * The short name of an address for text with no room for more (graph nodes, chart labels):
 * its name by the rules beside its shown form shortened (`alice.ton · UQAb…wxyz`: a name
 * never stands alone), else the short form; a spoofing name is not drawn (`⚠ UQAb…wxyz`);
 * 'unknown account' for none.
 */
export function accountName(
  address: string | null | undefined,
  network: Network,
  facts: AddressFacts,
): string {
  if (!address) return 'unknown account';
  const short = shortForm(address, network, facts);
  const safe = safeNameText(namingOf(address, network, facts));
  if (!safe) return short;
  return safe.text ? `${safe.text} · ${short}` : `⚠ ${short}`;
}

/**
 * An address in one line of text (alerts, OS notifications, reports): the user's label and
 * the name, then the short form in parentheses: `Savings · alice.ton (UQAb…wxyz)`; only the
 * short form when nothing names it.
 */
export function accountIdentity(
  address: string,
  network: Network,
  facts: AddressFacts,
  label?: string | null,
): string {
  const safe = safeNameText(namingOf(address, network, facts));
  // A label may come from a shared label file: bounded and spelled out like chain text.
  const own = str(label) ? revealUnsafe(truncateText(label!, TEXT_NAME_MAX)) : null;
  const name = safe ? (safe.text ?? '⚠') : null;
  const names = [own, name].filter((n, i, all): n is string => !!n && all.indexOf(n) === i);
  const short = shortForm(address, network, facts);
  return names.length ? `${names.join(' · ')} (${short})` : short;
}
